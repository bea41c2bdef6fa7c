// Vite/Rolldown plugin: removes a per-update copy of the whole Pixi object from @pixi/react 8.0.5.
//
// @pixi/react's applyProps starts with `const { __pixireact, ...instanceProps } = instance`: an
// object-rest copy of every own property of the display object (a Pixi container has ~60), made on
// every prop update, although `instanceProps` is read only when the props are not already a diff set.
// React's commitUpdate always passes a diff set. In the Live TV list at 4x CPU the copy (Oxc's
// _objectWithoutProperties helper in the legacy bundle) was the largest single JS function of a key
// press (perf/README.md "Live guide levers, round 3"). This moves the copy into the branch that needs
// it; what applyProps does is unchanged.
//
// The rewrite matches the installed source exactly. If an @pixi/react upgrade changes it, the build
// fails (tests/unit/pixi-react-fast-props.test.ts too), so nobody ships the slow path unknowingly.

export const APPLY_PROPS_ID = /[\\/]@pixi[\\/]react[\\/]lib[\\/]helpers[\\/]applyProps\.mjs$/

const SLOW = `  const {
    __pixireact: instanceState = {},
    ...instanceProps
  } = instance;
  let typedData;
  if (isDiffSet(data)) {
    typedData = data;
  } else {
    typedData = diffProps(data, instanceProps);
  }`

const FAST = `  const instanceState = instance.__pixireact === undefined ? {} : instance.__pixireact;
  let typedData;
  if (isDiffSet(data)) {
    typedData = data;
  } else {
    const { __pixireact: _state, ...instanceProps } = instance;
    typedData = diffProps(data, instanceProps);
  }`

/** The rewritten applyProps module source; throws when the source is not the one this was written for. */
export function fastApplyProps(code) {
  const normalised = code.replace(/\r\n/g, '\n')
  if (!normalised.includes(SLOW))
    throw new Error(
      'pixi-react-fast-props: @pixi/react applyProps changed; re-check scripts/pixi-react-fast-props.mjs',
    )
  return normalised.replace(SLOW, FAST)
}

export function pixiReactFastProps() {
  return {
    name: 'pixi-react-fast-props',
    enforce: 'pre',
    transform(code, id) {
      if (!APPLY_PROPS_ID.test(id.split('?')[0] ?? id)) return null
      return { code: fastApplyProps(code), map: null }
    },
  }
}
