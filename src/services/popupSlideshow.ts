// portal spec §2 Overlays: "Popup: fullscreen image, video or slideshow, skip button, play/pause for
// slideshows"; §4: "slideshow with several images plays, left/right pauses and moves". The popup
// controller (overlays/popup.ts) holds slide and paused; this runs the playing slideshow's one timer.
import type { StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../time/clock'
import { BACKGROUND_SLIDE_MS } from './background'
import type { PopupState } from './overlays'

/** Ours: the spec gives the popup slideshow no pace of its own; it steps like the background (§4, 5 s). */
export const POPUP_SLIDE_MS = BACKGROUND_SLIDE_MS

/** Steps the slide every POPUP_SLIDE_MS while playing; a move or play/pause restarts the count. */
export function runPopupSlideshow(deps: {
  clock: Clock
  store: StoreApi<PopupState>
  count: number
}): () => void {
  const { clock, store, count } = deps
  let timer: TimerHandle | null = null
  const schedule = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    if (count < 2 || store.getState().paused) return
    timer = clock.setTimeout(() => {
      timer = null
      store.setState((state) => ({ slide: (state.slide + 1) % count }))
    }, POPUP_SLIDE_MS)
  }
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.slide !== previous.slide || state.paused !== previous.paused) schedule()
  })
  schedule()
  return () => {
    unsubscribe()
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
}
