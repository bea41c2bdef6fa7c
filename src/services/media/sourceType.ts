// portal spec §4 Media: source-type and stream-type detection; adapters spec §3/§5/§9: the RF channel
// descriptor converted from a DVB string and the platform's frequency unit.
import type { BridgeName, MediaRequest, MediaSourceType, RfDescriptor } from '../../../bridges/contract'

/** portal spec §4 Media: udp/rtp/rtmp is multicast */
export const MULTICAST_SCHEMES = ['udp', 'rtp', 'rtmp'] as const
/** portal spec §4 Media: mp4/mkv/avi/ts/ps is vod */
export const VOD_EXTENSIONS = ['mp4', 'mkv', 'avi', 'ts', 'ps'] as const
/** portal spec §4 Media: http/https/rtsp/hls is hls */
export const HLS_SCHEMES = ['http', 'https', 'rtsp', 'hls'] as const
/** portal spec §4 Media: a source containing flussonic is hls */
export const FLUSSONIC_MARK = 'flussonic'
/** adapters spec §5 File type: m3u8 is HLS */
export const HLS_EXTENSION = 'm3u8'
/** adapters spec §5 File type: mp3 is audio */
export const AUDIO_EXTENSIONS = ['mp3'] as const
/** adapters spec §9: satellites by index */
export const SATELLITES = ['TURKSAT_42E', 'HOTBIRD_13E', 'ASTRA_19_2E'] as const
/** adapters spec §5: RF frequency multiplied by 1,000,000 on hcap, by 1000 on Tizen */
export const HCAP_FREQUENCY_FACTOR = 1_000_000
export const TIZEN_FREQUENCY_FACTOR = 1000

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The lower-case scheme of a URL ('' when it has none). */
export function schemeOf(source: string): string {
  return SCHEME.exec(source.trim())?.[1]?.toLowerCase() ?? ''
}

/** The lower-case extension of the URL's path, query and fragment ignored ('' when none). */
export function extensionOf(source: string): string {
  const path = source.trim().split(/[?#]/, 1)[0] ?? ''
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** adapters spec §5 File type (portal spec §4 Media stream types): .m3u8 is HLS, .mp3 audio, otherwise mp4. */
export function streamTypeOf(source: string): MediaRequest['streamType'] {
  const extension = extensionOf(source)
  if (extension === HLS_EXTENSION) return 'hls'
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(extension)) return 'audio'
  return 'mp4'
}

// DVB strings as the hotel backend writes them: `dvb-t://frequency=474000&program=12`, scheme dvb-c,
// dvb-t, dvb-t2 or dvb-s (dashes optional), or analog; parameters frequency (required), program,
// symbolrate, satellite (index or name) and polarization (H or V).
const BROADCAST: Record<string, RfDescriptor['broadcastType']> = {
  'dvb-c': 'DVB-C',
  dvbc: 'DVB-C',
  'dvb-t': 'DVB-T',
  dvbt: 'DVB-T',
  'dvb-t2': 'DVB-T2',
  dvbt2: 'DVB-T2',
  'dvb-s': 'DVB-S',
  dvbs: 'DVB-S',
  'dvb-s2': 'DVB-S',
  dvbs2: 'DVB-S',
  analog: 'ANALOG',
}

/** adapters spec §9: DVB-C QAM256, 8MHz, major 1; DVB-T QAM256, major 2; DVB-T2 OFDM_T2; DVB-S QPSK; analog PAL */
const TUNING: Record<
  RfDescriptor['broadcastType'],
  Pick<RfDescriptor, 'modulation' | 'bandwidth' | 'major'>
> = {
  'DVB-C': { modulation: 'QAM256', bandwidth: '8MHz', major: 1 },
  'DVB-T': { modulation: 'QAM256', bandwidth: null, major: 2 },
  'DVB-T2': { modulation: 'OFDM_T2', bandwidth: null, major: null },
  'DVB-S': { modulation: 'QPSK', bandwidth: null, major: null },
  ANALOG: { modulation: 'PAL', bandwidth: null, major: null },
}

/** A parameter value; a malformed %-escape is kept as written (issue 20, fuzzing: decodeURIComponent
 * threw a URIError out of the source-type detection for `frequency=%E0`). */
function unescape(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function dvbParams(source: string): Map<string, string> {
  const rest = source.trim().replace(SCHEME, '').replace(/^\/\//, '').replace(/^\?/, '')
  const params = new Map<string, string>()
  for (const pair of rest.split(/[&;?]/)) {
    const [key, value] = pair.split('=')
    if (key && value !== undefined) params.set(key.trim().toLowerCase(), unescape(value.trim()))
  }
  return params
}

/** Above any tuner frequency in any unit a backend writes (Hz of a Ku-band satellite is ~1.3e10); keeps
 * the platform's scaled value (×1,000,000 on hcap) a finite number (issue 20, fuzzing). */
export const MAX_RF_FREQUENCY = 1e11

/** A finite, non-negative number, else null. */
const number = (value: string | undefined): number | null => {
  if (value === undefined || value === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null
}

function satelliteOf(value: string | undefined): string | null {
  if (value === undefined || value === '') return SATELLITES[0]
  const index = number(value)
  if (index !== null) return SATELLITES[index] ?? null
  const named = SATELLITES.find((name) => name === value.toUpperCase())
  return named ?? null
}

/**
 * adapters spec §3 RF channel descriptor from a DVB string; null unless it is a DVB (or analog) string
 * with a positive frequency (portal spec §4 Media: "DVB string with frequency is RF").
 */
export function parseDvbString(source: string): RfDescriptor | null {
  const broadcastType = BROADCAST[schemeOf(source)]
  if (!broadcastType) return null
  const params = dvbParams(source)
  const frequency = number(params.get('frequency') ?? params.get('freq'))
  if (frequency === null || frequency <= 0 || frequency > MAX_RF_FREQUENCY) return null
  const satellite =
    broadcastType === 'DVB-S' ? satelliteOf(params.get('satellite') ?? params.get('sat')) : null
  if (broadcastType === 'DVB-S' && satellite === null) return null
  // adapters spec §9: polarization H is horizontal, V vertical, default vertical
  const polarization = (params.get('polarization') ?? params.get('pol'))?.toUpperCase() === 'H' ? 'H' : 'V'
  return {
    broadcastType,
    frequency,
    programNumber: number(params.get('program') ?? params.get('programnumber') ?? params.get('sid')) ?? 0,
    symbolRate: number(params.get('symbolrate') ?? params.get('sr')) ?? 0,
    satelliteID: satellite,
    polarization,
    ...TUNING[broadcastType],
  }
}

/** adapters spec §5: the frequency in the platform's unit (hcap: ×1,000,000 for cable, terrestrial and
 * analog; Tizen: ×1000 except analog; other platforms take it as written). */
export function platformFrequency(rf: RfDescriptor, platform: BridgeName): number {
  if (platform === 'hcap')
    return rf.broadcastType === 'DVB-S' ? rf.frequency : rf.frequency * HCAP_FREQUENCY_FACTOR
  if (platform === 'tizen')
    return rf.broadcastType === 'ANALOG' ? rf.frequency : rf.frequency * TIZEN_FREQUENCY_FACTOR
  return rf.frequency
}

/**
 * portal spec §4 Media source type, in the spec's order: a DVB string with frequency is RF; udp/rtp/rtmp
 * multicast; mp4/mkv/avi/ts/ps vod; http/https/rtsp/hls or containing flussonic is hls. null: none of
 * them ('Invalid source type').
 */
export function detectSourceType(source: string): MediaSourceType | null {
  const trimmed = source.trim()
  if (parseDvbString(trimmed)) return 'rf'
  const scheme = schemeOf(trimmed)
  if ((MULTICAST_SCHEMES as readonly string[]).includes(scheme)) return 'multicast'
  if ((VOD_EXTENSIONS as readonly string[]).includes(extensionOf(trimmed))) return 'vod'
  if ((HLS_SCHEMES as readonly string[]).includes(scheme)) return 'hls'
  if (trimmed.toLowerCase().includes(FLUSSONIC_MARK)) return 'hls'
  return null
}
