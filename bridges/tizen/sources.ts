// Tizen source codes (adapters spec §3 Source inputs): the first variant's row is the spec's table
// (TV, HDMI, HDMI-2, HDMI-3); tizenv2 names inputs as its tvwindow SourceInfo does (type + number).
import type { SourceInput } from '../contract'
import type { VideoSource as VideoSourceRef } from './tizenApi'

export type TizenVariant = 'tizen' | 'tizenv2'

export const TIZEN_SOURCES: Readonly<Record<TizenVariant, Readonly<Record<SourceInput, string>>>> = {
  tizen: {
    MAIN: 'TV',
    VOD: 'TV',
    HLS: 'TV',
    MULTICAST: 'TV',
    RF: 'TV',
    HDMI1: 'HDMI',
    HDMI2: 'HDMI-2',
    HDMI3: 'HDMI-3',
    HDMI4: 'HDMI-4',
  },
  tizenv2: {
    MAIN: 'TV',
    VOD: 'TV',
    HLS: 'TV',
    MULTICAST: 'TV',
    RF: 'TV',
    HDMI1: 'HDMI1',
    HDMI2: 'HDMI2',
    HDMI3: 'HDMI3',
    HDMI4: 'HDMI4',
  },
}

/** the tvwindow SourceInfo of an input: {type: 'TV' | 'HDMI', number} */
export function tizenSourceOf(input: SourceInput): VideoSourceRef {
  const hdmi = /^HDMI(\d)$/.exec(input)
  return hdmi ? { type: 'HDMI', number: Number(hdmi[1]) } : { type: 'TV', number: 1 }
}

/** the portal input of a tvwindow SourceInfo */
export function inputOfSource(source: VideoSourceRef): SourceInput {
  if (source.type !== 'HDMI') return 'MAIN'
  return (['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'] as const)[source.number - 1] ?? 'MAIN'
}
