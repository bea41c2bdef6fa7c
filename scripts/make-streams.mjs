#!/usr/bin/env node
// Writes the demo hotel's HLS test streams into assets/streams/<name>/ (index.m3u8 + 2 s segments).
// Channels, VOD, records and signage of the demo backend (src/mocks/) all point at these.
// H.264 Baseline + AAC at a very low bitrate keeps the committed output small and playable on
// every TV engine (hls.js, Tizen avplay, LG hcap media). Run: `npm run streams` (needs ffmpeg).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'assets', 'streams')
const ffmpeg = process.env.FFMPEG ?? 'ffmpeg'
const seconds = 8
const size = '426x240'

// One stream per programme genre, each with its own colour, label and tone so a tester can tell
// at a glance (and by ear) which stream is playing.
const streams = [
  { name: 'news', label: 'NEWS', color: '0x0d47a1', tone: 440 },
  { name: 'sports', label: 'SPORTS', color: '0x1b5e20', tone: 523 },
  { name: 'movies', label: 'MOVIES', color: '0x4a148c', tone: 587, bars: true },
  { name: 'kids', label: 'KIDS', color: '0xe65100', tone: 659 },
  { name: 'music', label: 'MUSIC', color: '0x880e4f', tone: 784 },
  { name: 'radio', label: 'RADIO', tone: 330, audioOnly: true },
]

const fontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  'C:/Windows/Fonts/arialbd.ttf',
]
const font = fontCandidates.find((path) => existsSync(path))

function videoFilter(stream) {
  const base = stream.bars
    ? `smptebars=s=${size}:r=25:d=${seconds}`
    : `color=c=${stream.color}:s=${size}:r=25:d=${seconds}`
  // A small moving test pattern gives the picture visible motion without costing many bits.
  const motion = `testsrc2=s=96x54:r=25:d=${seconds}[m];[bg][m]overlay=x='(W-w)*mod(t,4)/4':y=H-h-8`
  if (!font) return `${base}[bg];${motion}`
  const escaped = font.replace(/:/g, '\\:')
  const label = `drawtext=fontfile='${escaped}':text='${stream.label}':fontsize=64:fontcolor=white:x=(w-tw)/2:y=(h-th)/2-20`
  const clock = `drawtext=fontfile='${escaped}':text='%{pts\\:hms}':fontsize=22:fontcolor=white:x=(w-tw)/2:y=h/2+30`
  return `${base}[bg];${motion},${label},${clock}`
}

function run(args) {
  const result = spawnSync(ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
  if (result.error) throw new Error(`ffmpeg could not start: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`ffmpeg failed:\n${result.stderr.slice(-2000)}`)
}

function makeStream(stream) {
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
        ...['-b:v', '90k', '-maxrate', '120k', '-bufsize', '240k', '-g', '50', '-keyint_min', '50'],
        ...['-sc_threshold', '0', '-preset', 'veryslow'],
      ]
  run([
    ...['-hide_banner', '-y', ...audio, ...video],
    ...['-map', '0:a', '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-t', String(audioSeconds)],
    ...videoCodec,
    ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_flags', 'independent_segments'],
    ...['-hls_segment_filename', join(dir, 'seg%d.ts'), join(dir, 'index.m3u8')],
  ])
  return readdirSync(dir).reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)
}

mkdirSync(outDir, { recursive: true })
if (!font) console.warn('No bold TrueType font found: streams get no text label.')
let total = 0
for (const stream of streams) {
  const bytes = makeStream(stream)
  total += bytes
  console.log(`${stream.name.padEnd(8)} ${(bytes / 1024).toFixed(0).padStart(5)} KiB`)
}
console.log(`total    ${(total / 1024).toFixed(0).padStart(5)} KiB in ${outDir}`)
