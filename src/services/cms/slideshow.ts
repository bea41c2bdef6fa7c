// The image slideshow layout (portal spec §2 CMS detail layouts: image slideshow). The spec gives it no
// pace of its own; it plays like the popup's slideshow (§4 Overlays: a slideshow with several images
// plays, left/right pauses and moves), one image every 5 s as the background slideshow (§4).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import { BACKGROUND_SLIDE_MS } from '../background'

export const CMS_SLIDE_MS = BACKGROUND_SLIDE_MS

export type SlideshowState = { index: number; paused: boolean }

/** One timer at a time on the injected clock, only while playing with more than one image. */
export function createCmsSlideshow(deps: { clock: Clock; count: number; intervalMs?: number }) {
  const { clock, count } = deps
  const intervalMs = deps.intervalMs ?? CMS_SLIDE_MS
  const store: StoreApi<SlideshowState> = createStore<SlideshowState>()(() => ({ index: 0, paused: false }))
  let timer: TimerHandle | null = null
  const wrap = (index: number) => ((index % count) + count) % count

  function schedule(): void {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
    if (count < 2 || store.getState().paused) return
    timer = clock.setTimeout(() => {
      timer = null
      store.setState({ index: wrap(store.getState().index + 1) })
      schedule()
    }, intervalMs)
  }
  schedule()

  return {
    store,
    /** left/right: pauses and moves one image (wrapping); false when there is nowhere to go */
    move(step: 1 | -1): boolean {
      if (count < 2) return false
      store.setState({ index: wrap(store.getState().index + step), paused: true })
      schedule()
      return true
    },
    /** play/pause (Enter on the slideshow) */
    toggle(): void {
      store.setState({ paused: !store.getState().paused })
      schedule()
    },
    dispose(): void {
      if (timer !== null) clock.clearTimeout(timer)
      timer = null
    },
  }
}

export type CmsSlideshow = ReturnType<typeof createCmsSlideshow>
