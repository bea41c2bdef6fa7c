import { describe, expect, it, vi } from 'vitest'
import { parseCastInbound } from './castInbound'

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('inbound chromecast message (adapters spec §3)', () => {
  it('a variant name opens that guide', () => {
    expect(parseCastInbound('hotspot', log())).toEqual({ variant: 'hotspot', reservation: null })
    expect(parseCastInbound({ variant: 'builtin' }, log()).variant).toBe('builtin')
    expect(parseCastInbound({ target: 'central' }, log()).variant).toBe('central')
  })

  it('anything else opens the plain guide', () => {
    expect(parseCastInbound(null, log())).toEqual({ variant: 'default', reservation: null })
    expect(parseCastInbound(42, log())).toEqual({ variant: 'default', reservation: null })
    expect(parseCastInbound({}, log()).reservation).toBeNull()
  })

  it('a reservation is decoded at the boundary', () => {
    const parsed = parseCastInbound({ status: 200, heartbeat: true, ssid: 'Cast', reserv_code: 7 }, log())
    expect(parsed.reservation).toMatchObject({ error: null, status: 200, heartbeat: true, reserv_code: '7' })
  })

  it('a malformed reservation is logged and dropped', () => {
    const logger = log()
    expect(parseCastInbound({ status: 'teapot' }, logger).reservation).toBeNull()
    expect(logger.warn).toHaveBeenCalled()
  })
})
