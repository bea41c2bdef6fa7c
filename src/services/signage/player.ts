// portal spec §4 Digital signage: polled every 10 s; the layout from the elapsed time modulo the total
// duration; wait when the next change is 5 s or less away; a single stream layout plays directly; no
// distribution or layouts shows the default logo; an ended stream retries after 5 s. §8: signage logs
// 'No layouts detected' and a play failure. The player runs the schedule (schedule.ts) on the injected
// clock and publishes what to draw in its own store; the scene only draws that store.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { DigitalSignage, SignageLayout } from '../../api/types'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import type { MediaController } from '../media/types'
import {
  firstImage,
  imageAt,
  imagesOf,
  isSingleStream,
  layoutAt,
  playableLayouts,
  sameDistribution,
  sameLayout,
  shouldWait,
  SIGNAGE_POLL_MS,
  SIGNAGE_RETRY_MS,
  TIMER_SLACK_MS,
  type LayoutPosition,
} from './schedule'

/** portal spec §8, exactly */
export const NO_LAYOUTS = 'No layouts detected'

export type SignageStatus = 'loading' | 'logo' | 'waiting' | 'playing'

export type SignageState = {
  status: SignageStatus
  /** the layout on screen (1-based index for people, its type), null on the logo */
  layout: { index: number; count: number; type: SignageLayout['type'] } | null
  /** the still image drawn over everything; kept over a starting video so a change shows no blank frame */
  image: string | null
  /** the layout's video or stream is playing behind the canvas */
  videoPlaying: boolean
  /** images decoded ahead of their change (the next of the list, the next layout's first) */
  preload: readonly string[]
}

export const INITIAL_SIGNAGE_STATE: SignageState = {
  status: 'loading',
  layout: null,
  image: null,
  videoPlaying: false,
  preload: [],
}

export type SignagePlayerDeps = {
  clock: Clock
  /** GET /api/get/digitalsignage for this device's location; false when the backend has none (404) */
  fetch: () => Promise<DigitalSignage | false>
  media: Pick<MediaController, 'store' | 'play' | 'stop' | 'setWindow'>
  log: Logger
}

export type SignagePlayer = {
  readonly store: StoreApi<SignageState>
  /** polls at once and every 10 s, and plays the schedule until stop() */
  start(): void
  /** clears every timer and listener and stops the media it started */
  stop(): void
}

type Timers = 'poll' | 'layout' | 'image' | 'retry'

export function createSignagePlayer(deps: SignagePlayerDeps): SignagePlayer {
  const { clock, log, media } = deps
  const store = createStore<SignageState>()(() => INITIAL_SIGNAGE_STATE)
  const timers = new Map<Timers, TimerHandle>()
  let running = false
  let signage: DigitalSignage | null = null
  let layouts: SignageLayout[] = []
  /** the layout entered last (kept through a wait so a stream is not restarted) */
  let current: SignageLayout | null = null
  /** the video or stream URL this player asked the media controller for */
  let playing: string | null = null
  let unsubscribe: (() => void) | null = null
  let fetching = false

  const set = (next: Partial<SignageState>) => store.setState(next)
  const clear = (name: Timers) => {
    const handle = timers.get(name)
    if (handle !== undefined) clock.clearTimeout(handle)
    timers.delete(name)
  }
  const after = (name: Timers, ms: number, run: () => void) => {
    clear(name)
    timers.set(
      name,
      clock.setTimeout(() => {
        timers.delete(name)
        if (running) run()
      }, ms),
    )
  }

  function stopMedia(): void {
    if (playing === null) return
    playing = null
    clear('retry')
    void media.stop()
  }

  function showLogo(reason: string | null): void {
    for (const name of ['layout', 'image', 'retry'] as const) clear(name)
    current = null
    if (reason) log.warn(reason)
    set({ status: 'logo', layout: null, image: null, videoPlaying: false, preload: [] })
    stopMedia()
  }

  /** what to have decoded before it shows: the next image of this list, the next layout's first */
  function preloadFor(position: LayoutPosition, imageIndex: number | null): string[] {
    const urls: string[] = []
    if (imageIndex !== null) {
      const images = imagesOf(position.layout)
      if (images.length > 1) urls.push(images[(imageIndex + 1) % images.length] ?? '')
    }
    const next = layouts[(position.index + 1) % layouts.length]
    const opening = next ? firstImage(next) : null
    if (opening) urls.push(opening)
    return [...new Set(urls.filter((url) => url !== ''))]
  }

  function playVideo(layout: SignageLayout): void {
    const url = layout.url.trim()
    clear('retry')
    playing = url
    // portal spec §4: a video layout loops for its duration; a stream is live
    media.play(url, { loop: layout.type === 'video' }).catch((error: unknown) => {
      if (playing !== url) return
      log.warn(`Signage layout ${url} could not play: ${describeError(error)}`)
      retry()
    })
  }

  /** portal spec §4, §9: an ended or failed stream is played again after 5 s */
  function retry(): void {
    if (timers.has('retry') || current === null || current.type === 'image') return
    set({ videoPlaying: false })
    const layout = current
    after('retry', SIGNAGE_RETRY_MS, () => {
      if (current === layout) playVideo(layout)
    })
  }

  /** the image of the list at this position (one store change), its change timer and what to preload */
  function imageState(position: LayoutPosition): Partial<SignageState> {
    const image = imageAt(position.layout, position.offsetMs, position.remainingMs)
    if (image?.nextInMs != null) after('image', image.nextInMs, () => onImageChange())
    else clear('image')
    return { image: image?.url ?? null, preload: preloadFor(position, image?.index ?? null) }
  }

  function onImageChange(): void {
    const position = positionNow()
    if (position && current !== null && sameLayout(position.layout, current)) set(imageState(position))
  }

  function enter(position: LayoutPosition, single: boolean): void {
    const { layout } = position
    const continuing = sameLayout(current, layout)
    current = layout
    const shown = { index: position.index + 1, count: layouts.length, type: layout.type }
    if (layout.type === 'image') {
      // the image is drawn first, then the video under it stops: a change shows no blank frame
      set({ status: 'playing', layout: shown, videoPlaying: false, ...imageState(position) })
      stopMedia()
    } else {
      clear('image')
      // the still on screen stays until the video plays (onMedia drops it)
      set({ status: 'playing', layout: shown, preload: preloadFor(position, null) })
      if (!continuing || playing !== layout.url.trim()) playVideo(layout)
    }
    if (single) clear('layout')
    else after('layout', position.remainingMs, onBoundary)
  }

  /** reads the position a little ahead, so a timer that fires late or early takes the change it was set for */
  function positionNow(): LayoutPosition | null {
    if (!signage) return null
    const position = layoutAt(layouts, signage.start, clock.now() + TIMER_SLACK_MS)
    if (!position) return null
    return {
      ...position,
      offsetMs: Math.max(0, position.offsetMs - TIMER_SLACK_MS),
      remainingMs: position.remainingMs + TIMER_SLACK_MS,
    }
  }

  /** a layout reached at its own beginning is shown in full (never waited over) */
  function onBoundary(): void {
    const position = positionNow()
    if (position) enter(position, false)
    else showLogo(NO_LAYOUTS)
  }

  /** the distribution is new or changed: work out where the loop is and what to show (§4) */
  function replan(): void {
    layouts = playableLayouts(signage)
    if (layouts.length === 0) return showLogo(NO_LAYOUTS)
    const single = isSingleStream(layouts)
    const position = single
      ? { index: 0, layout: layouts[0] as SignageLayout, offsetMs: 0, remainingMs: Infinity }
      : signage && layoutAt(layouts, signage.start, clock.now())
    if (!position) return showLogo(NO_LAYOUTS)
    if (single || sameLayout(current, position.layout) || !shouldWait(position)) {
      return enter(position, single)
    }
    // portal spec §4: 5 s or less to the next change: wait for it (what is on screen stays)
    clear('image')
    set({ status: 'waiting', preload: preloadFor(position, null) })
    after('layout', position.remainingMs, onBoundary)
  }

  /** portal spec §4: every 10 s, on a fixed cadence; a fetch still running skips the next poll */
  async function poll(): Promise<void> {
    after('poll', SIGNAGE_POLL_MS, () => void poll())
    if (fetching) return
    fetching = true
    let next: DigitalSignage | false
    try {
      next = await deps.fetch()
    } catch (error) {
      log.warn(`Signage: the distribution could not be fetched: ${describeError(error)}`)
      if (running && store.getState().status === 'loading') showLogo(null)
      return
    } finally {
      fetching = false
    }
    if (!running) return
    const fetched = next === false ? null : next
    const first = store.getState().status === 'loading'
    // portal spec §4: a changed distribution takes effect at the next poll, without a reload
    if (!first && sameDistribution(signage, fetched)) return
    signage = fetched
    replan()
  }

  function onMedia(): void {
    const { state, source } = media.store.getState()
    if (playing === null || source !== playing) return
    if (state === 'playing') {
      // the video is on screen: the still drawn over it while it started can go
      if (!store.getState().videoPlaying || store.getState().image !== null)
        set({ videoPlaying: true, image: null })
    } else if (state === 'ended' || state === 'error') {
      if (state === 'error') log.warn(`Signage layout ${playing} failed while playing`)
      retry()
    }
  }

  return {
    store,
    start() {
      if (running) return
      running = true
      unsubscribe = media.store.subscribe(onMedia)
      void media.setWindow(null)
      void poll()
    },
    stop() {
      if (!running) return
      running = false
      for (const name of [...timers.keys()]) clear(name)
      unsubscribe?.()
      unsubscribe = null
      stopMedia()
      signage = null
      layouts = []
      current = null
      store.setState(INITIAL_SIGNAGE_STATE)
    },
  }
}
