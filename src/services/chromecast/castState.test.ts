import { describe, expect, it } from 'vitest'
import type { CastReservation } from '../../api/types'
import { castPath, castVariantOf, decideCastState, type CastState } from './castState'

const reply = (patch: Partial<CastReservation>): CastReservation => ({
  error: null,
  status: 200,
  heartbeat: null,
  reserv_multicast: null,
  ssid: 'Cast',
  link: 'http://cast/r/1',
  reserv_code: '1234',
  qr_code: 'http://cast/r/1',
  ...patch,
})

// portal spec §4 Chromecast: error (error present and status not 200; no response also error),
// unavailable (error present, all devices in use), watch (heartbeat present), available.
const ERRORS = [null, 'All chromecast devices are in use'] as const
const STATUSES = [200, 500, 404, null] as const
const HEARTBEATS = [null, true, false] as const

function expected(error: string | null, status: number | null, heartbeat: boolean | null): CastState {
  if (error !== null) return status === 200 ? 'unavailable' : 'error'
  return heartbeat === true ? 'watch' : 'available'
}

describe('Chromecast state decision (portal spec §4), every error/status/heartbeat combination', () => {
  for (const error of ERRORS)
    for (const status of STATUSES)
      for (const heartbeat of HEARTBEATS)
        it(`error ${error === null ? 'absent' : 'present'}, status ${status}, heartbeat ${heartbeat} → ${expected(error, status, heartbeat)}`, () => {
          expect(decideCastState(reply({ error, status, heartbeat }))).toBe(
            expected(error, status, heartbeat),
          )
        })

  it('no response (a failed call, a 404 read as false) is an error', () => {
    expect(decideCastState(false)).toBe('error')
    expect(decideCastState(null)).toBe('error')
  })

  it('an error present with status 200 is unavailable even with a heartbeat', () => {
    expect(decideCastState(reply({ error: 'in use', status: 200, heartbeat: true }))).toBe('unavailable')
  })
})

describe('Chromecast routes (portal spec §2)', () => {
  it('the variant comes from the route, anything else is the plain guide', () => {
    expect(castVariantOf('hotspot')).toBe('hotspot')
    expect(castVariantOf('BUILTIN')).toBe('builtin')
    expect(castVariantOf('lobby')).toBe('default')
    expect(castVariantOf(undefined)).toBe('default')
  })

  it('each variant has its path', () => {
    expect(castPath('default')).toBe('/chromecast')
    expect(castPath('central')).toBe('/chromecast/central')
  })
})
