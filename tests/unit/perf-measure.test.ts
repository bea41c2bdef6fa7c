import { afterEach, describe, expect, it, vi } from 'vitest'
// @ts-expect-error plain ESM helper without types (the perf harness)
import { idleWindowWait, pressKeys, pressSchedule, repeat } from '../../perf/lib/measure.mjs'

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
    expect(pressed).toEqual([
      ['ArrowRight', 0],
      ['ArrowRight', 400],
      ['ArrowRight', 800],
      ['ArrowLeft', 1200],
      ['ArrowLeft', 1600],
    ])
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
