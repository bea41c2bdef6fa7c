// Decoders for content and service entities (portal spec §3): CMS, actions, messages, feeders, signage,
// records, bill view, CDN, cast, orders and cart. Same rule as decoders.ts: identity required, the rest
// defaulted, lists lenient.
import {
  DecodeError,
  bool,
  decode,
  describe,
  isRecord,
  lenientArray,
  literal,
  number,
  object,
  optional,
  orNull,
  record,
  string,
  unknownValue,
  withFallback,
  type Decoder,
} from './decode'
import { flag, optText, priceOrNull, text } from './fields'
import type * as T from './types'

/** Sizes come as { small, medium, large } (any may be missing) or as one URL for all. */
export const imageSizes: Decoder<T.ImageSizes> = (input, path, warn) => {
  if (typeof input === 'string' && input !== '') return { small: input, medium: input, large: input }
  const sizes = object({ small: optText, medium: optText, large: optText })(input, path, warn)
  const any = sizes.large ?? sizes.medium ?? sizes.small
  if (any === null) throw new DecodeError(path, 'image sizes', 'no URL')
  return { small: sizes.small ?? any, medium: sizes.medium ?? any, large: sizes.large ?? any }
}

/**
 * A CMS item needs its id and title; any other field of another type is logged and read as none (an item
 * whose cover was `{}`, whose price was "12,50" or whose show_in_detail was "yes" was dropped from its
 * row before). A price the portal cannot read hides the item's order button (§5: product action only
 * when a price is set), it does not make the product free.
 */
export const cmsItem: Decoder<T.CmsItem> = object({
  id: number,
  parent: withFallback(orNull(number), null),
  title: string,
  subtitle: withFallback(optText, null),
  date: withFallback(optText, null),
  cover: withFallback(orNull(imageSizes), null),
  gallery: withFallback(optional(lenientArray(imageSizes), []), []),
  video: withFallback(optText, null),
  orientation: withFallback(literal('horizontal', 'vertical'), 'horizontal'),
  description: withFallback(text, ''),
  action_type: withFallback(orNull(literal('appointment', 'reservation', 'request', 'product')), null),
  endpoint: withFallback(optText, null),
  price: withFallback(priceOrNull, null),
  content_type: withFallback(literal('default', 'image', 'video', 'none'), 'default'),
  layout_type: withFallback(orNull(literal('boxed', 'sidepane')), null),
  layout_gradient: withFallback(optText, null),
  overlay: withFallback(optText, null),
  background: withFallback(optText, null),
  show_in_detail: withFallback(flag, false),
})

export const cmsCarousel: Decoder<T.CmsCarousel> = object({
  id: number,
  name: text,
  logo: optText,
  cardType: optional(string, 'default'),
  items: optional(lenientArray(cmsItem), []),
})
export const cmsList = lenientArray(cmsCarousel)

/** Some backends store the payload as JSON text. */
function jsonText<V>(decoder: Decoder<V>): Decoder<V> {
  return (input, path, warn) => {
    if (typeof input !== 'string') return decoder(input, path, warn)
    try {
      return decoder(JSON.parse(input), path, warn)
    } catch (error) {
      if (error instanceof DecodeError) throw error
      throw new DecodeError(path, 'object or JSON text', 'text that is not JSON')
    }
  }
}

/** The id and the payload are what an action is; `remote` and `created_at` (which the portal does not
 * act on) of another type are logged and read as none: a PHP date object as `created_at` lost the action. */
export const action: Decoder<T.Action> = object({
  id: number,
  remote: withFallback(flag, false),
  payload: jsonText(object({ action: string, params: optional(record(unknownValue), {}) })),
  created_at: withFallback(text, ''),
})
export const actionList = lenientArray(action)
/**
 * The actions poll's answer as the executor takes it: the list's items as they came. The executor
 * decodes each one with `action` (src/services/actions/batch.ts) and reports a malformed one failed with
 * why (portal spec §4, §8: failed actions report their message); decoded here, a malformed action was
 * dropped with a warning and the front desk never heard of it.
 */
export const actionBatch: Decoder<unknown[]> = lenientArray(unknownValue)

export const message: Decoder<T.Message> = object({
  id: number,
  from: text,
  title: text,
  text,
  date: text,
  readed: flag,
  autoOpen: flag,
})
export const messageList = lenientArray(message)

/** portal spec §3 Record: pms_id or General */
export const RECORD_GENERAL = 'General'
export const record_: Decoder<T.Record_> = object({
  id: number,
  proc_id: string,
  title: text,
  start: number,
  duration: number,
  state: literal(0, 1, 2),
  resource_mp4: text,
  source: text,
  pms_id: optional(string, RECORD_GENERAL),
})
export const recordList = lenientArray(record_)

const billItem: Decoder<T.BillItem> = object({ title: text, date: text, time: text, amount: text })
export const billRequestReply: Decoder<T.BillRequestReply> = object({ errCode: orNull(number) })
export const billResponseReply: Decoder<T.BillResponseReply> = object({
  errCode: orNull(number),
  status: orNull(bool),
  data: orNull(object({ items: optional(lenientArray(billItem), []), total: text })),
})

export const cdnToken: Decoder<T.CdnToken> = object({ tokenLarge: string, tokenLive: string })

/**
 * portal spec §4 Chromecast: watch is "heartbeat present". A flag keeps its meaning (false is no
 * heartbeat); any other value a server sends for it (the time of the last beat, a session id) is present.
 * Only a flag was read before, and a heartbeat sent as a time failed the whole reply: the guide showed
 * the server error to a guest who was casting.
 */
const heartbeatPresent: Decoder<boolean | null> = (input, path, warn) => {
  if (input === null || input === undefined || input === '') return null
  // PHP's empty value: none
  if (typeof input === 'object' && Object.keys(input).length === 0) return null
  const flagged = decode(bool, input, path, warn)
  return flagged.ok ? flagged.value : true
}

export const castReservation: Decoder<T.CastReservation> = object({
  error: optText,
  status: orNull(number),
  heartbeat: heartbeatPresent,
  reserv_multicast: optText,
  ssid: optText,
  link: optText,
  reserv_code: optText,
  qr_code: optText,
})

export const qrReply: Decoder<T.QrReply> = object({ qr: string })
export const softApReply: Decoder<T.SoftApReply> = qrReply

/** portal spec §3 Order: action Vod or Channel, read whatever its case ('channel' made an owned channel
 * show Buy again) */
const ORDER_ACTIONS: readonly T.Order['action'][] = ['Vod', 'Channel']
const orderAction: Decoder<T.Order['action']> = (input, path, warn) => {
  const value = string(input, path, warn).trim().toLowerCase()
  const found = ORDER_ACTIONS.find((action) => action.toLowerCase() === value)
  if (found === undefined) throw new DecodeError(path, 'Vod or Channel', describe(input))
  return found
}
export const order: Decoder<T.Order> = object({ action: orderAction, description: string })
export const orderList = lenientArray(order)

export const cartItem: Decoder<T.CartItem> = object({
  title: string,
  count: optional(number, 1),
  code: text,
  id: number,
  price: optional(number, 0),
  main: text,
  catalog: text,
  endpoint: text,
  action_type: literal('channel', 'vod', 'product'),
})
export const cartList = lenientArray(cartItem)

/** portal spec §8 Cart: `{ success, message }`, or a returned text (an error to show), or nothing. */
export const cartReply: Decoder<T.CartReply> = (input, path, warn) => {
  if (typeof input === 'string') return { success: false, message: input.trim() || null }
  if (!isRecord(input)) return { success: false, message: null }
  return object({ success: optional(bool, false), message: optText })(input, path, warn)
}

export const philipsConfig: Decoder<T.PhilipsConfig> = object({
  active: flag,
  appControlID: text,
  profileName: text,
  locationID: text,
})

/** POST /api/set/device returns the device id (portal spec §7 "returns a number on success"). */
export const deviceId: Decoder<number> = number
