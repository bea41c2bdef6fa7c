import { describe, expect, it, vi } from 'vitest'
import { bluetoothApp, launchBluetooth, loadMobileQr } from './devicePanels'

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

describe('mobile app pairing (portal spec §2 Side panel mobile, §7 /api/rc/qr)', () => {
  it('asks the backend for the pairing QR of this mac', async () => {
    const api = { rcQr: vi.fn(async () => ({ qr: 'https://app.example/pair?mac=x' })) }
    expect(await loadMobileQr('02:00:00:00:01:01', api, log)).toEqual({
      kind: 'qr',
      qr: 'https://app.example/pair?mac=x',
    })
    expect(api.rcQr).toHaveBeenCalledWith('02:00:00:00:01:01')
  })

  it('explains a failed or empty reply instead of drawing nothing', async () => {
    const error = { kind: 'error', text: 'sideload.qrUnavailable' }
    expect(await loadMobileQr('m', { rcQr: async () => false }, log)).toEqual(error)
    expect(await loadMobileQr('m', { rcQr: async () => Promise.reject(new Error('500')) }, log)).toEqual(
      error,
    )
    expect(await loadMobileQr(null, { rcQr: async () => ({ qr: 'x' }) }, log)).toEqual(error)
  })
})

describe('bluetooth (adapters spec §2, §3 predefined apps)', () => {
  const apps = [
    { key: 'youtube', value: 'YouTube' },
    { key: 'com.lg.app.bt', value: 'Bluetooth' },
  ]

  it("launches the platform's bluetooth app", async () => {
    const launchApp = vi.fn(async () => true)
    expect(bluetoothApp(apps)?.key).toBe('com.lg.app.bt')
    expect(await launchBluetooth({ apps: async () => apps, launchApp }, log)).toBe(true)
    expect(launchApp).toHaveBeenCalledWith('com.lg.app.bt')
  })

  it('says so where the platform has no bluetooth app or refuses to launch it', async () => {
    expect(await launchBluetooth({ apps: async () => [], launchApp: async () => true }, log)).toBe(false)
    expect(await launchBluetooth({ apps: async () => apps, launchApp: async () => false }, log)).toBe(false)
    expect(await launchBluetooth(null, log)).toBe(false)
  })
})
