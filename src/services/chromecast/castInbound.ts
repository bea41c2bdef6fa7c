// The inbound `chromecast` message (adapters spec §3 Inbound message: base64 JSON carrying one of action,
// weather, chromecast or rc). Its payload is not shown by the spec. The portal takes, at the boundary:
// - a guide variant to open: 'central' | 'proxy' | 'builtin' | 'hotspot' as the payload itself or as
//   its `variant` (or `target`); anything else opens /chromecast;
// - a reservation (portal spec §3 Chromecast reservation response: error, status, heartbeat, …) the
//   Chromecast server pushes: while a guide is shown it decides the state as /api/cast/get's reply does.
import { decode, isRecord } from '../../api/decode'
import { castReservation } from '../../api/serviceDecoders'
import type { CastReservation } from '../../api/types'
import type { Logger } from '../logger'
import { castVariantOf, type CastVariant } from './castState'

const RESERVATION_FIELDS = ['error', 'status', 'heartbeat', 'ssid', 'link', 'reserv_code', 'qr_code'] as const

export type CastInbound = { variant: CastVariant; reservation: CastReservation | null }

export function parseCastInbound(payload: unknown, log: Logger): CastInbound {
  if (typeof payload === 'string') return { variant: castVariantOf(payload), reservation: null }
  if (!isRecord(payload)) return { variant: 'default', reservation: null }
  const variant = castVariantOf(payload['variant'] ?? payload['target'])
  if (!RESERVATION_FIELDS.some((field) => field in payload)) return { variant, reservation: null }
  const decoded = decode(castReservation, payload, 'chromecast', (message) =>
    log.warn(`Inbound chromecast: ${message}`),
  )
  if (decoded.ok) return { variant, reservation: decoded.value }
  log.warn(`Inbound chromecast reservation dropped: ${decoded.error.message}`, payload)
  return { variant, reservation: null }
}
