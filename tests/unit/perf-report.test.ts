import { describe, expect, it } from 'vitest'
import { renderHtml } from '../../perf/report.mjs'

// issue 19 "Report": a plot of frame intervals and input latency per peer
const stat = (value: number) => ({ median: value, min: value, max: value, n: 1 })
const meta = {
  date: '2026-11-25T00:00:00.000Z',
  chromium: '156',
  gl: 'SwiftShader',
  cpus: '2',
  wall_s: 10,
  load_average_start: [0.5, 0.5, 0.5],
  suites: { guide: 'Guide fixture' },
  config: {
    gpu: 'swiftshader',
    runs: 1,
    keys: 3,
    keyMs: 150,
    holdMs: 3000,
    repeatMs: 50,
    pages: 1,
    pageMs: 300,
    idleMs: 2000,
    idleThrottles: [1],
  },
}
const summary = {
  'guide.keys': { '4': { pixi: { input_p95_ms: stat(40) }, dom: { input_p95_ms: stat(50) } } },
}
const run = (peer: string, latencies: number[]) => ({
  suite: 'guide',
  peer,
  throttle: 4,
  run: 1,
  metrics: {},
  intervals: { keys: [16.7, 33.3] },
  latencies: { keys: latencies },
})

describe('perf report', () => {
  it('plots each peer’s input latencies sorted, one curve per peer, beside the frame charts', () => {
    const html = renderHtml({
      meta,
      summary,
      ratios: {},
      runs: [run('pixi', [30, 10, 20]), run('dom', [50])],
      slideshows: [],
      skipped: [],
      problems: [],
    })
    const svg = /<svg[^>]*aria-label="input latency">.*?<\/svg>/s.exec(html)?.[0] ?? ''
    expect(svg).not.toBe('')
    const curves = [...svg.matchAll(/<polyline[^>]*points="([^"]+)"/g)].map((match) => match[1]!.split(' '))
    expect(curves).toHaveLength(2)
    // pixi's three latencies drawn in ascending order: the y of each point falls (higher ms = smaller y)
    const ys = curves[0]!.map((point) => Number(point.split(',')[1]))
    expect(ys[0]).toBeGreaterThan(ys[1]!)
    expect(ys[1]).toBeGreaterThan(ys[2]!)
  })

  it('draws no latency plot for a scenario without key presses', () => {
    const html = renderHtml({
      meta,
      summary,
      ratios: {},
      runs: [{ ...run('pixi', []), latencies: {} }],
      slideshows: [],
      skipped: [],
      problems: [],
    })
    expect(html).not.toContain('aria-label="input latency"')
    expect(html).toContain('aria-label="frame timeline"')
  })

  it('shows each ratio with its bootstrap interval when the run had one', () => {
    const html = renderHtml({
      meta,
      summary,
      ratios: { 'guide.keys': { '4': { dom: { input_p95_ms: 0.8 } } } },
      ratio_intervals: { 'guide.keys': { '4': { dom: { input_p95_ms: [0.71, 0.93] } } } },
      runs: [run('pixi', [30]), run('dom', [50])],
      slideshows: [],
      skipped: [],
      problems: [],
    })
    expect(html).toContain('<td>0.80× (0.71–0.93)</td>')
    const without = renderHtml({
      meta,
      summary,
      ratios: { 'guide.keys': { '4': { dom: { input_p95_ms: 0.8 } } } },
      runs: [run('pixi', [30]), run('dom', [50])],
      slideshows: [],
      skipped: [],
      problems: [],
    })
    expect(without).toContain('<td>0.80×</td>')
  })
})
