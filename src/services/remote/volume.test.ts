import { describe, expect, it } from 'vitest'
import {
  clampVolume,
  defaultVolumeFromConfig,
  maxVolumeFromConfig,
  parseMute,
  stepVolume,
  VOLUME_STEP,
} from './volume'

describe('volume rules (portal spec §5, §9)', () => {
  it('volume is clamped to 0..max', () => {
    expect(clampVolume(-5, 60)).toBe(0)
    expect(clampVolume(75, 60)).toBe(60)
  })

  it('max volume is at most 100', () => {
    expect(clampVolume(150, 250)).toBe(100)
  })

  it('a remote press moves the volume by 3', () => {
    expect(VOLUME_STEP).toBe(3)
    expect(stepVolume(10, 1)).toBe(13)
    expect(stepVolume(10, -1)).toBe(7)
  })

  it('a step never passes max or 0', () => {
    expect(stepVolume(59, 1, 60)).toBe(60)
    expect(stepVolume(1, -1)).toBe(0)
  })

  it('max volume comes from maxVolume, or maxVolumeSTB on set-top boxes', () => {
    const config = { maxVolume: '80', maxVolumeSTB: 40 }
    expect(maxVolumeFromConfig(config, false)).toBe(80)
    expect(maxVolumeFromConfig(config, true)).toBe(40)
  })

  it('an unset or oversized max volume is 100', () => {
    expect(maxVolumeFromConfig({}, false)).toBe(100)
    expect(maxVolumeFromConfig({ maxVolume: 300 }, false)).toBe(100)
  })

  it('default volume comes from defVolume within max, null when unset', () => {
    expect(defaultVolumeFromConfig({ defVolume: 90 }, false, 50)).toBe(50)
    expect(defaultVolumeFromConfig({ defVolumeSTB: '20' }, true, 50)).toBe(20)
    expect(defaultVolumeFromConfig({}, false, 50)).toBeNull()
  })

  it('mute accepts 0, 1, true and false only', () => {
    expect([0, 1, true, false].map(parseMute)).toEqual([false, true, true, false])
    expect(['1', 2, null].map(parseMute)).toEqual([null, null, null])
  })
})
