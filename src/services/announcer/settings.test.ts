import { describe, expect, it } from 'vitest'
import { manualClock } from '../../time/fakes'
import { ANNOUNCER_CONFIG_KEY, announcerEnabled, createLongPress, LONG_PRESS_MS } from './settings'

describe('announcer settings (issue 12)', () => {
  it('is off unless the config key turns it on', () => {
    expect(announcerEnabled({}, {})).toBe(false)
    expect(announcerEnabled({ [ANNOUNCER_CONFIG_KEY]: true }, {})).toBe(true)
  })

  it("the guest's own choice wins over the config key", () => {
    expect(announcerEnabled({ [ANNOUNCER_CONFIG_KEY]: true }, { announcer: false })).toBe(false)
    expect(announcerEnabled({}, { announcer: true })).toBe(true)
  })

  function hold() {
    const time = manualClock()
    let toggles = 0
    const press = createLongPress({
      key: 'info',
      thresholdMs: LONG_PRESS_MS,
      now: time.clock.now,
      onLongPress: () => (toggles += 1),
    })
    return { press, time, toggles: () => toggles }
  }

  it('holding info for the long-press time toggles once per hold', () => {
    const { press, time, toggles } = hold()
    press.raw({ key: 'info', repeat: false })
    for (let t = 100; t <= 2000; t += 100) {
      time.advance(100)
      press.raw({ key: 'info', repeat: true })
      if (t < LONG_PRESS_MS) expect(toggles()).toBe(0)
    }
    expect(toggles()).toBe(1)
    press.raw({ key: 'info', repeat: false })
    expect(toggles()).toBe(1)
  })

  it('a short press, or a hold broken by another key, toggles nothing', () => {
    const { press, time, toggles } = hold()
    press.raw({ key: 'info', repeat: false })
    time.advance(600)
    press.raw({ key: 'down', repeat: false })
    time.advance(600)
    press.raw({ key: 'info', repeat: true })
    expect(toggles()).toBe(0)
  })

  it('tells the dispatch when an event is a repeat of the held key', () => {
    const { press } = hold()
    press.raw({ key: 'info', repeat: false })
    expect(press.holding()).toBe(false)
    press.raw({ key: 'info', repeat: true })
    expect(press.holding()).toBe(true)
    press.raw({ key: 'up', repeat: true })
    expect(press.holding()).toBe(false)
  })
})
