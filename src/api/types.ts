// Wire and domain types of the hotel backend (portal spec §3 Entities, §7 Calls).
// The backend answers with bare JSON bodies (no envelope) unless a call says otherwise;
// src/api/decoders.ts turns raw JSON into these types at the boundary, and
// src/mocks/ (the demo hotel backend) produces exactly these shapes.

export type UsingBy =
  | 'Public'
  | 'VIP'
  | 'Lobby'
  | 'Pub'
  | 'Restaurant'
  | 'Hall'
  | 'Bar'
  | 'Pool'
  | 'SPA'
  | 'Office'
  | 'LOFT'
  | 'DS'
  | 'Room'

export type Guest = {
  id: number
  pms_id: string | null
  name: string
  surname: string
  additional: string | null
  /** interface language code, e.g. en_US */
  language: string | null
  /** true once the guest pressed Continue on the welcome screen */
  welcome: boolean
}

/** Raw config as sent: every value a string (or null). Normalised by normaliseConfig. */
export type RawConfig = Record<string, string | number | boolean | null>
/** portal spec §3 Config: 'true'/'false' → booleans, empty or 'null' → null. */
export type ConfigValue = string | number | boolean | null
export type Config = Record<string, ConfigValue>

export type Device = {
  id: number
  mac: string
  ip: string
  /** ROOM_ plus location, plus _index if any */
  name: string
  title: string
  location: string
  location_id: number | null
  index: number | null
  type: string
  using_by: UsingBy
  /** per-device config overrides, merged over /api/get/config */
  config: Config
  guest: Guest | null
  properties: Record<string, string>
}

export type MenuItem = {
  id: number
  title: string
  /** 'icon' | 'image' */
  image_type: string
  image: string
  /** '1' visible */
  isShow: boolean
  /** '1' marks the home item */
  isHome: boolean
  module: string
  target: string | null
  subs: MenuItem[]
}

export type Language = { code: string; NAME: string; selected: boolean }

export type Program = { start: number; end: number; title: string }

export type ChannelPrice = { group: string; value: number }
export type ChannelDvr = { name: string; url: string; duration: number; from: number }

export type Channel = {
  id: number
  title: string
  logo: string
  /** IPTV, RF, ANALOG, … (RF/ANALOG not hosted) */
  type: string
  channel_uri: string
  channel_free_uri: string | null
  epg_id: string | null
  /** 3-digit channel number */
  sort: string
  groups: string[]
  favorite: boolean
  price: ChannelPrice | null
  owned: boolean
  pin: string | null
  hasDvr: boolean
  dvr: ChannelDvr | null
  isRecordable: boolean
  language: string | null
  subtitle: string | null
  placement: string
  category: string
}

/** GET /api/get/epgs/{channel}/{timestamp}: programs keyed by epg id */
export type EpgResponse = Record<string, Program[]>

export type VodItem = {
  id: number
  title: string
  content: string
  imdb: number | null
  category: string
  slug: string
  cover: string
  poster: string
  trailer: string | null
  url: string
  /** null when the item is free ('0' or missing on the wire) */
  price: number | null
  owned: boolean
  pin: string | null
}

export type ImageSizes = { small: string; medium: string; large: string }

export type CmsActionType = 'appointment' | 'reservation' | 'request' | 'product'
export type CmsContentType = 'default' | 'image' | 'video' | 'none'

export type CmsItem = {
  id: number
  parent: number | null
  title: string
  subtitle: string | null
  date: string | null
  cover: ImageSizes | null
  gallery: ImageSizes[]
  video: string | null
  orientation: 'horizontal' | 'vertical'
  description: string
  action_type: CmsActionType | null
  endpoint: string | null
  price: number | null
  content_type: CmsContentType
  layout_type: 'boxed' | 'sidepane' | null
  layout_gradient: string | null
  overlay: string | null
  background: string | null
  /** 1 puts the cover first in the gallery */
  show_in_detail: boolean
}

export type CmsCarousel = {
  id: number
  name: string
  logo: string | null
  cardType: string
  items: CmsItem[]
}

export type ActionPayload = { action: string; params: Record<string, unknown> }
export type Action = { id: number; remote: boolean; payload: ActionPayload; created_at: string }

export type Message = {
  id: number
  from: string
  title: string
  text: string
  date: string
  readed: boolean
  autoOpen: boolean
}

export type WeatherCurrent = {
  temp: number
  icon: string
  description: string
  max: number
  min: number
  image: string
  isDirty: boolean
}
export type WeatherForecast = { date: string; icon: string; max: number; min: number; image: string }
export type Weather = {
  name: string
  slug: string
  icon: string
  current: WeatherCurrent
  forecast: WeatherForecast[]
}

/** times as 'HH:mm' local to the hotel */
export type Prayer = { fajr: string; dhuhr: string; asr: string; maghrib: string; isha: string }

export type Flight = {
  code: string
  callsign: string
  airline: string
  aircraft: string
  target: string
  status: string
  color: string
  /** scheduled time of departure / arrival, ISO strings or null */
  std: string | null
  sta: string | null
}
export type FlightAirport = { code: string; name: string; arrivals: Flight[]; departures: Flight[] }

export type NewsItem = { title: string; description: string; date: string; image: string }
export type NewsFeed = { name: string; logo: string; items: NewsItem[] }

export type SignageLayout = {
  type: 'image' | 'stream' | 'video'
  url: string
  /** seconds */
  duration: number
  /** comma-separated image list for image layouts */
  images: string
  /** seconds each image stays */
  per_duration: number
}
export type DigitalSignage = {
  distribution: { id: number; name: string } | null
  /** unix ms the distribution started */
  start: number
  layouts: SignageLayout[]
}

export type Record_ = {
  id: number
  proc_id: string
  title: string
  start: number
  /** seconds */
  duration: number
  /** 0/1 processing, 2 completed */
  state: 0 | 1 | 2
  resource_mp4: string
  source: string
  pms_id: string
}

export type RecordRequest = {
  id: number
  title: string
  start: number
  end: number
  duration: number
  state: 0
  uri: string
  proc_id: string
  source: string
  macAddress: string
  ipAddress: string
  pms_id: string
}

export type Order = { action: 'Vod' | 'Channel'; description: string }

export type CartItem = {
  title: string
  count: number
  code: string
  id: number
  price: number
  main: string
  catalog: string
  endpoint: string
  action_type: 'channel' | 'vod' | 'product'
}

export type OrderPayload = {
  action: string
  room: string
  room_id: number
  guest_name: string
  guest_id: number | null
  guest_pms: string | null
  mac: string
  ip: string
  items: CartItem[]
}

export type BillItem = { title: string; date: string; time: string; amount: string }
export type BillRequestReply = { errCode: number | null }
export type BillResponseReply = {
  errCode: number | null
  status: boolean | null
  data: { items: BillItem[]; total: string } | null
}

export type CdnToken = { tokenLarge: string; tokenLive: string }

export type CastReservation = {
  error: string | null
  status: number | null
  heartbeat: boolean | null
  reserv_multicast: string | null
  ssid: string | null
  link: string | null
  reserv_code: string | null
  qr_code: string | null
}

export type SoftApReply = { qr: string }
export type QrReply = { qr: string }

/** adapters spec §3 Philips server config ({base}/Api/philips/config.json) */
export type PhilipsConfig = { active: boolean; appControlID: string; profileName: string; locationID: string }

/** POST /api/send/cart reply (portal spec §8 Cart): success, or a text shown as a danger toast; neither
 * means 'Something went wrong.' */
export type CartReply = { success: boolean; message: string | null }
