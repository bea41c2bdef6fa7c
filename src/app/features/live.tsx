// Live TV (portal spec §2 Live TV, §4 Categories, §5): the live session and its screen, numeric channel
// entry with its badge (§2 Home: a number key chooses a channel by number), and the remote actions
// IPTV.ChannelGo and IPTV.Records (§4 Remote actions). The session and its screen load together the
// first time the screen is shown (issue 19); until then there is no live state to act on.
import { NumpadBadge } from '../../../scenes/overlays/NumpadBadge'
import type { LiveTv } from '../../services/live'
import { createChannelEntry, type ChannelEntry } from '../../services/remote'
import { channelIdParam } from '../../services/actions/params'
import type { RouteMatch } from '../../services/router/routes'
import { pushNotice } from '../../stores'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    /** provided once the Live TV screen has loaded */
    live: LiveTv
    channelEntry: ChannelEntry
  }
}

export const liveFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, api, overlays, services, stores } = ctx
  const part = lazyPart(async () => {
    const [{ createPortalLiveTv }, { LiveScreen }] = await Promise.all([
      import('../../services/live/wiring'),
      import('../../../scenes/live/LiveScreen'),
    ])
    const live = createPortalLiveTv({
      clock,
      client: api.client,
      screenSignal: api.screenSignal,
      media: services.need('media'),
      overlays,
      t: (key, options) => ctx.t(key, options ?? {}),
      storage: win.localStorage,
      fetch: (url, init) => win.fetch(url, init),
      baseUrl: async () => ctx.bridge()?.baseUrl() ?? win.location.origin,
      hotel: () => {
        const { channels, config, device, mac, properties } = stores.hotel.getState()
        const lastTuned = Number(device?.properties['last_tuned_channel_id'] ?? NaN)
        return {
          channels,
          config,
          guest: device?.guest ?? null,
          device: {
            mac: mac ?? '',
            ip: properties?.ip ?? device?.ip ?? '',
            type: ctx.bridge()?.deviceType() ?? '',
            lastTuned: Number.isInteger(lastTuned) ? lastTuned : null,
          },
        }
      },
      notify: (text, tone) => void pushNotice(stores.app, text, tone),
      log,
    })
    services.provide('live', live)
    const Screen = ({ route }: { route: RouteMatch }) => <LiveScreen live={live} route={route} />
    return { live, Screen }
  })
  const LiveScreen = lazyScene(() => part.load().then((loaded) => loaded.Screen), log, 'Live TV')
  // portal spec §2: a number key chooses a channel by number (digits, up to 3, 1000 ms wait). On the live
  // screen the session tunes it (as IPTV.ChannelGo): a push of the route the screen was opened on would be
  // dropped as the same route once the guest has zapped away from it; elsewhere it navigates.
  const channelEntry = createChannelEntry({
    clock,
    channels: () => stores.hotel.getState().channels,
    onCommit: (channel) => {
      if (part.loaded?.live.goToChannel(channel.id)) return
      ctx.go(`/live/all/home/${channel.id}`)
    },
    onMiss: (number) => log.info(`No channel numbered ${number}`),
  })
  services.provide('channelEntry', channelEntry)
  /** a front-desk action's navigation; it fails with what the TV shows instead when the route guard (portal
   * spec §2) sent it elsewhere (a guest who has not finished the welcome screen) or cancelled it, so the
   * front desk is not told "Done" for a channel the guest does not see */
  const open = (path: string, what: string): void => {
    ctx.router.push(path)
    const shown = stores.route.getState().current?.path ?? null
    if (shown === path) return
    const why =
      shown === '/welcome'
        ? 'the guest has not finished the welcome screen'
        : `the TV shows ${shown ?? 'no screen yet'}`
    throw new Error(`${what} was not opened: ${why}`)
  }
  return {
    name: 'live',
    routes: { live: (route) => <LiveScreen route={route} /> },
    overlays: () => <NumpadBadge store={channelEntry.store} />,
    // the live screen's own keys (back out of a view, favourite, stop DVR, search digits), on its root scope
    keys: { scopes: { root: (key) => part.loaded?.live.handleKey(key) ?? false } },
    actions: {
      // IPTV.ChannelGo { id }: tune it (on the live screen) or go there. The live session loads for it if it
      // has not yet: a channel the hotel does not have fails with its message (portal spec §8: failed
      // actions report their message), and so does a navigation the route guard turned elsewhere.
      'IPTV.ChannelGo': async (params) => {
        const id = channelIdParam(params)
        const { live } = await part.load()
        if (!live.goToChannel(id)) open(`/live/all/home/${id}`, `Channel ${id}`)
      },
      // IPTV.Records: the recordings changed; My Records is refetched and shown (opening live if needed:
      // the session, loaded for it, opens My Records when the screen enters).
      'IPTV.Records': async () => {
        const { live } = await part.load()
        if (!live.showRecords()) open('/live/all/none', 'My Records')
      },
    },
    // portal spec §5: 'once per session' PIN answers belong to the guest who gave them (kept in memory:
    // a session that never loaded holds none)
    onCheckOut: () => part.loaded?.live.resetSession(),
  }
}
