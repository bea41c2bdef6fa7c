import { describe, expect, it } from 'vitest'
import { linear } from './easing'
import { Tweens } from './Tweens'

function setup() {
  let time = 0
  const tweens = new Tweens({ now: () => time })
  const values: number[] = []
  const at = (ms: number) => {
    time = ms
  }
  const move = (extra: Partial<Parameters<Tweens['tween']>[0]> = {}) =>
    tweens.tween({
      from: 0,
      to: 100,
      durationMs: 200,
      easing: linear,
      onUpdate: (v) => values.push(v),
      ...extra,
    })
  return { tweens, values, at, move }
}

describe('Tweens', () => {
  it('advance applies the eased value for the elapsed time', () => {
    const { tweens, values, move } = setup()
    move()
    tweens.advance(50)
    expect(values).toEqual([25])
  })

  it('the tween starts at the clock time it was created', () => {
    const { tweens, values, at, move } = setup()
    at(1000)
    move()
    tweens.advance(1100)
    expect(values).toEqual([50])
  })

  it('ends exactly on the target and calls onComplete once', () => {
    const { tweens, values, move } = setup()
    let completed = 0
    move({ onComplete: () => completed++ })
    tweens.advance(250)
    tweens.advance(300)
    expect(values).toEqual([100])
    expect(completed).toBe(1)
  })

  it('isActive and advance tell the frame loop whether frames are still needed', () => {
    const { tweens, move } = setup()
    expect(tweens.isActive()).toBe(false)
    move()
    expect(tweens.advance(100)).toBe(true)
    expect(tweens.advance(200)).toBe(false)
    expect(tweens.isActive()).toBe(false)
  })

  it('cancel stops a tween without completing it', () => {
    const { tweens, values, move } = setup()
    let completed = false
    const handle = move({ onComplete: () => (completed = true) })
    handle.cancel()
    tweens.advance(300)
    expect(values).toEqual([])
    expect(completed).toBe(false)
    expect(handle.active).toBe(false)
  })

  it('a stale handle cannot cancel the tween that reused its record', () => {
    const { tweens, values, move } = setup()
    const stale = move()
    tweens.advance(200)
    move({ to: 50 })
    stale.cancel()
    tweens.advance(400)
    expect(values.at(-1)).toBe(50)
  })

  it('a keyed tween retargets the running one from its current value', () => {
    const { tweens, values, at, move } = setup()
    move({ key: 'scroll' })
    tweens.advance(100)
    at(100)
    move({ key: 'scroll', from: 0, to: 0 })
    tweens.advance(200)
    expect(values).toEqual([50, 25])
  })

  it('a retargeted tween does not complete', () => {
    const { tweens, at, move } = setup()
    let completed = 0
    move({ key: 'k', onComplete: () => completed++ })
    at(50)
    move({ key: 'k', to: 10 })
    tweens.advance(1000)
    expect(completed).toBe(0)
  })

  it('tweens with different keys run side by side', () => {
    const { tweens, move } = setup()
    const a = move({ key: 'a' })
    const b = move({ key: 'b' })
    tweens.advance(100)
    expect(a.active && b.active).toBe(true)
  })

  it('a zero duration jumps to the target on the next advance', () => {
    const { tweens, values, move } = setup()
    move({ durationMs: 0 })
    tweens.advance(0)
    expect(values).toEqual([100])
  })

  it('onComplete may start the next tween, which runs in the same pass', () => {
    const { tweens, values, at } = setup()
    tweens.tween({
      from: 0,
      to: 1,
      durationMs: 100,
      easing: linear,
      onUpdate: (v) => values.push(v),
      onComplete: () => {
        at(100)
        tweens.tween({ from: 1, to: 2, durationMs: 100, easing: linear, onUpdate: (v) => values.push(v) })
      },
    })
    tweens.advance(100)
    expect(values).toEqual([1, 1])
    expect(tweens.isActive()).toBe(true)
  })

  it('onUpdate may cancel another tween in the same pass', () => {
    const { tweens, values } = setup()
    let other: { cancel: () => void } | null = null
    tweens.tween({ from: 0, to: 1, durationMs: 100, easing: linear, onUpdate: () => other?.cancel() })
    other = tweens.tween({ from: 0, to: 1, durationMs: 100, easing: linear, onUpdate: (v) => values.push(v) })
    tweens.advance(50)
    expect(values).toEqual([])
    expect(tweens.isActive()).toBe(true)
  })

  it('cancelAll stops everything', () => {
    const { tweens, move } = setup()
    move()
    move({ key: 'x' })
    tweens.cancelAll()
    expect(tweens.advance(10)).toBe(false)
  })

  it('reuses records: a long run of tweens does not grow the pool past the peak in flight', () => {
    const { tweens, at } = setup()
    for (let i = 0; i < 1000; i++) {
      at(i * 10)
      tweens.tween({ from: 0, to: 1, durationMs: 5, onUpdate: () => {} })
      tweens.advance(i * 10 + 5)
    }
    expect(tweens.pooled).toBe(1)
  })

  it("with the theme's motion off a tween lands on its target at the next frame and completes", () => {
    const { tweens, values, move } = setup()
    tweens.motion = false
    let completed = 0
    move({ onComplete: () => completed++ })
    expect(tweens.advance(16)).toBe(false)
    expect(values).toEqual([100])
    expect(completed).toBe(1)
  })

  it('an essential tween (a marquee) keeps its duration with the motion off', () => {
    const { tweens, values, move } = setup()
    tweens.motion = false
    move({ essential: true })
    expect(tweens.advance(50)).toBe(true)
    expect(values).toEqual([25])
  })

  it('counts the tweens that run over time: not those jumped with the motion off, but the essential ones', () => {
    const { tweens, move } = setup()
    move()
    expect(tweens.timed).toBe(1)
    tweens.motion = false
    move()
    expect(tweens.timed).toBe(1)
    move({ essential: true })
    expect(tweens.timed).toBe(2)
  })

  it('motion turned back on animates the tweens started after it', () => {
    const { tweens, values, move } = setup()
    tweens.motion = false
    tweens.motion = true
    move()
    tweens.advance(100)
    expect(values).toEqual([50])
  })
})
