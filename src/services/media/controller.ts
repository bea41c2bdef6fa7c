// portal spec §4 Media, Platform focus; adapters spec §4 Media events, Entering standby, Power on.
// A play waits for the bridge's result (mediaPlaying, mediaError or its play settling) however long it
// takes: the play timeout is a platform rule (adapters spec §4, §9: hcap HLS, smart TV, Tizen RF 8000 ms;
// none on the Philips web set or the Android wrappers) that each bridge applies itself (`timeoutFor` in
// bridges/shared/mediaSession.ts; the universal bridge's policy in bridges/universal/media.ts). A bridge
// that times out fails the play with 'Request timeout!', which this shows as the error like any other.
import { createStore } from 'zustand/vanilla'
import type { Bridge, MediaRequest, Unsubscribe, WindowMetrics } from '../../../bridges/contract'
import type { TimerHandle } from '../../time/clock'
import { describeError } from '../logger'
import { MEDIA_TEXTS, mediaErrorText } from './mediaErrors'
import { createPlatformCalls } from './platformCalls'
import { createProgressPoll } from './progressPoll'
import { detectSourceType, parseDvbString, platformFrequency, schemeOf, streamTypeOf } from './sourceType'
import type { MediaControllerDeps, MediaService, MediaSnapshot, PlayOptions } from './types'

/** adapters spec §4 Power on: after 1 second media is requested again */
export const POWER_ON_REPLAY_MS = 1000
/** adapters spec §9 Focus delay 1 s: media comes back 1 s after the portal regains platform focus */
export const FOCUS_REPLAY_MS = 1000

export const IDLE_SNAPSHOT: MediaSnapshot = {
  state: 'idle',
  source: null,
  url: null,
  error: null,
  position: 0,
  duration: 0,
  seekable: false,
  queued: false,
}

type Request = { source: string; options: PlayOptions }
type Deferred = { resolve(): void; reject(error: Error): void }
type Queued = Request & { waiting: Deferred[] }

export function createMediaController(deps: MediaControllerDeps): MediaService {
  const { clock, log } = deps
  const store = createStore<MediaSnapshot>()(() => IDLE_SNAPSHOT)
  const patch = (next: Partial<MediaSnapshot>) => {
    const now = store.getState()
    if ((Object.keys(next) as Array<keyof MediaSnapshot>).some((key) => now[key] !== next[key])) {
      store.setState(next)
    }
  }
  const state = () => store.getState().state
  const calls = createPlatformCalls(deps.bridge, log)
  const poll = createProgressPoll({ clock, log, bridge: deps.bridge, store, patch })
  let generation = 0
  /** what is starting, playing or paused */
  let current: Request | null = null
  let queued: Queued | null = null
  /** the play starting; `sent` once the platform has the request (events before that are the old media's) */
  let pending: { gen: number; request: Request; deferred: Deferred; sent: boolean } | null = null
  let replayTimer: TimerHandle | null = null
  let windowMetrics: WindowMetrics | null = null
  let attached: Bridge | null = null
  let unsubscribe: Unsubscribe[] = []

  const canPlayNow = () => deps.bridge() !== null && deps.power() === 'on' && deps.hasFocus()

  /** a forced stop swallows the failure (adapters spec §4) */
  function forcedStop() {
    deps
      .bridge()
      ?.stop()
      .catch((error: unknown) => log.info(`Media forced stop: ${describeError(error)}`))
  }

  function enterPlaying() {
    patch({ state: 'playing', queued: false, error: null })
    poll.start()
  }

  function leave(next: MediaSnapshot['state'], extra: Partial<MediaSnapshot> = {}) {
    poll.stop()
    current = null
    patch({ state: next, ...extra })
  }

  function dropPending() {
    if (!pending) return
    const { deferred } = pending
    pending = null
    deferred.resolve() // superseded or aborted: resolves quietly
  }

  function dropQueued() {
    if (replayTimer !== null) clock.clearTimeout(replayTimer)
    replayTimer = null
    const waiting = queued?.waiting ?? []
    queued = null
    patch({ queued: false })
    for (const deferred of waiting) deferred.resolve()
  }

  function enqueue(request: Request, waiting: Deferred[]) {
    queued = { ...request, waiting: [...(queued?.waiting ?? []), ...waiting] }
    patch({ queued: true, source: request.source })
  }

  /** Power went to standby or focus was lost: stop what plays and keep it to request again. */
  function suspend() {
    const request = pending?.request ?? current
    if (!request) return
    const waiting: Deferred[] = []
    if (pending) {
      waiting.push(pending.deferred)
      pending = null
    }
    // portal spec §4 Platform focus: the media is saved (VOD at its position) and restored later
    const { position, seekable } = store.getState()
    const options = seekable && position > 0 ? { ...request.options, startAt: position } : request.options
    generation++
    poll.stop()
    current = null
    forcedStop()
    patch({ state: 'stopped' })
    enqueue({ source: request.source, options }, waiting)
  }

  function scheduleReplay(delayMs: number) {
    if (!queued) return
    if (replayTimer !== null) clock.clearTimeout(replayTimer)
    replayTimer = clock.setTimeout(() => {
      replayTimer = null
      replayQueued()
    }, delayMs)
  }

  function replayQueued() {
    if (!queued || !canPlayNow()) return
    const { waiting, ...request } = queued
    queued = null
    start(++generation, request).then(
      () => waiting.forEach((deferred) => deferred.resolve()),
      (error: Error) => waiting.forEach((deferred) => deferred.reject(error)),
    )
  }

  function succeed(gen: number) {
    if (!pending || pending.gen !== gen) return
    const { deferred, request } = pending
    pending = null
    // adapters spec §4: media that starts while the device is not on is stopped and requested again
    if (deps.power() !== 'on') {
      generation++
      forcedStop()
      leave('stopped')
      enqueue(request, [deferred])
      return
    }
    current = request
    enterPlaying()
    deferred.resolve()
  }

  function fail(gen: number, error: unknown) {
    if (!pending || pending.gen !== gen) return // superseded: its failure is swallowed
    const { deferred, request } = pending
    pending = null
    const text = mediaErrorText(error)
    log.warn(`Media ${request.source} did not play: ${describeError(error)}`)
    // the bridge stops a play it timed out (hcap: "stops pending calls"); stopping again makes sure
    if (text === MEDIA_TEXTS.timeout) forcedStop()
    leave('error', { error: text })
    deferred.reject(new Error(text))
  }

  async function absoluteUrl(bridge: Bridge, source: string): Promise<string> {
    // origin-relative media paths (the demo hotel's and records') resolve against the platform base URL
    if (schemeOf(source) || !source.startsWith('/')) return source
    try {
      return new URL(source, await bridge.baseUrl()).href
    } catch (error) {
      log.warn(`Media ${source}: no base URL to resolve it against`, error)
      return source
    }
  }

  async function launch(gen: number, request: Request): Promise<void> {
    const bridge = deps.bridge()
    if (!bridge) throw new Error(MEDIA_TEXTS.notAvailable)
    const absolute = await absoluteUrl(bridge, request.source)
    const url = deps.convert ? await deps.convert(absolute) : absolute
    if (gen !== generation) return
    const sourceType = detectSourceType(url)
    if (!sourceType) throw new Error(MEDIA_TEXTS.invalidSourceType)
    const rf = sourceType === 'rf' ? parseDvbString(url) : null
    const { loop, startAt } = request.options
    const media: MediaRequest = {
      url,
      streamType: streamTypeOf(url),
      sourceType,
      ...(rf ? { rf: { ...rf, frequency: platformFrequency(rf, bridge.name) } } : {}),
      ...(loop === undefined ? {} : { loop }),
      ...(startAt === undefined ? {} : { startAt }),
    }
    patch({ url })
    if (pending?.gen === gen) pending.sent = true
    await bridge.play(media)
  }

  function start(gen: number, request: Request): Promise<void> {
    patch({ ...IDLE_SNAPSHOT, state: 'start', source: request.source })
    return new Promise<void>((resolve, reject) => {
      pending = { gen, request, deferred: { resolve, reject }, sent: false }
      launch(gen, request).then(
        () => succeed(gen),
        (error: unknown) => fail(gen, error),
      )
    })
  }

  function onMedia({ name, message }: { name: string; message?: string }) {
    const now = state()
    if (name === 'mediaPlaying') {
      if (now === 'playing') return // adapters spec §4: duplicate playing events are suppressed
      if (pending) return pending.sent ? succeed(pending.gen) : undefined
      if (now !== 'paused') return
      if (deps.power() !== 'on' && current) return suspend()
      enterPlaying()
    } else if (name === 'mediaPaused') {
      if (now !== 'playing') return
      poll.stop()
      patch({ state: 'paused' })
    } else if (name === 'mediaEnded') {
      if (now !== 'playing' && now !== 'paused') return
      // adapters spec §4: when media ends and looping is on, the same source replays
      if (current?.options.loop) return void replay(current)
      leave('ended')
    } else if (name === 'mediaStopped') {
      if (now === 'playing' || now === 'paused') leave('stopped')
    } else if (name === 'mediaError') {
      const error = new Error(message ?? MEDIA_TEXTS.playFailed)
      if (pending) return pending.sent ? fail(pending.gen, error) : undefined
      if (now !== 'playing' && now !== 'paused') return
      log.warn(`Media ${current?.source ?? ''} failed while playing: ${describeError(error)}`)
      leave('error', { error: mediaErrorText(error) })
    }
  }

  function replay(request: Request) {
    start(++generation, request).catch(() => undefined) // failure already logged and in the store
  }

  function ensureAttached() {
    const bridge = deps.bridge()
    if (!bridge || bridge === attached) return
    unsubscribe.forEach((off) => off())
    attached = bridge
    // Listeners react after the current task, so the app's own power/focus listeners have updated the
    // getters (deps.power, deps.hasFocus) that canPlayNow reads.
    unsubscribe = [
      bridge.on('media', onMedia),
      bridge.on('power', (power) => {
        if (power === 'standby') suspend()
        // adapters spec §9 Power-on delay: 1 s, 2 s on the hotel TV (the bridge's capability object says)
        else scheduleReplay(bridge.capabilities?.powerOnDelayMs ?? POWER_ON_REPLAY_MS)
      }),
      bridge.on('focus', (focus) => {
        if (focus === 'applicationUnfocused') return suspend()
        if (windowMetrics) void calls.window(windowMetrics)
        scheduleReplay(FOCUS_REPLAY_MS)
      }),
    ]
  }

  const controller: MediaService = {
    store,
    play(source, options = {}) {
      ensureAttached()
      const gen = ++generation
      const active = current !== null || pending !== null
      dropPending() // a newer play supersedes a starting or queued one: those resolve quietly
      dropQueued()
      poll.stop()
      if (typeof source !== 'string' || source.trim() === '') {
        log.warn(`Media: invalid source ${JSON.stringify(source)}`)
        if (active) forcedStop()
        leave('error', { source: null, url: null, error: MEDIA_TEXTS.invalidSource })
        return Promise.reject(new Error(MEDIA_TEXTS.invalidSource))
      }
      const request: Request = { source: source.trim(), options }
      if (!canPlayNow()) {
        // portal spec §4 Media: while power is not on (or focus is elsewhere) the play waits
        if (active) {
          forcedStop()
          leave('stopped')
        }
        return new Promise<void>((resolve, reject) => enqueue(request, [{ resolve, reject }]))
      }
      return start(gen, request)
    },
    async pause() {
      ensureAttached()
      if (state() !== 'playing') return false // portal spec §4 Media: pause only from playing
      if (!(await calls.done('pause', (bridge) => bridge.pause()))) return false
      if (state() === 'playing') {
        poll.stop()
        patch({ state: 'paused' })
      }
      return true
    },
    async resume() {
      ensureAttached()
      if (state() !== 'paused') return false // continue only from paused
      if (!(await calls.done('resume', (bridge) => bridge.resume()))) return false
      if (state() === 'paused') enterPlaying()
      return true
    },
    async stop() {
      ensureAttached()
      const now = state()
      if (now !== 'playing' && now !== 'paused') return false // stop only from playing or paused
      generation++
      if (!(await calls.done('stop', (bridge) => bridge.stop()))) return false
      leave('stopped')
      return true
    },
    async seek(seconds) {
      ensureAttached()
      const now = state()
      if (now !== 'playing' && now !== 'paused') return false
      // portal spec §5: seeking needs a positive position not beyond the duration
      if (!Number.isFinite(seconds) || seconds <= 0) return false
      if (store.getState().duration <= 0) await poll.read()
      const { duration } = store.getState()
      if (duration <= 0 || seconds > duration) return false
      // portal spec §4 Media: seeking while paused first continues
      if (state() === 'paused' && !(await controller.resume())) return false
      const done = await calls.call('seek', (bridge) => bridge.seek(seconds), false)
      if (done) patch({ position: seconds })
      return done
    },
    subtitles: calls.subtitles,
    audioTracks: calls.audioTracks,
    selectSubtitle: calls.selectSubtitle,
    selectAudioTrack: calls.selectAudioTrack,
    async setWindow(metrics) {
      ensureAttached()
      windowMetrics = metrics
      await calls.window(metrics)
    },
    attach() {
      ensureAttached()
      replayQueued()
    },
    suspend() {
      ensureAttached()
      suspend()
    },
    restore() {
      replayQueued()
    },
    abort() {
      const starting = pending !== null
      if (!starting && !queued) return
      generation++
      dropPending()
      dropQueued()
      if (starting) {
        forcedStop()
        leave('stopped')
      }
    },
    destroy() {
      controller.abort()
      poll.stop()
      unsubscribe.forEach((off) => off())
      unsubscribe = []
      attached = null
    },
  }
  return controller
}
