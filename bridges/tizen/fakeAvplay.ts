// A fake of Samsung's webapis.avplay: the player's states (NONE, IDLE, READY, PLAYING, PAUSED), the
// listener callbacks, prepareAsync answered after the set's latency (or failed, or withheld), the
// track info of the current stream. The Tizen fake (fakeTizen.ts) wraps it.
import type { BridgeClock } from '../contract'
import type { Avplay, AvplayListener, AvplayState, AvplayTrack, Callback, ErrorCallback } from './tizenApi'

export type FakePlayerMode = 'auto' | 'silent' | 'fail'

export function createFakeAvplay(clock: BridgeClock, latencyMs: number) {
  const state = {
    url: null as string | null,
    state: 'NONE' as AvplayState,
    listener: {} as AvplayListener,
    mode: 'auto' as FakePlayerMode,
    durationMs: 600_000,
    timeMs: 0,
    tracks: [] as AvplayTrack[],
    current: { AUDIO: -1, TEXT: -1 } as Record<string, number>,
    silentSubtitle: false,
    rect: [0, 0, 0, 0] as number[],
    /** a prepare the fake holds back ('silent'), answered by reportPlaying */
    withheld: null as (() => void) | null,
  }
  const later = (run: () => void) => void clock.setTimeout(run, latencyMs)
  const invalid = (what: string) => {
    const error = new Error(`${what}: invalid state ${state.state}`)
    error.name = 'InvalidStateError'
    return error
  }

  const avplay: Avplay = {
    open(url) {
      if (state.state !== 'NONE') throw invalid('open')
      Object.assign(state, { url, state: 'IDLE', timeMs: 0, tracks: [], current: { AUDIO: -1, TEXT: -1 } })
    },
    close() {
      Object.assign(state, { url: null, state: 'NONE', withheld: null })
    },
    setListener(listener) {
      state.listener = listener
    },
    prepareAsync(success: Callback, error: ErrorCallback) {
      if (state.state !== 'IDLE') throw invalid('prepareAsync')
      const url = state.url
      const ready = () => {
        if (state.url !== url || state.state !== 'IDLE') return
        state.state = 'READY'
        success()
      }
      if (state.mode === 'silent') state.withheld = ready
      else if (state.mode === 'fail')
        later(() =>
          error({ name: 'PLAYER_ERROR_CONNECTION_FAILED', message: 'PLAYER_ERROR_CONNECTION_FAILED' }),
        )
      else later(ready)
    },
    play() {
      if (state.state !== 'READY' && state.state !== 'PAUSED') throw invalid('play')
      state.state = 'PLAYING'
    },
    pause() {
      if (state.state === 'PLAYING') state.state = 'PAUSED'
    },
    stop() {
      if (state.state !== 'NONE') state.state = 'IDLE'
    },
    getState: () => state.state,
    getDuration: () => (state.state === 'NONE' ? 0 : state.durationMs),
    getCurrentTime: () => state.timeMs,
    seekTo(ms, success) {
      later(() => {
        state.timeMs = ms
        success()
      })
    },
    setDisplayRect: (...rect) => void (state.rect = rect),
    getTotalTrackInfo: () => state.tracks.map((track) => ({ ...track })),
    getCurrentStreamInfo: () =>
      state.tracks
        .filter((track) => state.current[track.type] === track.index)
        .map((track) => ({ ...track })),
    setSelectTrack(type, index) {
      if (!state.tracks.some((track) => track.type === type && track.index === index))
        throw new Error('no such track')
      state.current[type] = index
    },
    setSilentSubtitle: (silent) => void (state.silentSubtitle = silent),
  }

  return {
    avplay,
    state,
    /** the player reports playing: a withheld prepare completes, else buffering completes again */
    reportPlaying() {
      const withheld = state.withheld
      state.withheld = null
      if (withheld) later(withheld)
      else if (state.state === 'PLAYING') later(() => state.listener.onbufferingcomplete?.())
    },
    setTracks(subtitles: readonly string[], audio: readonly string[]) {
      let index = 0
      state.tracks = [
        ...audio.map((language) => ({
          index: index++,
          type: 'AUDIO',
          extra_info: JSON.stringify({ language, channels: 2 }),
        })),
        ...subtitles.map((language) => ({
          index: index++,
          type: 'TEXT',
          extra_info: JSON.stringify({ track_lang: language }),
        })),
      ]
      state.current = { AUDIO: audio.length ? 0 : -1, TEXT: -1 }
    },
  }
}
