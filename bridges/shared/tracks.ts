// adapters spec §3 Subtitle / audio-language entry and §5: subtitle lists start with an extra entry key
// off, value None; lists of one entry or fewer count as unavailable (false); Tizen broadcast lists are
// de-duplicated by language and drop the language code yyy.
import type { TrackEntry } from '../contract'

export const SUBTITLE_OFF_KEY = 'off'
export const SUBTITLE_OFF_LABEL = 'None'
/** adapters spec §5: the language code Tizen broadcast lists drop */
export const UNDEFINED_LANGUAGE = 'yyy'

export function listOrFalse(list: TrackEntry[]): TrackEntry[] | false {
  return list.length > 1 ? list : false
}

/** The platform's subtitles behind the off/None entry; false when the platform has none. */
export function subtitleList(tracks: TrackEntry[], offSelected: boolean): TrackEntry[] | false {
  return listOrFalse([{ key: SUBTITLE_OFF_KEY, value: SUBTITLE_OFF_LABEL, selected: offSelected }, ...tracks])
}

/** The same, with off selected when none of the platform's subtitles is. */
export const subtitlesOf = (tracks: TrackEntry[]): TrackEntry[] | false =>
  subtitleList(tracks, !tracks.some((track) => track.selected))

export type LanguageTrack = { key: string; language: string; selected: boolean }

/** Tizen broadcast lists: one entry per language (the first seen, selected if any of its tracks is), no yyy. */
export function dedupeByLanguage(tracks: readonly LanguageTrack[]): TrackEntry[] {
  const byLanguage = new Map<string, TrackEntry>()
  for (const track of tracks) {
    const language = track.language.trim()
    if (language === '' || language.toLowerCase() === UNDEFINED_LANGUAGE) continue
    const known = byLanguage.get(language)
    if (known) known.selected ||= track.selected
    else byLanguage.set(language, { key: track.key, value: language, selected: track.selected })
  }
  return [...byLanguage.values()]
}
