import { useContext, useLayoutEffect, useRef, type ReactNode } from 'react'
import type { Container } from 'pixi.js'
import type { Direction, FocusNodeSpec } from '../focus'
import { FocusParentContext, FocusScopeContext, MirrorParentContext, useRenderer } from './context'
import { useInvalidateOnCommit, useIsFocused, useMirrorNode } from './hooks'

export type FocusableProps = {
  id: string
  kind?: 'leaf' | 'row' | 'column' | 'grid'
  columns?: number
  wrap?: boolean
  rememberLast?: boolean
  order?: number
  overrides?: Partial<Record<Direction, string | null>>
  focusable?: boolean
  /** design-space position relative to the parent, and the focus rectangle's size */
  x?: number
  y?: number
  width: number
  height: number
  /** scene-mirror role and accessible name (menuitem, button, list, …) */
  role?: string
  name?: string
  onSelect?: () => void
  onFocus?: () => void
  children?: ReactNode | ((focused: boolean) => ReactNode)
}

const NO_OVERRIDES: Partial<Record<Direction, string | null>> = {}

/** A node of the focus tree: registers with the engine and the mirror, renders children with its state. */
export function Focusable(props: FocusableProps) {
  const { id, x = 0, y = 0, role, name, children } = props
  const { focus, toDesign } = useRenderer()
  const parentId = useContext(FocusParentContext)
  const scope = useContext(FocusScopeContext)
  const container = useRef<Container>(null)
  const latest = useRef(props)
  latest.current = props
  const focused = useIsFocused(id)
  useInvalidateOnCommit()
  useMirrorNode(id, role ?? (props.kind && props.kind !== 'leaf' ? 'group' : 'button'), name)

  useLayoutEffect(() => {
    const p = latest.current
    const spec: FocusNodeSpec = {
      id,
      parentId,
      scope,
      kind: p.kind ?? 'leaf',
      getRect: () => {
        const node = container.current
        const origin = node ? toDesign(node.getGlobalPosition()) : { x: 0, y: 0 }
        return { x: origin.x, y: origin.y, width: latest.current.width, height: latest.current.height }
      },
      onSelect: () => latest.current.onSelect?.(),
      onFocus: () => latest.current.onFocus?.(),
      // read when a key moves focus, like the rect and the callbacks: overrides that follow the
      // scene's state (a keyboard's rows, a cart's last line) are never the first render's
      get overrides() {
        return latest.current.overrides ?? NO_OVERRIDES
      },
    }
    if (p.columns !== undefined) spec.columns = p.columns
    if (p.wrap !== undefined) spec.wrap = p.wrap
    if (p.rememberLast !== undefined) spec.rememberLast = p.rememberLast
    if (p.order !== undefined) spec.order = p.order
    if (p.focusable !== undefined) spec.focusable = p.focusable
    return focus.register(spec)
  }, [
    focus,
    id,
    parentId,
    scope,
    toDesign,
    props.kind,
    props.columns,
    props.wrap,
    props.order,
    props.focusable,
  ])

  // the name the announcer speaks when this node has focus (the mirror carries the same)
  useLayoutEffect(() => {
    focus.setName(id, name ?? '')
  }, [focus, id, name])
  useLayoutEffect(() => () => focus.setName(id, null), [focus, id])

  const content = typeof children === 'function' ? children(focused) : children
  const isContainer = props.kind !== undefined && props.kind !== 'leaf'
  return (
    <pixiContainer ref={container} x={x} y={y} label={id}>
      <MirrorParentContext.Provider value={id}>
        {isContainer ? (
          <FocusParentContext.Provider value={id}>{content}</FocusParentContext.Provider>
        ) : (
          content
        )}
      </MirrorParentContext.Provider>
    </pixiContainer>
  )
}
