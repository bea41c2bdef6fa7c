import { describe, expect, it, vi } from 'vitest'
import type { Config } from '../../api/types'
import { createVolumeControl, volumeLimits } from './volume'

const CONFIG: Config = { maxVolume: '80', maxVolumeSTB: '60', defVolume: '20', defVolumeSTB: '15' }
const TV = { type: 'universal', manufacturer: 'Universal' }
const STB = { type: 'playmore', manufacturer: 'Playmore' }

function setup(limits = volumeLimits(CONFIG, TV), start = 30) {
  let level = start
  let muted = false
  const bridge = {
    volume: vi.fn(async (next?: number) => {
      if (typeof next === 'number') level = next
      return level
    }),
    mute: vi.fn(async (next?: boolean | number) => {
      if (typeof next === 'boolean' || typeof next === 'number') muted = Boolean(next)
      return muted
    }),
    applyMaxVolume: vi.fn(async (_max: number) => undefined),
  }
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const control = createVolumeControl({ bridge: () => bridge, limits: () => limits, log })
  return { control, bridge, log, level: () => level }
}

describe('volume control (portal spec §3 Config, §5, §9)', () => {
  it('reads maxVolume and defVolume on a TV', () => {
    expect(volumeLimits(CONFIG, TV)).toEqual({ max: 80, default: 20, configured: true })
  })

  it('reads maxVolumeSTB and defVolumeSTB on a set-top box', () => {
    expect(volumeLimits(CONFIG, STB)).toEqual({ max: 60, default: 15, configured: true })
  })

  it('has no default and a maximum of 100 when nothing is configured', () => {
    expect(volumeLimits({}, TV)).toEqual({ max: 100, default: null, configured: false })
  })

  it('keeps the default within the maximum', () => {
    expect(volumeLimits({ defVolumeSTB: '90', maxVolumeSTB: '60' }, STB).default).toBe(60)
  })

  it('applies the default volume at start', async () => {
    const f = setup(volumeLimits(CONFIG, STB))
    await f.control.applyDefault()
    expect(f.level()).toBe(15)
  })

  it('writes the maximum to the TV, then the default volume, at start (adapters spec §9 Max volume)', async () => {
    const f = setup(volumeLimits(CONFIG, TV))
    await f.control.applyAtStart()
    expect(f.bridge.applyMaxVolume).toHaveBeenCalledExactlyOnceWith(80)
    expect(f.bridge.applyMaxVolume.mock.invocationCallOrder[0]).toBeLessThan(
      f.bridge.volume.mock.invocationCallOrder[0] ?? 0,
    )
    expect(f.level()).toBe(20)
  })

  it('writes no maximum at start when the hotel set none: the TV keeps what its installer set', async () => {
    const f = setup(volumeLimits({ defVolume: '20' }, TV))
    await f.control.applyAtStart()
    expect(f.bridge.applyMaxVolume).not.toHaveBeenCalled()
    expect(f.level()).toBe(20)
  })

  it('still applies the default at start when writing the maximum fails, and logs it', async () => {
    const f = setup(volumeLimits(CONFIG, TV))
    f.bridge.applyMaxVolume.mockRejectedValueOnce(new Error('refused'))
    await f.control.applyAtStart()
    expect(f.log.warn).toHaveBeenCalledWith(expect.stringContaining('Maximum volume failed'))
    expect(f.level()).toBe(20)
  })

  it('leaves the volume alone at start when no default is configured', async () => {
    const f = setup(volumeLimits({}, TV))
    await f.control.applyDefault()
    expect(f.bridge.volume).not.toHaveBeenCalled()
  })

  it('moves the volume by 3 per key', async () => {
    const f = setup()
    expect(await f.control.step(1)).toBe(33)
    expect(await f.control.step(-1)).toBe(30)
  })

  it('never steps above the set-top box maximum', async () => {
    const f = setup(volumeLimits(CONFIG, STB), 59)
    expect(await f.control.step(1)).toBe(60)
    expect(await f.control.step(1)).toBe(60)
  })

  it('never steps below 0', async () => {
    const f = setup(undefined, 1)
    expect(await f.control.step(-1)).toBe(0)
  })

  it('clamps an absolute level to the maximum', async () => {
    const f = setup()
    expect(await f.control.set(95)).toBe(80)
  })

  it('toggles mute', async () => {
    const f = setup()
    expect(await f.control.toggleMute()).toBe(true)
    expect(await f.control.toggleMute()).toBe(false)
  })

  it('logs a failing bridge and gives null', async () => {
    const f = setup()
    f.bridge.volume.mockRejectedValueOnce(new Error('no audio'))
    expect(await f.control.step(1)).toBeNull()
    expect(f.log.warn).toHaveBeenCalledWith('Volume step failed: no audio')
  })
})
