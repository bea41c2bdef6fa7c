// adapters spec §4 Media events, shared by the TV bridges: the platform's player events come in as
// reports and go out normalised (mediaPlaying, mediaEnded, mediaStopped, mediaPaused, mediaError, and
// mediaBuffering where a bridge reports it). Duplicate playing is suppressed; media that starts playing
// while the device is not on is stopped and requested again at power on; play and stop wait for the
// platform's result and reject on its error; a play times out where the platform's rule says (§9 8000 ms).
import type { BridgeClock, BridgeLog, MediaRequest, PowerState } from '../contract'
import type { Emitter } from './emitter'

/** adapters spec §9: play timeout (hcap HLS, smart TV, Tizen RF) */
export const PLAY_TIMEOUT_MS = 8000
/** portal spec §8 Media: the timeout text (also a media error) */
export const REQUEST_TIMEOUT = 'Request timeout!'
export const PLAY_FAILED = 'Something went wrong while trying to play.'
export const PLAY_SUPERSEDED = 'The play request was replaced by a newer one.'
export const PLAY_STOPPED = 'The play request was stopped.'

export type MediaReport = 'playing' | 'paused' | 'ended' | 'stopped' | 'buffering' | 'error'

/** What a bridge tells its platform's player; each resolves on the platform's result. */
export type PlayerDriver = {
  start(request: MediaRequest): Promise<void> | void
  halt(): Promise<void>
  pause(): Promise<void>
  resume(): Promise<void>
}

type Deferred = { resolve(): void; reject(error: Error): void }
type Pending = Deferred & { gen: number; request: MediaRequest; timer: unknown }
type State = 'idle' | 'starting' | 'playing' | 'paused'

export type MediaSessionDeps = {
  emitter: Emitter
  clock: BridgeClock
  log: BridgeLog
  power: () => PowerState
  driver: PlayerDriver
  /** ms before a play of this request times out; null waits for the platform */
  timeoutFor: (request: MediaRequest) => number | null
}

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : PLAY_FAILED

export function createMediaSession(deps: MediaSessionDeps) {
  const { emitter, clock, log, driver } = deps
  let gen = 0
  let state: State = 'idle'
  let pending: Pending | null = null
  let current: MediaRequest | null = null
  /** played while the device was not on: stopped, requested again at power on */
  let held: (Deferred & { request: MediaRequest }) | null = null

  const emit = (name: 'mediaPlaying' | 'mediaEnded' | 'mediaStopped' | 'mediaPaused' | 'mediaBuffering') =>
    emitter.emit('media', { name })
  const emitError = (message: string) => emitter.emit('media', { name: 'mediaError', message })

  function take(): Pending | null {
    const taken = pending
    pending = null
    if (taken) clock.clearTimeout(taken.timer)
    return taken
  }

  function abandon(reason: string) {
    const error = new Error(reason)
    take()?.reject(error)
    held?.reject(error)
    held = null
  }

  function halt(why: string) {
    driver.halt().catch((error: unknown) => log.info(`Media ${why}: stop failed: ${messageOf(error)}`))
  }

  function launch(deferred: Deferred, request: MediaRequest) {
    const mine = ++gen
    state = 'starting'
    current = null
    const ms = deps.timeoutFor(request)
    pending = { ...deferred, gen: mine, request, timer: null }
    if (ms !== null) {
      pending.timer = clock.setTimeout(() => {
        if (pending?.gen !== mine) return
        fail(REQUEST_TIMEOUT)
        halt('timeout') // hcap: "stops pending calls"
      }, ms)
    }
    Promise.resolve()
      .then(() => driver.start(request))
      .catch((error: unknown) => {
        if (pending?.gen === mine) fail(messageOf(error))
      })
  }

  function fail(message: string) {
    const failed = take()
    if (!failed) return
    state = 'idle'
    emitError(message)
    failed.reject(new Error(message))
  }

  function playing() {
    if (state === 'playing') return // duplicate playing suppressed
    if (deps.power() !== 'on' && (pending || current)) {
      const request = pending?.request ?? current
      const waiting = take()
      if (request)
        held = { request, resolve: waiting?.resolve ?? (() => {}), reject: waiting?.reject ?? (() => {}) }
      state = 'idle'
      current = null
      halt('played while off')
      return
    }
    const started = take()
    if (started) current = started.request
    if (!current) return // nothing of ours plays
    state = 'playing'
    emit('mediaPlaying')
    started?.resolve()
  }

  function report(kind: MediaReport, message?: string) {
    switch (kind) {
      case 'playing':
        return playing()
      case 'paused':
        if (state !== 'playing') return
        state = 'paused'
        return emit('mediaPaused')
      case 'buffering':
        return emit('mediaBuffering')
      case 'ended': {
        if (state !== 'playing' && state !== 'paused') return
        const ended = current
        // adapters spec §4: when media ends and looping is on, the same source replays
        if (ended?.loop) return void session.play(ended).catch(() => undefined)
        state = 'idle'
        current = null
        return emit('mediaEnded')
      }
      case 'stopped':
        if (state !== 'playing' && state !== 'paused') return
        state = 'idle'
        current = null
        return emit('mediaStopped')
      case 'error':
        if (pending) return fail(message || PLAY_FAILED)
        if (state !== 'playing' && state !== 'paused') return
        state = 'idle'
        current = null
        return emitError(message || PLAY_FAILED)
    }
  }

  const session = {
    state: () => state,
    current: () => current ?? pending?.request ?? null,
    play(request: MediaRequest): Promise<void> {
      abandon(PLAY_SUPERSEDED)
      return new Promise<void>((resolve, reject) => launch({ resolve, reject }, request))
    },
    async stop(): Promise<void> {
      abandon(PLAY_STOPPED)
      gen++
      state = 'idle'
      current = null
      try {
        await driver.halt()
      } catch (error) {
        emitError(messageOf(error))
        throw error
      }
      emit('mediaStopped')
    },
    async pause(): Promise<void> {
      await driver.pause()
      report('paused')
    },
    async resume(): Promise<void> {
      await driver.resume()
      report('playing')
    },
    report,
    /** the bridge's power changed: a play held while off is requested again when the device is on */
    onPower(power: PowerState) {
      if (power !== 'on' || !held) return
      const again = held
      held = null
      launch(again, again.request)
    },
    destroy() {
      abandon(PLAY_STOPPED)
      state = 'idle'
      current = null
    },
  }
  return session
}

export type MediaSession = ReturnType<typeof createMediaSession>
