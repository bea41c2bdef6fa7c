// LG's `hcap` JavaScript API (Pro:Centric hcap.js) as the bridge uses it: namespaces of functions that
// each take one option object with onSuccess/onFailure, and answer on the TV's schedule. The types are
// the subset this bridge calls; names and shapes are LG's (hcap.js 1.24). Events arrive on `document`.

export type HcapFailure = { errorMessage?: string }
export type HcapResult = Record<string, unknown>
export type HcapOptions = Record<string, unknown> & {
  onSuccess?: (result: HcapResult) => void
  onFailure?: (failure: HcapFailure) => void
}
export type HcapFn = (options: HcapOptions) => void

export type HcapMedia = Record<
  | 'play'
  | 'pause'
  | 'resume'
  | 'stop'
  | 'destroy'
  | 'getInformation'
  | 'getPlayPosition'
  | 'setPlayPosition'
  | 'getAudioLanguage'
  | 'setAudioLanguage'
  | 'setSubtitleOn',
  HcapFn
>

export type Hcap = {
  power: { PowerMode: { NORMAL: number; WARM: number } } & Record<
    'getPowerMode' | 'setPowerMode' | 'powerOff' | 'reboot',
    HcapFn
  >
  volume: Record<'getVolumeLevel' | 'setVolumeLevel', HcapFn>
  property: Record<'getProperty' | 'setProperty' | 'getHotelMode' | 'setHotelMode', HcapFn>
  network: Record<'getNetworkDevice' | 'getNetworkInformation' | 'getNumberOfNetworkDevices', HcapFn>
  externalinput: { ExternalInputType: Record<string, number> } & Record<
    'getCurrentExternalInput' | 'setCurrentExternalInput' | 'isExternalInputConnected',
    HcapFn
  >
  channel: {
    ChannelType: Record<string, number>
    RfBroadcastType: Record<string, number>
    IpBroadcastType: Record<string, number>
    Polarization: Record<string, number>
  } & Record<
    | 'requestChangeCurrentChannel'
    | 'stopCurrentChannel'
    | 'getCurrentChannel'
    | 'getCurrentChannelAudioLanguageList'
    | 'getCurrentChannelAudioLanguageIndex'
    | 'setCurrentChannelAudioLanguageIndex'
    | 'getCurrentChannelSubtitleList'
    | 'getCurrentChannelSubtitleIndex'
    | 'setCurrentChannelSubtitleIndex',
    HcapFn
  >
  video: Record<'setVideoSize', HcapFn>
  key: { Code: Record<string, number> } & Record<'clearKeyTable' | 'addKeyItem' | 'sendKey', HcapFn>
  preloadedApplication: Record<
    'getPreloadedApplicationList' | 'launchPreloadedApplication' | 'destroyPreloadedApplication',
    HcapFn
  >
  Media: Record<'startUp' | 'shutDown', HcapFn> & { createMedia(options: HcapOptions): HcapMedia | null }
  socket: Record<'openTcpDaemon' | 'openUdpDaemon', HcapFn>
  system: Record<'getProcentricServer', HcapFn>
  /** the set's own guest-data clear (requestCheckout); absent on older sets */
  checkout?: Partial<Record<'requestCheckout', HcapFn>>
}

/** hcap.power.PowerMode */
export const POWER_MODE = { NORMAL: 1, WARM: 2 } as const
/** hcap.externalinput.ExternalInputType */
export const INPUT_TYPE = { TV: 1, HDMI: 6, USB: 8, OTHERS: 9 } as const
/** hcap.channel.ChannelType / IpBroadcastType / RfBroadcastType */
export const CHANNEL_TYPE = { RF: 1, IP: 2 } as const
export const IP_BROADCAST = { UDP: 16, RTP: 32 } as const
export const RF_BROADCAST = {
  TERRESTRIAL: 16,
  TERRESTRIAL_2: 17,
  SATELLITE: 32,
  CABLE: 48,
  ANALOG_PAL_BG: 64,
} as const
/** hcap.channel.ChannelStatus: 0 unknown, 16 audio/video displayed, 33 no signal */
export const CHANNEL_STATUS = { UNKNOWN: 0, AV_DISPLAYED: 16, NO_SIGNAL: 33 } as const

export class HcapError extends Error {}

/** One hcap call as a promise: onSuccess resolves with the TV's answer, onFailure rejects with its message. */
export function hcapCall(fn: HcapFn | undefined, options: Record<string, unknown> = {}): Promise<HcapResult> {
  return new Promise<HcapResult>((resolve, reject) => {
    if (typeof fn !== 'function') return reject(new HcapError('This hcap function is not available'))
    try {
      fn({
        ...options,
        onSuccess: (result) => resolve(result ?? {}),
        onFailure: (failure) => reject(new HcapError(failure?.errorMessage || 'hcap call failed')),
      })
    } catch (error) {
      reject(error instanceof Error ? error : new HcapError(String(error)))
    }
  })
}

export const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback
export const str = (value: unknown): string => (typeof value === 'string' ? value : '')
