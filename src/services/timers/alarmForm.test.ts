import { describe, expect, it } from 'vitest'
import { ALARM_HOURS, ALARM_MINUTES, alarmFormOf, alarmFormTime } from './alarmForm'

const at = (day: number, hours: number, minutes = 0) => new Date(2026, 10, day, hours, minutes).getTime()
const NOW = at(23, 8)

describe('alarm form (portal spec §5)', () => {
  it('hours run 00 to 23', () => {
    expect(ALARM_HOURS).toHaveLength(24)
    expect([ALARM_HOURS[0], ALARM_HOURS[23]]).toEqual(['00', '23'])
  })

  it('minutes are 00, 15, 30 and 45', () => {
    expect(ALARM_MINUTES).toEqual(['00', '15', '30', '45'])
  })

  it('a later time rings today', () => {
    expect(alarmFormTime({ hours: '09', minutes: '15' }, NOW)).toBe(at(23, 9, 15))
  })

  it('a time already passed today rings tomorrow', () => {
    expect(alarmFormTime({ hours: '07', minutes: '45' }, NOW)).toBe(at(24, 7, 45))
  })

  it('values outside the selector are refused', () => {
    expect(alarmFormTime({ hours: '24', minutes: '00' }, NOW)).toBeNull()
    expect(alarmFormTime({ hours: '09', minutes: '10' }, NOW)).toBeNull()
    expect(alarmFormTime({ hours: '9', minutes: '00' }, NOW)).toBeNull()
  })

  it('a set alarm fills the form, minutes on the 15-minute step', () => {
    expect(alarmFormOf(at(24, 6, 40))).toEqual({ hours: '06', minutes: '30', active: true })
  })

  it('no alarm gives an inactive form', () => {
    // none set: a morning wake-up, off (ALARM_FORM_DEFAULT)
    expect(alarmFormOf(null)).toEqual({ hours: '07', minutes: '00', active: false })
  })
})
