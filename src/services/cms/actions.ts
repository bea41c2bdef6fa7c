// The CMS actions (portal spec §3 CMS item action_type, §5): which one an item offers, the prompt each
// one asks (§2 Interact prompt; §5 time selector: hours 00-23, minutes step 15), the answers read back,
// and the order/cart item (§3) an item becomes. Pure: the flows are in actionFlow.ts.
import type { CartItem, CmsActionType, CmsCarousel, CmsItem } from '../../api/types'
import { ALARM_HOURS, ALARM_MINUTES, ALARM_MINUTES_STEP } from '../timers/alarmForm'
import { clampCount } from '../sideloads/cart'

/** the PMS handles these itself: portal spec §5 hides the button when the endpoint is pms */
export const PMS_ENDPOINT = 'pms'
/** days offered for an appointment or a reservation: today and the next three */
export const CMS_BOOKING_DAYS = 4
/** persons offered for a reservation */
export const CMS_MAX_PERSONS = 10

export type BookingAction = Exclude<CmsActionType, 'product'>

/** portal spec §5: shown for appointment/reservation/request unless the endpoint is pms; product with a price */
export function cmsAction(item: CmsItem): CmsActionType | null {
  const type = item.action_type
  if (type === null) return null
  if (type === 'product') return item.price !== null ? 'product' : null
  return (item.endpoint ?? '').trim().toLowerCase() === PMS_ENDPOINT ? null : type
}

/** portal spec §3 Order/cart item: a CMS product (code and id are the item's id) */
export function cartItemOf(item: CmsItem, place: { target: string; carousel: CmsCarousel }, count: unknown) {
  const line: CartItem = {
    title: item.title,
    count: clampCount(count),
    code: String(item.id),
    id: item.id,
    price: item.price ?? 0,
    main: place.target,
    catalog: place.carousel.name,
    endpoint: item.endpoint ?? '',
    action_type: 'product',
  }
  return line
}

const two = (n: number): string => String(n).padStart(2, '0')
export const isoDay = (at: Date): string =>
  `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`

/** the days a booking may be for, as YYYY-MM-DD in the TV's local time, today first */
export function bookingDays(now: number): string[] {
  return Array.from({ length: CMS_BOOKING_DAYS }, (_, offset) => {
    const day = new Date(now)
    day.setHours(12, 0, 0, 0) // noon: a daylight-saving change never skips or repeats a day
    day.setDate(day.getDate() + offset)
    return isoDay(day)
  })
}

/** the time selector starts on the next quarter hour (portal spec §9 minutes step 15) */
export function nextSlot(now: number): { hours: string; minutes: string } {
  const at = new Date(now)
  const steps = Math.floor(at.getMinutes() / ALARM_MINUTES_STEP) + 1
  const hours = (at.getHours() + Math.floor((steps * ALARM_MINUTES_STEP) / 60)) % 24
  const minutes = (steps * ALARM_MINUTES_STEP) % 60
  return { hours: two(hours), minutes: two(minutes) }
}

export type BookingDetails = { date?: string; time?: string; persons?: number; note?: string }

/** which fields each booking asks for */
export const BOOKING_FIELDS: Readonly<Record<BookingAction, readonly (keyof BookingDetails)[]>> = {
  appointment: ['date', 'time', 'note'],
  reservation: ['date', 'time', 'persons', 'note'],
  request: ['note'],
}

/**
 * The prompt's answers as the order's details, checked again here (the prompt only checks that required
 * fields are filled, §5): a day offered, a time on the selector, persons 1 to CMS_MAX_PERSONS. null when
 * an answer is not one the prompt could give.
 */
export function bookingDetails(
  type: BookingAction,
  values: Record<string, unknown>,
  now: number,
): BookingDetails | null {
  const details: BookingDetails = {}
  for (const field of BOOKING_FIELDS[type]) {
    const value = values[field]
    if (field === 'date') {
      if (typeof value !== 'string' || !bookingDays(now).includes(value)) return null
      details.date = value
    } else if (field === 'time') {
      const time = value as { hours?: unknown; minutes?: unknown } | null
      const hours = String(time?.hours ?? '')
      const minutes = String(time?.minutes ?? '')
      if (!ALARM_HOURS.includes(hours) || !ALARM_MINUTES.includes(minutes)) return null
      details.time = `${hours}:${minutes}`
    } else if (field === 'persons') {
      const persons = Number(value)
      if (!Number.isInteger(persons) || persons < 1 || persons > CMS_MAX_PERSONS) return null
      details.persons = persons
    } else {
      const note = typeof value === 'string' ? value.trim() : ''
      if (note) details.note = note
    }
  }
  return details
}
