// The hcap player (adapters spec §7 hcap device calls): HLS and files through hcap.Media (startUp,
// createMedia, play, stop, destroy, shutDown), multicast and RF through hcap.channel. Its results come
// back as document events (media_event_received, channel_changed, channel_status_changed) that the bridge
// turns into the media session's reports. §8: a failed stop of the HLS player restarts the media
// subsystem after shutdown. §9: HLS play stops pending calls after 8000 ms (the session's timeout).
import type { BridgeLog, MediaProgress, MediaRequest, RfDescriptor, TrackEntry } from '../contract'
import type { PlayerDriver } from '../shared/mediaSession'
import { listOrFalse, subtitleList } from '../shared/tracks'
import { CHANNEL_TYPE, IP_BROADCAST, RF_BROADCAST, hcapCall, num, type Hcap, type HcapMedia } from './hcapApi'

/** hcap.Media.createMedia mimeType per stream type (adapters spec §5 File type: m3u8 HLS, mp3 audio, else mp4) */
export const HCAP_MIME_TYPES: Readonly<Record<MediaRequest['streamType'], string>> = {
  hls: 'application/x-mpegurl',
  mp4: 'video/mp4',
  audio: 'audio/mpeg',
}
/** hcap.Media play repeatCount: 0 repeats forever (looping), 1 plays once */
const REPEAT_FOREVER = 0
const RF_TYPES: Record<RfDescriptor['broadcastType'], number> = {
  'DVB-C': RF_BROADCAST.CABLE,
  'DVB-T': RF_BROADCAST.TERRESTRIAL,
  'DVB-T2': RF_BROADCAST.TERRESTRIAL_2,
  'DVB-S': RF_BROADCAST.SATELLITE,
  ANALOG: RF_BROADCAST.ANALOG_PAL_BG,
}

/** hcap.channel.requestChangeCurrentChannel options for a multicast URL or an RF descriptor */
export function channelOptions(request: MediaRequest): Record<string, unknown> {
  if (request.sourceType === 'rf' && request.rf) {
    const rf = request.rf
    return {
      channelType: CHANNEL_TYPE.RF,
      rfBroadcastType: RF_TYPES[rf.broadcastType],
      frequency: rf.frequency, // already ×1,000,000 for cable/terrestrial/analog (adapters spec §5)
      programNumber: rf.programNumber,
      symbolRate: rf.symbolRate,
      ...(rf.satelliteID ? { satelliteId: rf.satelliteID, polarization: rf.polarization } : {}),
    }
  }
  const match = /^(udp|rtp):\/\/@?([^:/]+)(?::(\d+))?/i.exec(request.url)
  if (!match) throw new Error(`Not a multicast URL: ${request.url}`)
  return {
    channelType: CHANNEL_TYPE.IP,
    ip: match[2],
    port: Number(match[3] ?? 1234),
    ipBroadcastType: match[1]?.toLowerCase() === 'rtp' ? IP_BROADCAST.RTP : IP_BROADCAST.UDP,
  }
}

const isChannel = (request: MediaRequest) => request.sourceType === 'multicast' || request.sourceType === 'rf'

export function createHcapPlayer(hcap: Hcap, log: BridgeLog) {
  let media: HcapMedia | null = null
  let kind: 'media' | 'channel' | null = null

  async function shutDownMedia() {
    const playing = media
    media = null
    if (playing) {
      await hcapCall(playing.stop)
      await hcapCall(playing.destroy)
    }
    await hcapCall(hcap.Media.shutDown)
  }

  const driver: PlayerDriver = {
    async start(request) {
      await driver.halt().catch((error: unknown) => log.info('hcap: previous media did not stop', error))
      if (isChannel(request)) {
        kind = 'channel'
        await hcapCall(hcap.channel.requestChangeCurrentChannel, channelOptions(request))
        return
      }
      kind = 'media'
      await hcapCall(hcap.Media.startUp)
      media = hcap.Media.createMedia({ url: request.url, mimeType: HCAP_MIME_TYPES[request.streamType] })
      if (!media) throw new Error('hcap.Media.createMedia gave no media')
      await hcapCall(media.play, { repeatCount: request.loop ? REPEAT_FOREVER : 1 })
    },
    async halt() {
      const was = kind
      kind = null
      if (was === 'channel') {
        await hcapCall(hcap.channel.stopCurrentChannel)
        return
      }
      if (was !== 'media' && !media) return
      try {
        await shutDownMedia()
      } catch (error) {
        // adapters spec §8: a failed stop restarts the media subsystem after shutdown
        log.warn('hcap: media stop failed, restarting the media subsystem', error)
        media = null
        await hcapCall(hcap.Media.shutDown).catch(() => undefined)
        await hcapCall(hcap.Media.startUp)
      }
    },
    async pause() {
      if (media) await hcapCall(media.pause)
    },
    async resume() {
      if (media) await hcapCall(media.resume)
    },
  }

  async function audioTracks(): Promise<TrackEntry[] | false> {
    if (kind === 'channel') {
      const [list, index] = await Promise.all([
        hcapCall(hcap.channel.getCurrentChannelAudioLanguageList),
        hcapCall(hcap.channel.getCurrentChannelAudioLanguageIndex),
      ])
      return listOrFalse(entries(list.list, num(index.index, -1)))
    }
    if (!media) return false
    const result = await hcapCall(media.getAudioLanguage)
    return listOrFalse(entries(result.list, num(result.index, -1)))
  }

  async function subtitles(): Promise<TrackEntry[] | false> {
    if (kind !== 'channel') return false
    const [list, index] = await Promise.all([
      hcapCall(hcap.channel.getCurrentChannelSubtitleList),
      hcapCall(hcap.channel.getCurrentChannelSubtitleIndex),
    ])
    const selected = num(index.index, -1)
    const tracks = entries(list.list, selected)
    return tracks.length === 0 ? false : subtitleList(tracks, selected < 0)
  }

  return {
    driver,
    kind: () => kind,
    audioTracks,
    subtitles,
    async selectSubtitle(key: string): Promise<boolean> {
      if (kind !== 'channel') return false
      await hcapCall(hcap.channel.setCurrentChannelSubtitleIndex, { index: key === 'off' ? -1 : Number(key) })
      return true
    },
    async selectAudioTrack(key: string): Promise<boolean> {
      const index = Number(key)
      if (!Number.isInteger(index)) return false
      if (kind === 'channel') await hcapCall(hcap.channel.setCurrentChannelAudioLanguageIndex, { index })
      else if (media) await hcapCall(media.setAudioLanguage, { index })
      else return false
      return true
    },
    async seek(seconds: number): Promise<boolean> {
      if (!media || !(seconds > 0)) return false
      const info = await hcapCall(media.getInformation)
      if (seconds * 1000 > num(info.contentLengthInMs)) return false
      await hcapCall(media.setPlayPosition, { positionInMs: Math.round(seconds * 1000) })
      return true
    },
    async position(): Promise<MediaProgress> {
      if (!media) return { position: 0, duration: 0, seekable: false }
      const [info, at] = await Promise.all([hcapCall(media.getInformation), hcapCall(media.getPlayPosition)])
      const duration = num(info.contentLengthInMs) / 1000
      return { position: num(at.positionInMs) / 1000, duration, seekable: duration > 0 }
    },
  }
}

function entries(list: unknown, selected: number): TrackEntry[] {
  if (!Array.isArray(list)) return []
  return list.map((language, index) => ({
    key: String(index),
    value:
      typeof language === 'string'
        ? language
        : String((language as { language?: unknown })?.language ?? index),
    selected: index === selected,
  }))
}
