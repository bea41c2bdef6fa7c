import { describe, expect, it } from 'vitest'
import { SLEEP_TIMER_CHOICES_MIN } from '../../src/services/timers'
import { DROPDOWN_MAX_HEIGHT, dropdownSize } from './SettingsDropdown'

describe('settings dropdown size (portal spec §9: dropdown max height 265 px)', () => {
  it('the sleep-timer choices with "remove current" stay within 265 px, padding included', () => {
    const { height } = dropdownSize(SLEEP_TIMER_CHOICES_MIN.length + 1)
    expect(height).toBeLessThanOrEqual(DROPDOWN_MAX_HEIGHT)
    expect(height).toBe(232)
  })

  it('no list of any length is taller than 265 px', () => {
    for (let length = 0; length <= 20; length++)
      expect(dropdownSize(length).height).toBeLessThanOrEqual(DROPDOWN_MAX_HEIGHT)
  })

  it('a short list is only as tall as its rows', () => {
    expect(dropdownSize(3)).toEqual({ visible: 3, height: 3 * 44 + 2 * 6 })
  })
})
