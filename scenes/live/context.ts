import { createContext, useContext } from 'react'
import { selectSource, type Source } from '../../renderer'
import type { LiveState, LiveTv } from '../../src/services/live'

/** The live session, for rows rendered through the lists' stable row renderers. */
export const LiveContext = createContext<LiveTv | null>(null)

export function useLive(): LiveTv {
  const live = useContext(LiveContext)
  if (!live) throw new Error('useLive outside LiveContext')
  return live
}

// Layout of the live screen in design pixels (1280×720).
export const LIVE_LAYOUT = {
  listX: 40,
  listY: 130,
  listWidth: 560,
  rowHeight: 64,
  previewX: 640,
  previewY: 40,
  previewWidth: 600,
  previewHeight: 338,
  guideX: 640,
  guideY: 400,
  guideWidth: 600,
  guideRowHeight: 40,
  sidebarWidth: 320,
} as const

/**
 * What `select` reads from the live store, as a Source the renderer follows without a React render:
 * its listeners are called when the selected value changes (Object.is), not on every store change.
 */
export function liveSource<T>(live: Pick<LiveTv, 'store'>, select: (state: LiveState) => T): Source<T> {
  return selectSource(live.store, select)
}
