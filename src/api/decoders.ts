// One decoder per entity of types.ts (portal spec §3). Per field: identity and what a screen cannot do
// without (id, title, a channel's uri and number) is required; everything else has a default, so one odd
// field never costs the guest a whole screen. Lists drop malformed items and log them. Content and
// service entities: serviceDecoders.ts; feeders and signage: feederDecoders.ts; shared fields: fields.ts.
import {
  DecodeError,
  lazy,
  lenientArray,
  map,
  number,
  object,
  optional,
  orNull,
  record,
  string,
  withFallback,
  type Decoder,
} from './decode'
import type {
  Channel,
  Config,
  ConfigValue,
  Device,
  EpgResponse,
  Guest,
  Language,
  MenuItem,
  Program,
  UsingBy,
  VodItem,
} from './types'
import { normaliseConfigValue } from './config'
import { flag, optText, padded, priceOrNull, stringList, text } from './fields'

// prettier-ignore
const USING_BY: readonly UsingBy[] = [
  'Public', 'VIP', 'Lobby', 'Pub', 'Restaurant', 'Hall', 'Bar', 'Pool', 'SPA', 'Office', 'LOFT', 'DS', 'Room',
]
/** portal spec §1: any mode not in the list is a plain room; matched case-insensitively. */
export const usingBy: Decoder<UsingBy> = map(text, (value) => {
  const wanted = value.trim().toLowerCase()
  return USING_BY.find((mode) => mode.toLowerCase() === wanted) ?? 'Room'
})

const configValue: Decoder<ConfigValue> = (input) => normaliseConfigValue(input)
export const deviceConfig: Decoder<Config> = optional(record(configValue), {})

/**
 * The device answer decides whether the TV boots at all (an essential call), so only what it cannot run
 * without is strict: the device's id and MAC, the guest's id. Any other field of another type is logged
 * and read as none, and a guest without a usable id as no guest (the room shows as empty), instead of
 * the error screen for the whole room (found by the fault walk: a guest whose pms_id was `true` kept the
 * TV from booting).
 */
const lenient = <T>(decoder: Decoder<T>, fallback: T): Decoder<T> => withFallback(decoder, fallback)

export const guest: Decoder<Guest> = object({
  id: number,
  pms_id: lenient(optText, null),
  name: lenient(text, ''),
  surname: lenient(text, ''),
  additional: lenient(optText, null),
  language: lenient(optText, null),
  welcome: lenient(flag, false),
})

export const device: Decoder<Device> = map(
  object({
    id: number,
    mac: string,
    ip: lenient(text, ''),
    name: lenient(text, ''),
    title: lenient(text, ''),
    location: lenient(text, ''),
    location_id: lenient(orNull(number), null),
    index: lenient(orNull(number), null),
    type: lenient(text, ''),
    using_by: lenient(usingBy, 'Room'),
    config: lenient(deviceConfig, {}),
    guest: lenient(orNull(guest), null),
    properties: lenient(optional(record(text), {}), {}),
  }),
  // portal spec §3 Device: name is ROOM_ plus location, plus _index if any
  (value) => ({
    ...value,
    name: value.name || `ROOM_${value.location}${value.index == null ? '' : `_${value.index}`}`,
  }),
)

/** portal spec §2 Home: an item with subs opens a side pane of sub-items; nothing shows deeper levels.
 * Issue 20 (fuzzing): sub-items were decoded recursively without a bound, so a menu nested a few
 * thousand levels deep overflowed the stack (a RangeError escaped the decoder). Levels below this are
 * dropped and logged. */
export const MENU_MAX_DEPTH = 4

const noDeeperSubs: Decoder<MenuItem[]> = (input, path, warn) => {
  if (Array.isArray(input) && input.length > 0)
    warn(`${path}: sub-items deeper than ${MENU_MAX_DEPTH} levels dropped`)
  return []
}

const menuItemAt = (depth: number): Decoder<MenuItem> =>
  object({
    id: number,
    title: text,
    image_type: optional(string, 'icon'),
    image: text,
    isShow: flag,
    isHome: flag,
    module: string,
    target: optText,
    subs:
      depth >= MENU_MAX_DEPTH ? noDeeperSubs : optional(lenientArray(lazy(() => menuItemAt(depth + 1))), []),
  })

export const menuItem: Decoder<MenuItem> = menuItemAt(1)
export const menuList = lenientArray(menuItem)

export const language: Decoder<Language> = map(
  object({ code: string, NAME: text, selected: flag }),
  (value) => ({ ...value, NAME: value.NAME || value.code }),
)
export const languageList = lenientArray(language)

/** portal spec §3 Program: title defaults to N/A (also when empty). */
export const PROGRAM_DEFAULT_TITLE = 'N/A'
export const program: Decoder<Program> = object({
  start: number,
  end: number,
  title: map(optText, (title) => title ?? PROGRAM_DEFAULT_TITLE),
})
export const epgResponse: Decoder<EpgResponse> = record(optional(lenientArray(program), []))

/**
 * A channel needs its id, title, number and stream (and its price and PIN, which decide who may watch
 * it: a price or PIN the portal cannot read drops the channel rather than show it free). Any other field
 * of another type is logged and read as none: an empty `placement` from a PHP backend, a `dvr` block
 * without the fields the portal does not read, a `language` list dropped a whole channel before.
 */
const channelFields = object({
  id: number,
  title: string,
  logo: lenient(text, ''),
  type: lenient(optional(string, 'IPTV'), 'IPTV'),
  channel_free_uri: lenient(optText, null),
  epg_id: lenient(optText, null),
  sort: padded,
  groups: lenient(stringList, []),
  favorite: lenient(flag, false),
  price: orNull(object({ group: text, value: number })),
  owned: lenient(flag, false),
  pin: optText,
  hasDvr: lenient(flag, false),
  dvr: lenient(
    orNull(object({ name: text, url: string, duration: lenient(number, 0), from: lenient(number, 0) })),
    null,
  ),
  isRecordable: lenient(flag, false),
  language: lenient(optText, null),
  subtitle: lenient(optText, null),
  placement: lenient(optional(padded, ''), ''),
  category: lenient(text, ''),
})

export const channel: Decoder<Channel> = (input, path, warn) => {
  const fields: Omit<Channel, 'channel_uri'> & { channel_uri?: string } = channelFields(input, path, warn)
  // portal spec §3 Channel: channel_uri (or url). Added to the decoded object rather than spread into a
  // new one: a line-up of 5,000 decodes at boot, and Chromium 53's build spreads through helpers.
  const source = input as Record<string, unknown>
  const uri =
    optText(source['channel_uri'], `${path}.channel_uri`, warn) ?? optText(source['url'], `${path}.url`, warn)
  if (uri === null) throw new DecodeError(`${path}.channel_uri`, 'string (channel_uri or url)', 'nothing')
  fields.channel_uri = uri
  return fields as Channel
}
export const channelList = lenientArray(channel)

/** A film needs its id and title, and its price and PIN (see channelFields); any other odd field is
 * logged and read as none (an `imdb` of "N/A" dropped the film from the catalogue before). */
export const vodItem: Decoder<VodItem> = object({
  id: number,
  title: string,
  content: lenient(text, ''),
  imdb: lenient(orNull(number), null),
  category: lenient(text, ''),
  slug: lenient(text, ''),
  cover: lenient(text, ''),
  poster: lenient(text, ''),
  trailer: lenient(optText, null),
  url: text,
  price: priceOrNull,
  owned: lenient(flag, false),
  pin: optText,
})
export const vodList = lenientArray(vodItem)
