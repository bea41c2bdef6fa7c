// The Tizen player: files, HLS and multicast through webapis.avplay; RF through the TV window and
// b2bapis.b2bbroadcast.tuneDirect (frequency in kHz: the portal scales it ×1000 except analog, adapters
// spec §5). Playing is reported on play start, buffering complete and seek done; onstreamcompleted is the
// end; onerror an error. Lists: §3/§5 ("zero" stands for index 0 on this platform; multicast broadcast
// audio de-duplicated by language without yyy). §9: the TV window scales design pixels by 1.5.
import type {
  BridgeLog,
  MediaProgress,
  MediaRequest,
  RfDescriptor,
  TrackEntry,
  WindowMetrics,
} from '../contract'
import type { MediaReport, PlayerDriver } from '../shared/mediaSession'
import { dedupeByLanguage, listOrFalse, subtitleList } from '../shared/tracks'
import { samsungCall, type Avplay, type AvplayTrack, type B2bapis, type Tizen } from './tizenApi'

/** adapters spec §9 TV window scaling (design 1280 → panel 1920) */
export const TIZEN_WINDOW_SCALE = 1.5
export const ZERO_KEY = 'zero'
const FULL_SCREEN: WindowMetrics = { x: 0, y: 0, width: 1280, height: 720, index: 0 }
const CHANNEL_TYPES: Record<RfDescriptor['broadcastType'], string> = {
  'DVB-C': 'CDTV',
  'DVB-T': 'DTV',
  'DVB-T2': 'DTV',
  'DVB-S': 'SDTV',
  ANALOG: 'ATV',
}
const MODULATION: Record<RfDescriptor['modulation'], string> = {
  QAM256: 'QAM256',
  OFDM_T2: 'OFDM_T2',
  QPSK: 'QPSK',
  PAL: 'PAL',
}

/**
 * tuneDirect's channel information from the portal's RF descriptor (adapters spec §3, §9): the modulation
 * the descriptor carries (§9 "DVB-T: QAM256, major 2", DVB-C QAM256 major 1) and its major number, which
 * Samsung's tuneDirect takes as `major`.
 */
export function tuneInfo(rf: RfDescriptor): Record<string, unknown> {
  return {
    broadcastStandard: 'DVB',
    channelType: CHANNEL_TYPES[rf.broadcastType],
    frequency: rf.frequency,
    modulationType: MODULATION[rf.modulation],
    programNumber: rf.programNumber,
    ...(rf.major !== null ? { major: rf.major } : {}),
    ...(rf.bandwidth ? { bandwidth: rf.bandwidth.replace('MHz', 'Mhz') } : {}),
    ...(rf.symbolRate ? { symbolRate: rf.symbolRate } : {}),
    ...(rf.satelliteID ? { satelliteId: rf.satelliteID } : {}),
  }
}

export const trackKey = (index: number): string => (index === 0 ? ZERO_KEY : String(index))
export const trackIndex = (key: string): number => (key === ZERO_KEY ? 0 : Number(key))

function language(track: AvplayTrack): string {
  try {
    const info = JSON.parse(track.extra_info) as { language?: unknown; track_lang?: unknown }
    return String(info.language ?? info.track_lang ?? '')
  } catch {
    return ''
  }
}

const scaled = (metrics: WindowMetrics) =>
  [metrics.x, metrics.y, metrics.width, metrics.height].map((value) => Math.floor(value * TIZEN_WINDOW_SCALE))
const pixels = (metrics: WindowMetrics) => scaled(metrics).map((value) => `${value}px`)

export function createTizenPlayer(
  api: { tizen: Tizen; avplay: Avplay; b2bapis: B2bapis },
  report: (kind: MediaReport, message?: string) => void,
  log: BridgeLog,
) {
  const { tizen, avplay } = api
  let kind: 'avplay' | 'rf' | null = null
  let request: MediaRequest | null = null
  let window: WindowMetrics = FULL_SCREEN

  const listener = {
    onbufferingstart: () => report('buffering'),
    onbufferingcomplete: () => report('playing'),
    onstreamcompleted: () => report('ended'),
    onerror: (type: string) => report('error', type),
  }

  const driver: PlayerDriver = {
    async start(next) {
      await driver.halt().catch((error: unknown) => log.info('tizen: previous media did not stop', error))
      request = next
      if (next.sourceType === 'rf' && next.rf) {
        kind = 'rf'
        const rf = next.rf
        await samsungCall((ok, fail) => tizen.tvwindow.show(ok, fail, pixels(window), 'MAIN', 'BEHIND'))
        await samsungCall((ok, fail) => api.b2bapis.b2bbroadcast.tuneDirect(tuneInfo(rf), ok, fail))
        return report('playing')
      }
      kind = 'avplay'
      avplay.open(next.url)
      avplay.setListener(listener)
      const [x = 0, y = 0, width = 0, height = 0] = scaled(window)
      avplay.setDisplayRect(x, y, width, height)
      await samsungCall((ok, fail) => avplay.prepareAsync(ok, fail))
      if (next.startAt) await samsungCall((ok, fail) => avplay.seekTo(next.startAt! * 1000, ok, fail))
      avplay.play()
      report('playing') // play start
    },
    async halt() {
      const was = kind
      kind = null
      request = null
      if (was === 'rf') {
        await samsungCall((ok, fail) => tizen.tvwindow.hide(ok, fail, 'MAIN'))
        return
      }
      if (avplay.getState() !== 'NONE') {
        avplay.stop()
        avplay.close()
      }
    },
    async pause() {
      if (kind === 'avplay') avplay.pause()
    },
    async resume() {
      if (kind === 'avplay') avplay.play()
    },
  }

  function tracks(type: 'AUDIO' | 'TEXT'): Array<{ key: string; language: string; selected: boolean }> {
    if (kind !== 'avplay') return []
    const current = avplay.getCurrentStreamInfo().find((track) => track.type === type)?.index
    return avplay
      .getTotalTrackInfo()
      .filter((track) => track.type === type)
      .map((track) => ({
        key: trackKey(track.index),
        language: language(track),
        selected: track.index === current,
      }))
  }

  return {
    driver,
    async audioTracks(): Promise<TrackEntry[] | false> {
      const list = tracks('AUDIO')
      // adapters spec §5: broadcast lists de-duplicate by language and drop yyy
      if (request?.sourceType === 'multicast') return listOrFalse(dedupeByLanguage(list))
      return listOrFalse(list.map(({ key, language: value, selected }) => ({ key, value, selected })))
    },
    async subtitles(): Promise<TrackEntry[] | false> {
      const list = tracks('TEXT')
      if (list.length === 0) return false
      const entries =
        request?.sourceType === 'multicast'
          ? dedupeByLanguage(list)
          : list.map(({ key, language: value, selected }) => ({ key, value, selected }))
      return subtitleList(entries, !entries.some((entry) => entry.selected))
    },
    async selectSubtitle(key: string): Promise<boolean> {
      if (kind !== 'avplay') return false
      if (key === 'off') {
        avplay.setSilentSubtitle(true)
        return true
      }
      avplay.setSilentSubtitle(false)
      avplay.setSelectTrack('TEXT', trackIndex(key))
      return true
    },
    async selectAudioTrack(key: string): Promise<boolean> {
      const index = trackIndex(key)
      if (kind !== 'avplay' || !Number.isInteger(index)) return false
      avplay.setSelectTrack('AUDIO', index)
      return true
    },
    async seek(seconds: number): Promise<boolean> {
      if (kind !== 'avplay' || !(seconds > 0) || seconds * 1000 > avplay.getDuration()) return false
      await samsungCall((ok, fail) => avplay.seekTo(seconds * 1000, ok, fail))
      report('playing') // seek done
      return true
    },
    async position(): Promise<MediaProgress> {
      if (kind !== 'avplay') return { position: 0, duration: 0, seekable: false }
      const duration = Math.max(0, avplay.getDuration() / 1000)
      return { position: avplay.getCurrentTime() / 1000, duration, seekable: duration > 0 }
    },
    setWindow,
    resetWindow: () => setWindow(FULL_SCREEN),
  }

  async function setWindow(metrics: WindowMetrics) {
    window = metrics
    if (kind === 'avplay') {
      const [x = 0, y = 0, width = 0, height = 0] = scaled(metrics)
      avplay.setDisplayRect(x, y, width, height)
    } else if (kind === 'rf')
      await samsungCall((ok, fail) => tizen.tvwindow.show(ok, fail, pixels(metrics), 'MAIN', 'BEHIND'))
  }
}
