import { describe, expect, it } from 'vitest'
import { decodeInboundMessage, encodeInboundMessage } from './inbound'

describe('inbound message (adapters spec §3)', () => {
  it('decodes base64 UTF-8 JSON with one of the known keys', () => {
    const encoded = encodeInboundMessage({ rc: 'volume-up' })
    expect(decodeInboundMessage(encoded)).toEqual({ ok: true, message: { rc: 'volume-up' } })
    const text = encodeInboundMessage({ action: { action: 'Message', params: { title: 'Günaydın çay' } } })
    expect(decodeInboundMessage(text)).toMatchObject({
      ok: true,
      message: { action: { params: { title: 'Günaydın çay' } } },
    })
  })

  it('describes every kind of bad input instead of throwing', () => {
    expect(decodeInboundMessage(undefined)).toEqual({ ok: false, error: 'Inbound message is empty' })
    expect(decodeInboundMessage('***')).toEqual({ ok: false, error: 'Inbound message is not valid base64' })
    expect(decodeInboundMessage(btoa('{nope'))).toEqual({ ok: false, error: 'Inbound message is not JSON' })
    expect(decodeInboundMessage(btoa('[1]'))).toEqual({
      ok: false,
      error: 'Inbound message is not an object',
    })
    expect(decodeInboundMessage(btoa('{"other":1}'))).toMatchObject({ ok: false })
    expect(decodeInboundMessage(btoa('\xff\xfe'))).toMatchObject({ ok: false })
  })

  it('accepts fidelio only where the platform variant does', () => {
    const encoded = encodeInboundMessage({ fidelio: { DA: '261124', TI: '070000' } })
    expect(decodeInboundMessage(encoded).ok).toBe(true)
    expect(decodeInboundMessage(encoded, ['action', 'weather', 'chromecast', 'rc']).ok).toBe(false)
  })
})
