// Issue 19 (boot JS): scripts/reconciler-trim.mjs folds @pixi/react's host config into React's
// production reconciler. The fold must fit the installed packages exactly (else the build fails), and the
// trimmed reconciler must do what the installed one does: the same trees are rendered through both, with
// the same host config, and every host operation, effect and caught error is compared.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type * as ReactTypes from 'react'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import * as reconcilerTrim from '../../scripts/reconciler-trim.mjs'

const {
  RECONCILER_EXPORTS,
  RECONCILER_FLAGS,
  RECONCILER_UNSUPPORTED_HOOKS,
  RECONCILER_VERSION,
  UNSUPPORTED_HOOK,
  UNSUPPORTED_SUSPENSE_LIST,
  checkHostConfig,
  trimReconciler,
  withoutSuspenseList,
} = reconcilerTrim as {
  RECONCILER_EXPORTS: string[]
  RECONCILER_FLAGS: Array<[string, string, string | null]>
  RECONCILER_UNSUPPORTED_HOOKS: string[]
  RECONCILER_VERSION: string
  UNSUPPORTED_HOOK: string
  UNSUPPORTED_SUSPENSE_LIST: string
  checkHostConfig: (source: string) => void
  trimReconciler: (source: string) => string
  withoutSuspenseList: (source: string) => string
}

const require = createRequire(import.meta.url)
const repo = join(dirname(new URL(import.meta.url).pathname), '..', '..')
const reconcilerDir = join(repo, 'node_modules', 'react-reconciler')
const installed = readFileSync(join(reconcilerDir, 'cjs', 'react-reconciler.production.js'), 'utf8')
const pixiReactConfig = readFileSync(
  join(repo, 'node_modules', '@pixi', 'react', 'lib', 'core', 'reconciler.mjs'),
  'utf8',
)

// The production React and the reconciler's own production scheduler, as the build bundles them
const React = require(join(repo, 'node_modules', 'react', 'cjs', 'react.production.js')) as typeof ReactTypes
const scheduler: unknown = require(
  join(reconcilerDir, 'node_modules', 'scheduler', 'cjs', 'scheduler.production.js'),
)
const h = React.createElement

type Reconciler = {
  createContainer(...args: unknown[]): unknown
  updateContainer(element: unknown, container: unknown, parent: unknown, callback: unknown): unknown
  flushSyncFromReconciler<R>(fn: () => R): R
  injectIntoDevTools(): boolean
}

/** a reconciler factory from the given source, as a CommonJS module */
function load(source: string): (config: object) => Reconciler {
  const module = { exports: {} as unknown }
  const requireFor = (name: string) => {
    if (name === 'react') return React
    if (name === 'scheduler') return scheduler
    throw new Error(`unexpected require(${name})`)
  }
  new Function('module', 'exports', 'require', source)(module, module.exports, requireFor)
  return module.exports as (config: object) => Reconciler
}

type HostNode = {
  type: string
  props: Record<string, unknown>
  children: HostNode[]
  text?: string
  hidden?: boolean
}

/**
 * The host's timeouts (React throttles revealing a Suspense boundary's content with one), run by
 * `settle` instead of by the clock.
 */
function hostTimeouts() {
  const pending = new Map<number, () => void>()
  let next = 1
  return {
    schedule: (callback: () => void) => {
      pending.set(next, callback)
      return next++
    },
    cancel: (id: number) => void pending.delete(id),
    runAll() {
      const due = [...pending.values()]
      pending.clear()
      for (const callback of due) callback()
      return due.length
    },
  }
}

/** a host that records every operation, with the capability flags of @pixi/react's config */
function recordingHost(log: string[], timeouts = hostTimeouts()) {
  const name = (node: HostNode) =>
    node.text !== undefined ? `"${node.text}"` : `${node.type}#${String(node.props.id ?? '')}`
  const detach = (parent: HostNode, child: HostNode) => {
    const at = parent.children.indexOf(child)
    if (at >= 0) parent.children.splice(at, 1)
  }
  const visibility = (hidden: boolean) => (node: HostNode) => {
    log.push(`${hidden ? 'hide' : 'unhide'} ${name(node)}`)
    node.hidden = hidden
  }
  const insert = (parent: HostNode, child: HostNode, before: HostNode | null) => {
    detach(parent, child)
    const at = before ? parent.children.indexOf(before) : -1
    if (at >= 0) parent.children.splice(at, 0, child)
    else parent.children.push(child)
  }
  const config = {
    isPrimaryRenderer: false,
    supportsHydration: false,
    supportsMutation: true,
    supportsPersistence: false,
    warnsIfNotActing: false,
    noTimeout: -1,
    NotPendingTransition: null,
    scheduleTimeout: timeouts.schedule,
    cancelTimeout: timeouts.cancel,
    getRootHostContext: () => ({}),
    getChildHostContext: (context: object) => context,
    getPublicInstance: (node: HostNode) => node,
    prepareForCommit: () => null,
    resetAfterCommit: () => log.push('commit'),
    preparePortalMount: () => {},
    shouldSetTextContent: () => false,
    createInstance: (type: string, props: Record<string, unknown>) => {
      const { children: _children, ...rest } = props
      const node: HostNode = { type, props: rest, children: [] }
      log.push(`create ${name(node)}`)
      return node
    },
    createTextInstance: (text: string) => {
      log.push(`create "${text}"`)
      return { type: '#text', props: {}, children: [], text }
    },
    appendInitialChild: (parent: HostNode, child: HostNode) => insert(parent, child, null),
    finalizeInitialChildren: () => false,
    appendChild: (parent: HostNode, child: HostNode) => {
      log.push(`append ${name(child)} to ${name(parent)}`)
      insert(parent, child, null)
    },
    appendChildToContainer: (parent: HostNode, child: HostNode) => {
      log.push(`append ${name(child)} to root`)
      insert(parent, child, null)
    },
    insertBefore: (parent: HostNode, child: HostNode, before: HostNode) => {
      log.push(`insert ${name(child)} before ${name(before)}`)
      insert(parent, child, before)
    },
    insertInContainerBefore: (parent: HostNode, child: HostNode, before: HostNode) => {
      log.push(`insert ${name(child)} before ${name(before)} in root`)
      insert(parent, child, before)
    },
    removeChild: (parent: HostNode, child: HostNode) => {
      log.push(`remove ${name(child)}`)
      detach(parent, child)
    },
    removeChildFromContainer: (parent: HostNode, child: HostNode) => {
      log.push(`remove ${name(child)} from root`)
      detach(parent, child)
    },
    clearContainer: (root: HostNode) => {
      root.children.length = 0
    },
    commitUpdate: (node: HostNode, _type: string, oldProps: object, newProps: Record<string, unknown>) => {
      const { children: _children, ...rest } = newProps
      log.push(`update ${name(node)} ${JSON.stringify(oldProps === newProps ? null : rest)}`)
      node.props = rest
    },
    commitTextUpdate: (node: HostNode, _old: string, text: string) => {
      log.push(`text "${node.text}" -> "${text}"`)
      node.text = text
    },
    commitMount: () => {},
    resetTextContent: () => {},
    // Suspense hides the shown content while a fallback is up (instances and texts alike)
    hideInstance: visibility(true),
    unhideInstance: visibility(false),
    hideTextInstance: visibility(true),
    unhideTextInstance: visibility(false),
    detachDeletedInstance: () => {},
    getInstanceFromNode: () => null,
    beforeActiveInstanceBlur: () => {},
    afterActiveInstanceBlur: () => {},
    prepareScopeUpdate: () => {},
    getInstanceFromScope: () => null,
    getCurrentUpdatePriority: () => priority,
    setCurrentUpdatePriority: (next: number) => {
      priority = next
    },
    resolveUpdatePriority: () => priority || 32,
    resolveEventType: () => null,
    resolveEventTimeStamp: () => -1.1,
    shouldAttemptEagerTransition: () => false,
    trackSchedulerEvent: () => {},
    requestPostPaintCallback: () => {},
    maySuspendCommit: () => false,
    preloadInstance: () => true,
    startSuspendingCommit: () => {},
    suspendInstance: () => {},
    waitForCommitToBeReady: () => null,
    resetFormInstance: () => {},
    rendererPackageName: 'reconciler-trim-test',
    rendererVersion: '0',
  }
  let priority = 0
  return config
}

/** everything the host tree shows, as text */
const show = (node: HostNode): string =>
  node.text !== undefined
    ? `${node.hidden ? '~' : ''}"${node.text}"`
    : `${node.hidden ? '~' : ''}${node.type}${node.props.id ? `#${String(node.props.id)}` : ''}(${node.children.map(show).join(' ')})`

/** lets settled promises, the scheduler's tasks (setImmediate in node) and the host's timeouts run */
const settleWith = async (timeouts: ReturnType<typeof hostTimeouts>) => {
  for (let round = 0; round < 10; round++) {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
    if (timeouts.runAll() === 0) return
  }
  throw new Error('React kept scheduling timeouts')
}

/** A root made as @pixi/react makes one, its errors told to `report`, and a render that commits at once. */
function mount(reconciler: Reconciler, report: (kind: string, message: string) => void) {
  const root: HostNode = { type: 'root', props: {}, children: [] }
  const reported = (kind: string) => (error: unknown) =>
    report(kind, error instanceof Error ? error.message : String(error))
  // (containerInfo, ConcurrentRoot, hydration callbacks, strict mode, concurrent updates by default,
  // id prefix, uncaught, caught and recoverable errors, transition callbacks): @pixi/react's arguments
  const container = reconciler.createContainer(
    root,
    1,
    null,
    false,
    null,
    '',
    reported('uncaught'),
    reported('caught'),
    reported('recoverable'),
    null,
  )
  const render = (element: unknown) =>
    reconciler.flushSyncFromReconciler(() => reconciler.updateContainer(element, container, null, null))
  return { root, render }
}

/** renders a script of trees through one reconciler and returns what happened, step by step */
async function run(source: string): Promise<string[]> {
  const log: string[] = []
  const timeouts = hostTimeouts()
  const settle = () => settleWith(timeouts)
  const reconciler = load(source)(recordingHost(log, timeouts))
  const { root, render } = mount(reconciler, (kind, message) => log.push(`${kind} ${message}`))
  const step = (label: string) => log.push(`== ${label}: ${show(root)}`)

  // keyed children: props, reorder, insert, remove, text
  const list = (ids: string[], title: string) =>
    h(
      'box',
      { id: 'list', title },
      title,
      ...ids.map((id) => h('box', { key: id, id, selected: id === ids[0] })),
    )
  render(list(['a', 'b', 'c'], 'one'))
  step('mount')
  render(list(['c', 'a', 'd'], 'two'))
  step('reorder')

  // state, context, memo, effects in order, and an update from outside React
  const Theme = React.createContext('light')
  let setCount: (update: (n: number) => number) => void = () => {}
  const Counter = () => {
    const [count, set] = React.useState(0)
    setCount = set
    const theme = React.useContext(Theme)
    const label = React.useMemo(() => `${theme}:${count}`, [theme, count])
    React.useLayoutEffect(() => {
      log.push(`layout ${label}`)
      return () => void log.push(`layout cleanup ${label}`)
    }, [label])
    React.useEffect(() => {
      log.push(`effect ${label}`)
      return () => void log.push(`effect cleanup ${label}`)
    }, [label])
    return h('box', { id: 'counter' }, label)
  }
  const app = (theme: string) => h(Theme.Provider, { value: theme }, h(Counter))
  render(app('light'))
  await settle()
  step('counter')
  reconciler.flushSyncFromReconciler(() => setCount((n) => n + 1))
  await settle()
  setCount((n) => n + 1) // scheduled, not flushed: the scheduler's task commits it
  await settle()
  render(app('dark'))
  await settle()
  step('context')
  React.startTransition(() => setCount((n) => n + 10))
  await settle()
  step('transition')

  // a lazy screen behind Suspense: the fallback, then the screen (SceneBoundary and lazyScene's shape)
  let resolveScreen: (module: { default: ReactTypes.ComponentType }) => void = () => {}
  const Screen = React.lazy(
    () => new Promise<{ default: ReactTypes.ComponentType }>((resolve) => (resolveScreen = resolve)),
  )
  const suspended = (extra: string) =>
    h(
      'box',
      { id: 'shell' },
      h(
        React.Suspense,
        { fallback: h('box', { id: 'spinner' }) },
        h('box', { id: 'frame' }, extra),
        h(Screen),
      ),
    )
  render(suspended('x'))
  step('suspended')
  resolveScreen({ default: () => h('box', { id: 'screen' }, 'ready') })
  await settle()
  step('resolved')
  // an update that suspends again keeps the shown screen (hidden, then shown)
  let resolveSecond: (module: { default: ReactTypes.ComponentType }) => void = () => {}
  const Second = React.lazy(
    () => new Promise<{ default: ReactTypes.ComponentType }>((resolve) => (resolveSecond = resolve)),
  )
  render(
    h(
      'box',
      { id: 'shell' },
      h(React.Suspense, { fallback: h('box', { id: 'spinner' }) }, h('box', { id: 'frame' }, 'y'), h(Second)),
    ),
  )
  step('suspended again')
  resolveSecond({ default: () => h('box', { id: 'second' }) })
  await settle()
  step('second')

  // an error boundary catches a failing child and shows its fallback, with the component stack
  class Boundary extends React.Component<{ children: unknown }, { failed: string | null }> {
    override state = { failed: null as string | null }
    static getDerivedStateFromError(error: Error) {
      return { failed: error.message }
    }
    override componentDidCatch(error: Error, info: { componentStack?: string | null }) {
      log.push(`caught ${error.message} in ${/Thrower/.test(info.componentStack ?? '') ? 'Thrower' : '?'}`)
    }
    override render() {
      return this.state.failed
        ? h('box', { id: 'failed' }, this.state.failed)
        : (this.props.children as never)
    }
  }
  function Thrower(): never {
    throw new Error('scene broke')
  }
  render(h(Boundary, null, h('box', { id: 'ok' }), h(Thrower)))
  await settle()
  step('boundary')

  // a ref and an imperative handle
  const ref = React.createRef<HostNode>()
  render(h('box', { id: 'refd', ref }))
  log.push(`ref ${ref.current ? show(ref.current) : 'null'}`)

  render(null)
  await settle()
  step('unmounted')
  log.push(`ref ${String(ref.current)}`)
  return log
}

/** mounts `element` through the reconciler built from `source`: what it showed, what the root was told */
async function shownAndCaught(source: string, element: ReactTypes.ReactElement) {
  const reconciler = load(source)(recordingHost([]))
  const caught: string[] = []
  const { root, render } = mount(reconciler, (_kind, message) => caught.push(message))
  render(element)
  await new Promise((resolve) => setImmediate(resolve))
  return { shown: show(root), caught }
}

describe('issue 19: React reconciler with @pixi/react host config folded in (scripts/reconciler-trim.mjs)', () => {
  it('fits the installed react-reconciler and @pixi/react', () => {
    expect(
      (JSON.parse(readFileSync(join(reconcilerDir, 'package.json'), 'utf8')) as { version: string }).version,
    ).toBe(RECONCILER_VERSION)
    expect(() => checkHostConfig(pixiReactConfig)).not.toThrow()
    expect(() => trimReconciler(installed)).not.toThrow()
  })

  it('folds every flag and leaves no other export', () => {
    const trimmed = trimReconciler(installed)
    for (const [name] of RECONCILER_FLAGS) {
      expect(trimmed).not.toContain(`$$$config.${name}`)
      expect(trimmed).not.toMatch(new RegExp(`(?<![\\w$.])${name}(?![\\w$])`))
    }
    expect(trimmed).not.toMatch(/(?<![\w$.])isHydrating(?![\w$])/)
    const exported = [...trimmed.matchAll(/^ {2}exports\.(\w+) =/gm)].map((match) => match[1])
    expect(exported.sort()).toEqual([...RECONCILER_EXPORTS].sort())
    const reconciler = load(trimmed)(recordingHost([]))
    expect(Object.keys(reconciler).sort()).toEqual([...RECONCILER_EXPORTS].sort())
  })

  it('renders, updates, suspends, catches and unmounts exactly as the installed reconciler does', async () => {
    const before = await run(installed)
    const after = await run(trimReconciler(installed))
    expect(after).toEqual(before)
    // the script exercised what it says (two logs that stayed empty would compare equal too)
    expect(before.filter((line) => line.startsWith('== '))).toEqual([
      '== mount: root(box#list("one" box#a() box#b() box#c()))',
      '== reorder: root(box#list("two" box#c() box#a() box#d()))',
      '== counter: root(box#counter("light:0"))',
      '== context: root(box#counter("dark:2"))',
      '== transition: root(box#counter("dark:12"))',
      '== suspended: root(box#shell(box#spinner()))',
      '== resolved: root(box#shell(box#frame("x") box#screen("ready")))',
      '== suspended again: root(box#shell(~box#frame("x") ~box#screen("ready") box#spinner()))',
      '== second: root(box#shell(box#frame("y") box#second()))',
      '== boundary: root(box#failed("scene broke"))',
      '== unmounted: root()',
    ])
    expect(before).toContain('caught scene broke in Thrower')
    expect(before).toContain('effect cleanup dark:12')
    expect(before).toContain('ref box#refd()')
    expect(before.at(-1)).toBe('ref null')
  })

  it('leaves out SuspenseList with a clear error, and every case React has for its fibers', async () => {
    // stable React does not export it; the reconciler still makes its fiber for the element type
    const SuspenseList = Symbol.for('react.suspense_list') as unknown as ReactTypes.ElementType
    const list = (source: string) =>
      shownAndCaught(
        source,
        h(SuspenseList, { revealOrder: 'forwards' }, h('box', { id: 'a' }), h('box', { id: 'b' })),
      )
    expect(await list(installed)).toEqual({ shown: 'root(box#a() box#b())', caught: [] })
    const trimmed = await list(trimReconciler(installed))
    expect(trimmed.shown).toBe('root()')
    expect(trimmed.caught).toContain(UNSUPPORTED_SUSPENSE_LIST)
    expect(installed).toMatch(/^ +case 19:$/m)
    expect(trimReconciler(installed)).not.toMatch(/^ +case 19:$/m)
    // nothing calls React's SuspenseList functions any more: the minifier drops them
    const uses = (source: string) => source.split('updateSuspenseListComponent(').length - 1
    expect(uses(installed)).toBeGreaterThan(1)
    expect(uses(trimReconciler(installed))).toBe(1)
  })

  it('fails rather than cut a SuspenseList case that another case falls into', () => {
    const folded = installed.replace(
      '        break;\n      case 19:\n        pop(suspenseStackCursor);',
      '        unwindMore();\n      case 19:\n        pop(suspenseStackCursor);',
    )
    expect(folded).not.toBe(installed)
    expect(() => withoutSuspenseList(folded)).toThrow(/may fall into it \("unwindMore\(\);"\)/)
    expect(() =>
      withoutSuspenseList(
        installed.replace('      case 19:\n        pop(suspenseStackCursor);\n        break;\n', ''),
      ),
    ).toThrow(/found 8 "case 19:" labels, not 9/)
    expect(() =>
      withoutSuspenseList(installed.replace('createFiber(19, pendingProps', 'createFiber(20, pendingProps')),
    ).toThrow(/SuspenseList fiber/)
  })

  it('leaves out the form hooks with a clear error, and no source of ours calls one', async () => {
    const Optimistic = () => h('box', { id: String(React.useOptimistic(7)[0]) })
    const optimistic = (source: string) => shownAndCaught(source, h(Optimistic))
    expect(await optimistic(installed)).toEqual({ shown: 'root(box#7())', caught: [] })
    const trimmed = await optimistic(trimReconciler(installed))
    expect(trimmed.shown).toBe('root()')
    expect(trimmed.caught).toContain(UNSUPPORTED_HOOK)
    // the development build (tests, the dev server) is not trimmed: our sources must not rely on them
    const names = [...RECONCILER_UNSUPPORTED_HOOKS, 'useFormStatus', 'SuspenseList']
    const offenders: string[] = []
    const scan = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) scan(path)
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8')
          for (const name of names)
            if (new RegExp(`\\b${name}\\b`).test(text)) offenders.push(`${path}: ${name}`)
        }
      }
    }
    for (const folder of ['src', 'renderer', 'scenes', 'bridges']) scan(join(repo, folder))
    expect(offenders).toEqual([])
  })

  it("fails when @pixi/react's config no longer states a folded flag", () => {
    const with_ = (from: string, to: string) => pixiReactConfig.replace(from, to)
    expect(() => checkHostConfig(with_('supportsHydration: false,', 'supportsHydration: true,'))).toThrow(
      /supportsHydration: false/,
    )
    expect(() =>
      checkHostConfig(
        with_('  supportsMutation: true,\n', '  supportsMutation: true,\n  supportsMicrotasks: true,\n'),
      ),
    ).toThrow(/now sets supportsMicrotasks/)
    expect(() =>
      checkHostConfig(with_('createReconciler(reconcilerConfig)', 'createReconciler(other)')),
    ).toThrow(/another config/)
  })

  it('fails when the reconciler is not the source it was written for', () => {
    expect(() =>
      trimReconciler(installed.replace('supportsHydration = $$$config.supportsHydration', 'x = 1')),
    ).toThrow(/supportsHydration = \$\$\$config\.supportsHydration/)
    expect(() =>
      trimReconciler(installed.replace(/^ {2}exports\.flushSyncFromReconciler =/m, '  exports.other =')),
    ).toThrow(/no export flushSyncFromReconciler/)
  })
})
