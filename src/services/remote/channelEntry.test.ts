import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import type { Channel } from '../../api/types'
import {
  CHANNEL_NUMBER_WAIT_MS,
  NUMERATOR_WAIT_MS,
  createChannelEntry,
  findChannelByNumber,
} from './channelEntry'
import { digitOfKey } from './digitKeys'

const channel = (id: number, sort: string): Channel => ({
  id,
  title: `Channel ${id}`,
  logo: '',
  type: 'IPTV',
  channel_uri: '',
  channel_free_uri: null,
  epg_id: null,
  sort,
  groups: [],
  favorite: false,
  price: null,
  owned: true,
  pin: null,
  hasDvr: false,
  dvr: null,
  isRecordable: false,
  language: null,
  subtitle: null,
  placement: sort,
  category: 'All',
})

const channels = [channel(1, '001'), channel(12, '12'), channel(123, '123')]

function fixture() {
  const clock = createFakeClock()
  const onCommit = vi.fn()
  const onMiss = vi.fn()
  const entry = createChannelEntry({ clock, channels: () => channels, onCommit, onMiss })
  return { clock, entry, onCommit, onMiss }
}

describe('numeric channel entry (portal spec §2 Remote-control keys, §5)', () => {
  it('the badge shows the digits typed so far', () => {
    const { entry } = fixture()
    entry.press('1')
    entry.press('2')
    expect(entry.store.getState().badge).toBe('12')
  })

  it('commits after 1000 ms without a key', () => {
    const { clock, entry, onCommit } = fixture()
    entry.press('1')
    clock.advance(CHANNEL_NUMBER_WAIT_MS - 1)
    expect(onCommit).not.toHaveBeenCalled()
    clock.advance(1)
    expect(onCommit).toHaveBeenCalledWith(channels[0])
  })

  it('each digit restarts the 1000 ms wait', () => {
    const { clock, entry, onCommit } = fixture()
    entry.press('1')
    clock.advance(900)
    entry.press('2')
    clock.advance(900)
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('the number is matched against sort padded to 3 digits', () => {
    const { clock, entry, onCommit } = fixture()
    entry.press('0')
    entry.press('1')
    entry.press('2')
    clock.advance(CHANNEL_NUMBER_WAIT_MS)
    expect(onCommit).toHaveBeenCalledWith(channels[1])
  })

  it('only digits are accepted', () => {
    const { entry } = fixture()
    expect(entry.press('a')).toBe(false)
    expect(entry.press('12')).toBe(false)
    expect(entry.store.getState().badge).toBe('')
  })

  it('a fourth digit is dropped', () => {
    const { entry } = fixture()
    for (const digit of '1234') entry.press(digit)
    expect(entry.store.getState().badge).toBe('123')
  })

  it('an unknown number reports a miss and commits nothing', () => {
    const { clock, entry, onCommit, onMiss } = fixture()
    entry.press('9')
    clock.advance(CHANNEL_NUMBER_WAIT_MS)
    expect(onMiss).toHaveBeenCalledWith('9')
    expect(onCommit).not.toHaveBeenCalled()
  })

  it('the badge clears on commit', () => {
    const { clock, entry } = fixture()
    entry.press('1')
    clock.advance(CHANNEL_NUMBER_WAIT_MS)
    expect(entry.store.getState().badge).toBe('')
  })

  it('cancel clears the badge and commits nothing', () => {
    const { clock, entry, onCommit } = fixture()
    entry.press('1')
    entry.cancel()
    clock.advance(CHANNEL_NUMBER_WAIT_MS)
    expect(onCommit).not.toHaveBeenCalled()
    expect(entry.store.getState().badge).toBe('')
  })

  it('digit keys of the remote map to their digit', () => {
    expect(digitOfKey('digit_7')).toBe('7')
    expect(digitOfKey('left')).toBeNull()
  })

  it('a number of more than 3 digits or with other characters matches nothing', () => {
    expect(findChannelByNumber(channels, '0123')).toBeUndefined()
    expect(findChannelByNumber(channels, '1a')).toBeUndefined()
  })

  it('the numerator key opens the badge and waits for a first digit, then closes with no request', () => {
    const { entry, clock, onCommit, onMiss } = fixture()
    entry.start()
    expect(entry.store.getState()).toEqual({ badge: '', open: true })
    clock.advance(NUMERATOR_WAIT_MS)
    expect(entry.store.getState()).toEqual({ badge: '', open: false })
    expect(onCommit).not.toHaveBeenCalled()
    expect(onMiss).not.toHaveBeenCalled()
    entry.start()
    entry.press('1')
    entry.press('2')
    clock.advance(CHANNEL_NUMBER_WAIT_MS)
    expect(onCommit).toHaveBeenCalledWith(channels[1])
    expect(entry.store.getState().open).toBe(false)
  })
})
