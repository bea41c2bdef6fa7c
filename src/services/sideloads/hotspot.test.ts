import { describe, expect, it, vi } from 'vitest'
import { hotspotPortOf, loadInternet, softApCredentials, switchHotspot, type HotspotPort } from './hotspot'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

function port(enabled = false, works = true) {
  const calls: string[] = []
  const hotspot: HotspotPort = {
    status: async () => enabled,
    enable: async (ap) => {
      calls.push(`enable ${ap.ssid} ${ap.password}`)
      return works
    },
    disable: async () => {
      calls.push('disable')
      return works
    },
  }
  return { hotspot, calls }
}

describe('soft access point (portal spec §9, adapters spec §3)', () => {
  it('names the network after the device and uses the mac without colons minus its first 4 characters', () => {
    expect(softApCredentials('ROOM_101', '02:00:00:00:01:01')).toEqual({
      ssid: 'ROOM_101',
      password: '00000101',
    })
    expect(softApCredentials('Lobby', 'AA:BB:CC:DD:EE:FF').password).toBe('CCDDEEFF')
  })

  it('enables when the switch goes off to on, disables on to off, does nothing otherwise', async () => {
    const ap = softApCredentials('ROOM_101', '02:00:00:00:01:01')
    const { hotspot, calls } = port()
    expect(await switchHotspot(false, true, ap, hotspot, log)).toBe(true)
    expect(await switchHotspot(true, false, ap, hotspot, log)).toBe(false)
    expect(await switchHotspot(true, true, ap, hotspot, log)).toBe(true)
    expect(calls).toEqual(['enable ROOM_101 00000101', 'disable'])
  })

  it('keeps the switch where it was when the platform refuses', async () => {
    const { hotspot } = port(false, false)
    expect(await switchHotspot(false, true, softApCredentials('x', 'AA:BB:CC:DD'), hotspot, log)).toBe(false)
  })
})

describe('internet panel (portal spec §2 Side panel internet, §7 /api/get/softap, §8)', () => {
  const api = { softap: vi.fn(async () => ({ qr: 'WIFI:T:WPA;S:ROOM_101;P:00000101;;' })) }

  it('shows the credentials, the switch state and the QR the backend returns for them', async () => {
    const panel = await loadInternet({
      hotspot: port(true).hotspot,
      deviceName: async () => 'ROOM_101',
      mac: '02:00:00:00:01:01',
      api,
      log,
    })
    expect(api.softap).toHaveBeenCalledWith({ ssid: 'ROOM_101', password: '00000101' })
    expect(panel).toEqual({
      kind: 'ready',
      ap: { ssid: 'ROOM_101', password: '00000101' },
      enabled: true,
      qr: 'WIFI:T:WPA;S:ROOM_101;P:00000101;;',
    })
  })

  it("says 'Internet service isn't active.' where the platform has no hotspot", async () => {
    const panel = await loadInternet({ hotspot: null, deviceName: async () => 'x', mac: 'AA', api, log })
    expect(panel).toEqual({ kind: 'inactive', text: 'sideload.internetInactive' })
  })

  it('keeps the credentials when the QR call fails', async () => {
    const failing = { softap: async () => Promise.reject(new Error('502')) }
    const panel = await loadInternet({
      hotspot: port().hotspot,
      deviceName: async () => 'ROOM_101',
      mac: '02:00:00:00:01:01',
      api: failing,
      log,
    })
    expect(panel).toMatchObject({ kind: 'ready', qr: null })
  })

  it('finds a soft AP only on a bridge that offers one', () => {
    expect(hotspotPortOf({ name: 'universal' })).toBeNull()
    expect(hotspotPortOf(null)).toBeNull()
    const { hotspot } = port()
    expect(hotspotPortOf({ softAp: hotspot })).toBe(hotspot)
  })

  it('asks the capability object first: no hotspot capability, no soft AP', () => {
    const { hotspot } = port()
    expect(hotspotPortOf({ softAp: hotspot, capabilities: { hotspot: false } })).toBeNull()
    expect(hotspotPortOf({ softAp: hotspot, capabilities: { hotspot: true } })).toBe(hotspot)
  })
})
