// The smart TV player (adapters spec §4/§5/§9): files mp4, ts, mov and mkv play as they are, and so does
// audio (§5 File type: mp3 is audio, not HLS); anything else gets the HLS component suffix; the stream
// failures (connection failed, authentication failed, stream not found, network disconnected, render
// error) are errors; no stream input is an error unless already playing; the hotel TV reports buffering;
// the file player's window is scaled by 0.75.
import type { MediaProgress, MediaRequest, WindowMetrics } from '../contract'
import type { MediaReport, PlayerDriver } from '../shared/mediaSession'
import type { PlayerCallback, PlayerPlugin } from './samsungApi'

export const PASS_THROUGH_EXTENSIONS = ['mp4', 'ts', 'mov', 'mkv'] as const
export const HLS_COMPONENT = '|COMPONENT=HLS'
/** adapters spec §9: TV window scaling 0.75 for the file player on the smart TV */
export const FILE_PLAYER_SCALE = 0.75
const FULL_SCREEN: WindowMetrics = { x: 0, y: 0, width: 1280, height: 720, index: 0 }
const FAILURES: readonly PlayerCallback[] = [
  'OnConnectionFailed',
  'OnAuthenticationFailed',
  'OnStreamNotFound',
  'OnNetworkDisconnected',
  'OnRenderError',
]

/** adapters spec §5 File type (smart TV); an audio stream (mp3) is a file, never given the HLS component */
export function smartTvUrl(url: string, streamType?: MediaRequest['streamType']): string {
  if (streamType === 'audio') return url
  const path = url.split(/[?#]/, 1)[0] ?? ''
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return (PASS_THROUGH_EXTENSIONS as readonly string[]).includes(extension) ? url : `${url}${HLS_COMPONENT}`
}

export function createSamsungPlayer(
  plugin: PlayerPlugin,
  report: (kind: MediaReport, message?: string) => void,
  playing: () => boolean,
) {
  let active = false
  let positionMs = 0
  let window = FULL_SCREEN
  const area = (metrics: WindowMetrics) =>
    [metrics.x, metrics.y, metrics.width, metrics.height].map((value) =>
      Math.round(value * FILE_PLAYER_SCALE),
    )

  plugin.OnStreamInfoReady = () => report('playing') // play start
  plugin.OnBufferingComplete = () => report('playing')
  plugin.OnBufferingStart = () => report('buffering')
  plugin.OnRenderingComplete = () => report('ended') // stream completed
  plugin.OnCurrentPlayTime = (ms: number) => void (positionMs = ms)
  for (const failure of FAILURES) plugin[failure] = () => report('error', failure)
  plugin.OnNoStreamInput = () => {
    if (!playing()) report('error', 'OnNoStreamInput')
  }

  const driver: PlayerDriver = {
    start(request: MediaRequest) {
      if (active) plugin.Stop()
      const [x = 0, y = 0, width = 0, height = 0] = area(window)
      plugin.SetDisplayArea(x, y, width, height)
      positionMs = 0
      active = true
      if (!plugin.Play(smartTvUrl(request.url, request.streamType)))
        throw new Error('The player refused the stream')
    },
    async halt() {
      active = false
      plugin.Stop()
    },
    async pause() {
      plugin.Pause()
    },
    async resume() {
      plugin.Resume()
    },
  }

  return {
    driver,
    async position(): Promise<MediaProgress> {
      if (!active) return { position: 0, duration: 0, seekable: false }
      const duration = Math.max(0, plugin.GetDuration() / 1000)
      return { position: positionMs / 1000, duration, seekable: duration > 0 }
    },
    async seek(seconds: number): Promise<boolean> {
      const duration = plugin.GetDuration() / 1000
      if (!active || !(seconds > 0) || seconds > duration) return false
      plugin.JumpForward(seconds - positionMs / 1000)
      return true
    },
    async setWindow(metrics: WindowMetrics) {
      window = metrics
      const [x = 0, y = 0, width = 0, height = 0] = area(metrics)
      plugin.SetDisplayArea(x, y, width, height)
    },
  }
}
