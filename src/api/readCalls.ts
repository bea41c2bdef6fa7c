// The portal's data fetches (portal spec §7). Each decodes its body; a 404 resolves to false (adapters
// spec §8). Sync's must-haves (config, languages, menus) turn false into what their §5 check reports.
import { systemClock, type Clock } from '../time/clock'
import { silentLog, type ApiLog } from './apiLog'
import { normaliseConfig } from './config'
import * as d from './decoders'
import * as f from './feederDecoders'
import { ack, anything } from './fields'
import type { CallOptions, Http } from './http'
import { API_PATHS } from './paths'
import type {
  ActionsRequest,
  CastDevice,
  CastRequest,
  CdnTokenRequest,
  OrdersQuery,
  RecordsQuery,
} from './requests'
import * as s from './serviceDecoders'
import type { Config, Language, MenuItem } from './types'

/** portal spec §9 "CDN token lifetime 3600 s": expire is unix time one hour ahead (§7). */
export const CDN_TOKEN_LIFETIME_S = 3600
const MS_PER_SECOND = 1000

export type ClientOptions = { clock?: Clock; log?: ApiLog }

export function createReadCalls(http: Http, options: ClientOptions = {}) {
  const clock = options.clock ?? systemClock
  const log = options.log ?? silentLog
  const named = (name: string, call?: CallOptions) => ({ ...call, name })
  const { get, post } = http

  return {
    getDevice: (mac: string, call?: CallOptions) =>
      get(API_PATHS.device(mac), d.device, named('device', call)),
    /** A 404 or any non-object is 'Configurations could not be fetching as expected' (portal spec §5). */
    getConfig: async (call?: CallOptions): Promise<Config> =>
      normaliseConfig(await get(API_PATHS.config, anything, named('config', call)), log),
    getNavigation: async (call?: CallOptions): Promise<MenuItem[]> =>
      (await get(API_PATHS.navigation, d.menuList, named('navigation', call))) || [],
    getLanguages: async (call?: CallOptions): Promise<Language[]> =>
      (await get(API_PATHS.languages, d.languageList, named('languages', call))) || [],
    getCms: (id: number | string, call?: CallOptions) =>
      get(API_PATHS.cms(id), s.cmsList, named('cms', call)),
    getVods: (call?: CallOptions) => get(API_PATHS.vods, d.vodList, named('vods', call)),
    getChannels: (call?: CallOptions) => get(API_PATHS.channels, d.channelList, named('channels', call)),
    /** timestamp: unix ms, default now (docs/BACKEND-API.md) */
    getEpg: (channel: number | string, timestamp: number = clock.now(), call?: CallOptions) =>
      get(API_PATHS.epg(channel, timestamp), d.epgResponse, named('epg', call)),
    getActions: (request: ActionsRequest, call?: CallOptions) =>
      post(API_PATHS.actions, request, s.actionBatch, named('actions', call)),
    getCdnToken: ({ driver, expire, name }: CdnTokenRequest, call?: CallOptions) => {
      const body = {
        driver,
        expire: expire ?? Math.floor(clock.now() / MS_PER_SECOND) + CDN_TOKEN_LIFETIME_S,
        ...(name === undefined ? {} : { name }),
      }
      return post(API_PATHS.cdn, body, s.cdnToken, named('cdn', call))
    },
    /** portal spec §7: the bill view first sends type request, then type response */
    billRequest: (guest_pms_id: string, call?: CallOptions) =>
      post(API_PATHS.billview, { guest_pms_id, type: 'request' }, s.billRequestReply, named('bill', call)),
    billResponse: (guest_pms_id: string, call?: CallOptions) =>
      post(API_PATHS.billview, { guest_pms_id, type: 'response' }, s.billResponseReply, named('bill', call)),
    getRecords: (query: RecordsQuery, call?: CallOptions) =>
      get(API_PATHS.records, s.recordList, { ...named('records', call), query }),
    getDigitalSignage: (location: string, call?: CallOptions) =>
      get(API_PATHS.digitalSignage, f.digitalSignage, { ...named('signage', call), query: { location } }),
    getWeather: (call?: CallOptions) => get(API_PATHS.weather, f.weatherList, named('weather', call)),
    getPrayer: (call?: CallOptions) => get(API_PATHS.prayer, f.prayerList, named('prayer', call)),
    getFlights: (call?: CallOptions) => get(API_PATHS.flight, f.flightList, named('flights', call)),
    getNews: (call?: CallOptions) => get(API_PATHS.news, f.newsList, named('news', call)),
    castGet: (request: CastRequest, call?: CallOptions) =>
      post(API_PATHS.castGet, request, s.castReservation, named('cast', call)),
    castHeartbeat: (request: CastDevice, call?: CallOptions) =>
      post(API_PATHS.castHeartbeat, request, s.castReservation, named('cast', call)),
    castRemove: (request: CastDevice, call?: CallOptions) => post(API_PATHS.castRemove, request, ack, call),
    softap: (request: { ssid: string; password: string }, call?: CallOptions) =>
      post(API_PATHS.softap, request, s.softApReply, named('softap', call)),
    rcQr: (mac: string, call?: CallOptions) => post(API_PATHS.rcQr, { mac }, s.qrReply, named('qr', call)),
    getOrders: (query: OrdersQuery, call?: CallOptions) =>
      get(API_PATHS.orders, s.orderList, { ...named('orders', call), query }),
    getCart: (guest_id: number, call?: CallOptions) =>
      get(API_PATHS.cart, s.cartList, { ...named('cart', call), query: { guest_id } }),
  }
}
