// Issue 20: the inbound base64 message decoder (adapters spec §3, §5) fuzzed: any text, base64 of any
// bytes, base64 of any JSON. It never throws; it accepts exactly a JSON object carrying a known key.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeInboundMessage, encodeInboundMessage, INBOUND_KEYS } from './inbound'

const FUZZ = { seed: 20, numRuns: 600 }
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes))
const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

describe('issue 20: inbound messages fuzzed', { timeout: 60_000 }, () => {
  it('never throws on any input, and says why it refuses one', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 64 }).map(toBase64),
      fc.jsonValue({ maxDepth: 3 }).map((value) => toBase64(utf8(JSON.stringify(value) ?? ''))),
      fc.anything({ maxDepth: 2 }),
    )
    fc.assert(
      fc.property(raw, (input) => {
        const decoded = decodeInboundMessage(input)
        if (!decoded.ok) expect(decoded.error).toMatch(/^Inbound message /)
        else expect(INBOUND_KEYS.some((key) => key in decoded.message)).toBe(true)
      }),
      FUZZ,
    )
  })

  it('gives back exactly what was sent for any object with a known key (UTF-8 included)', () => {
    const message = fc
      .tuple(
        fc.constantFrom(...INBOUND_KEYS),
        fc.jsonValue({ maxDepth: 3 }),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      )
      .map(([key, value, rest]) => ({ ...rest, [key]: value }))
    fc.assert(
      fc.property(message, (sent) => {
        const decoded = decodeInboundMessage(encodeInboundMessage(sent))
        expect(decoded).toEqual({ ok: true, message: JSON.parse(JSON.stringify(sent)) })
      }),
      FUZZ,
    )
  })
})
