import { describe, expect, it } from 'vitest'
import type { TrackEntry } from '../../../bridges/contract'
import type { GuestPrefs } from '../guestPrefs'
import { createCaptions, nextTrack } from './captions'

const OFF = { key: 'off', value: 'None', selected: false }
const tracks = (selected: string, ...names: string[]): TrackEntry[] => [
  { ...OFF, selected: selected === 'off' },
  ...names.map((value, index) => ({ key: String(index), value, selected: value === selected })),
]

function setup(initial: TrackEntry[] | (() => TrackEntry[]), prefs: GuestPrefs = {}) {
  let list = typeof initial === 'function' ? initial() : initial
  const chosen: string[] = []
  let stored = { ...prefs }
  let refuse = false
  const warnings: string[] = []
  const captions = createCaptions({
    media: {
      subtitles: async () => list,
      selectSubtitle: async (key) => {
        if (refuse) return false
        chosen.push(key)
        list = list.map((track) => ({ ...track, selected: track.key === key }))
        return true
      },
    },
    prefs: { get: () => stored, set: (patch) => (stored = { ...stored, ...patch }) },
    log: { info: () => {}, warn: (message) => warnings.push(message), error: () => {} },
  })
  return {
    captions,
    chosen,
    prefs: () => stored,
    play: (next: TrackEntry[]) => (list = next),
    refuse: () => (refuse = true),
    warnings,
  }
}

describe('captions in one press (issue 12)', () => {
  it('each press moves to the next track and back to off', async () => {
    const { captions, chosen } = setup(tracks('off', 'English', 'Arabic'))
    expect((await captions.cycle())?.value).toBe('English')
    expect((await captions.cycle())?.value).toBe('Arabic')
    expect((await captions.cycle())?.key).toBe('off')
    expect(chosen).toEqual(['0', '1', 'off'])
  })

  it('the choice is remembered for the guest by the track name', async () => {
    const { captions, prefs } = setup(tracks('off', 'English', 'Arabic'))
    await captions.cycle()
    expect(prefs()).toEqual({ captions: 'English' })
    await captions.cycle()
    await captions.cycle()
    expect(prefs()).toEqual({ captions: 'off' })
  })

  it('the next channel shows the remembered language, whatever its key there', async () => {
    const { captions, chosen, play } = setup(tracks('off'), { captions: 'Arabic' })
    play(tracks('off', 'French', 'Arabic'))
    expect((await captions.restore())?.value).toBe('Arabic')
    expect(chosen).toEqual(['1'])
  })

  it('a remembered language the channel lacks changes nothing', async () => {
    const { captions, chosen } = setup(tracks('off', 'French'), { captions: 'Arabic' })
    expect(await captions.restore()).toBeNull()
    expect(chosen).toEqual([])
  })

  it('without a remembered choice the channel keeps its own default', async () => {
    const { captions, chosen } = setup(tracks('French', 'French'))
    expect(await captions.restore()).toBeNull()
    expect(chosen).toEqual([])
  })

  it('what has no subtitles (one entry or none, adapters spec §5) gives null and remembers nothing', async () => {
    const { captions, prefs } = setup([OFF])
    expect(await captions.cycle()).toBeNull()
    expect(prefs()).toEqual({})
  })

  it('a track the platform refuses is logged and not remembered', async () => {
    const { captions, prefs, refuse, warnings } = setup(tracks('off', 'English'))
    refuse()
    expect(await captions.cycle()).toBeNull()
    expect(prefs()).toEqual({})
    expect(warnings).toEqual(['Subtitle English could not be selected'])
  })

  it('its listeners hear each track a press or a restore selected, and nothing else', async () => {
    const { captions, play, refuse } = setup(tracks('off', 'English', 'Arabic'), { captions: 'Arabic' })
    const heard: string[] = []
    const stop = captions.subscribe((track) => heard.push(track.value))
    await captions.restore()
    await captions.cycle()
    play(tracks('off', 'French'))
    await captions.restore()
    refuse()
    await captions.cycle()
    stop()
    expect(heard).toEqual(['Arabic', 'None'])
  })

  it('next after the last wraps to the first; with none selected it is the first', () => {
    expect(nextTrack(tracks('Arabic', 'English', 'Arabic'))?.key).toBe('off')
    expect(nextTrack([{ key: 'a', value: 'A', selected: false }])?.key).toBe('a')
    expect(nextTrack([])).toBeNull()
  })
})
