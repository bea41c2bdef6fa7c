import type { GuestInput } from '../state'
import { flag, str } from './http'

/** A guest from the front desk or a test: name and surname required, the rest optional. */
export function guestInput(value: unknown): GuestInput | string {
  if (typeof value !== 'object' || value === null) return 'guest must be an object'
  const body = value as Record<string, unknown>
  const name = str(body['name'])
  const surname = str(body['surname'])
  if (!name || !surname) return 'guest.name and guest.surname are required'
  const guest: GuestInput = { name, surname }
  const pmsId = str(body['pms_id'])
  if (pmsId) guest.pms_id = pmsId
  const additional = str(body['additional'])
  if (additional) guest.additional = additional
  const language = str(body['language'])
  if (language) guest.language = language
  const welcome = flag(body['welcome'])
  if (welcome !== null) guest.welcome = welcome
  return guest
}
