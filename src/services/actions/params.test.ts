import { describe, expect, it } from 'vitest'
import { ActionParamsError, clampVolume, muteState, volumeLevel } from './params'

describe('action params (portal spec §5)', () => {
  it("accepts the wire strings '1' and 'false' as Mute states", () => {
    expect(muteState({ state: '1' })).toBe(true)
    expect(muteState({ state: 'false' })).toBe(false)
  })

  it('rejects a Mute state of 2 with an ActionParamsError', () => {
    expect(() => muteState({ state: 2 })).toThrow(ActionParamsError)
  })

  it('reads a numeric-string Volume state', () => {
    expect(volumeLevel({ state: '30' }, 100)).toBe(30)
  })

  it('rounds a fractional Volume state', () => {
    expect(volumeLevel({ state: 30.6 }, 100)).toBe(31)
  })

  it('never goes above 100 even when the maximum volume is configured higher', () => {
    expect(clampVolume(150, 120)).toBe(100)
  })

  it('rejects a blank Volume state', () => {
    expect(() => volumeLevel({ state: ' ' }, 100)).toThrow(
      'Volume needs a numeric params.state; got string " "',
    )
  })
})
