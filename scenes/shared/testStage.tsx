// Test-only: renders scene components in Node, without a Pixi renderer, a canvas or a DOM. A small React host keeps
// each intrinsic element (pixiContainer, pixiShapeView, pixiCanvasText) as a plain node with its props; the
// renderer services are real (focus engine, key handlers) except the scene mirror, which records the
// nodes registered with it in order. Not exported from index.ts.
import { act, type ReactNode } from 'react'
import type { Container } from 'pixi.js'
import createReconciler from 'react-reconciler'
import { ConcurrentRoot, DefaultEventPriority } from 'react-reconciler/constants.js'
import {
  FocusEngine,
  KeyHandlers,
  RendererContext,
  type RendererServices,
  type SceneMirror,
} from '../../renderer'

export type StageNode = {
  type: string
  props: Record<string, unknown>
  parent: StageNode | null
  children: StageNode[]
  getGlobalPosition: () => { x: number; y: number }
  /**
   * Pixi display objects a scene adds to this node by hand (imperative views: a WindowList's row pool,
   * a grid's focus ring), as a Pixi Container's addChild / addChildAt / removeChild would.
   */
  views: Container[]
  addChild: (view: Container) => Container
  addChildAt: (view: Container, at: number) => Container
  removeChild: (view: Container) => Container
}
export type MirrorEntry = {
  id: string
  parentId: string | null
  role: string
  name: string
  /** what the node's labels draw where they cut their text (SceneMirror.setCut) */
  cut?: string
}

/** A Label's text where there is no glyph atlas (as in these tests): renderer/text/canvasText.ts. */
export const CANVAS_TEXT = 'pixiCanvasText'

/** The string a canvas text node draws; undefined for any other node. */
export function textOf(node: StageNode | undefined): string | undefined {
  if (node?.type !== CANVAS_TEXT) return undefined
  return (node.props.content as { text?: string } | null | undefined)?.text
}

const num = (value: unknown): number => (typeof value === 'number' ? value : 0)

function createNode(type: string, props: Record<string, unknown>): StageNode {
  const node: StageNode = {
    type,
    props,
    parent: null,
    children: [],
    getGlobalPosition: () => {
      const above = node.parent?.getGlobalPosition() ?? { x: 0, y: 0 }
      return { x: above.x + num(node.props.x), y: above.y + num(node.props.y) }
    },
    views: [],
    addChild: (view) => node.addChildAt(view, node.views.length),
    addChildAt: (view, at) => {
      node.views = node.views.filter((other) => other !== view)
      node.views.splice(at, 0, view)
      return view
    },
    removeChild: (view) => {
      node.views = node.views.filter((other) => other !== view)
      return view
    },
  }
  return node
}

function append(parent: StageNode, child: StageNode, before?: StageNode): void {
  const siblings = parent.children.filter((node) => node !== child)
  const at = before ? siblings.indexOf(before) : -1
  siblings.splice(at < 0 ? siblings.length : at, 0, child)
  parent.children = siblings
  child.parent = parent
}

function remove(parent: StageNode, child: StageNode): void {
  parent.children = parent.children.filter((node) => node !== child)
  child.parent = null
}

let priority: number = DefaultEventPriority
const noop = () => undefined

// react-reconciler 0.31 (React 19) host config; its @types lag behind, hence the cast below.
const hostConfig = {
  supportsMutation: true,
  supportsPersistence: false,
  supportsHydration: false,
  isPrimaryRenderer: false,
  noTimeout: -1,
  NotPendingTransition: null,
  HostTransitionContext: { $$typeof: Symbol.for('react.context'), _currentValue: null },
  scheduleTimeout: setTimeout,
  cancelTimeout: clearTimeout,
  createInstance: (type: string, props: Record<string, unknown>) => createNode(type, props),
  createTextInstance: () => {
    throw new Error('text outside a Label')
  },
  appendInitialChild: append,
  appendChild: append,
  appendChildToContainer: append,
  insertBefore: append,
  insertInContainerBefore: append,
  removeChild: remove,
  removeChildFromContainer: remove,
  commitUpdate: (node: StageNode, _type: string, _old: unknown, props: Record<string, unknown>) => {
    node.props = props
  },
  finalizeInitialChildren: () => false,
  shouldSetTextContent: () => false,
  getRootHostContext: () => ({}),
  getChildHostContext: (context: object) => context,
  getPublicInstance: (node: StageNode) => node,
  prepareForCommit: () => null,
  resetAfterCommit: noop,
  preparePortalMount: noop,
  clearContainer: (root: StageNode) => {
    root.children = []
  },
  hideInstance: noop,
  unhideInstance: noop,
  detachDeletedInstance: noop,
  getCurrentUpdatePriority: () => priority,
  setCurrentUpdatePriority: (next: number) => {
    priority = next
  },
  resolveUpdatePriority: () => priority,
  maySuspendCommit: () => false,
  preloadInstance: () => true,
  startSuspendingCommit: noop,
  suspendInstance: noop,
  waitForCommitToBeReady: () => null,
  resetFormInstance: noop,
  requestPostPaintCallback: noop,
  shouldAttemptEagerTransition: () => false,
  trackSchedulerEvent: noop,
  resolveEventType: () => null,
  resolveEventTimeStamp: () => -1.1,
  getInstanceFromNode: () => null,
  beforeActiveInstanceBlur: noop,
  afterActiveInstanceBlur: noop,
  prepareScopeUpdate: noop,
  getInstanceFromScope: () => null,
}

const reconciler = createReconciler(hostConfig as unknown as Parameters<typeof createReconciler>[0])
// 0.31's createContainer (React 19) takes the uncaught/caught/recoverable error callbacks
const createContainer = reconciler.createContainer as unknown as (
  ...args: unknown[]
) => ReturnType<typeof reconciler.createContainer>

/** Renders `element` with the renderer services and returns what it registered; `rtl` lays it out for
 * Arabic and Hebrew; `fonts` stands in for the script faces' loader; `clock` is the portal's clock (a fake one
 * steps the scene's timers). */
export async function renderScene(
  element: ReactNode,
  options: { rtl?: boolean; fonts?: RendererServices['fonts']; clock?: RendererServices['clock'] } = {},
) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const mirror: MirrorEntry[] = []
  // every entry ever registered, in order, as it was at registration: what a commit showed even if an
  // effect removed it before the test could look (a state that lived for one commit)
  const registered: MirrorEntry[] = []
  const cuts = new Map<string, Map<string, string>>()
  const showCut = (id: string) => {
    const known = mirror.find((entry) => entry.id === id)
    if (!known) return
    const shown = cuts.get(id)
    if (shown && shown.size > 0) known.cut = [...shown.values()].join(' | ')
    else delete known.cut
  }
  const fakeMirror = {
    register: (entry: MirrorEntry) => {
      mirror.push({ ...entry })
      registered.push({ ...entry })
      showCut(entry.id)
      return () => {
        const at = mirror.findIndex((known) => known.id === entry.id)
        if (at >= 0) mirror.splice(at, 1)
      }
    },
    update: (id: string, patch: Partial<MirrorEntry>) => {
      const known = mirror.find((entry) => entry.id === id)
      if (known) Object.assign(known, patch)
    },
    setCut: (id: string, label: string, shown: string | null) => {
      const known = cuts.get(id) ?? new Map<string, string>()
      cuts.set(id, known)
      if (shown === null) known.delete(label)
      else known.set(label, shown)
      showCut(id)
    },
    setFocused: noop,
    setRootData: noop,
  }
  const focus = new FocusEngine({ schedule: (task) => task() })
  // every commit that changes the scene asks for one frame: counted, so a test can see an idle scene
  let invalidations = 0
  const services: RendererServices = {
    loop: {
      invalidate: () => {
        invalidations++
      },
    } as unknown as RendererServices['loop'],
    focus,
    mirror: fakeMirror as unknown as SceneMirror,
    keys: new KeyHandlers(),
    // no frames here: a tween (a list's scroll) is at its end at once
    animate: (tween) => {
      tween.onUpdate(tween.to)
      tween.onComplete?.()
      return { cancel: noop, active: false }
    },
    toDesign: (point) => point,
    rtl: options.rtl ?? false,
    // no frames are drawn here: a list's imperative margin rows are bound at once, not after a frame
    deferListMargins: false,
    // script faces: none unless a test gives a fake (every text then counts as ready)
    ...(options.fonts ? { fonts: options.fonts } : {}),
    // no renderer timer runs in these tests (autoplay, load gates) unless a test gives a (fake) clock
    clock: options.clock ?? { now: () => 0, setTimeout: () => 0, clearTimeout: noop },
  }
  const stage = createNode('stage', {})
  const errors: unknown[] = []
  const fail = (error: unknown) => errors.push(error)
  const root = createContainer(stage, ConcurrentRoot, null, false, null, '', fail, fail, fail, null)
  const render = async (next: ReactNode) => {
    await act(async () => {
      reconciler.updateContainer(
        <RendererContext.Provider value={services}>{next}</RendererContext.Provider>,
        root,
        null,
        noop,
      )
    })
    if (errors.length > 0) throw errors[0]
  }
  /** runs a focus or key step the way the app's key dispatch does, then commits what it caused */
  const step = (run: () => void) =>
    act(async () => {
      run()
    })
  await render(element)
  return {
    stage,
    mirror,
    registered,
    focus,
    render,
    step,
    unmount: () => render(null),
    /** frames the scene asked for so far (render on demand: none while nothing changes) */
    invalidations: () => invalidations,
  }
}
