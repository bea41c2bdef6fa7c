import Hls from 'hls.js'
import type { MediaRequest } from '../contract'
import type { Emitter } from '../shared/emitter'

// portal spec §9: buffer goal 100 s, max 150 s (adapters spec §9 Video buffer goal / max goal).
export const BUFFER_GOAL_S = 100
export const BUFFER_MAX_GOAL_S = 150

/**
 * HTML <video> player behind the transparent canvas, HLS through hls.js where the browser lacks
 * native HLS. play() resolves on the first 'playing' and rejects on error (adapters spec §4 Media events).
 */
export function createVideoPlayer(video: HTMLVideoElement, emitter: Emitter) {
  let hls: Hls | null = null
  let looping = false
  let current: MediaRequest | null = null

  video.addEventListener('playing', () => emitter.emit('media', { name: 'mediaPlaying' }))
  video.addEventListener('pause', () => {
    if (!video.ended) emitter.emit('media', { name: 'mediaPaused' })
  })
  video.addEventListener('waiting', () => emitter.emit('media', { name: 'mediaBuffering' }))
  video.addEventListener('ended', () => {
    if (looping && current) void play(current)
    else emitter.emit('media', { name: 'mediaEnded' })
  })
  video.addEventListener('error', () =>
    emitter.emit('media', { name: 'mediaError', message: video.error?.message ?? 'video error' }),
  )

  function detach() {
    hls?.destroy()
    hls = null
    video.removeAttribute('src')
    video.load()
  }

  function play(request: MediaRequest): Promise<void> {
    detach()
    current = request
    looping = request.loop ?? false
    return new Promise<void>((resolve, reject) => {
      const onPlaying = () => {
        cleanup()
        resolve()
      }
      const onError = (message: string) => {
        cleanup()
        reject(new Error(message))
      }
      const onVideoError = () => onError(video.error?.message ?? 'Something went wrong while trying to play.')
      const cleanup = () => {
        video.removeEventListener('playing', onPlaying)
        video.removeEventListener('error', onVideoError)
      }
      video.addEventListener('playing', onPlaying)
      video.addEventListener('error', onVideoError)
      if (request.streamType === 'hls' && Hls.isSupported()) {
        hls = new Hls({ maxBufferLength: BUFFER_GOAL_S, maxMaxBufferLength: BUFFER_MAX_GOAL_S })
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return
          emitter.emit('media', { name: 'mediaError', message: data.details })
          onError(data.details)
        })
        hls.loadSource(request.url)
        hls.attachMedia(video)
      } else {
        video.src = request.url
      }
      if (request.startAt) video.currentTime = request.startAt
      video.play().catch((error: unknown) => onError(error instanceof Error ? error.message : String(error)))
    })
  }

  return {
    play,
    async stop() {
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
    destroy: detach,
  }
}
