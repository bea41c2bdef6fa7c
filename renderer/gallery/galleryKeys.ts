import type { WidgetKey } from '../react/keyHandlers'

// The gallery is driven like the portal: arrows, Enter, PageUp/PageDown (the portal's full key table
// lives in the universal bridge; the renderer does not import bridges).
export const GALLERY_KEYS: Readonly<Record<string, WidgetKey>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Enter: 'enter',
  PageUp: 'ch_up',
  PageDown: 'ch_down',
  Backspace: 'back',
}
