// portal spec §4 Overlays, Popup: pauses background actions, resumes 1 s after close; failed media closes
// at once; skip countdown only if skipAfter >= 5000 ms and skip refused while running unless media errors;
// error, or end/stop when not looping, closes; slideshow left/right pauses and moves.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RemoteKey } from '../../../bridges/contract'
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
  /**
   * The image of slide `slide` failed to load (§4: failed media closes at once). A popup whose every
   * image has failed closes as 'error'; in a slideshow with images left, a failed slide is skipped.
   */
  imageFailed(slide: number): void
  /** slideshow left/right: pauses and moves, wrapping */
  moveSlide(delta: 1 | -1): void
  togglePlay(): void
}

/**
 * Keys a popup lets past its focus scope: arrows and Enter for its own buttons (skip, play/pause, the
 * slideshow's left/right) and the TV's own keys (power, volume, mute: adapters spec §2), which must work
 * whatever is on screen.
 */
export const POPUP_PASSING_KEYS: ReadonlySet<RemoteKey> = new Set<RemoteKey>([
  'up',
  'down',
  'left',
  'right',
  'enter',
  'power',
  'volume_up',
  'volume_down',
  'mute',
  'devtools',
])

/**
 * portal spec §4 Overlays: the popup's scope keys (asked before the focused widget and the shell's
 * global keys). Back is a skip request, which the skip rules may refuse; every other key that would
 * navigate away (home, tv, movies, digits, …) or open something over it is taken and ignored, so only
 * skip, the media's end or its failure close the popup. True when the key was taken.
 */
export function popupScopeKey(popup: Pick<PopupController, 'skip'>, key: RemoteKey): boolean {
  if (POPUP_PASSING_KEYS.has(key)) return false
  if (key === 'back') popup.skip()
  return true
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
  /** the pending resume of the last closed popup: a popup opening within the 1 s cancels it (§4) */
  let resume: TimerHandle | null = null
  /** slides of the popup up whose image failed to load */
  let failedSlides = new Set<number>()
  const request = () => manager.current('popup')?.request as PopupRequest | undefined

  function open(raw: unknown): Promise<OverlayResult> {
    if (raw === undefined || raw === null || raw === 'skip') return manager.open('popup', raw)
    const popup = validatePopup(raw)
    if (!popup.ok) return Promise.resolve({ outcome: 'invalid', error: popup.error })
    if (manager.current('popup')) return Promise.resolve({ outcome: 'ignored' })
    const counts = popup.value.skip && popup.value.skipAfter >= POPUP_SKIP_COUNTDOWN_MIN_MS
    failedSlides = new Set()
    store.setState({ ...initialPopupState, skipVisible: popup.value.skip, skipAt: null })
    if (counts) {
      store.setState({ skipAt: clock.now() + popup.value.skipAfter })
      countdown = clock.setTimeout(() => {
        countdown = null
        store.setState({ skipAt: null })
      }, popup.value.skipAfter)
    }
    // portal spec §4: the previous popup's resume must not un-pause this one's background actions
    if (resume !== null) clock.clearTimeout(resume)
    resume = null
    deps.pauseBackground()
    return manager.open('popup', popup.value, {
      onClose: () => {
        if (countdown !== null) clock.clearTimeout(countdown)
        countdown = null
        store.setState(initialPopupState)
        resume = clock.setTimeout(() => {
          resume = null
          deps.resumeBackground()
        }, POPUP_BACKGROUND_RESUME_MS)
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

  function imageFailed(slide: number): void {
    const count = request()?.images.length ?? 0
    if (slide < 0 || slide >= count) return
    failedSlides.add(slide)
    if (failedSlides.size >= count) {
      mediaEvent('error')
      return
    }
    if (store.getState().slide !== slide) return
    // the next slide whose image has not failed, keeping play/pause as it is
    let next = (slide + 1) % count
    while (failedSlides.has(next)) next = (next + 1) % count
    store.setState({ slide: next })
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
    imageFailed,
    moveSlide,
    togglePlay: () => store.setState((state) => ({ paused: !state.paused })),
  }
}
