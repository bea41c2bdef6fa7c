import { describe, expect, it, vi } from 'vitest'
import type { DeviceProperties } from '../../../bridges/contract'
import { LOCATION_NOT_FOUND, type LocationAnswer } from '../overlays/locationDialog'
import { assignLocation, AssignmentError } from './firstStart'

const PROPERTIES: DeviceProperties = {
  mac: '02:00:00:00:09:99',
  ip: '10.0.0.9',
  serial: 'S',
  firmware: 'f',
  software: 's',
  manufacturer: 'Universal',
  product: 'Browser',
  type: 'universal',
}

function setup(answers: LocationAnswer[], known = ['105']) {
  const asked: (string | null)[] = []
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const setDevice = vi.fn(async (payload: Record<string, unknown>) =>
    known.includes(String(payload['location'])) ? 42 : (false as const),
  )
  const ask = async (error: string | null) => {
    asked.push(error)
    const next = answers.shift()
    if (!next) throw new Error('asked too often')
    return next
  }
  const run = () => assignLocation({ ask, setDevice, properties: () => PROPERTIES, log })
  return { run, asked, setDevice, log }
}

describe('first start of an unknown device (portal spec §4 Sync assign, §5, §7)', () => {
  it('posts the device properties with the location and resolves with the device id', async () => {
    const f = setup([{ location: '105' }])
    expect(await f.run()).toBe(42)
    expect(f.setDevice).toHaveBeenCalledWith({ ...PROPERTIES, location: '105' })
  })

  it('asks again when the installer cancels (cancel repeats at start)', async () => {
    const f = setup(['cancelled', 'cancelled', { location: '105' }])
    expect(await f.run()).toBe(42)
    expect(f.asked).toEqual([null, null, null])
  })

  it("says 'Location not found!' for an unknown location and asks again", async () => {
    const f = setup([{ location: '999' }, { location: '105' }])
    await f.run()
    expect(f.asked).toEqual([null, LOCATION_NOT_FOUND])
  })

  it('asks again after a failed call', async () => {
    const f = setup([{ location: '105' }, { location: '105' }])
    f.setDevice.mockRejectedValueOnce(new Error('POST /api/set/device failed with status 503'))
    expect(await f.run()).toBe(42)
    expect(f.log.warn).toHaveBeenCalledWith(expect.stringContaining('status 503'))
  })

  it('asks again after an empty answer', async () => {
    const f = setup([{ location: ' ' }, { location: '105' }])
    expect(await f.run()).toBe(42)
    expect(f.asked).toHaveLength(2)
  })

  it('gives up only when the dialog is aborted', async () => {
    await expect(setup(['aborted']).run()).rejects.toBeInstanceOf(AssignmentError)
  })
})
