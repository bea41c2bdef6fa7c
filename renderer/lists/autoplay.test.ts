import { describe, expect, it } from 'vitest'
import { manualClock } from '../../src/time/fakes'
import { Autoplay } from './autoplay'

function setup() {
  const { clock, advance, pending } = manualClock(1000)
  const steps: number[] = []
  const autoplay = new Autoplay(clock, (index) => steps.push(index))
  return { clock, advance, pending, steps, autoplay }
}

describe('Autoplay', () => {
  it('portal spec §4: steps to the next item every 2 s', () => {
    const { autoplay, advance, steps } = setup()
    autoplay.start(12, 0)
    advance(1999)
    expect(steps).toEqual([])
    advance(1)
    advance(2000)
    expect(steps).toEqual([1, 2])
  })

  it('wraps from the last item to the first', () => {
    const { autoplay, advance, steps } = setup()
    autoplay.start(5, 4)
    advance(2000)
    expect(steps).toEqual([0])
  })

  it('does not autoplay a carousel of 3 or fewer items: all are shown', () => {
    const { autoplay, pending } = setup()
    autoplay.start(3, 0)
    expect(pending()).toBe(0)
    expect(autoplay.running).toBe(false)
  })

  it('keeps one timer at a time, never an interval', () => {
    const { autoplay, advance, pending } = setup()
    autoplay.start(12, 0)
    advance(6000)
    expect(pending()).toBe(1)
  })

  it('its own step coming back through the carousel keeps the schedule', () => {
    const { autoplay, advance, steps } = setup()
    autoplay.start(12, 0)
    advance(2000)
    autoplay.sync(12, 1)
    advance(2000)
    expect(steps).toEqual([1, 2])
  })

  it('a move by the user restarts the 2 s from the new item', () => {
    const { autoplay, advance, steps } = setup()
    autoplay.start(12, 0)
    advance(1500)
    autoplay.sync(12, 5)
    advance(1500)
    expect(steps).toEqual([])
    advance(500)
    expect(steps).toEqual([6])
  })

  it('stop cancels the pending step', () => {
    const { autoplay, advance, steps, pending } = setup()
    autoplay.start(12, 0)
    autoplay.stop()
    advance(10_000)
    expect(steps).toEqual([])
    expect(pending()).toBe(0)
  })
})
