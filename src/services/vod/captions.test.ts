import { describe, expect, it } from 'vitest'
import type { TrackEntry } from '../../../bridges/contract'
import { createFakeMedia, flush } from '../live/fakes'
import { captionsLabel, createVodCaptions } from './captions'

const OFF: TrackEntry = { key: 'off', value: 'None', selected: false }
const tracks = (selected: string): TrackEntry[] => [
  { ...OFF, selected: selected === 'off' },
  { key: '0', value: 'English', selected: selected === 'English' },
  { key: '1', value: 'العربية', selected: selected === 'العربية' },
]

function setup(list: TrackEntry[]) {
  let current = list
  const media = { ...createFakeMedia(), subtitles: async () => current }
  let watching = true
  let presses = 0
  const listeners = new Set<() => void>()
  const captions = createVodCaptions({
    media,
    press: async () => {
      presses++
      current = tracks('English')
      return current[1] ?? null
    },
    selections: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    watching: () => watching,
    offLabel: () => 'Off',
    log: { info: () => {}, warn: () => {}, error: () => {} },
  })
  return {
    media,
    captions,
    label: () => captions.store.getState().label,
    presses: () => presses,
    restore: (next: TrackEntry[]) => {
      current = next
      listeners.forEach((listener) => listener())
    },
    leave: () => (watching = false),
  }
}

describe('the VOD player’s subtitles button (issue 12: captions in one press, VOD playback)', () => {
  it('shows the selected track, Off when none is on, nothing without tracks (adapters spec §5)', () => {
    expect(captionsLabel(tracks('English'), 'Off')).toBe('English')
    expect(captionsLabel(tracks('off'), 'Off')).toBe('Off')
    expect(captionsLabel([{ ...OFF }, { key: '0', value: 'English', selected: false }], 'Off')).toBe('Off')
    expect(captionsLabel([OFF], 'Off')).toBeNull()
  })

  it('reads the film’s tracks when it starts playing', async () => {
    const { media, label } = setup(tracks('off'))
    expect(label()).toBeNull()
    await media.play('/media/streams/film-a/subtitled.m3u8')
    await flush()
    expect(label()).toBe('Off')
  })

  it('a press is the subtitle key’s press, and the button shows the track it chose', async () => {
    const { media, captions, label, presses } = setup(tracks('off'))
    await media.play('/film.m3u8')
    await captions.cycle()
    expect(presses()).toBe(1)
    expect(label()).toBe('English')
  })

  it('follows the guest’s remembered choice restored after the start', async () => {
    const { media, label, restore } = setup(tracks('off'))
    await media.play('/film.m3u8')
    await flush()
    restore(tracks('العربية'))
    await flush()
    expect(label()).toBe('العربية')
  })

  it('is gone once the film stops or the player is left', async () => {
    const { media, label, leave } = setup(tracks('English'))
    await media.play('/film.m3u8')
    await flush()
    expect(label()).toBe('English')
    leave()
    await media.stop()
    await flush()
    expect(label()).toBeNull()
  })
})
