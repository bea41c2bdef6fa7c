// Subtitled streams (issue 12: captions in one press): any demo stream (a channel's or a film's) as an HLS
// master playlist with two WebVTT subtitle tracks, English and Arabic, written on request, so the
// universal bridge's hls.js lists them (adapters spec §3 subtitle list: off, then the tracks) and the guest can cycle through them.
import { http, HttpResponse } from 'msw'
import { FILM_STREAM_NAMES, STREAM_NAMES, type FilmStreamName, type StreamName } from '../fixtures/media'
import { contentType } from './files'
import { failure, on } from './http'

/** the tracks every subtitled stream carries: language, name, and the line shown for the whole clip */
export const SUBTITLE_TRACKS = [
  { language: 'en', name: 'English', line: 'Welcome to the Grand Bosphorus Hotel.' },
  { language: 'ar', name: 'العربية', line: 'أهلاً بكم في فندق جراند بوسفوروس.' },
] as const
/** seconds: the committed channel clips are 4 segments of 2 s, the films 12 (scripts/make-streams.mjs) */
const CLIP_SECONDS = 8
const FILM_SECONDS = 24

type Subtitled = StreamName | FilmStreamName
const streamOf = (name: string): Subtitled | null =>
  [...STREAM_NAMES, ...FILM_STREAM_NAMES].find((stream) => stream === name) ?? null
const secondsOf = (stream: Subtitled): number =>
  (FILM_STREAM_NAMES as readonly string[]).includes(stream) ? FILM_SECONDS : CLIP_SECONDS
/** a WebVTT timestamp (mm:ss.ttt) */
const cue = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`
const text = (body: string, file: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': contentType(file) } })

function master(stream: Subtitled): string {
  const media = SUBTITLE_TRACKS.map(
    (track) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${track.name}",LANGUAGE="${track.language}",` +
      `AUTOSELECT=NO,DEFAULT=NO,URI="/media/streams/${stream}/subs-${track.language}.m3u8"`,
  )
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    ...media,
    '#EXT-X-STREAM-INF:BANDWIDTH=400000,SUBTITLES="subs"',
    `/media/streams/${stream}/index.m3u8`,
    '',
  ].join('\n')
}

const subtitlePlaylist = (stream: Subtitled, language: string): string =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    `#EXT-X-TARGETDURATION:${secondsOf(stream)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${secondsOf(stream)}.000,`,
    `/media/streams/${stream}/subs-${language}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n')

export function createSubtitleHandlers() {
  return [
    http.get(on('/media/streams/:name/subtitled.m3u8'), ({ params }) => {
      const stream = streamOf(String(params['name']))
      return stream ? text(master(stream), 'subtitled.m3u8') : failure(404, 'Not Found')
    }),
    http.get(on('/media/streams/:name/:file'), ({ params }) => {
      const stream = streamOf(String(params['name']))
      const match = /^subs-([a-z]{2})\.(m3u8|vtt)$/.exec(String(params['file']))
      const track = SUBTITLE_TRACKS.find((entry) => entry.language === match?.[1])
      // not a subtitle file: the stream's own files (media.ts)
      if (!stream || !match || !track) return undefined
      if (match[2] === 'm3u8') return text(subtitlePlaylist(stream, track.language), 'subs.m3u8')
      return new HttpResponse(`WEBVTT\n\n${cue(0)} --> ${cue(secondsOf(stream))}\n${track.line}\n`, {
        headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
      })
    }),
  ]
}
