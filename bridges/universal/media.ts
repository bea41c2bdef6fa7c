import type Hls from 'hls.js'
import type { BridgeClock, MediaProgress, MediaRequest, TrackEntry } from '../contract'
import type { Emitter } from '../shared/emitter'
import { PLAY_FAILED, PLAY_TIMEOUT_MS, REQUEST_TIMEOUT } from '../shared/mediaSession'
import { SUBTITLE_OFF_KEY, listOrFalse, subtitleList } from '../shared/tracks'
import { HLS_LOAD_FAILED, type HlsClass } from './hlsLoader'

// portal spec §9: buffer goal 100 s, max 150 s (adapters spec §9 Video buffer goal / max goal).
export const BUFFER_GOAL_S = 100
export const BUFFER_MAX_GOAL_S = 150
/** portal spec §8 Media */
export const MEDIA_NOT_AVAILABLE = 'Media is not available...'

type NamedTrack = { name?: string; lang?: string }
const label = (track: NamedTrack, index: number) => track.name || track.lang || `Track ${index + 1}`

const HLS_MIME = 'application/vnd.apple.mpegurl'
/** a play() that a newer play() or stop() replaced while hls.js was loading */
const SUPERSEDED = 'The play() request was interrupted by a new load request.'

/**
 * How long a play may take to start before it fails with 'Request timeout!' (adapters spec §4, §9), per
 * bridge: ms, or null to wait for the player however long it takes. The bridge that builds the player
 * says (the universal bridge: `universalTimeoutFor`; the Philips web set's TV browser: none, like its
 * tuner), on its injectable clock.
 */
export type PlayTimeoutPolicy = {
  clock: BridgeClock
  timeoutFor: (request: MediaRequest) => number | null
}

/**
 * The universal bridge's play timeout (not in the spec, which names hcap HLS, the smart TV and Tizen RF):
 * a desktop browser reports a broken source (the element's error, a fatal hls.js error, a refused play())
 * but not one that never starts: a download that stalls fires 'stalled', never 'error', and hls.js retries
 * its loads for minutes. So every play here gets the smart TV's 8000 ms (adapters spec §9).
 */
export const UNIVERSAL_PLAY_TIMEOUT_MS = PLAY_TIMEOUT_MS
export const universalTimeoutFor: PlayTimeoutPolicy['timeoutFor'] = () => UNIVERSAL_PLAY_TIMEOUT_MS

/**
 * HTML <video> player behind the transparent canvas, HLS through hls.js (loaded on the first HLS play
 * by `loadHls`, bridges/universal/hlsLoader.ts) where the browser has Media Source Extensions, else the
 * browser's own HLS. play() resolves on the first 'playing' and rejects on error (adapters spec §4 Media
 * events), or with 'Request timeout!' (also a media error, the source stopped) when the bridge's `timeouts`
 * policy gives it a limit. A browser has no tuner and no multicast socket: RF and multicast are not
 * available.
 */
export function createVideoPlayer(
  video: HTMLVideoElement,
  emitter: Emitter,
  loadHls: () => Promise<HlsClass>,
  timeouts: PlayTimeoutPolicy,
) {
  let hls: Hls | null = null
  let plays = 0
  /** rejects the play that waits for hls.js to load, when a newer play() or stop() replaces it */
  let abandon: (() => void) | null = null
  let looping = false
  let current: MediaRequest | null = null

  video.addEventListener('playing', () => emitter.emit('media', { name: 'mediaPlaying' }))
  video.addEventListener('pause', () => {
    if (!video.ended && current) emitter.emit('media', { name: 'mediaPaused' })
  })
  video.addEventListener('waiting', () => emitter.emit('media', { name: 'mediaBuffering' }))
  video.addEventListener('ended', () => {
    // adapters spec §4: when media ends and looping is on, the same source replays. The element loops by
    // itself (`video.loop`, play() below); an engine that ends anyway gets the source played again.
    if (looping && current) {
      play(current).catch((error: unknown) =>
        emitter.emit('media', {
          name: 'mediaError',
          message: error instanceof Error ? error.message : PLAY_FAILED,
        }),
      )
    } else emitter.emit('media', { name: 'mediaEnded' })
  })
  video.addEventListener('error', () => {
    if (current) emitter.emit('media', { name: 'mediaError', message: video.error?.message || PLAY_FAILED })
  })

  function detach() {
    abandon?.()
    abandon = null
    hls?.destroy()
    hls = null
    video.loop = false
    video.removeAttribute('src')
    video.load()
  }

  function play(request: MediaRequest): Promise<void> {
    detach()
    const mine = ++plays
    if (request.sourceType === 'rf' || request.sourceType === 'multicast') {
      current = null
      return Promise.reject(new Error(MEDIA_NOT_AVAILABLE))
    }
    current = request
    looping = request.loop ?? false
    // A looping source (a signage video, a looping popup video) is looped by the element: it seeks back to
    // the start and keeps its last frame up, and hls.js (which supports media.loop) keeps its buffer. Played
    // again on 'ended' instead, the element was emptied and the stream loaded anew: a black gap each loop.
    video.loop = looping
    return new Promise<void>((resolve, reject) => {
      let timer: unknown = null
      const onPlaying = () => {
        cleanup()
        resolve()
      }
      const onError = (message: string) => {
        cleanup()
        reject(new Error(message))
      }
      const onVideoError = () => onError(video.error?.message || PLAY_FAILED)
      const onMetadata = () => {
        if (request.startAt) video.currentTime = request.startAt
      }
      const cleanup = () => {
        if (timer !== null) timeouts.clock.clearTimeout(timer)
        timer = null
        video.removeEventListener('playing', onPlaying)
        video.removeEventListener('error', onVideoError)
        video.removeEventListener('loadedmetadata', onMetadata)
      }
      video.addEventListener('playing', onPlaying)
      video.addEventListener('error', onVideoError)
      const limit = timeouts.timeoutFor(request)
      if (limit !== null) {
        timer = timeouts.clock.setTimeout(() => {
          timer = null
          if (mine !== plays) return onError(SUPERSEDED) // a newer play() or stop() took the element
          // adapters spec §4/§9: the play fails with 'Request timeout!' (also a media error) and the
          // source is stopped (as hcap "stops pending calls"); its late events are no longer ours
          plays += 1
          current = null
          onError(REQUEST_TIMEOUT)
          emitter.emit('media', { name: 'mediaError', message: REQUEST_TIMEOUT })
          detach()
        }, limit)
      }
      const start = (Player: HlsClass | null) => {
        if (mine !== plays) return onError(SUPERSEDED)
        abandon = null
        if (Player && Player.isSupported()) {
          const player = new Player({
            maxBufferLength: BUFFER_GOAL_S,
            maxMaxBufferLength: BUFFER_MAX_GOAL_S,
            startPosition: request.startAt ?? -1,
          })
          hls = player
          player.on(Player.Events.ERROR, (_event, data) => {
            if (!data.fatal) return
            emitter.emit('media', { name: 'mediaError', message: data.details })
            onError(data.details)
          })
          player.loadSource(request.url)
          player.attachMedia(video)
        } else {
          video.addEventListener('loadedmetadata', onMetadata, { once: true })
          video.src = request.url
        }
        // a newer play() or stop() detaching this one rejects it with AbortError: the caller knows it is stale
        video
          .play()
          .catch((error: unknown) => onError(error instanceof Error ? error.message : String(error)))
      }
      if (request.streamType !== 'hls') return start(null)
      abandon = () => onError(SUPERSEDED)
      loadHls().then(start, (error: unknown) => {
        if (mine !== plays) return onError(SUPERSEDED)
        // without hls.js a browser with its own HLS still plays the stream; one without cannot
        console.warn(`hls.js: ${error instanceof Error ? error.message : String(error)}`)
        if (video.canPlayType(HLS_MIME)) return start(null)
        emitter.emit('media', { name: 'mediaError', message: HLS_LOAD_FAILED })
        onError(HLS_LOAD_FAILED)
      })
    })
  }

  return {
    play,
    async stop() {
      plays += 1
      current = null
      detach()
      emitter.emit('media', { name: 'mediaStopped' })
    },
    async pause() {
      video.pause()
    },
    async resume() {
      await video.play()
    },
    async seek(seconds: number) {
      // adapters spec §5: zero/empty or beyond duration fails; only when seekable.
      if (!seconds || !Number.isFinite(video.duration) || seconds > video.duration) return false
      video.currentTime = seconds
      return true
    },
    async position(): Promise<MediaProgress> {
      const duration = current && Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0
      return { position: current ? video.currentTime : 0, duration, seekable: duration > 0 }
    },
    async subtitles(): Promise<TrackEntry[] | false> {
      const tracks = hls?.subtitleTracks ?? []
      if (!hls || tracks.length === 0) return false
      const selected = hls.subtitleTrack
      const entries = tracks.map((track, index) => ({
        key: String(index),
        value: label(track, index),
        selected: index === selected,
      }))
      return subtitleList(entries, selected < 0)
    },
    async audioTracks(): Promise<TrackEntry[] | false> {
      if (!hls) return false
      const selected = hls.audioTrack
      return listOrFalse(
        hls.audioTracks.map((track, index) => ({
          key: String(index),
          value: label(track, index),
          selected: index === selected,
        })),
      )
    },
    async selectSubtitle(key: string) {
      if (!hls) return false
      if (key === SUBTITLE_OFF_KEY) {
        hls.subtitleTrack = -1
        return true
      }
      const index = Number(key)
      if (!Number.isInteger(index) || index < 0 || index >= hls.subtitleTracks.length) return false
      hls.subtitleDisplay = true
      hls.subtitleTrack = index
      return true
    },
    async selectAudioTrack(key: string) {
      const index = Number(key)
      if (!hls || !Number.isInteger(index) || index < 0 || index >= hls.audioTracks.length) return false
      hls.audioTrack = index
      return true
    },
    destroy() {
      current = null
      detach()
    },
  }
}
