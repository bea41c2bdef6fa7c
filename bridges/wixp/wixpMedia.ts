// The Philips web set's media (adapters spec §4, §5, §7): multicast on the set's tuner through
// ChannelSelection, whose PlayStatus changes report back; HLS and files in the TV browser's own <video>
// (the universal player) where the page has one; one of the two plays at a time. The subtitle and audio
// language lists are the set's (Subtitles, AudioLanguage). The set cannot seek, and its video is full
// screen under the browser, so the window calls do nothing.
import type {
  BridgeClock,
  BridgeEnv,
  BridgeLog,
  MediaCapability,
  PowerState,
  TrackCapability,
  TrackEntry,
  WindowCapability,
} from '../contract'
import type { Emitter } from '../shared/emitter'
import { NO_SEEK } from '../shared/mediaControls'
import { createMediaSession } from '../shared/mediaSession'
import { SUBTITLE_OFF_KEY, listOrFalse, subtitlesOf } from '../shared/tracks'
import { HLS_SCRIPT, createHlsLoader } from '../universal/hlsLoader'
import { createVideoPlayer } from '../universal/media'
import type { WixpChannel } from './channel'
import { COOKIE, detailText } from './wixpProtocol'

export function createWixpMedia(deps: {
  env: BridgeEnv
  channel: WixpChannel
  emitter: Emitter
  clock: BridgeClock
  log: BridgeLog
  power: () => PowerState
}) {
  const { env, channel, emitter } = deps
  const session = createMediaSession({
    emitter,
    clock: deps.clock,
    log: deps.log,
    power: deps.power,
    driver: {
      start: async (request) =>
        void (await channel.change('ChannelSelection', COOKIE.PLAY, {
          ChannelTuningDetails: { URL: request.url },
        })),
      halt: async () =>
        void (await channel.change('ChannelSelection', COOKIE.STOP, {
          ChannelTuningDetails: { TrickMode: 'Stop' },
        })),
      pause: async () => undefined,
      resume: async () => undefined,
    },
    timeoutFor: () => null, // adapters spec §4/§9: the set's tuner has no play timeout
  })
  const doc = env.document
  const video = doc?.getElementById('video-layer') as HTMLVideoElement | null
  const browser =
    video && doc
      ? createVideoPlayer(video, emitter, createHlsLoader(doc, `${env.assetBase ?? '/'}${HLS_SCRIPT}`), {
          clock: deps.clock,
          timeoutFor: () => null, // adapters spec §4/§9: no play timeout on the Philips web set
        })
      : null
  let playing: 'tuner' | 'browser' | null = null

  async function stop() {
    const was = playing
    playing = null
    if (was === 'browser' && browser) return browser.stop()
    return session.stop()
  }

  const tracks = async (fun: 'Subtitles' | 'AudioLanguage', cookie: number) => {
    const details = await channel.request(fun, cookie)
    const list = Array.isArray(details.Languages) ? (details.Languages as unknown[]).map(detailText) : []
    const current = Number(details.CurrentIndex ?? -1)
    return list.map((value, index): TrackEntry => ({
      key: String(index),
      value,
      selected: index === current,
    }))
  }

  const members: MediaCapability & TrackCapability & WindowCapability = {
    async play(request) {
      const next = request.sourceType === 'multicast' || !browser ? 'tuner' : 'browser'
      if (playing && playing !== next) await stop().catch(() => undefined)
      playing = next
      return next === 'browser' && browser ? browser.play(request) : session.play(request)
    },
    stop,
    pause: () => (playing === 'browser' && browser ? browser.pause() : session.pause()),
    resume: () => (playing === 'browser' && browser ? browser.resume() : session.resume()),
    ...NO_SEEK,
    subtitles: async () => subtitlesOf(await tracks('Subtitles', COOKIE.SUBTITLE)),
    audioTracks: async () => listOrFalse(await tracks('AudioLanguage', COOKIE.AUDIO)),
    async selectSubtitle(key) {
      await channel.change(
        'Subtitles',
        COOKIE.SUBTITLE,
        key === SUBTITLE_OFF_KEY
          ? { SubtitlesState: 'Off' }
          : { SubtitlesState: 'On', CurrentIndex: Number(key) },
      )
      return true
    },
    async selectAudioTrack(key) {
      await channel.change('AudioLanguage', COOKIE.AUDIO, { CurrentIndex: Number(key) })
      return true
    },
    setWindow: async () => undefined,
    resetWindow: async () => undefined,
  }

  return {
    members,
    /** HLS and files play here too, not only multicast */
    hasBrowser: browser !== null,
    /** the tuner's news: a ChannelSelection Change message */
    onChannelSelection(details: Record<string, unknown>) {
      const status = detailText(details.PlayStatus)
      if (status === 'Playing') session.report('playing')
      else if (status === 'Error')
        session.report('error', detailText(details.ErrorDescription) || 'ChannelSelection error')
      else if (status === 'Stopped') session.report('stopped')
    },
    onPower: (next: PowerState) => session.onPower(next),
    destroy() {
      browser?.destroy()
      session.destroy()
    },
  }
}
