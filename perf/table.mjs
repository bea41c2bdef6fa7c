// perf/table.mjs — the README's performance table from a run: node perf/table.mjs perf/results/<run>/results.json
// Prints markdown: ours (pixi, or the portal) beside the React DOM and Lightning 3 peers, medians.
import { readFileSync } from 'node:fs'
import { fmt } from './report.mjs'

const file = process.argv[2]
if (!file) throw new Error('usage: node perf/table.mjs perf/results/<run>/results.json')
const { meta, summary } = JSON.parse(readFileSync(file, 'utf8'))
const cell = (scenario, throttle, peer, metric) => summary[scenario]?.[throttle]?.[peer]?.[metric] ?? null
// a cell: its text and the value its ratio columns compare (the p95 of a p50 / p95 pair)
const show = (stat) => ({ text: stat ? fmt(stat.median) : '–', value: stat?.median ?? null })
const pair = (a, b) => ({
  text: a || b ? `${show(a).text} / ${show(b).text}` : '–',
  value: b?.median ?? a?.median ?? null,
})
const textOf = (c) => (typeof c === 'string' ? c : c.text)
const valueOf = (c) => (typeof c === 'string' ? null : c.value)
/** ours ÷ peer of the cell's compared value (the p95 for pairs): below 1, ours is lower */
const ratioCell = (ours, peer) => {
  const a = valueOf(ours)
  const b = valueOf(peer)
  return a !== null && b !== null && b > 0 ? `${(a / b).toFixed(2)}×` : '–'
}

const rows = []
const add = (label, throttle, get) =>
  rows.push([label, throttle, ...['pixi', 'dom', 'lightning'].map((peer) => get(peer))])
for (const [suite, n] of [
  ['guide', meta.config.n],
  ['guide5k', meta.config.nLarge],
]) {
  for (const t of meta.config.throttles) {
    add(`${n} ch: keys frame p50 / p95 ms`, `${t}x`, (p) =>
      pair(cell(`${suite}.keys`, t, p, 'frame_p50_ms'), cell(`${suite}.keys`, t, p, 'frame_p95_ms')),
    )
  }
  for (const t of meta.config.throttles)
    add(`${n} ch: keys input latency p50 / p95 ms`, `${t}x`, (p) =>
      pair(cell(`${suite}.keys`, t, p, 'input_p50_ms'), cell(`${suite}.keys`, t, p, 'input_p95_ms')),
    )
  for (const t of meta.config.throttles)
    add(`${n} ch: keys input to frame end p50 / p95 ms`, `${t}x`, (p) =>
      pair(cell(`${suite}.keys`, t, p, 'input_end_p50_ms'), cell(`${suite}.keys`, t, p, 'input_end_p95_ms')),
    )
  for (const part of ['held', 'paging'])
    for (const t of meta.config.throttles)
      add(`${n} ch: ${part} frame p50 / p95 ms`, `${t}x`, (p) =>
        pair(cell(`${suite}.${part}`, t, p, 'frame_p50_ms'), cell(`${suite}.${part}`, t, p, 'frame_p95_ms')),
      )
}
for (const t of meta.config.throttles) {
  add('keys: frames > 33 ms %', `${t}x`, (p) => show(cell('guide.keys', t, p, 'frames_over_33ms_pct')))
  add('keys: script / rendering ms per frame', `${t}x`, (p) =>
    pair(cell('guide.keys', t, p, 'script_per_frame_ms'), cell('guide.keys', t, p, 'render_per_frame_ms')),
  )
  add('keys: long tasks (count)', `${t}x`, (p) => show(cell('guide.keys', t, p, 'long_tasks')))
  add('keys: GPU-process CPU ms', `${t}x`, (p) => show(cell('guide.keys', t, p, 'gpu_cpu_ms')))
}
add('keys: draw calls per frame', '1x', (p) => show(cell('guide.keys', 1, p, 'draw_calls_per_frame')))
add('keys: display objects / texture MB', '1x', (p) =>
  pair(cell('guide.keys', 1, p, 'display_objects'), cell('guide.keys', 1, p, 'texture_mb')),
)
for (const t of meta.config.throttles)
  add('boot: first frame ms', `${t}x`, (p) => show(cell('guide.boot', t, p, 'first_frame_ms')))
add('boot: heap after GC MB (1,000 / 5,000 ch)', '1x', (p) =>
  pair(cell('guide.boot', 1, p, 'heap_mb'), cell('guide5k.boot', 1, p, 'heap_mb')),
)
add('boot: JS gzip KB', '–', (p) => show(cell('guide.boot', 1, p, 'js_gzip_kb')))
add('boot: requests / KB', '1x', (p) =>
  pair(cell('guide.boot', 1, p, 'boot_requests'), cell('guide.boot', 1, p, 'boot_request_kb')),
)
add('idle 10 s: frames drawn / rAF calls', '1x', (p) =>
  pair(cell('guide.idle', 1, p, 'peer_frames'), cell('guide.idle', 1, p, 'raf_calls')),
)
add('idle 10 s: % of one core', '1x', (p) => show(cell('guide.idle', 1, p, 'core_pct')))
for (const t of meta.config.throttles)
  add('carousel: frame p50 / p95 ms', `${t}x`, (p) =>
    pair(cell('carousel.autoplay', t, p, 'frame_p50_ms'), cell('carousel.autoplay', t, p, 'frame_p95_ms')),
  )
add('slideshow: heap start → end MB', '1x', (p) => {
  const a = cell('slideshow', 1, p, 'heap_start_mb')
  const b = cell('slideshow', 1, p, 'heap_end_mb')
  return a && b ? `${fmt(a.median)} → ${fmt(b.median)}` : '–'
})
add('slideshow: texture MB max', '1x', (p) => show(cell('slideshow', 1, p, 'texture_mb_max')))

console.log('| metric | CPU | ours (Pixi) | React DOM | Lightning 3 | ours ÷ DOM | ours ÷ Lightning |')
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const [label, throttle, ours, dom, lightning] of rows)
  console.log(
    `| ${[label, throttle, ...[ours, dom, lightning].map(textOf), ratioCell(ours, dom), ratioCell(ours, lightning)].join(' | ')} |`,
  )

const portal = []
for (const t of meta.config.throttles) {
  const boot = (m) => show(cell('portal.boot', t, 'portal', m)).text
  const home = (m) => show(cell('portal.home', t, 'portal', m)).text
  const live = (m) => show(cell('live.keys', t, 'portal', m)).text
  portal.push(
    `| ${t}x | ${boot('first_frame_ms')} | ${boot('navigation_on_ms')} | ${home('frame_p50_ms')} / ${home('frame_p95_ms')} | ${home('input_p50_ms')} / ${home('input_p95_ms')} | ${live('frame_p50_ms')} / ${live('frame_p95_ms')} | ${live('input_p50_ms')} / ${live('input_p95_ms')} |`,
  )
}
console.log(
  '\n| CPU | portal boot: Home shown ms | navigation on ms | Home keys frame p50 / p95 ms | Home input p50 / p95 ms | Live list keys frame p50 / p95 ms | Live input p50 / p95 ms |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const line of portal) console.log(line)
const b = (m) => show(cell('portal.boot', 1, 'portal', m)).text
const i = (m) => show(cell('portal.idle', 1, 'portal', m)).text
console.log(
  `\nportal at 1x: boot JS ${b('js_gzip_kb')} KB gzip, ${b('boot_requests')} requests / ${b('boot_request_kb')} KB before Home, heap ${b('heap_mb')} MB; idle 10 s: ${i('peer_frames')} frames, ${i('raf_calls')} rAF calls, ${i('core_pct')} % of a core`,
)
