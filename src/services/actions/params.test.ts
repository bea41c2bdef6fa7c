import { describe, expect, it } from 'vitest'
import { ActionParamsError, channelIdParam, clampVolume, muteState, volumeLevel } from './params'

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

  it('reads an IPTV.ChannelGo id as a number or its digits, and nothing else', () => {
    expect(channelIdParam({ id: 10 })).toBe(10)
    expect(channelIdParam({ id: ' 7 ' })).toBe(7)
    // Number() would read these as channel 1 or 0
    for (const id of [true, '', null, [], ' ', '1e1', 2.5, -3, undefined])
      expect(() => channelIdParam({ id }), String(id)).toThrow(ActionParamsError)
    expect(() => channelIdParam({ id: true })).toThrow(
      'IPTV.ChannelGo needs params.id, a channel id; got boolean',
    )
  })
})
