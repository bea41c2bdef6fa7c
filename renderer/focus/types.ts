// Public types of the focus engine. Rectangles are in the 1280×720 design space (DESIGN.md), read lazily
// through getRect so a node never has to push its layout into the engine.

export type Rect = { x: number; y: number; width: number; height: number }

export type Direction = 'up' | 'down' | 'left' | 'right'

export type FocusNodeKind = 'leaf' | 'row' | 'column' | 'grid'

export type FocusNodeSpec = {
  id: string
  /** container id; null/undefined = the scope root */
  parentId?: string | null
  /** default 'root' */
  scope?: string
  /** containers carry navigation; default 'leaf' */
  kind?: FocusNodeKind
  /** grid only: children per row */
  columns?: number
  wrap?: boolean
  /** the container restores its last focused child when re-entered */
  rememberLast?: boolean
  /** index among siblings; siblings without one follow in registration order */
  order?: number
  /** explicit target id; null blocks the move */
  overrides?: Partial<Record<Direction, string | null>>
  /** default true; a leaf with false is skipped by every move */
  focusable?: boolean
  getRect: () => Rect
  onFocus?: () => void
  onBlur?: () => void
  onSelect?: () => void
}

export type FocusEngineOptions = {
  /** portal spec §9: direction search field of view 180 degrees */
  fieldOfViewDeg?: number
  /**
   * Runs the deferred repair after the focused node unregisters (default queueMicrotask). Deferred so
   * that a React commit which unmounts and remounts the same id (an effect re-run) keeps focus, and so
   * that a whole list unmounting moves focus once, not once per row.
   */
  schedule?: (task: () => void) => void
}

export type FocusListener = (focusedId: string | null) => void
