import { afterEach, describe, expect, it, vi } from 'vitest'
// @ts-expect-error plain ESM helper without types (the perf harness)
import * as measure from '../../perf/lib/measure.mjs'

const { FRAME_MS, hold, idleWindowWait, phaseOffset, pressKeys, pressSchedule, repeat } = measure

type Page = { keyboard: { press(key: string): Promise<void> } }

/** A page whose presses take `pressMs` each and are recorded with the fake clock's time. */
function fakePage(pressMs: number) {
  const start = Date.now()
  const pressed: Array<[string, number]> = []
  const page: Page = {
    keyboard: {
      press: async (key) => {
        pressed.push([key, Date.now() - start])
        await new Promise((done) => setTimeout(done, pressMs))
      },
    },
  }
  return { page, pressed }
}

afterEach(() => {
  vi.useRealTimers()
})

const offset = phaseOffset as (n: number) => number
const frameMs = FRAME_MS as number

describe('phaseOffset: keys spread over the phases of the display frame', () => {
  it('is within one 60 Hz frame, 0 for the first key, and the same every time', () => {
    expect(frameMs).toBeCloseTo(16.667, 3)
    expect(offset(0)).toBe(0)
    for (let n = 0; n < 200; n++) {
      expect(offset(n)).toBeGreaterThanOrEqual(0)
      expect(offset(n)).toBeLessThan(frameMs)
      expect(offset(n)).toBe(offset(n))
    }
  })

  it("puts a run's keys evenly over the frame: every quarter of it holds a quarter of 60 keys, ±2", () => {
    const quarters = [0, 0, 0, 0]
    for (let n = 0; n < 60; n++) quarters[Math.floor((4 * offset(n)) / frameMs)]! += 1
    for (const count of quarters) expect(Math.abs(count - 15)).toBeLessThanOrEqual(2)
  })

  it('changes the phase from one key to the next, unlike an interval of whole frames', () => {
    // the suites' intervals (50, 150, 300 ms) are 3, 9 and 18 frames: same phase every key without it
    for (let n = 1; n < 30; n++) expect(Math.abs(offset(n) - offset(n - 1))).toBeGreaterThan(1)
  })
})

describe('pressKeys', () => {
  it('presses a mixed sequence on one schedule: the first key of the next run is one interval after the last', async () => {
    vi.useFakeTimers()
    const { page, pressed } = fakePage(30)
    const done = (pressKeys as (page: Page, keys: string[], ms: number) => Promise<void>)(
      page,
      [...(repeat as (key: string, n: number) => string[])('ArrowRight', 3), 'ArrowLeft', 'ArrowLeft'],
      400,
    )
    await vi.runAllTimersAsync()
    await done
    expect(pressed.map(([key]) => key)).toEqual([
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowLeft',
      'ArrowLeft',
    ])
    // the n-th at n × 400 plus its phase offset (a fake clock counts whole milliseconds)
    pressed.forEach(([, at], n) => {
      expect(Math.abs(at - (n * 400 + offset(n)))).toBeLessThanOrEqual(1)
    })
  })

  it('keeps the absolute schedule when a press is slower than the interval', async () => {
    vi.useFakeTimers()
    const { page, pressed } = fakePage(500)
    const done = (pressSchedule as (page: Page, key: string, n: number, ms: number) => Promise<void>)(
      page,
      'ArrowDown',
      3,
      150,
    )
    await vi.runAllTimersAsync()
    await done
    // each press waits for the previous one, then goes at once: the schedule is behind, never pushed later
    expect(pressed.map(([, at]) => at)).toEqual([0, 500, 1000])
  })
})

describe('hold', () => {
  it('repeats the key on the schedule, each repeat at its phase offset, then releases it', async () => {
    vi.useFakeTimers()
    const start = Date.now()
    const events: Array<[string, number]> = []
    const page = {
      keyboard: {
        down: async (key: string) => void events.push([`down ${key}`, Date.now() - start]),
        up: async (key: string) => void events.push([`up ${key}`, Date.now() - start]),
      },
    }
    const done = (hold as (page: unknown, key: string, holdMs: number, repeatMs: number) => Promise<void>)(
      page,
      'ArrowDown',
      200,
      50,
    )
    await vi.runAllTimersAsync()
    await done
    const downs = events.filter(([name]) => name === 'down ArrowDown').map(([, at]) => at)
    expect(downs.length).toBe(4)
    downs.forEach((at, n) => expect(Math.abs(at - (n * 50 + offset(n)))).toBeLessThanOrEqual(1))
    expect(events.at(-1)?.[0]).toBe('up ArrowDown')
  })
})

describe('idle window: clear of a change of the minute (the portal redraws its clocks then)', () => {
  const at = (minute: number, ms: number) => Date.UTC(2026, 10, 26, 7, minute, 0, 0) + ms
  it('starts at once when the window ends 1.5 s before the next minute or earlier', () => {
    expect(idleWindowWait(at(18, 1500), 10_000)).toBe(0)
    expect(idleWindowWait(at(18, 48_500), 10_000)).toBe(0)
  })
  it('waits for the next minute and 1.5 s when the window would cross it', () => {
    expect(idleWindowWait(at(18, 48_501), 10_000)).toBe(11_499 + 1500)
    expect(idleWindowWait(at(18, 59_999), 10_000)).toBe(1 + 1500)
  })
  it('waits out the first 1.5 s of a minute', () => {
    expect(idleWindowWait(at(18, 0), 10_000)).toBe(1500)
    expect(idleWindowWait(at(18, 1000), 10_000)).toBe(500)
  })
  it('does not wait for a window that no minute can hold', () => {
    expect(idleWindowWait(at(18, 30_000), 58_000)).toBe(0)
  })
})
