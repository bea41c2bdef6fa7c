// portal spec §4 Overlays, Popup: pauses background actions, resumes 1 s after close; failed media closes
// at once; skip countdown only if skipAfter >= 5000 ms and skip refused while running unless media errors;
// error, or end/stop when not looping, closes; slideshow left/right pauses and moves.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import { POPUP_BACKGROUND_RESUME_MS, POPUP_SKIP_COUNTDOWN_MIN_MS } from './constants'
import type { OverlayManager, OverlayResult } from './overlayManager'
import { validatePopup, type PopupRequest } from './requestValidation'

export type PopupState = {
  /** the skip button is shown (request.skip) */
  skipVisible: boolean
  /** unix ms when the skip countdown ends; null when no countdown runs */
  skipAt: number | null
  mediaError: boolean
  slide: number
  paused: boolean
}

export type PopupMediaEvent = 'error' | 'ended' | 'stopped'

export type PopupDeps = {
  manager: OverlayManager
  clock: Clock
  /** background remote actions stop while the popup is up (action playback) */
  pauseBackground(): void
  resumeBackground(): void
}

export type PopupController = {
  readonly store: StoreApi<PopupState>
  open(raw: unknown): Promise<OverlayResult>
  /** true when the popup closed as 'skip' */
  skip(): boolean
  mediaEvent(event: PopupMediaEvent): void
  /** slideshow left/right: pauses and moves, wrapping */
  moveSlide(delta: 1 | -1): void
  togglePlay(): void
}

const initialPopupState: PopupState = {
  skipVisible: false,
  skipAt: null,
  mediaError: false,
  slide: 0,
  paused: false,
}

export function createPopupController(deps: PopupDeps): PopupController {
  const { manager, clock } = deps
  const store = createStore<PopupState>()(() => initialPopupState)
  let countdown: TimerHandle | null = null
  const request = () => manager.current('popup')?.request as PopupRequest | undefined

  function open(raw: unknown): Promise<OverlayResult> {
    if (raw === undefined || raw === null || raw === 'skip') return manager.open('popup', raw)
    const popup = validatePopup(raw)
    if (!popup.ok) return Promise.resolve({ outcome: 'invalid', error: popup.error })
    if (manager.current('popup')) return Promise.resolve({ outcome: 'ignored' })
    const counts = popup.value.skip && popup.value.skipAfter >= POPUP_SKIP_COUNTDOWN_MIN_MS
    store.setState({ ...initialPopupState, skipVisible: popup.value.skip, skipAt: null })
    if (counts) {
      store.setState({ skipAt: clock.now() + popup.value.skipAfter })
      countdown = clock.setTimeout(() => {
        countdown = null
        store.setState({ skipAt: null })
      }, popup.value.skipAfter)
    }
    deps.pauseBackground()
    return manager.open('popup', popup.value, {
      onClose: () => {
        if (countdown !== null) clock.clearTimeout(countdown)
        countdown = null
        store.setState(initialPopupState)
        clock.setTimeout(() => deps.resumeBackground(), POPUP_BACKGROUND_RESUME_MS)
      },
    })
  }

  function skip(): boolean {
    const state = store.getState()
    if (!request() || !state.skipVisible) return false
    if (state.skipAt !== null && !state.mediaError) return false
    return manager.close('popup', 'skip')
  }

  function mediaEvent(event: PopupMediaEvent): void {
    const current = request()
    if (!current) return
    if (event === 'error') {
      store.setState({ mediaError: true })
      manager.close('popup', 'error')
    } else if (!current.loop) manager.close('popup', 'ended')
  }

  function moveSlide(delta: 1 | -1): void {
    const count = request()?.images.length ?? 0
    if (count < 2) return
    store.setState((state) => ({ paused: true, slide: (state.slide + delta + count) % count }))
  }

  return {
    store,
    open,
    skip,
    mediaEvent,
    moveSlide,
    togglePlay: () => store.setState((state) => ({ paused: !state.paused })),
  }
}
