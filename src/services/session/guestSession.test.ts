import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Config } from '../../api/types'
import { createStores, type Stores } from '../../stores'
import { DEVICE_STORAGE_KEY, GUEST_STORAGE_KEY, SERVICES_STORAGE_KEY, WELCOME_STORAGE_KEY } from './constants'
import { device, guest } from './fixtures'
import { createGuestSession, type GuestSessionDeps } from './guestSession'
import { memoryStorage } from './storage'

const stored = (id: number) => ({ [GUEST_STORAGE_KEY]: JSON.stringify({ id, pms_id: `PMS-${id}` }) })

let stores: Stores

function setup(
  entries: Record<string, string> = {},
  config: Config = {},
  overrides: Partial<GuestSessionDeps> = {},
) {
  stores.hotel.setState({ config, device: device() })
  const storage = memoryStorage(entries)
  const deps = {
    stores,
    storage,
    bridge: { setPower: vi.fn(async () => true) },
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    clearAlarm: vi.fn(),
    clearSleep: vi.fn(),
    openWelcome: vi.fn(),
    onCheckIn: vi.fn(),
    ...overrides,
  }
  return { storage, deps, session: createGuestSession(deps) }
}

describe('guest session (portal spec §4 Guest session)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('checks out when a guest is stored but none is on the server', async () => {
    const { session, deps } = setup(stored(1))
    expect(await session.reconcile(null)).toBe('checkout')
    expect(deps.clearAlarm).toHaveBeenCalledOnce()
  })

  it('checks in when the server has a guest but none is stored', async () => {
    const { session, deps } = setup()
    expect(await session.reconcile(guest())).toBe('checkin')
    expect(deps.onCheckIn).toHaveBeenCalledWith(guest())
  })

  it('checks out without standby then checks in when the guest id differs', async () => {
    const { session, deps, storage } = setup(stored(1), { 'checkout.standby': true })
    expect(await session.reconcile(guest({ id: 2 }))).toBe('change')
    expect(deps.clearSleep).toHaveBeenCalledOnce()
    expect(deps.bridge.setPower).not.toHaveBeenCalledWith('standby')
    expect(session.storedGuest()).toEqual({ id: 2, pms_id: 'PMS-240101' })
    expect(storage.dump()[GUEST_STORAGE_KEY]).toBeDefined()
  })

  it('tells the platform a guest left at check-out and at a guest change, not at check-in', async () => {
    const onGuestLeft = vi.fn()
    const checkout = setup(stored(1), {}, { onGuestLeft })
    await checkout.session.reconcile(null)
    expect(onGuestLeft).toHaveBeenCalledOnce()
    const change = setup(stored(1), {}, { onGuestLeft })
    await change.session.reconcile(guest({ id: 2 }))
    expect(onGuestLeft).toHaveBeenCalledTimes(2)
    const checkin = setup({}, {}, { onGuestLeft })
    await checkin.session.reconcile(guest())
    expect(onGuestLeft).toHaveBeenCalledTimes(2)
  })

  it('does nothing when the stored and server guest are the same', async () => {
    const { session, deps } = setup(stored(5101))
    expect(await session.reconcile(guest())).toBe('none')
    expect(deps.onCheckIn).not.toHaveBeenCalled()
    expect(deps.clearAlarm).not.toHaveBeenCalled()
  })

  it('does nothing with no stored and no server guest', async () => {
    const { session } = setup()
    expect(await session.reconcile(null)).toBe('none')
  })

  it('stores the guest id and pms_id at check-in', async () => {
    const { session } = setup()
    await session.checkIn(guest())
    expect(session.storedGuest()).toEqual({ id: 5101, pms_id: 'PMS-240101' })
  })

  it('opens welcome at check-in when welcome is needed', async () => {
    const { session, deps } = setup({}, { 'welcome.type': true })
    expect(await session.checkIn(guest({ welcome: false }))).toEqual({ welcome: true })
    expect(deps.openWelcome).toHaveBeenCalledOnce()
  })

  it('does not open welcome at check-in in DS mode', async () => {
    const { session, deps } = setup({}, { 'welcome.type': true })
    stores.hotel.setState({ device: device({ using_by: 'DS' }) })
    expect(await session.checkIn(guest({ welcome: false }))).toEqual({ welcome: false })
    expect(deps.openWelcome).not.toHaveBeenCalled()
  })

  it('powers on at check-in if checkin.poweron', async () => {
    const { session, deps } = setup({}, { 'checkin.poweron': '1' })
    await session.checkIn(guest())
    expect(deps.bridge.setPower).toHaveBeenCalledWith('on')
  })

  it('does not power on at check-in without checkin.poweron', async () => {
    const { session, deps } = setup()
    await session.checkIn(guest())
    expect(deps.bridge.setPower).not.toHaveBeenCalled()
  })

  it('checks in without the optional hook', async () => {
    const { deps } = setup()
    const { onCheckIn: _hook, ...withoutHook } = deps
    await expect(createGuestSession(withoutHook).checkIn(guest())).resolves.toEqual({ welcome: false })
  })

  it('clears alarm, sleep, stored services, guest and device data at check-out', async () => {
    const entries = { ...stored(1), [SERVICES_STORAGE_KEY]: '{}', [DEVICE_STORAGE_KEY]: '{}', other: 'kept' }
    const { session, deps, storage } = setup(entries)
    await session.checkOut({ standby: true })
    expect(deps.clearAlarm).toHaveBeenCalledOnce()
    expect(deps.clearSleep).toHaveBeenCalledOnce()
    expect(storage.dump()).toEqual({ other: 'kept' })
  })

  it('clears the language the guest chose from the session at check-out (not another session entry)', async () => {
    const session = new Map([
      ['language', 'ar_AR'],
      ['other', 'kept'],
    ])
    const { session: guestSession } = setup(
      stored(1),
      {},
      {
        session: { removeItem: (key: string) => void session.delete(key) },
      },
    )
    await guestSession.reconcile(null)
    expect([...session]).toEqual([['other', 'kept']])
  })

  it('goes to standby at check-out if checkout.standby', async () => {
    const { session, deps } = setup(stored(1), { 'checkout.standby': true })
    await session.reconcile(null)
    expect(deps.bridge.setPower).toHaveBeenCalledWith('standby')
  })

  it('does not go to standby at check-out without checkout.standby', async () => {
    const { session, deps } = setup(stored(1))
    await session.reconcile(null)
    expect(deps.bridge.setPower).not.toHaveBeenCalled()
  })

  it('keeps the stored welcome value at check-out', async () => {
    const { session, storage } = setup({ ...stored(1), [WELCOME_STORAGE_KEY]: '1' })
    await session.checkOut({ standby: false })
    expect(storage.dump()).toEqual({ [WELCOME_STORAGE_KEY]: '1' })
  })

  it('logs a failing check-out step and still clears the rest', async () => {
    const { session, deps, storage } = setup(
      stored(1),
      {},
      {
        clearAlarm: () => {
          throw new Error('alarm busy')
        },
      },
    )
    await session.checkOut({ standby: false })
    expect(deps.log.error).toHaveBeenCalledWith('Clearing the alarm failed: alarm busy', expect.anything())
    expect(deps.clearSleep).toHaveBeenCalledOnce()
    expect(storage.dump()).toEqual({})
  })

  it('logs a bridge that rejects power on and still calls the check-in hook', async () => {
    const { session, deps } = setup(
      {},
      { 'checkin.poweron': true },
      {
        bridge: { setPower: () => Promise.reject(new Error('no power API')) },
      },
    )
    await session.checkIn(guest())
    expect(deps.log.error).toHaveBeenCalledWith('Power on failed: no power API', expect.anything())
    expect(deps.onCheckIn).toHaveBeenCalledOnce()
  })

  it('checks in over a malformed stored guest', async () => {
    const { session } = setup({ [GUEST_STORAGE_KEY]: '{broken' })
    expect(await session.reconcile(guest())).toBe('checkin')
  })
})
