import { describe, expect, it } from 'vitest'
import { deviceClassOf, settingsItems } from './infobarItems'
import { infobarItems, sleepCountdown } from './infobarList'

const tv = deviceClassOf('universal', 'Universal')
const base = { config: {}, device: tv, languages: 1, hasCart: false }

describe('info bar and settings visibility (portal spec §6)', () => {
  it('shows Settings when hsm or wakeup is enabled', () => {
    expect(infobarItems({ ...base, config: { hsm: '1234' } })).toContain('settings')
    expect(infobarItems({ ...base, config: { wakeup: true } })).toContain('settings')
    expect(infobarItems(base)).not.toContain('settings')
  })

  it('shows sleep timer and wake-up only on non-set-top-box devices with the service flags on', () => {
    const flags = { sleeptimer: true, wakeup: true }
    expect(infobarItems({ ...base, config: flags })).toEqual(expect.arrayContaining(['sleepTimer', 'alarm']))
    const stb = deviceClassOf('playmore', 'Playmore')
    expect(infobarItems({ ...base, config: flags, device: stb })).not.toContain('sleepTimer')
    expect(infobarItems({ ...base, config: { sleeptimer: false } })).not.toContain('sleepTimer')
  })

  it("reads the service flags as every config flag: '1' is on, '0' off (api/config.ts configBool)", () => {
    const ones = { sleeptimer: '1', wakeup: '1', 'services.message': '1' }
    expect(infobarItems({ ...base, config: ones })).toEqual(
      expect.arrayContaining(['sleepTimer', 'alarm', 'messages', 'settings']),
    )
    expect(settingsItems({ ...base, config: ones })).toEqual(
      expect.arrayContaining(['sleepTimer', 'wakeUpAlarm']),
    )
    const zeros = { sleeptimer: '0', wakeup: 0, 'services.message': '0' }
    expect(infobarItems({ ...base, config: zeros })).toEqual([])
  })

  it('shows Clear User Data only on Android TV players that are not set-top boxes', () => {
    expect(infobarItems({ ...base, device: deviceClassOf('philips-android', 'Philips') })).toContain(
      'clearUserData',
    )
    expect(infobarItems({ ...base, device: deviceClassOf('playmoreatv', 'X') })).not.toContain(
      'clearUserData',
    )
    expect(infobarItems(base)).not.toContain('clearUserData')
  })

  it('shows Refresh Data only on set-top boxes of player or Android TV type', () => {
    expect(infobarItems({ ...base, device: deviceClassOf('playmore', 'X') })).toContain('refreshData')
    expect(infobarItems({ ...base, device: deviceClassOf('playmoreatv', 'X') })).toContain('refreshData')
    expect(infobarItems(base)).not.toContain('refreshData')
  })

  it('shows Messages when the message service is on', () => {
    expect(infobarItems({ ...base, config: { 'services.message': true } })).toContain('messages')
    expect(infobarItems(base)).not.toContain('messages')
  })

  it('shows the language button with more than one language and no settings entry', () => {
    expect(infobarItems({ ...base, languages: 2 })).toContain('language')
    expect(infobarItems({ ...base, languages: 2, config: { hsm: '1' } })).not.toContain('language')
    expect(infobarItems({ ...base, languages: 1 })).not.toContain('language')
  })

  it('offers the Hotel Service Menu only when hsm is configured, and HDMI only for the listed brands', () => {
    expect(settingsItems({ ...base, config: { hsm: '1234' } })).toContain('hotelServiceMenu')
    expect(settingsItems(base)).not.toContain('hotelServiceMenu')
    expect(settingsItems({ ...base, device: deviceClassOf('hcap', 'Beko') })).toContain('hdmi')
    expect(settingsItems(base)).not.toContain('hdmi')
  })
})

describe('info bar sleep countdown (portal spec §2 Info bar)', () => {
  it('shows whole minutes left, rounded up, and changes exactly when the minute count does', () => {
    expect(sleepCountdown(15 * 60_000, 0)).toEqual({ minutes: 15, nextChangeMs: 60_000 })
    expect(sleepCountdown(15 * 60_000, 1_000)).toEqual({ minutes: 15, nextChangeMs: 59_000 })
    expect(sleepCountdown(15 * 60_000, 60_000)).toEqual({ minutes: 14, nextChangeMs: 60_000 })
    expect(sleepCountdown(15 * 60_000, 15 * 60_000 - 1)).toEqual({ minutes: 1, nextChangeMs: 1 })
  })

  it('shows nothing left once expired', () => {
    expect(sleepCountdown(1_000, 2_000).minutes).toBe(0)
  })
})

describe('info bar items in order (portal spec §2 Info bar)', () => {
  it('lists the items in the spec order, the cart only when it has items', () => {
    const all = infobarItems({
      config: { sleeptimer: true, wakeup: true, 'services.message': true },
      device: tv,
      languages: 3,
      hasCart: true,
    })
    expect(all).toEqual(['alarm', 'sleepTimer', 'shoppingCart', 'messages', 'settings'])
    expect(infobarItems({ ...base, hasCart: false })).not.toContain('shoppingCart')
  })
})
