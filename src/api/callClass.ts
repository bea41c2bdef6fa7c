// Issue 20: which calls the portal cannot run without (essential) and which it can live without
// (optional). The interceptor's two before-ready rules (adapters spec §8: 5xx → reload countdown;
// 401/402/406/426 → body shown) are right for the first kind only: a weather provider failing must not
// put every TV of the hotel into a reload loop. One table, every path of API_PATHS in it (the type
// makes a new path a compile error until it is classified). docs/BACKEND-API.md "Essential and
// optional calls" is the reading in prose.
import { API_PATHS } from './paths'

export type CallClass = 'essential' | 'optional'
type PathName = keyof typeof API_PATHS

/** Essential: device, assignment, config, languages, menus, channels (what boot and sync cannot do
 * without). Optional: everything a screen can show "no data" for, and every write a later sync or the
 * guest's next try repeats. */
export const CALL_CLASSES: { readonly [name in PathName]: CallClass } = {
  device: 'essential',
  setDevice: 'essential',
  config: 'essential',
  languages: 'essential',
  navigation: 'essential',
  channels: 'essential',
  // the rest of a full sync (portal spec §4 Sync): a screen or widget without data says so
  weather: 'optional',
  prayer: 'optional',
  vods: 'optional',
  updateDevice: 'optional',
  // screens and overlays: each has its own no-data or error text (portal spec §8)
  cms: 'optional',
  epg: 'optional',
  actions: 'optional',
  cdn: 'optional',
  billview: 'optional',
  records: 'optional',
  softap: 'optional',
  digitalSignage: 'optional',
  flight: 'optional',
  news: 'optional',
  castGet: 'optional',
  castRemove: 'optional',
  castHeartbeat: 'optional',
  rcQr: 'optional',
  orders: 'optional',
  setAction: 'optional',
  updateDeviceProperty: 'optional',
  setRecords: 'optional',
  sendCart: 'optional',
  updateGuest: 'optional',
  adbCmd: 'optional',
  fidelioRoomStatus: 'optional',
  fidelioWakeupAnswer: 'optional',
  tizenToken: 'optional',
  philipsConfig: 'optional',
  philipsListener: 'optional',
  philipsPms: 'optional',
  remoteState: 'optional',
  favorite: 'optional',
  addOrder: 'optional',
  cart: 'optional',
}

/** Files of the v2 host (theme, dictionaries): portal spec §4 Boot "failures ignored". */
const STATIC_FILE_CLASS: CallClass = 'optional'
/** A path no table entry matches keeps the spec's rules (the conservative choice). */
const UNKNOWN_CLASS: CallClass = 'essential'

const PARAM = 'PARAM'
const normalise = (path: string): string => path.toLowerCase().replace(/\/+$/, '')
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** One matcher per table entry: exact for fixed paths, one segment per parameter for the others. */
const MATCHERS: ReadonlyArray<{ pattern: RegExp; callClass: CallClass }> = (
  Object.keys(CALL_CLASSES) as PathName[]
).map((name) => {
  const entry = API_PATHS[name] as string | ((...params: string[]) => string)
  const template = normalise(typeof entry === 'string' ? entry : entry(PARAM, PARAM))
  const source = escape(template).split(PARAM.toLowerCase()).join('[^/]+')
  return { pattern: new RegExp(`^${source}$`), callClass: CALL_CLASSES[name] }
})

/** The path of a request label ('GET /api/get/device/02%3A00' → '/api/get/device/02%3A00'), without
 * query, host or trailing slash, lower-cased (the backend matches paths case-insensitively). */
function pathOf(label: string): string {
  const request = label.replace(/^[A-Z]+\s+/, '')
  const path = request.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/, 1)[0] ?? ''
  return normalise(path.startsWith('/') ? path : `/${path}`)
}

/** The class of a call, from its request label or path (ApiError.path is the label). */
export function classifyCall(label: string): CallClass {
  const path = pathOf(label)
  const match = MATCHERS.find(({ pattern }) => pattern.test(path))
  if (match) return match.callClass
  return /^\/api\//.test(path) ? UNKNOWN_CLASS : STATIC_FILE_CLASS
}

export const isOptionalCall = (label: string): boolean => classifyCall(label) === 'optional'
