// A Playwright reporter that adds up where the browser tests spend their time, by the line that made
// each step (a page call, an expect, a test.step): the hot spots of `npm test`'s longest stage.
//   npx playwright test --reporter=list,./scripts/e2e-step-times.mjs      → reports/e2e-step-times.txt
// The twenty-fifth session found with it a helper that sent a million numbers back from the page
// (4.3 s a call) and the tests that waited real timers out (README "Testing notes").
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'reports', 'e2e-step-times.txt')
const COUNTED = new Set(['pw:api', 'expect', 'test.step'])
const TOP = 150

// eslint-disable-next-line no-restricted-syntax -- Playwright loads a reporter from its default export
export default class StepTimes {
  constructor() {
    /** @type {Map<string, { count: number; ms: number; max: number }>} */
    this.byLine = new Map()
  }

  onStepEnd(_test, _result, step) {
    // a step inside another counted one is part of its parent's time
    if (!COUNTED.has(step.category) || (step.parent && COUNTED.has(step.parent.category))) return
    const where = step.location ? `${basename(step.location.file)}:${step.location.line}` : '?'
    const key = `${where} ${step.title.slice(0, 60)}`
    const entry = this.byLine.get(key) ?? { count: 0, ms: 0, max: 0 }
    entry.count++
    entry.ms += step.duration
    entry.max = Math.max(entry.max, step.duration)
    this.byLine.set(key, entry)
  }

  onEnd() {
    const seconds = (ms) => (ms / 1000).toFixed(1)
    const lines = [...this.byLine.entries()]
      .sort((a, b) => b[1].ms - a[1].ms)
      .slice(0, TOP)
      .map(([key, { count, ms, max }]) => `${seconds(ms)} s  n=${count}  max=${seconds(max)} s  ${key}`)
    mkdirSync(dirname(OUTPUT), { recursive: true })
    writeFileSync(OUTPUT, `${lines.join('\n')}\n`)
    console.log(`step times: ${OUTPUT}`)
  }

  printsToStdio() {
    return false
  }
}
