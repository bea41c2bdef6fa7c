// The calls the guest's screens make after the boot: the live session (guide, orders, purchase,
// favourites, recordings, last-tuned save), VOD purchase, the CMS list, the cart and the bill view. Each
// owner is the real service, built the way its feature builds it (src/app/features/*).
import { API_PATHS } from '../../../src/api/paths'
import { createCmsList } from '../../../src/services/cms'
import { createLiveTv, type LiveTv } from '../../../src/services/live'
import { answerInteract } from '../../../src/services/overlays'
import { loadBill } from '../../../src/services/sideloads'
import { createVodSession } from '../../../src/services/vod'
import { pushNotice } from '../../../src/stores'
import { systemClock } from '../../../src/time/clock'
import { ORIGIN } from './backend'
import type { CellEnv, Row } from './matrix'
import { GUEST, ROOM_101, type NodePortal } from './portal'

export function liveOf({ portal, backend }: CellEnv): LiveTv {
  const { stores, client, api, media, overlays, t, storage, log } = portal
  return createLiveTv({
    clock: systemClock,
    log,
    media,
    api: client,
    signal: api.screenSignal,
    channels: () => stores.hotel.getState().channels,
    config: () => stores.hotel.getState().config,
    guest: () => stores.hotel.getState().device?.guest ?? null,
    device: () => ({ mac: ROOM_101.mac, ip: ROOM_101.ip, type: 'universal', lastTuned: null }),
    overlays,
    t,
    storage,
    fetchJson: async (url, init) => (await backend.fetch(url, init)).json() as Promise<unknown>,
    resolveUrl: async (path) => (/^[a-z]+:/i.test(path) ? path : `${ORIGIN}${path}`),
    notify: (text, tone) => void pushNotice(stores.app, text, tone),
  })
}

/** waits (on the fake clock) until the condition holds or a minute has gone by */
export async function until(env: CellEnv, condition: () => boolean): Promise<void> {
  for (let elapsed = 0; !condition() && elapsed < 60_000; elapsed += 250) await env.settle(250)
}

const playing = (live: LiveTv): string => {
  const { status, current } = live.store.getState()
  return `${current?.title ?? 'nothing'} ${status}`
}

/** a confirmation the owner opens: answered OK once it is on screen */
async function confirmWhenAsked(env: CellEnv): Promise<void> {
  await until(env, () => env.portal.overlays.current('interact')?.phase === 'active')
  answerInteract(env.portal.overlays, 'ok')
}

/** what the owner itself put up (the interceptor's body or message is the matrix's other column) */
const INTERCEPTOR_NOTICE = /^notice: (Demo fault \d+|Failed to fetch)$/
export const toastOf = (portal: NodePortal): string => {
  const toast = portal.seen.filter(
    (line) => (line.startsWith('toast: ') || line.startsWith('notice: ')) && !INTERCEPTOR_NOTICE.test(line),
  )
  return toast.length > 0 ? toast.join(' / ') : 'no toast'
}

export const SCREEN_ROWS: Row[] = [
  {
    call: 'epgs (guide)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: '/api/get/epgs/*' },
    sample: { method: 'GET', path: API_PATHS.epg(1, Date.UTC(2025, 4, 14, 9, 30)) },
    async run(env) {
      const live = liveOf(env)
      live.enter({ category: 'all', section: 'home', channelId: 1 })
      await until(env, () => live.guide.get(1) !== undefined && live.store.getState().status === 'playing')
      const entry = live.guide.get(1)
      const guide = entry?.dummy ? "'No available program data'" : 'programmes'
      return `${guide}; ${playing(live)}`
    },
    healthy: 'programmes; Bosphorus TV playing',
    failed: "'No available program data'; Bosphorus TV playing",
  },
  {
    call: 'orders',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: API_PATHS.orders },
    sample: { method: 'GET', path: `${API_PATHS.orders}?guest_id=${GUEST.id}&guest_pms=${GUEST.pms}` },
    async run(env) {
      const live = liveOf(env)
      // Cinema Action is in the Movie Pack the guest bought: owned only through her orders
      live.enter({ category: 'all', section: 'home', channelId: 36 })
      await until(env, () => ['playing', 'locked'].includes(live.store.getState().status))
      if (live.store.getState().status !== 'locked') return playing(live)
      // the guest presses Buy on a channel she owns: it must not be sold to her again
      const bought = await env.wait(live.buy())
      const orders = env.backend.state.log.list({ path: API_PATHS.addOrder }).length
      return `${playing(live)}; Buy: ${bought ? 'plays' : toastOf(env.portal)}; ${orders} orders sent`
    },
    healthy: 'Cinema Action playing',
    failed: 'Cinema Action locked; Buy: notice: Something went wrong.; 0 orders sent',
  },
  {
    call: 'set order (channel purchase)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.addOrder },
    sample: {
      method: 'POST',
      path: API_PATHS.addOrder,
      body: { action: 'Channel', description: 'Sports Pack', guest_id: GUEST.id, guest_pms: GUEST.pms },
    },
    async run(env) {
      const live = liveOf(env)
      live.enter({ category: 'all', section: 'home', channelId: 22 })
      await until(env, () => live.store.getState().status === 'locked')
      const bought = live.buy()
      await confirmWhenAsked(env)
      const ok = await env.wait(bought)
      return `${ok ? 'bought' : 'not bought'}; ${playing(live)}; ${toastOf(env.portal)}`
    },
    healthy: 'bought; Arena Sport 1 playing; no toast',
    failed: 'not bought; Arena Sport 1 locked; notice: Something went wrong.',
  },
  {
    call: 'favourite add/remove',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.favorite },
    sample: {
      method: 'POST',
      path: API_PATHS.favorite,
      body: { guest_id: GUEST.id, channel_id: 2, action: 'add' },
    },
    async run(env) {
      const live = liveOf(env)
      live.enter({ category: 'all', section: 'home', channelId: 2 })
      await until(env, () => live.store.getState().status === 'playing')
      live.toggleFavourite()
      await env.settle(SERVER_SETTLE_MS)
      return `favourites ${live.store.getState().favourites.join(',')}`
    },
    healthy: 'favourites 1,13,27,2',
    failed: 'favourites 1,13,27,2',
    stored: 'healthy',
  },
  {
    call: 'set device property (last tuned)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.updateDeviceProperty },
    sample: {
      method: 'POST',
      path: API_PATHS.updateDeviceProperty,
      body: { mac: ROOM_101.mac, last_tuned_channel_id: 2 },
    },
    async run(env) {
      const live = liveOf(env)
      live.enter({ category: 'all', section: 'home', channelId: 2 })
      await until(env, () => live.store.getState().status === 'playing')
      await env.settle(5000 + SERVER_SETTLE_MS) // portal spec §9: last-tuned save 5 s
      return playing(live)
    },
    healthy: 'Star Anatolia playing',
    failed: 'Star Anatolia playing',
    acknowledgement: true,
  },
  {
    call: 'records (My Records)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: API_PATHS.records },
    sample: {
      method: 'GET',
      path: `${API_PATHS.records}?macAddress=${encodeURIComponent(ROOM_101.mac)}&pms_id=${GUEST.pms}`,
    },
    async run(env) {
      const live = liveOf(env)
      await env.wait(live.openRecords())
      return `My Records: ${live.store.getState().records.length} recordings`
    },
    healthy: 'My Records: 4 recordings',
    failed: 'My Records: 0 recordings',
  },
  {
    call: 'set records (record request)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.setRecords },
    sample: {
      method: 'POST',
      path: API_PATHS.setRecords,
      body: {
        id: 2,
        title: 'x',
        start: 0,
        end: 1,
        duration: 1800,
        state: 0,
        uri: 'x',
        proc_id: 'x',
        source: 'x',
        macAddress: ROOM_101.mac,
        ipAddress: ROOM_101.ip,
        pms_id: GUEST.pms,
      },
    },
    async run(env) {
      const live = liveOf(env)
      live.enter({ category: 'all', section: 'home', channelId: 2 })
      await until(env, () => live.store.getState().status === 'playing' && live.guide.get(2) !== undefined)
      const ok = await env.wait(live.record(30))
      return `${ok ? 'requested' : 'refused'}; ${toastOf(env.portal)}; ${playing(live)}`
    },
    healthy: 'requested; notice: Your recording request has been sent.; Star Anatolia playing',
    failed: 'refused; notice: Something went wrong.; Star Anatolia playing',
    acknowledgement: true,
  },
  {
    call: 'set order (VOD purchase)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.addOrder, match: { action: 'Vod' } },
    sample: {
      method: 'POST',
      path: API_PATHS.addOrder,
      body: { action: 'Vod', description: '1001', guest_id: GUEST.id, guest_pms: GUEST.pms },
    },
    async run(env) {
      const { portal } = env
      const vod = vodSession(portal)
      vod.enter()
      const film = portal.stores.hotel.getState().vods.find((item) => item.id === 1001) ?? null
      const watching = vod.watch(film)
      await confirmWhenAsked(env)
      const plays = await env.wait(watching)
      vod.leave()
      return `${plays ? 'plays' : 'does not play'}; ${toastOf(portal)}`
    },
    healthy: 'plays; no toast',
    failed: 'does not play; notice: Something went wrong.',
  },
  {
    call: 'cms',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: '/api/get/cms/*' },
    sample: { method: 'GET', path: API_PATHS.cms('restaurant') },
    async run(env) {
      const { portal } = env
      const list = createCmsList({
        getCms: (id, signal) => portal.client.getCms(id, signal ? { signal } : {}),
        menus: () => portal.stores.hotel.getState().menus,
        signal: portal.api.screenSignal,
        log: portal.log,
      })
      // portal spec §5: a CMS screen without data leaves (the feature goes back when open() is false)
      const shown = await env.wait(list.open('restaurant', undefined))
      return shown ? `${list.store.getState().carousels.length} rows` : 'leaves the screen (no data)'
    },
    healthy: '3 rows',
    failed: 'leaves the screen (no data)',
  },
  {
    call: 'cart (fetch)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'GET', path: API_PATHS.cart },
    sample: { method: 'GET', path: `${API_PATHS.cart}?guest_id=${GUEST.id}` },
    async run(env) {
      await env.wait(env.portal.cart.load())
      return `cart ${env.portal.cart.store.getState().items.length} lines`
    },
    healthy: 'cart 0 lines',
    failed: 'cart 2 lines',
  },
  {
    call: 'send cart (checkout)',
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.sendCart },
    sample: {
      method: 'POST',
      path: API_PATHS.sendCart,
      body: {
        action: 'order',
        room: '101',
        room_id: 1,
        guest_name: 'Emma Schneider',
        guest_id: GUEST.id,
        guest_pms: GUEST.pms,
        mac: ROOM_101.mac,
        ip: ROOM_101.ip,
        items: [],
      },
    },
    async run(env) {
      const { portal } = env
      const notice = await env.wait(portal.cart.send())
      const text = 'raw' in notice ? notice.raw : portal.t(notice.key)
      return `'${text}' (${notice.tone}); cart ${portal.cart.store.getState().items.length} lines`
    },
    healthy:
      "'Your order has been successfully sended. We will be in touch with you as soon as possible.' (success); cart 0 lines",
    failed: "'Something went wrong.' (danger); cart 0 lines",
    stored: 'healthy',
  },
  billRow('billview (request step)', 'request'),
  billRow('billview (response step)', 'response'),
]

/** the bill view opened: any failure of either step reads 'Unknown error!' (portal spec §8 Bill view) */
function billRow(call: string, type: 'request' | 'response'): Row {
  return {
    call,
    callClass: 'optional',
    when: 'ready',
    target: { method: 'POST', path: API_PATHS.billview, match: { type } },
    sample: { method: 'POST', path: API_PATHS.billview, body: { guest_pms_id: GUEST.pms, type } },
    async run(env) {
      const { portal } = env
      const result = await env.wait(
        loadBill(GUEST.pms, { api: portal.client, clock: systemClock, log: portal.log, language: 'en_US' }),
      )
      if (!result) return 'closed'
      if (result.kind === 'items') return `${result.items.length} bill lines, total ${result.total}`
      return `'${portal.t(result.text)}'`
    },
    healthy: '9 bill lines, total 955.00',
    failed: "'Unknown error!'",
  }
}

/** time for a fire-and-forget server call to settle (its failure logged) */
const SERVER_SETTLE_MS = 1000

function vodSession(portal: NodePortal) {
  const { stores } = portal
  return createVodSession({
    clock: systemClock,
    log: portal.log,
    media: portal.media,
    api: portal.client,
    vods: () => stores.hotel.getState().vods,
    config: () => stores.hotel.getState().config,
    guest: () => stores.hotel.getState().device?.guest ?? null,
    overlays: portal.overlays,
    t: portal.t,
    storage: portal.storage,
    notify: (text, tone) => void pushNotice(stores.app, text, tone),
  })
}
