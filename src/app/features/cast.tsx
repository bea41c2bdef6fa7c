// The casting guides (portal spec §2 /chromecast and its central, proxy, builtin and hotspot variants;
// §4 Chromecast; §7 cast calls; §8 texts), the inbound `chromecast` message (adapters spec §3) and the
// cast key (§2 Remote-control keys: cast launches the platform's cast app; a platform without one, a
// desktop browser, opens the guide instead).
import { castRequestOf } from '../../services/chromecast/castDevice'
import { parseCastInbound } from '../../services/chromecast/castInbound'
import { castPath, castVariantOf, type CastVariant } from '../../services/chromecast/castState'
import { findApp } from '../../services/namedActions'
import { CAST_APP_NAMES } from '../../services/remote/appKeys'
import { hotspotPortOf, softApCredentials } from '../../services/sideloads'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

export const castFeature: FeatureFactory = (ctx) => {
  const { clock, log, api, stores, services } = ctx
  // the session (heartbeat, soft AP, reservation) and the guide load when the guide is first shown (issue 19)
  const part = lazyPart(async () => {
    const [{ createCastSession }, { CastScreen }] = await Promise.all([
      import('../../services/chromecast/castSession'),
      import('../../../scenes/chromecast/CastScreen'),
    ])
    const session = createCastSession({
      api: api.client,
      clock,
      device: () => castRequestOf(stores.hotel.getState()),
      hotspot: () => hotspotPortOf(ctx.bridge()),
      // adapters spec §3 Soft access point: the name is the device name, the password comes from the mac
      softAp: async () => {
        const { mac, device } = stores.hotel.getState()
        const name =
          (await ctx
            .bridge()
            ?.deviceName()
            .catch(() => '')) ||
          (device?.name ?? '')
        return mac && name ? softApCredentials(name, mac) : null
      },
      // through the shell's source route: a failed switch restores the platform after 3 s (§4 Input source)
      selectHdmi1: () => services.need('named').run('source', 'HDMI1', 'Chromecast built-in'),
      log,
    })
    const Screen = ({ variant }: { variant: CastVariant }) => (
      <CastScreen session={session} variant={variant} />
    )
    return { session, Screen }
  })
  const CastScreen = lazyScene(() => part.load().then((loaded) => loaded.Screen), log, 'Chromecast')

  const openCast = async (): Promise<void> => {
    const apps =
      (await ctx
        .bridge()
        ?.apps()
        .catch(() => [])) ?? []
    if (CAST_APP_NAMES.some((name) => findApp(apps, name))) services.need('named').launchAny(CAST_APP_NAMES)
    else ctx.go('/chromecast')
  }

  return {
    name: 'cast',
    routes: {
      chromecast: (route) => <CastScreen variant={castVariantOf(route.params['variant'])} />,
    },
    keys: {
      global: (key) => {
        if (key !== 'cast') return false
        void openCast()
        return true
      },
    },
    inbound: {
      // a pushed reservation decides the shown guide's state; otherwise the message opens the guide
      chromecast: (payload) => {
        const message = parseCastInbound(payload, log)
        const onGuide = stores.route.getState().current?.name === 'chromecast'
        const { reservation } = message
        // on the guide the session is there, or arriving: the reservation waits for it
        if (onGuide && reservation)
          return void part.load().then((loaded) => loaded.session.update(reservation))
        const shown = part.loaded?.session.store.getState().variant
        if (!onGuide || (message.variant !== 'default' && message.variant !== shown))
          ctx.go(castPath(message.variant))
      },
    },
  }
}
