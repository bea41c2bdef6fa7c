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

function setup(answers: LocationAnswer[], known = ['105'], deviceName?: () => Promise<string>) {
  const asked: (string | null)[] = []
  const suggestions: (string | null)[] = []
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const setDevice = vi.fn(async (payload: Record<string, unknown>) =>
    known.includes(String(payload['location'])) ? 42 : (false as const),
  )
  const ask = async (error: string | null, suggested: string | null) => {
    asked.push(error)
    suggestions.push(suggested)
    const next = answers.shift()
    if (!next) throw new Error('asked too often')
    return next
  }
  const run = () =>
    assignLocation({
      ask,
      setDevice,
      properties: () => PROPERTIES,
      log,
      ...(deviceName ? { deviceName } : {}),
    })
  return { run, asked, suggestions, setDevice, log }
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

describe('the room a ROOM_{digits} device name gives (adapters spec §3, §5)', () => {
  const named = (name: string) => async () => name

  it('offers the room of a device named ROOM_214 and assigns it when the installer confirms', async () => {
    const f = setup([{ location: '214' }], ['214'], named('ROOM_214'))
    expect(await f.run()).toBe(42)
    expect(f.suggestions).toEqual(['214'])
    expect(f.setDevice).toHaveBeenCalledWith({ ...PROPERTIES, location: '214' })
    expect(f.log.info).toHaveBeenCalledWith(expect.stringContaining('ROOM_214 gives room 214'))
  })

  it('still asks: the installer may type another room over the offered one', async () => {
    const f = setup([{ location: '105' }], ['105', '214'], named('ROOM_214'))
    await f.run()
    expect(f.asked).toEqual([null])
    expect(f.setDevice).toHaveBeenCalledWith({ ...PROPERTIES, location: '105' })
  })

  it('keeps offering it after a cancel, and stops once the backend does not know it', async () => {
    const f = setup(['cancelled', { location: '214' }, { location: '105' }], ['105'], named('ROOM_214'))
    expect(await f.run()).toBe(42)
    expect(f.suggestions).toEqual(['214', '214', null])
    expect(f.asked).toEqual([null, null, LOCATION_NOT_FOUND])
  })

  it('offers nothing for another name, no name, or a name that cannot be read (logged)', async () => {
    for (const deviceName of [named('LG-55UR762H'), named(''), named('ROOM_214_2'), undefined]) {
      const f = setup([{ location: '105' }], ['105'], deviceName)
      await f.run()
      expect(f.suggestions).toEqual([null])
    }
    const failing = setup([{ location: '105' }], ['105'], async () => {
      throw new Error('hcap call failed')
    })
    expect(await failing.run()).toBe(42)
    expect(failing.suggestions).toEqual([null])
    expect(failing.log.warn).toHaveBeenCalledWith(expect.stringContaining('hcap call failed'))
    const odd = setup([{ location: '105' }], ['105'], async () => null as unknown as string)
    await odd.run()
    expect(odd.suggestions).toEqual([null])
  })
})
