import { describe, expect, it, vi } from 'vitest'
import type { CastState } from './castState'
import { disableSoftApFor, enableSoftApFor, softApToDisable, softApToEnable } from './softAp'

const STATES: CastState[] = ['searching', 'error', 'unavailable', 'watch', 'available']
const AP = { ssid: 'ROOM_101', password: '00000101' }
const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })
const port = (enabled: boolean) => ({
  status: vi.fn(async () => enabled),
  enable: vi.fn(async () => true),
  disable: vi.fn(async () => true),
})

describe('hotspot soft AP rules (portal spec §4: enabled if disabled and state is 1; on leaving disabled unless state is 2)', () => {
  it('enables only a disabled soft AP, only when available (state 1)', () => {
    for (const state of STATES) {
      expect(softApToEnable(state, false)).toBe(state === 'available')
      expect(softApToEnable(state, true)).toBe(false)
    }
  })

  it('leaving disables it in every state but watch (state 2)', () => {
    for (const state of STATES) expect(softApToDisable(state)).toBe(state !== 'watch')
  })

  it('entry enables a disabled soft AP with the device credentials', async () => {
    const hotspot = port(false)
    expect(await enableSoftApFor('available', hotspot, AP, log())).toBe(true)
    expect(hotspot.enable).toHaveBeenCalledWith(AP)
  })

  it('entry leaves an enabled soft AP alone', async () => {
    const hotspot = port(true)
    await enableSoftApFor('available', hotspot, AP, log())
    expect(hotspot.enable).not.toHaveBeenCalled()
  })

  it('leaving while watching keeps the soft AP on; otherwise turns it off', async () => {
    const watching = port(true)
    await disableSoftApFor('watch', watching, log())
    expect(watching.disable).not.toHaveBeenCalled()
    const available = port(true)
    await disableSoftApFor('available', available, log())
    expect(available.disable).toHaveBeenCalledOnce()
  })

  it('a platform failure is logged, not thrown', async () => {
    const logger = log()
    const broken = { ...port(false), enable: vi.fn(async () => Promise.reject(new Error('no wifi chip'))) }
    expect(await enableSoftApFor('available', broken, AP, logger)).toBe(false)
    expect(logger.warn).toHaveBeenCalled()
  })
})
