// hcap's clear of user data (adapters spec §6, §9 "security_level 2 (1 on data clear)") and its
// registration of streaming apps with tokens (§7; §8 "Failed register of an app list is ignored"), on
// the fake set with a test clock.
import { describe, expect, it, vi } from 'vitest'
import { SETTLE_MS } from '../shared/testKit'
import { SECURITY_LEVEL_DATA_CLEAR, SECURITY_LEVEL_KEY, SECURITY_LEVEL_NORMAL } from './setup'
import { hcapRig } from './testRig'

const spyLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

/** the rig after start, with the set's record of property writes emptied */
async function rig() {
  const log = spyLog()
  const parts = await hcapRig({}, log)
  parts.fake.tv.propertyWrites.length = 0
  return { ...parts, log }
}

describe('hcap clear data (adapters spec §6 the platform’s own path, §9 security_level)', () => {
  it('clears at security_level 1 and sets it back to 2 afterwards', async () => {
    const { bridge, fake, advance } = await rig()
    expect(fake.tv.properties.get(SECURITY_LEVEL_KEY)).toBe(SECURITY_LEVEL_NORMAL)
    const clearing = bridge.clearData?.()
    await advance(SETTLE_MS)
    expect(await clearing).toBe(true)
    expect(fake.tv.checkouts).toEqual([SECURITY_LEVEL_DATA_CLEAR])
    expect(fake.tv.propertyWrites).toEqual([
      [SECURITY_LEVEL_KEY, SECURITY_LEVEL_DATA_CLEAR],
      [SECURITY_LEVEL_KEY, SECURITY_LEVEL_NORMAL],
    ])
    expect(fake.tv.properties.get(SECURITY_LEVEL_KEY)).toBe(SECURITY_LEVEL_NORMAL)
  })

  it('sets the level back to 2 when the clear fails, answers false and logs it', async () => {
    const { bridge, fake, advance, log } = await rig()
    fake.controls.failNext('request_checkout')
    const clearing = bridge.clearData?.()
    await advance(SETTLE_MS)
    expect(await clearing).toBe(false)
    expect(fake.tv.properties.get(SECURITY_LEVEL_KEY)).toBe(SECURITY_LEVEL_NORMAL)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('requestCheckout failed'),
      expect.any(Error),
    )
  })

  it('clears nothing when the set refuses security_level 1', async () => {
    const { bridge, fake, advance, log } = await rig()
    fake.controls.failNext('set_property')
    const clearing = bridge.clearData?.()
    await advance(SETTLE_MS)
    expect(await clearing).toBe(false)
    expect(fake.tv.checkouts).toEqual([])
    expect(fake.tv.properties.get(SECURITY_LEVEL_KEY)).toBe(SECURITY_LEVEL_NORMAL)
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining(`${SECURITY_LEVEL_KEY} ${SECURITY_LEVEL_DATA_CLEAR} failed`),
      expect.any(Error),
    )
  })

  it('answers false on a set without the clear call, and restores the level', async () => {
    const { bridge, fake, advance } = await rig()
    delete fake.hcap.checkout
    const clearing = bridge.clearData?.()
    await advance(SETTLE_MS)
    expect(await clearing).toBe(false)
    expect(fake.tv.propertyWrites.at(-1)).toEqual([SECURITY_LEVEL_KEY, SECURITY_LEVEL_NORMAL])
  })
})
