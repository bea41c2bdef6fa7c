// Formatting of the harness results: the console tables and report.html (tables + inline SVG charts).

export const fmt = (value) =>
  value === null || value === undefined || Number.isNaN(value)
    ? '–'
    : Math.abs(value) >= 100
      ? value.toFixed(0)
      : value.toFixed(1)

const stat = (value) => (value ? `${fmt(value.median)} (${fmt(value.min)}–${fmt(value.max)})` : '–')

// What each metric means, shown under its name in the HTML report (perf/README.md says more).
export const METRIC_HELP = {
  first_frame_ms: 'navigation start → first frame showing the guide',
  heap_mb: 'JS heap after a forced GC, end of run',
  js_gzip_kb: 'gzip of the JS the page loads at boot',
  frame_p50_ms: 'rAF interval, median',
  frame_p95_ms: 'rAF interval, 95th percentile',
  frame_p99_ms: 'rAF interval, 99th percentile',
  frames_over_20ms_pct: '% of rAF intervals over 20 ms',
  frames_over_33ms_pct: '% of rAF intervals over 33 ms (a dropped frame at 30 Hz)',
  raf_frames: 'rAF callbacks during the scenario',
  script_ms: 'main-thread JS (CDP ScriptDuration)',
  task_ms: 'main-thread task time (CDP TaskDuration)',
  renderer_cpu_ms: 'renderer process CPU (SystemInfo)',
  gpu_cpu_ms: 'GPU process CPU (SystemInfo)',
  long_tasks: 'tasks over 50 ms',
  long_task_ms: 'total duration of those tasks',
  duration_ms: 'scenario wall time',
  raf_calls: 'requestAnimationFrame calls the page made (a loop left running shows here)',
  peer_frames: "frames drawn by the peer's own loop (Pixi render-on-demand counter)",
  core_pct: '(renderer + GPU CPU) / wall time, % of one core',
}

/** One compact table per scenario × throttle: metric rows, a median (min–max) column per peer. */
export function textTables(summary, peers) {
  const lines = []
  for (const [scenario, byThrottle] of Object.entries(summary)) {
    for (const [throttle, byPeer] of Object.entries(byThrottle)) {
      lines.push('', `${scenario} @ ${throttle}x CPU  (median (min–max))`)
      const names = [...new Set(peers.flatMap((peer) => Object.keys(byPeer[peer] ?? {})))]
      const rows = names.map((name) => [name, ...peers.map((peer) => stat(byPeer[peer]?.[name]))])
      const header = ['metric', ...peers]
      const widths = header.map((_, k) => Math.max(...[header, ...rows].map((row) => row[k].length)))
      for (const row of [header, ...rows]) lines.push(row.map((text, k) => text.padEnd(widths[k])).join('  '))
    }
  }
  return lines.join('\n')
}

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

const COLORS = { pixi: '#c9a45c', dom: '#3a6ea5', lightning: '#2e7d4f' }

/** Grouped bars: p50 (solid) and p95 (light) frame interval per peer. */
function barChart(byPeer, peers) {
  const bars = peers.flatMap((peer) => [
    { peer, label: 'p50', value: byPeer[peer]?.frame_p50_ms?.median ?? 0, opacity: 1 },
    { peer, label: 'p95', value: byPeer[peer]?.frame_p95_ms?.median ?? 0, opacity: 0.5 },
  ])
  const max = Math.max(33.4, ...bars.map((bar) => bar.value))
  const width = 60 + bars.length * 64
  const height = 200
  const scale = (value) => (value / max) * (height - 40)
  const line = (ms, label) => {
    const y = height - 20 - scale(ms)
    return `<line x1="40" x2="${width}" y1="${y}" y2="${y}" stroke="#999" stroke-dasharray="4 3"/><text x="2" y="${y + 4}" font-size="10">${label}</text>`
  }
  const rects = bars
    .map((bar, k) => {
      const x = 50 + k * 64
      const h = scale(bar.value)
      const y = height - 20 - h
      return (
        `<rect x="${x}" y="${y}" width="52" height="${h}" fill="${COLORS[bar.peer.split(':')[0]] ?? '#888'}" fill-opacity="${bar.opacity}"/>` +
        `<text x="${x + 26}" y="${y - 3}" font-size="10" text-anchor="middle">${fmt(bar.value)}</text>` +
        `<text x="${x + 26}" y="${height - 6}" font-size="9" text-anchor="middle">${escape(bar.peer.slice(0, 12))} ${bar.label}</text>`
      )
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" role="img" aria-label="frame interval p50/p95 ms">${line(16.7, '16.7')}${line(33.4, '33.4')}${rects}</svg>`
}

export function renderHtml({ meta, summary }) {
  const peers = meta.config.peers
  const sections = []
  for (const [scenario, byThrottle] of Object.entries(summary)) {
    for (const [throttle, byPeer] of Object.entries(byThrottle)) {
      const names = [...new Set(peers.flatMap((peer) => Object.keys(byPeer[peer] ?? {})))]
      const ratioPeers = peers.includes('pixi') ? peers.filter((peer) => peer !== 'pixi') : []
      const head = [
        '<th>metric</th>',
        ...peers.map((peer) => `<th>${escape(peer)}</th>`),
        ...ratioPeers.map((peer) => `<th>pixi ÷ ${escape(peer)}</th>`),
      ].join('')
      const rows = names
        .map((name) => {
          const cells = peers.map((peer) => `<td>${stat(byPeer[peer]?.[name])}</td>`)
          const ratios = ratioPeers.map((peer) => {
            const ours = byPeer.pixi?.[name]?.median
            const theirs = byPeer[peer]?.[name]?.median
            return `<td>${typeof ours === 'number' && typeof theirs === 'number' && theirs !== 0 ? `${(ours / theirs).toFixed(2)}×` : '–'}</td>`
          })
          return `<tr><th title="${escape(METRIC_HELP[name] ?? '')}">${escape(name)}<small>${escape(METRIC_HELP[name] ?? '')}</small></th>${cells.join('')}${ratios.join('')}</tr>`
        })
        .join('\n')
      const chart = scenario === 'keys' ? barChart(byPeer, peers) : ''
      sections.push(
        `<section><h2>${escape(scenario)} @ ${escape(throttle)}x CPU</h2>${chart}<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></section>`,
      )
    }
  }
  const c = meta.config
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>perf ${escape(meta.date)}</title>
<style>
body{font:14px system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;margin:8px 0 24px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:right;vertical-align:top}
th small{display:block;font-weight:normal;color:#777;font-size:11px}
tbody th{text-align:left}
</style></head><body>
<h1>Guide fixture: ${escape(peers.join(' vs '))}</h1>
<p>${escape(meta.date)} · Chromium ${escape(meta.chromium)} · GL ${escape(meta.gl)} · ${escape(meta.cpus)} · GPU mode ${escape(c.gpu)}<br>
Scenarios: <b>boot</b> (load to first frame, heap after GC, boot JS gzip); <b>keys</b> (${c.keys} ArrowDown at ${c.keys ? c.keyMs : 0} ms over ${c.n} channels, 200 ms eased scroll); <b>idle</b> (${c.idleMs} ms, nothing changing).
${c.runs} runs per peer and throttle, interleaved; cells are median (min–max).</p>
${sections.join('\n')}
</body></html>
`
}
