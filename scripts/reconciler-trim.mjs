// Vite/Rolldown plugin (build only): folds @pixi/react's host configuration into React's reconciler, so
// that the production bundle leaves out what that configuration never runs (issue 19: boot JS).
//
// react-reconciler is one closure over a host config (`module.exports = function ($$$config) {…}`). It
// reads the config's capability flags into variables once and branches on them at run time, so every
// renderer's bundle carries all of React's host modes: hydration, persistence (cloning host trees),
// resources and singletons (react-dom's <head> and <html>), test selectors, microtask scheduling. The
// only renderer in the portal is @pixi/react's, whose config states those flags as literals. Here each
// flag becomes that literal where it is read, and the minifier drops the branches and the functions that
// only they call. Three more rewrites follow from the flags:
//
// - `isHydrating` is false for good: every place that sets it true is behind `supportsHydration`. Its
//   reads become `false` and its writes go to a variable nothing reads.
// - The reconciler's exports are cut to the four @pixi/react and renderer/react/flushSync.ts call
//   (createContainer, updateContainer, injectIntoDevTools, flushSyncFromReconciler): the hydration entry
//   points, test selectors, DevTools-only lookups and the other batching helpers go with the rest.
// - The form hooks react-dom builds on (useActionState, useFormState, useOptimistic and the host
//   transition status behind useFormStatus) throw a clear error instead: no canvas element is a form, and
//   tests/unit/reconciler-trim.test.ts fails when a source of ours calls one (the development build, which
//   is not trimmed, would run it).
// - A SuspenseList element throws a clear error too, and React's code for its fibers goes
//   (withoutSuspenseList): stable React 19 does not even export SuspenseList (only its experimental
//   channel does), yet the reconciler carries it; the same test fails when a source of ours names it.
//
// What stays behaves as before: tests/unit/reconciler-trim.test.ts renders the same trees through the
// trimmed and the installed reconciler and compares every host operation.
//
// Like scripts/pixi-trim.mjs, the rewrite fails the build instead of shipping a wrong fold: when the
// installed react-reconciler is not the version it was written for, when a text it rewrites is missing
// or repeated, or when @pixi/react's config no longer states a flag as folded here.

import { readFileSync } from 'node:fs'

/** the react-reconciler release these rewrites were read against */
export const RECONCILER_VERSION = '0.31.0'

/**
 * The folded flags: name, the value @pixi/react's config gives it, and how its config says so (the
 * exact line in `reconcilerConfig`, or null where the config leaves it out, which reads as undefined).
 */
export const RECONCILER_FLAGS = [
  ['supportsMutation', 'true', '  supportsMutation: true,\n'],
  ['supportsPersistence', 'false', '  supportsPersistence: false,\n'],
  ['supportsHydration', 'false', '  supportsHydration: false,\n'],
  ['isPrimaryRenderer', 'false', '  isPrimaryRenderer: false,\n'],
  ['supportsMicrotasks', 'false', null],
  ['supportsTestSelectors', 'false', null],
  ['supportsResources', 'false', null],
  ['supportsSingletons', 'false', null],
]

/** the reconciler exports something in the build calls: @pixi/react's three and flushSync.ts's one */
export const RECONCILER_EXPORTS = [
  'createContainer',
  'updateContainer',
  'injectIntoDevTools',
  'flushSyncFromReconciler',
]

/** hooks left out (each of the three dispatchers' entries for them throws UNSUPPORTED_HOOK) */
export const RECONCILER_UNSUPPORTED_HOOKS = [
  'useActionState',
  'useFormState',
  'useOptimistic',
  'useHostTransitionStatus',
]
export const UNSUPPORTED_HOOK =
  "This hook is not in the portal's build of React (scripts/reconciler-trim.mjs)"
const DISPATCHERS = ['HooksDispatcherOnMount', 'HooksDispatcherOnUpdate', 'HooksDispatcherOnRerender']

/** what making a <SuspenseList> throws: its fiber kind (tag 19) is left out */
export const UNSUPPORTED_SUSPENSE_LIST =
  "SuspenseList is not in the portal's build of React (scripts/reconciler-trim.mjs)"
/** the fiber tag React gives a SuspenseList, and the switch cases on it in 0.31.0 */
const SUSPENSE_LIST_TAG = 19
const SUSPENSE_LIST_CASES = 9
const SUSPENSE_LIST_FIBER = `        case REACT_SUSPENSE_LIST_TYPE:
          return (
            (type = createFiber(${SUSPENSE_LIST_TAG}, pendingProps, key, mode)),
            (type.elementType = REACT_SUSPENSE_LIST_TYPE),
            (type.lanes = lanes),
            type
          );
`

const RECONCILER_ID = /[\\/]react-reconciler[\\/]cjs[\\/]react-reconciler\.production\.js$/

const fail = (what) => {
  throw new Error(
    `reconciler-trim: ${what}; re-check scripts/reconciler-trim.mjs against the installed react-reconciler and @pixi/react`,
  )
}

/** a name as a whole identifier: not part of a longer one and not a property (`x.name`) */
const token = (name) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')

/**
 * Checks that @pixi/react's host config (the source of its core/reconciler.mjs) states every folded flag
 * as folded, and that it is the config the one reconciler is made from. Throws when not.
 */
export function checkHostConfig(source) {
  const code = source.replace(/\r\n/g, '\n')
  const start = code.indexOf('const reconcilerConfig = {\n')
  const end = code.indexOf('\n};\n', start)
  if (start < 0 || end < 0) fail('@pixi/react has no reconcilerConfig object')
  const config = code.slice(start, end + 1)
  for (const [name, , line] of RECONCILER_FLAGS) {
    if (line === null) {
      if (token(name).test(config)) fail(`@pixi/react's config now sets ${name}`)
    } else if (config.split(line).length !== 2) fail(`@pixi/react's config no longer has "${line.trim()}"`)
  }
  if (code.split('createReconciler(').length !== 2 || !code.includes('createReconciler(reconcilerConfig)'))
    fail('@pixi/react makes its reconciler from another config')
}

/**
 * No <SuspenseList>: the one place that makes its fiber throws UNSUPPORTED_SUSPENSE_LIST instead, so every
 * `case 19:` of React's switches on a fiber's tag is dead and goes, with the functions only they call
 * (updateSuspenseListComponent, its render state, cutting off its tail). A case that shares its body with
 * another label loses only its label; a case whose body is cut must not be one the case before falls into
 * (the line before it ends that case with break, return or throw). Throws when the text does not fit.
 */
export function withoutSuspenseList(source) {
  if (source.split(SUSPENSE_LIST_FIBER).length !== 2)
    fail('the SuspenseList fiber is not made where expected')
  const code = source.replace(
    SUSPENSE_LIST_FIBER,
    `        case REACT_SUSPENSE_LIST_TYPE:\n          throw Error(${JSON.stringify(UNSUPPORTED_SUSPENSE_LIST)});\n`,
  )
  const lines = code.split('\n')
  const label = new RegExp(`^( +)case ${SUSPENSE_LIST_TAG}:$`)
  const anyLabel = /^ +(case [^:]+|default):$/
  const kept = []
  let cases = 0
  for (let at = 0; at < lines.length; at += 1) {
    const match = label.exec(lines[at])
    if (!match) {
      kept.push(lines[at])
      continue
    }
    cases += 1
    const indent = match[1].length
    // `case 13:\n case 19:\n <body>` or `case 19:\n case 13:`: the body is another case's too
    if (anyLabel.test(lines[at - 1] ?? '') || anyLabel.test(lines[at + 1] ?? '')) continue
    // the case before must not fall through into this one: its last statement is the last line at the
    // body's indent that does not close or continue an expression
    let last = at - 1
    while (last > 0 && !(lines[last].search(/\S/) === indent + 2 && !/^[)}\]:?]/.test(lines[last].trim())))
      last -= 1
    const ender = lines[last].trim()
    if (!/^(break;|return\b|throw\b)/.test(ender))
      fail(`the case before "case ${SUSPENSE_LIST_TAG}:" at line ${at + 1} may fall into it ("${ender}")`)
    // the body: every line up to the next label at this indent or the switch's end
    let end = at + 1
    while (end < lines.length && !(lines[end].search(/\S/) <= indent && lines[end].trim() !== '')) end += 1
    at = end - 1
  }
  if (cases !== SUSPENSE_LIST_CASES)
    fail(`found ${cases} "case ${SUSPENSE_LIST_TAG}:" labels, not ${SUSPENSE_LIST_CASES}`)
  return kept.join('\n')
}

/**
 * react-reconciler's production build with the flags folded, the exports cut, the form hooks and
 * SuspenseList left out; throws when it does not fit
 */
export function trimReconciler(source) {
  let code = source.replace(/\r\n/g, '\n')
  for (const [name, value] of RECONCILER_FLAGS) {
    const declaration = `${name} = $$$config.${name}`
    if (code.split(declaration).length !== 2) fail(`"${declaration}" is missing or repeated`)
    code = code.replace(declaration, `${name}$folded = 0`)
    // a property key or a ternary's branch (`name:`) would not be a read of the variable
    if (new RegExp(`(?<![\\w$.])${name}\\s*:`).test(code)) fail(`${name} appears as a key`)
    const reads = code.match(token(name))?.length ?? 0
    if (reads === 0) fail(`${name} is never read`)
    code = code.replace(token(name), value)
  }
  // isHydrating: set true only on the hydration paths folded away above
  const writes = /(?<![\w$.])isHydrating(?=\s*=[^=])/g
  if ((code.match(writes)?.length ?? 0) === 0) fail('isHydrating is never written')
  code = code.replace(writes, 'isHydrating$unused')
  code = code.replace(token('isHydrating'), 'false')

  const lines = code.split('\n')
  const kept = []
  const found = new Set()
  const hooks = new Set()
  let cutting = false
  let inHook = false
  let sawReturn = false
  for (const line of lines) {
    // a dispatcher's entry for a hook left out: one line, or a function expression to its closing `  };`
    if (inHook) {
      if (line === '  };') inHook = false
      continue
    }
    const hook = /^ {2}(\w+)\.(\w+) = (.*)$/.exec(line)
    if (hook && DISPATCHERS.includes(hook[1]) && RECONCILER_UNSUPPORTED_HOOKS.includes(hook[2])) {
      const entry = `${hook[1]}.${hook[2]}`
      if (hooks.has(entry)) fail(`${entry} is set twice`)
      hooks.add(entry)
      kept.push(`  ${entry} = unsupportedHook;`)
      inHook = hook[3].startsWith('function') && !hook[3].endsWith('};')
      continue
    }
    if (line === '  function throwInvalidHookError() {')
      kept.push(`  function unsupportedHook() {\n    throw Error(${JSON.stringify(UNSUPPORTED_HOOK)});\n  }`)
    const exported = /^ {2}exports\.(\w+) =/.exec(line)
    if (exported) {
      found.add(exported[1])
      cutting = !RECONCILER_EXPORTS.includes(exported[1])
    } else if (line === '  return exports;') {
      cutting = false
      sawReturn = true
    }
    if (!cutting) kept.push(line)
  }
  if (!sawReturn) fail('the reconciler does not end with "return exports;"')
  if (hooks.size !== DISPATCHERS.length * RECONCILER_UNSUPPORTED_HOOKS.length)
    fail(
      `the hooks left out were found in ${hooks.size} dispatcher entries, not ${DISPATCHERS.length * RECONCILER_UNSUPPORTED_HOOKS.length}`,
    )
  if (!kept.some((line) => line.includes('function unsupportedHook()')))
    fail('throwInvalidHookError is missing')
  for (const name of RECONCILER_EXPORTS) if (!found.has(name)) fail(`the reconciler has no export ${name}`)
  return withoutSuspenseList(kept.join('\n'))
}

export function reconcilerTrim() {
  return {
    name: 'hotel-tv:reconciler-trim',
    apply: 'build',
    buildStart() {
      const version = JSON.parse(
        readFileSync(new URL('../node_modules/react-reconciler/package.json', import.meta.url), 'utf8'),
      ).version
      if (version !== RECONCILER_VERSION) fail(`react-reconciler is ${version}, not ${RECONCILER_VERSION}`)
      checkHostConfig(
        readFileSync(new URL('../node_modules/@pixi/react/lib/core/reconciler.mjs', import.meta.url), 'utf8'),
      )
    },
    transform: {
      filter: { id: /react-reconciler[\\/]cjs[\\/]/ },
      handler(code, id) {
        if (!RECONCILER_ID.test(id.split('?')[0])) return null
        try {
          return { code: trimReconciler(code), map: null }
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error))
        }
      },
    },
  }
}
