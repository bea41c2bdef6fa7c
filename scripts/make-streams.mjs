#!/usr/bin/env node
// Writes the demo hotel's HLS test streams into assets/streams/<name>/ (index.m3u8 + 2 s segments),
// and one MP4 (assets/streams/film-mp4/film.mp4). Channels, VOD, records and signage of the demo
// backend (src/mocks/) all point at these. Names on the command line build only those streams
// (`node scripts/make-streams.mjs film-a`), so adding one leaves the committed others untouched.
// H.264 Baseline + AAC at a very low bitrate keeps the committed output small and playable on
// every TV engine (hls.js, Tizen avplay, LG hcap media). Run: `npm run streams` (needs ffmpeg).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'assets', 'streams')
const ffmpeg = process.env.FFMPEG ?? 'ffmpeg'
const SECONDS = 8
const SIZE = '426x240'

// One stream per programme genre, each with its own colour, label and tone so a tester can tell
// at a glance (and by ear) which stream is playing.
const streams = [
  { name: 'news', label: 'NEWS', color: '0x0d47a1', tone: 440 },
  { name: 'sports', label: 'SPORTS', color: '0x1b5e20', tone: 523 },
  { name: 'movies', label: 'MOVIES', color: '0x4a148c', tone: 587, bars: true },
  { name: 'kids', label: 'KIDS', color: '0xe65100', tone: 659 },
  { name: 'music', label: 'MUSIC', color: '0x880e4f', tone: 784 },
  { name: 'radio', label: 'RADIO', tone: 330, audioOnly: true },
  // The VOD films (issue 13): longer than the 10 s position save, so resume can be seen working, and
  // smaller (320x180, a lower bitrate) to keep the committed bytes down.
  { name: 'film-a', label: 'FILM A', color: '0x004d40', tone: 392, seconds: 24, film: true },
  { name: 'film-b', label: 'FILM B', color: '0x3e2723', tone: 494, seconds: 24, film: true },
  { name: 'film-mp4', label: 'MP4', color: '0x1a237e', tone: 370, seconds: 20, film: true, mp4: true },
]

const fontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  'C:/Windows/Fonts/arialbd.ttf',
]
const font = fontCandidates.find((path) => existsSync(path))

function videoFilter(stream) {
  const seconds = stream.seconds ?? SECONDS
  const size = stream.film ? '320x180' : SIZE
  const big = stream.film ? 40 : 64
  const small = stream.film ? 16 : 22
  const base = stream.bars
    ? `smptebars=s=${size}:r=25:d=${seconds}`
    : `color=c=${stream.color}:s=${size}:r=25:d=${seconds}`
  // A small moving test pattern gives the picture visible motion without costing many bits.
  const motion = `testsrc2=s=96x54:r=25:d=${seconds}[m];[bg][m]overlay=x='(W-w)*mod(t,4)/4':y=H-h-8`
  if (!font) return `${base}[bg];${motion}`
  const escaped = font.replace(/:/g, '\\:')
  const label = `drawtext=fontfile='${escaped}':text='${stream.label}':fontsize=${big}:fontcolor=white:x=(w-tw)/2:y=(h-th)/2-20`
  const clock = `drawtext=fontfile='${escaped}':text='%{pts\\:hms}':fontsize=${small}:fontcolor=white:x=(w-tw)/2:y=h/2+30`
  return `${base}[bg];${motion},${label},${clock}`
}

function run(args) {
  const result = spawnSync(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.error) throw new Error(`ffmpeg could not start: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`ffmpeg failed:\n${result.stderr.slice(-2000)}`)
}

function makeStream(stream) {
  const seconds = stream.seconds ?? SECONDS
  const dir = join(outDir, stream.name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // AAC priming would spill a 20 ms fifth segment on the audio-only stream; stop just short.
  const audioSeconds = stream.audioOnly ? seconds - 0.05 : seconds
  const audio = ['-f', 'lavfi', '-i', `sine=frequency=${stream.tone}:sample_rate=44100:duration=${seconds}`]
  const video = stream.audioOnly ? [] : ['-f', 'lavfi', '-i', videoFilter(stream)]
  const videoCodec = stream.audioOnly
    ? ['-vn']
    : [
        ...[
          '-map',
          '1:v',
          '-c:v',
          'libx264',
          '-profile:v',
          'baseline',
          '-level',
          '3.0',
          '-pix_fmt',
          'yuv420p',
        ],
        ...(stream.film
          ? ['-b:v', '36k', '-maxrate', '60k', '-bufsize', '120k']
          : ['-b:v', '90k', '-maxrate', '120k', '-bufsize', '240k']),
        ...['-g', '50', '-keyint_min', '50'],
        ...['-sc_threshold', '0', '-preset', 'veryslow'],
      ]
  const audioCodec = ['-map', '0:a', '-c:a', 'aac', '-b:a', stream.film ? '16k' : '32k', '-ac', '1']
  if (stream.mp4) {
    run([
      ...['-hide_banner', '-y', ...audio, ...video, ...audioCodec, '-t', String(seconds), ...videoCodec],
      ...['-movflags', '+faststart', join(dir, 'film.mp4')],
    ])
  } else
    run([
      ...['-hide_banner', '-y', ...audio, ...video],
      ...audioCodec,
      ...['-t', String(audioSeconds)],
      ...videoCodec,
      ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
      ...['-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')],
    ])
  return readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)
}

mkdirSync(outDir, { recursive: true })
if (!font) console.warn('No bold TrueType font found: streams get no text label.')
const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !streams.some((stream) => stream.name === name))
if (unknown.length > 0) throw new Error(`Unknown stream(s): ${unknown.join(', ')}`)
let total = 0
for (const stream of streams.filter((s) => wanted.length === 0 || wanted.includes(s.name))) {
  const bytes = makeStream(stream)
  total += bytes
  console.log(`${stream.name.padEnd(8)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB`)
}
console.log(`total    ${(total / 1024).toFixed(0).padStart(5)} KiB in ${outDir}`)
