import { describe, expect, it } from 'vitest'
import { isRoomStatusCode, openServiceMenu, SERVICE_MENU_ACTIONS } from './serviceMenu'
import { overlayFixture } from './fakes'

describe('Hotel Service Menu overlay (portal spec §2, §5, §7)', () => {
  it('the right PIN opens the menu with its three actions', () => {
    const { manager } = overlayFixture()
    void openServiceMenu(manager, { hsm: '1234' }, '1234')
    expect(manager.current('serviceMenu')?.request).toEqual({ actions: SERVICE_MENU_ACTIONS })
    expect(SERVICE_MENU_ACTIONS).toEqual(['updateRoomStatus', 'changeRoomNumber', 'clearUserData'])
  })

  it('a wrong PIN opens nothing', async () => {
    const { manager } = overlayFixture()
    await expect(openServiceMenu(manager, { hsm: '1234' }, '9999')).resolves.toEqual({ outcome: 'ignored' })
    expect(manager.current('serviceMenu')).toBeUndefined()
  })

  it('room status codes are 1 to 6', () => {
    expect([1, 6].every(isRoomStatusCode)).toBe(true)
    expect([0, 7, '1'].some(isRoomStatusCode)).toBe(false)
  })
})
