import { describe, expect, it, vi } from 'vitest'
import { LIST_IMAGE_QUIET_MS, QuietGate, gatedAcquire } from './loadGate'
import { TextureCache, type LoadedTexture, type TextureLease, type TextureResult } from './TextureCache'

const fakeClock = () => ({
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
})

describe('QuietGate', () => {
  it('starts open, closes on busy() and opens LIST_IMAGE_QUIET_MS after the last busy()', () => {
    vi.useFakeTimers()
    const gate = new QuietGate(fakeClock())
    const changes: boolean[] = []
    gate.subscribe(() => changes.push(gate.open))
    expect(gate.open).toBe(true)
    gate.busy()
    expect(gate.open).toBe(false)
    vi.advanceTimersByTime(LIST_IMAGE_QUIET_MS - 1)
    gate.busy() // another move restarts the quiet time
    vi.advanceTimersByTime(LIST_IMAGE_QUIET_MS - 1)
    expect(gate.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.open).toBe(true)
    // listeners hear each change once, not each busy()
    expect(changes).toEqual([false, true])
    vi.useRealTimers()
  })

  it('keeps one timer however many busy() calls come while it runs', () => {
    vi.useFakeTimers()
    const clock = fakeClock()
    const set = vi.spyOn(clock, 'setTimeout')
    const gate = new QuietGate(clock, 100)
    // ten moves 10 ms apart (the last at 90 ms): the first timer fires at 100 ms and waits out the rest
    for (let key = 0; key < 10; key++) {
      gate.busy()
      vi.advanceTimersByTime(10)
    }
    expect(set).toHaveBeenCalledTimes(2)
    expect(gate.open).toBe(false)
    vi.advanceTimersByTime(89)
    expect(gate.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(gate.open).toBe(true)
    vi.useRealTimers()
  })

  it('unsubscribed listeners and a disposed gate hear nothing', () => {
    vi.useFakeTimers()
    const gate = new QuietGate(fakeClock(), 100)
    const heard = vi.fn()
    const unsubscribe = gate.subscribe(heard)
    unsubscribe()
    gate.busy()
    expect(heard).not.toHaveBeenCalled()
    const other = vi.fn()
    gate.subscribe(other)
    gate.dispose()
    vi.advanceTimersByTime(1000)
    expect(other).not.toHaveBeenCalled()
    expect(gate.open).toBe(false)
    vi.useRealTimers()
  })
})

type Fake = { url: string }

/** A cache over fake textures whose loads resolve when the test says. */
function fakeCache() {
  const loads = new Map<string, (value: LoadedTexture<Fake>) => void>()
  const requested: string[] = []
  const cache = new TextureCache<Fake>({
    load: (url) => {
      requested.push(url)
      return new Promise((resolve) => loads.set(url, resolve))
    },
    destroy: () => undefined,
    schedule: () => undefined,
  })
  const finish = async (url: string) => {
    loads.get(url)?.({ texture: { url }, width: 10, height: 10 })
    await Promise.resolve()
    await Promise.resolve()
  }
  return { cache, requested, finish }
}

describe('gatedAcquire (Img inside a scrolling list)', () => {
  it('without a gate, or with an open one, loads at once', () => {
    const { cache, requested } = fakeCache()
    gatedAcquire(
      cache,
      null,
      'a.png',
      () => undefined,
      () => undefined,
    )
    gatedAcquire(
      cache,
      new QuietGate(fakeClock()),
      'b.png',
      () => undefined,
      () => undefined,
    )
    expect(requested).toEqual(['a.png', 'b.png'])
  })

  it('while the list moves, starts no load; the load starts once the list has been still', async () => {
    vi.useFakeTimers()
    const { cache, requested, finish } = fakeCache()
    const gate = new QuietGate(fakeClock())
    gate.busy()
    const leases: Array<TextureLease<Fake>> = []
    const settled: Array<TextureResult<Fake>> = []
    gatedAcquire(
      cache,
      gate,
      'logo.svg',
      (lease) => leases.push(lease),
      (result) => settled.push(result),
    )
    expect(requested).toEqual([])
    expect(leases).toEqual([])
    vi.advanceTimersByTime(LIST_IMAGE_QUIET_MS / 2)
    gate.busy() // still scrolling
    vi.advanceTimersByTime(LIST_IMAGE_QUIET_MS - 1)
    expect(requested).toEqual([])
    vi.advanceTimersByTime(1)
    expect(requested).toEqual(['logo.svg'])
    expect(leases).toHaveLength(1)
    expect(leases[0]?.current).toBeNull()
    await finish('logo.svg')
    expect(settled).toEqual([{ ok: true, value: { texture: { url: 'logo.svg' }, width: 10, height: 10 } }])
    vi.useRealTimers()
  })

  it('shows a cached texture at once even while the list moves', async () => {
    const { cache, requested, finish } = fakeCache()
    const release = gatedAcquire(
      cache,
      null,
      'seen.png',
      () => undefined,
      () => undefined,
    )
    await finish('seen.png')
    release()
    const gate = new QuietGate(fakeClock())
    gate.busy()
    const leases: Array<TextureLease<Fake>> = []
    gatedAcquire(
      cache,
      gate,
      'seen.png',
      (lease) => leases.push(lease),
      () => undefined,
    )
    expect(leases[0]?.current?.texture).toEqual({ url: 'seen.png' })
    expect(requested).toEqual(['seen.png'])
  })

  it('a row recycled before the gate opens never loads its old image', () => {
    vi.useFakeTimers()
    const { cache, requested } = fakeCache()
    const gate = new QuietGate(fakeClock())
    gate.busy()
    const cleanup = gatedAcquire(
      cache,
      gate,
      'gone.svg',
      () => undefined,
      () => undefined,
    )
    cleanup()
    gatedAcquire(
      cache,
      gate,
      'next.svg',
      () => undefined,
      () => undefined,
    )
    vi.advanceTimersByTime(LIST_IMAGE_QUIET_MS)
    expect(requested).toEqual(['next.svg'])
    vi.useRealTimers()
  })
})
