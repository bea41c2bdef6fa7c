// Formatting of the harness results: the console summary and report.html (tables with ours ÷ peer
// ratios, frame-time histograms, frame timelines, slideshow memory timelines; inline SVG, no scripts).
import { FRAME_BINS, histogram, INTERVAL_MIN_RUNS, oursOf, timeline } from './lib/stats.mjs'

export const fmt = (value) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : Math.abs(value) >= 10
        ? value.toFixed(1)
        : value.toFixed(2)

const stat = (value) =>
  value
    ? value.n > 1
      ? `${fmt(value.median)} (${fmt(value.min)}–${fmt(value.max)})`
      : fmt(value.median)
    : '–'
const ratio = (value) => (typeof value === 'number' ? `${value.toFixed(2)}×` : '–')
/** a ratio with its 95 % bootstrap interval when the run had enough runs for one (stats.mjs ratioInterval) */
const ratioWithin = (value, interval) =>
  interval && typeof value === 'number'
    ? `${ratio(value)} (${interval[0].toFixed(2)}–${interval[1].toFixed(2)})`
    : ratio(value)

// What each metric means, shown under its name in the HTML report (perf/README.md says more).
export const METRIC_HELP = {
  first_frame_ms: 'navigation start → first frame showing the scene (portal: Home shown with focus)',
  navigation_on_ms: 'portal: navigation start → remote navigation enabled (spec: 1 s after a navigation)',
  heap_mb: 'JS heap after a forced GC, end of run',
  js_gzip_kb: 'gzip -9 of the JS the page loads at boot',
  boot_requests: 'requests made before the first frame (document included)',
  boot_request_kb: 'bytes over the wire of those requests',
  frame_p50_ms: 'rAF interval, median',
  frame_p95_ms: 'rAF interval, 95th percentile',
  frame_p99_ms: 'rAF interval, 99th percentile',
  frames_over_20ms_pct: '% of rAF intervals over 20 ms',
  frames_over_33ms_pct: '% of rAF intervals over 33.4 ms (a dropped frame at 30 Hz)',
  raf_frames: 'rAF intervals recorded (frames the main thread produced)',
  input_p50_ms:
    'key event → the frame that shows its change (our stage: the end of its draw; the others: the start of their animation frame, before their own rendering), median',
  input_p95_ms: 'the same, 95th percentile',
  input_max_ms: 'the same, worst key',
  input_end_p50_ms:
    "key event → the end of the main-thread frame that shows its change, every peer's rendering included, median",
  input_end_p95_ms: 'the same, 95th percentile',
  script_ms: 'main-thread JS (CDP ScriptDuration), canvas drawing included',
  draw_js_ms: "JS inside our renderer's frame render (Pixi only)",
  style_layout_ms: 'style recalculation + layout (CDP)',
  other_main_ms: 'other main-thread task time: paint, compositing commit, GC, parsing',
  task_ms: 'main-thread task time (CDP TaskDuration)',
  script_per_frame_ms: '(script − draw JS) per frame',
  render_per_frame_ms: '(draw JS + style/layout + other) per frame: rendering work',
  renderer_cpu_ms: 'renderer process CPU (SystemInfo)',
  gpu_cpu_ms: 'GPU process CPU (SystemInfo; shared by the browser)',
  long_tasks: 'tasks over 50 ms',
  long_task_ms: 'total duration of those tasks',
  draw_calls_per_frame: 'WebGL draw calls per frame that drew (– for the DOM)',
  gl_frames: 'frames with WebGL draw calls',
  display_objects: 'Pixi display objects / Lightning nodes / DOM elements',
  texture_mb: 'WebGL texture memory, level-0 RGBA8 estimate',
  duration_ms: 'scenario wall time',
  raf_calls: 'requestAnimationFrame calls the page made (a loop left running shows here)',
  peer_frames: 'frames our render-on-demand loop drew',
  frames_per_s: 'frames drawn per second while idle',
  core_pct: '(renderer + GPU CPU) / wall time, % of one core',
  heap_growth_mb: 'heap after GC, end − start',
  resolution: "our stage's drawing-buffer resolution (default 1)",
  antialias: "1 when our stage's WebGL context antialiases (default off: 0)",
}

// The console shows these; the HTML report shows every metric.
const CONSOLE_METRICS = [
  'first_frame_ms',
  'heap_mb',
  'js_gzip_kb',
  'boot_requests',
  'boot_request_kb',
  'frame_p50_ms',
  'frame_p95_ms',
  'frames_over_33ms_pct',
  'input_p50_ms',
  'input_p95_ms',
  'input_end_p50_ms',
  'input_end_p95_ms',
  'script_per_frame_ms',
  'render_per_frame_ms',
  'long_tasks',
  'draw_calls_per_frame',
  'display_objects',
  'texture_mb',
  'peer_frames',
  'raf_calls',
  'core_pct',
  'heap_start_mb',
  'heap_end_mb',
  'heap_growth_mb',
  'texture_mb_max',
]

const peersOf = (byPeer) => {
  const peers = Object.keys(byPeer)
  const ours = oursOf(peers)
  return ours ? [ours, ...peers.filter((peer) => peer !== ours)] : peers
}

const sortedEntries = (object) => Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/** One table per scenario × throttle: our median, each peer's, and ours ÷ peer. */
export function consoleSummary({ summary, ratios, ratio_intervals: intervals = {}, skipped, problems }) {
  const lines = []
  for (const [scenario, byThrottle] of sortedEntries(summary))
    for (const [throttle, byPeer] of sortedEntries(byThrottle)) {
      const peers = peersOf(byPeer)
      const ours = oursOf(peers)
      const others = ours ? peers.filter((peer) => peer !== ours) : []
      lines.push(
        '',
        `${scenario} @ ${throttle}x CPU (medians; ratio = ${ours ?? 'ours'} ÷ peer, ` +
          `with its 95 % bootstrap interval from ${INTERVAL_MIN_RUNS} runs up)`,
      )
      const names = CONSOLE_METRICS.filter((name) => peers.some((peer) => byPeer[peer]?.[name]))
      const header = ['metric', ...peers, ...others.map((peer) => `÷ ${peer}`)]
      const rows = names.map((name) => [
        name,
        ...peers.map((peer) => fmt(byPeer[peer]?.[name]?.median)),
        ...others.map((peer) =>
          ratioWithin(
            ratios[scenario]?.[throttle]?.[peer]?.[name],
            intervals[scenario]?.[throttle]?.[peer]?.[name],
          ),
        ),
      ])
      const widths = header.map((_, k) => Math.max(...[header, ...rows].map((row) => row[k].length)))
      for (const row of [header, ...rows]) lines.push(row.map((text, k) => text.padEnd(widths[k])).join('  '))
    }
  for (const skip of skipped) lines.push('', `SKIPPED ${skip.suite}: ${skip.reason}`)
  for (const problem of problems) lines.push('', `PROBLEM ${problem}`)
  return lines.join('\n')
}

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

const PALETTE = ['#c9a45c', '#3a6ea5', '#2e7d4f', '#a5473a', '#6a4fa5', '#4fa59a']
const colorOf = (peers, peer) => PALETTE[peers.indexOf(peer) % PALETTE.length]

function legend(peers) {
  return peers
    .map(
      (peer, k) =>
        `<rect x="${10 + k * 130}" y="4" width="10" height="10" fill="${colorOf(peers, peer)}"/>` +
        `<text x="${24 + k * 130}" y="13" font-size="11">${escape(peer)}</text>`,
    )
    .join('')
}

/** Share of frames per interval bin, one bar per peer per bin (all runs pooled). */
function histogramSvg(intervalsByPeer, peers) {
  const shares = peers.map((peer) => {
    const values = intervalsByPeer[peer] ?? []
    const counts = histogram(values, FRAME_BINS)
    return counts.map((count) => (values.length ? count / values.length : 0))
  })
  const bins = FRAME_BINS.length
  const group = peers.length * 14 + 10
  const width = 50 + bins * group
  const height = 190
  const scale = (share) => share * (height - 60)
  const bars = shares
    .flatMap((row, p) =>
      row.map((share, b) => {
        const x = 40 + b * group + p * 14
        const h = scale(share)
        return `<rect x="${x}" y="${height - 30 - h}" width="12" height="${h}" fill="${colorOf(peers, peers[p])}"><title>${escape(peers[p])}: ${(100 * share).toFixed(1)} %</title></rect>`
      }),
    )
    .join('')
  const labels = FRAME_BINS.map(
    (edge, b) =>
      `<text x="${40 + b * group}" y="${height - 14}" font-size="9">${b + 1 < bins ? `${edge}–${FRAME_BINS[b + 1]}` : `≥${edge}`}</text>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="frame interval histogram">${legend(peers)}<text x="2" y="${height - 2}" font-size="9">ms; bar = share of frames</text>${bars}${labels}</svg>`
}

/** Frame interval over time of each peer's first run (ms, clipped at 250). */
function timelineSvg(firstRunIntervals, peers) {
  const width = 640
  const height = 170
  const series = peers.map((peer) => timeline(firstRunIntervals[peer] ?? []))
  const span = Math.max(1, ...series.map((points) => points.at(-1)?.[0] ?? 0))
  const cap = 250
  const y = (ms) => height - 20 - (Math.min(ms, cap) / cap) * (height - 40)
  const guide = (ms) =>
    `<line x1="30" x2="${width}" y1="${y(ms)}" y2="${y(ms)}" stroke="#bbb" stroke-dasharray="3 3"/><text x="0" y="${y(ms) + 3}" font-size="9">${ms}</text>`
  const lines = series
    .map((points, p) => {
      const path = points
        .map(([t, ms]) => `${(30 + (t / span) * (width - 40)).toFixed(1)},${y(ms).toFixed(1)}`)
        .join(' ')
      return `<polyline fill="none" stroke="${colorOf(peers, peers[p])}" stroke-width="1.2" points="${path}"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="frame timeline">${legend(peers)}${guide(16.7)}${guide(33.4)}${guide(100)}${lines}<text x="30" y="${height - 4}" font-size="9">0 … ${(span / 1000).toFixed(1)} s (first run of each peer)</text></svg>`
}

/**
 * Input latency (key event → the frame that shows it) per peer, all runs pooled: each peer's latencies
 * sorted, so the curve at 50 % is the p50 and at 95 % the p95 (ms, clipped at 400).
 */
function latencySvg(latenciesByPeer, peers) {
  const width = 640
  const height = 190
  const cap = 400
  const x = (share) => 40 + share * (width - 60)
  const y = (ms) => height - 30 - (Math.min(ms, cap) / cap) * (height - 50)
  const guide = (ms) =>
    `<line x1="40" x2="${width - 20}" y1="${y(ms)}" y2="${y(ms)}" stroke="#bbb" stroke-dasharray="3 3"/><text x="4" y="${y(ms) + 3}" font-size="9">${ms}</text>`
  const marks = [0.5, 0.95]
    .map(
      (share) =>
        `<line x1="${x(share)}" x2="${x(share)}" y1="20" y2="${height - 30}" stroke="#ddd"/><text x="${x(share) - 10}" y="${height - 16}" font-size="9">p${Math.round(share * 100)}</text>`,
    )
    .join('')
  const lines = peers
    .map((peer) => {
      const sorted = [...(latenciesByPeer[peer] ?? [])].sort((a, b) => a - b)
      if (sorted.length === 0) return ''
      const points = sorted
        .map(
          (ms, k) => `${x(sorted.length === 1 ? 1 : k / (sorted.length - 1)).toFixed(1)},${y(ms).toFixed(1)}`,
        )
        .join(' ')
      return `<polyline fill="none" stroke="${colorOf(peers, peer)}" stroke-width="1.4" points="${points}"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="input latency">${legend(peers)}${guide(50)}${guide(100)}${guide(200)}${marks}${lines}<text x="40" y="${height - 4}" font-size="9">input latency ms by share of key presses (all runs)</text></svg>`
}

/** Slideshow memory: heap and texture MB over time per peer. */
function memorySvg(slideshows) {
  const width = 640
  const height = 190
  const peers = slideshows.map((s) => s.peer)
  const all = slideshows.flatMap((s) => s.samples)
  const span = Math.max(1, ...all.map((s) => s.t))
  const top = Math.max(1, ...all.flatMap((s) => [s.heap_mb, s.texture_mb ?? 0]))
  const x = (t) => 30 + (t / span) * (width - 40)
  const y = (mb) => height - 20 - (mb / top) * (height - 40)
  const lines = slideshows
    .flatMap((s) =>
      [
        ['heap_mb', ''],
        ['texture_mb', '4 3'],
      ].map(([key, dash]) => {
        const points = s.samples.filter((p) => typeof p[key] === 'number')
        return `<polyline fill="none" stroke="${colorOf(peers, s.peer)}" stroke-dasharray="${dash}" points="${points
          .map((p) => `${x(p.t).toFixed(1)},${y(p[key]).toFixed(1)}`)
          .join(' ')}"/>`
      }),
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="slideshow memory">${legend(peers)}${lines}<text x="30" y="${height - 4}" font-size="9">solid: JS heap MB, dashed: texture MB; max ${fmt(top)} MB over ${(span / 60000).toFixed(1)} min</text></svg>`
}

export function renderHtml({
  meta,
  summary,
  ratios,
  ratio_intervals: intervals = {},
  runs,
  slideshows,
  memory = [],
  skipped,
  problems,
}) {
  const sections = []
  for (const [scenario, byThrottle] of sortedEntries(summary))
    for (const [throttle, byPeer] of sortedEntries(byThrottle)) {
      const peers = peersOf(byPeer)
      const ours = oursOf(peers)
      const others = ours ? peers.filter((peer) => peer !== ours) : []
      const names = [...new Set(peers.flatMap((peer) => Object.keys(byPeer[peer] ?? {})))]
      const head = [
        '<th>metric</th>',
        ...peers.map((peer) => `<th>${escape(peer)}</th>`),
        ...others.map((peer) => `<th>${escape(ours)} ÷ ${escape(peer)}</th>`),
      ].join('')
      const rows = names
        .map((name) => {
          const cells = peers.map((peer) => `<td>${stat(byPeer[peer]?.[name])}</td>`)
          const ratioCells = others.map(
            (peer) =>
              `<td>${ratioWithin(
                ratios[scenario]?.[throttle]?.[peer]?.[name],
                intervals[scenario]?.[throttle]?.[peer]?.[name],
              )}</td>`,
          )
          return `<tr><th>${escape(name)}<small>${escape(METRIC_HELP[name] ?? '')}</small></th>${cells.join('')}${ratioCells.join('')}</tr>`
        })
        .join('\n')
      const [suite, part] = scenario.split('.')
      const matching = runs.filter((run) => run.suite === suite && String(run.throttle) === throttle)
      const pooled = {}
      const firstRun = {}
      const latencies = {}
      for (const run of matching) {
        const values = run.intervals?.[part]
        if (!values) continue
        ;(pooled[run.peer] ??= []).push(...values)
        if (!firstRun[run.peer]) firstRun[run.peer] = values
        if (run.latencies?.[part]?.length) (latencies[run.peer] ??= []).push(...run.latencies[part])
      }
      const charts = Object.keys(pooled).length
        ? `<div class="charts">${histogramSvg(pooled, peers)}${timelineSvg(firstRun, peers)}${
            Object.keys(latencies).length ? latencySvg(latencies, peers) : ''
          }</div>`
        : ''
      sections.push(
        `<section><h2>${escape(scenario)} @ ${escape(throttle)}x CPU</h2>${charts}<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></section>`,
      )
    }
  if (slideshows.length) sections.push(`<section><h2>slideshow memory</h2>${memorySvg(slideshows)}</section>`)
  // memory runs of a suite (signage): one plot per run
  for (const series of memory)
    sections.push(
      `<section><h2>${escape(series.scenario)} memory (${escape(series.peer)}, ${series.throttle}x, run ${series.run})</h2>${memorySvg([series])}</section>`,
    )
  const c = meta.config
  const notes = [
    ...skipped.map((skip) => `<li><b>skipped ${escape(skip.suite)}</b>: ${escape(skip.reason)}</li>`),
    ...problems.map((problem) => `<li><b>problem</b>: ${escape(problem)}</li>`),
  ].join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>perf ${escape(meta.date)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:8px 0 24px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:right;vertical-align:top}
th small{display:block;font-weight:normal;color:#777;font-size:11px}
tbody th{text-align:left}
.charts{display:flex;gap:24px;flex-wrap:wrap}
</style></head><body>
<h1>Performance: ours beside the peers</h1>
<p>${escape(meta.date)} · Chromium ${escape(meta.chromium)} · GL ${escape(meta.gl)} · ${escape(meta.cpus)} · GPU mode ${escape(c.gpu)} ·
load average at start ${escape(meta.load_average_start.map((v) => v.toFixed(2)).join(' '))} · ${fmt(meta.wall_s)} s</p>
<p>Suites: ${Object.entries(meta.suites)
    .map(([name, title]) => `<b>${escape(name)}</b> (${escape(title)})`)
    .join('; ')}. ${c.runs} run(s) per peer and throttle, interleaved; cells are median (min–max);
ratios are ours ÷ peer (below 1: ours is lower). Keys: ${c.keys} ArrowDown at ${c.keyMs} ms; held ${c.holdMs} ms
(repeat ${c.repeatMs} ms); paging ${c.pages} × PageDown (7 rows) at ${c.pageMs} ms; idle ${c.idleMs} ms at ${c.idleThrottles.join('x, ')}x.</p>
${notes ? `<ul>${notes}</ul>` : ''}
${sections.join('\n')}
</body></html>
`
}
