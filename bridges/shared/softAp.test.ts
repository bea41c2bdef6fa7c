// adapters spec §3 Soft access point, §5 empty values ignored, §9 "Soft AP calls wait 1000 ms": the
// shared rules every family with a hotspot uses (shared/softAp.ts).
import { describe, expect, it, vi } from 'vitest'
import type { SoftAp } from '../contract'
import { SOFT_AP_WAIT_MS, softApCalls, softApCredentials, usableSoftAp } from './softAp'
import { createTestClock } from './testClock'

describe('soft AP calls (adapters spec §9: 1000 ms apart)', () => {
  it('makes each call SOFT_AP_WAIT_MS after the one before, not back to back', async () => {
    const { clock, advance } = createTestClock()
    const made: Array<[string, number]> = []
    const call = (name: string) => () => void made.push([name, clock.now()])
    const done = softApCalls(clock, [call('ssid'), call('key'), call('on')])
    await advance(0)
    expect(made).toEqual([['ssid', 0]])
    await advance(SOFT_AP_WAIT_MS - 1)
    expect(made).toHaveLength(1)
    await advance(1)
    await advance(SOFT_AP_WAIT_MS)
    expect(await done).toBe(true)
    expect(made).toEqual([
      ['ssid', 0],
      ['key', SOFT_AP_WAIT_MS],
      ['on', 2 * SOFT_AP_WAIT_MS],
    ])
  })

  it('waits for a call that answers later before the wait starts', async () => {
    const { clock, advance } = createTestClock()
    const made: number[] = []
    const slow = () => new Promise<void>((resolve) => clock.setTimeout(resolve, 300))
    const done = softApCalls(clock, [slow, () => void made.push(clock.now())])
    await advance(300 + SOFT_AP_WAIT_MS)
    expect(await done).toBe(true)
    expect(made).toEqual([300 + SOFT_AP_WAIT_MS])
  })

  it('stops at a call that answers false, and rejects with a call that fails', async () => {
    const { clock, advance } = createTestClock()
    const after = vi.fn()
    const refused = softApCalls(clock, [() => false, after])
    await advance(2 * SOFT_AP_WAIT_MS)
    expect(await refused).toBe(false)
    expect(after).not.toHaveBeenCalled()
    const failing = softApCalls(clock, [
      async () => {
        throw new Error('setSoftApSSID failed')
      },
      after,
    ])
    await expect(failing).rejects.toThrow('setSoftApSSID failed')
    expect(after).not.toHaveBeenCalled()
  })

  it('one call needs no wait', async () => {
    const { clock } = createTestClock()
    expect(await softApCalls(clock, [() => true])).toBe(true)
  })
})

describe('soft AP credentials and input (adapters spec §3, §5)', () => {
  it('names the hotspot after the device and drops the first 4 characters of the bare mac', () => {
    expect(softApCredentials('ROOM_214', 'f4:7b:09:aa:bb:cc')).toEqual({
      ssid: 'ROOM_214',
      password: '09aabbcc',
    })
  })

  it('refuses an empty name or password, and input that is not text, without throwing', () => {
    expect(usableSoftAp({ ssid: 'ROOM_214', password: '09aabbcc' })).toBe(true)
    expect(usableSoftAp({ ssid: ' ', password: '09aabbcc' })).toBe(false)
    expect(usableSoftAp({ ssid: 'ROOM_214', password: '' })).toBe(false)
    expect(usableSoftAp(null)).toBe(false)
    expect(usableSoftAp({ ssid: 214, password: null } as unknown as SoftAp)).toBe(false)
  })
})
