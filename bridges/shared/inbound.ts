// adapters spec §3 Inbound message: base64-encoded JSON carrying one of the keys action, weather,
// chromecast or rc (remote command); one variant also accepts fidelio. Decoded here, at the edge.

export const INBOUND_KEYS = ['action', 'weather', 'chromecast', 'rc', 'fidelio'] as const
export type InboundKey = (typeof INBOUND_KEYS)[number]

export type InboundDecoded = { ok: true; message: Record<string, unknown> } | { ok: false; error: string }

/** base64 of UTF-8 text → the text; throws when it is not */
export function base64ToText(encoded: string): string {
  const binary = atob(encoded.replace(/\s+/g, ''))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
}

/** Never throws: a bad message is described, so the caller logs it and nothing else breaks. */
export function decodeInboundMessage(
  raw: unknown,
  accepted: readonly InboundKey[] = INBOUND_KEYS,
): InboundDecoded {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, error: 'Inbound message is empty' }
  let text: string
  try {
    text = base64ToText(raw.trim())
  } catch {
    return { ok: false, error: 'Inbound message is not valid base64' }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Inbound message is not JSON' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, error: 'Inbound message is not an object' }
  const message = parsed as Record<string, unknown>
  if (!accepted.some((key) => key in message))
    return { ok: false, error: `Inbound message carries none of ${accepted.join(', ')}` }
  return { ok: true, message }
}

/** The encoder, for senders and tests (UTF-8 JSON → base64). */
export function encodeInboundMessage(message: Record<string, unknown>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(message))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
