import { describe, expect, it, vi } from 'vitest'
import { manualClock } from '../time/fakes'
import type { Logger } from './logger'
import {
  createOptionalRetry,
  OPTIONAL_RETRY_FIRST_MS,
  OPTIONAL_RETRY_MAX_ATTEMPTS,
  retryDelayMs,
} from './optionalRetry'

const MINUTE = 60_000

function setup(random = () => 0.5) {
  const { clock, advance, pending } = manualClock(0)
  const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const retry = createOptionalRetry({ clock, log, random })
  // lets a retried step's promise settle after the timer fired it
  const tick = async (ms: number) => {
    advance(ms)
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { retry, log, tick, pending }
}

describe('issue 20: optional sync steps retried on the clock', () => {
  it('waits 1, 2, 4, 8, 16, 32 minutes (nominal) between retries', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => retryDelayMs(n, () => 0.5))).toEqual(
      [1, 2, 4, 8, 16, 32].map((m) => m * MINUTE),
    )
  })

  it('draws each wait from ±25 % of its nominal length', () => {
    expect(retryDelayMs(0, () => 0)).toBe(0.75 * OPTIONAL_RETRY_FIRST_MS)
    expect(retryDelayMs(0, () => 0.999999)).toBeCloseTo(1.25 * OPTIONAL_RETRY_FIRST_MS, -1)
    expect(retryDelayMs(2, () => 0)).toBe(3 * MINUTE)
  })

  it('runs a failed step again after the first wait, as a silent background call', async () => {
    const { retry, tick } = setup()
    const step = vi.fn(async () => undefined)
    retry.failed('weather', step)
    await tick(MINUTE - 1)
    expect(step).not.toHaveBeenCalled()
    await tick(1)
    expect(step).toHaveBeenCalledWith({ silent: true })
    expect(retry.pending()).toEqual([])
  })

  it('stops after the step works and logs that it recovered', async () => {
    const { retry, log, tick } = setup()
    let calls = 0
    const step = vi.fn(async () => {
      calls += 1
      if (calls < 2) throw new Error('502')
    })
    retry.failed('weather', step)
    await tick(MINUTE)
    await tick(2 * MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
    expect(log.info).toHaveBeenCalledWith('weather loaded on retry 2')
    await tick(120 * MINUTE)
    expect(step).toHaveBeenCalledTimes(2)
  })

  it('gives up after six retries, leaves no timer and says the next sync tries again', async () => {
    const { retry, log, tick, pending } = setup()
    const step = vi.fn(async () => {
      throw new Error('still down')
    })
    retry.failed('prayer times', step)
    for (const minutes of [1, 2, 4, 8, 16, 32]) await tick(minutes * MINUTE)
    expect(step).toHaveBeenCalledTimes(OPTIONAL_RETRY_MAX_ATTEMPTS)
    expect(pending()).toBe(0)
    expect(retry.pending()).toEqual([])
    expect(log.warn).toHaveBeenLastCalledWith('prayer times: 6 retries failed; the next sync tries again')
    await tick(600 * MINUTE)
    expect(step).toHaveBeenCalledTimes(OPTIONAL_RETRY_MAX_ATTEMPTS)
  })

  it('a sync that fails the step again while a retry waits adds no second timer', async () => {
    const { retry, tick, pending } = setup()
    const step = vi.fn(async () => undefined)
    retry.failed('vods', step)
    retry.failed('vods', step)
    expect(pending()).toBe(1)
    await tick(MINUTE)
    expect(step).toHaveBeenCalledOnce()
  })

  it('a sync that loads the step cancels its pending retry', async () => {
    const { retry, tick, pending } = setup()
    const step = vi.fn(async () => undefined)
    retry.failed('vods', step)
    retry.succeeded('vods')
    expect(pending()).toBe(0)
    await tick(60 * MINUTE)
    expect(step).not.toHaveBeenCalled()
  })

  it('spreads the first retries of many TVs over ±25 % of a minute', () => {
    const waits = Array.from({ length: 1000 }, (_, i) => retryDelayMs(0, () => i / 1000))
    expect(Math.min(...waits)).toBe(45_000)
    expect(Math.max(...waits)).toBeGreaterThan(74_900)
  })
})
