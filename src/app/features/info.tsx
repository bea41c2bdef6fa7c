// The information screens (portal spec §2 Other screens: weather, prayer, flight, news; §5 each leaves
// without data; §7 the feeders) and the inbound `weather` message that opens the weather screen
// (adapters spec §3 Inbound message). Their feeds and screens load the first time one is shown (issue 19);
// the route trail that "back" follows runs from boot.
import type { ComponentType } from 'react'
import type { InfoScreens } from '../../services/info'
import { createRouteTrail } from '../../services/info/routeTrail'
import type { RouteMatch } from '../../services/router/routes'
import { openPick } from '../../services/sideloads'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

type ScreenProps = { route: RouteMatch }

export const infoFeature: FeatureFactory = (ctx) => {
  const { clock, log, api, overlays, stores } = ctx
  const trail = createRouteTrail(stores.route)
  const feeds = lazyPart(async () => {
    const { createInfoScreens } = await import('../../services/info/infoScreens')
    return createInfoScreens({
      api: api.client,
      hotel: stores.hotel,
      clock,
      // §5/§8: back to the previous screen, else the home page
      leave: () => ctx.go(trail.leavePath(stores.hotel.getState().homePath)),
      // §2 Weather: the city selector is the side pane
      pickCity: (cities, selected) =>
        openPick(
          overlays,
          ctx.t('weather.cities'),
          cities.map((city) => ({ id: city.slug, label: city.name })),
          selected ? { selected } : {},
        ),
      signal: api.screenSignal,
      log,
    })
  })
  /** a screen whose scene and feeds arrive together */
  const screen = <M,>(
    fetch: () => Promise<M>,
    bind: (module: M, screens: InfoScreens) => ComponentType<ScreenProps>,
    what: string,
  ) =>
    lazyScene<ScreenProps>(
      async () => {
        const [module, screens] = await Promise.all([fetch(), feeds.load()])
        return bind(module, screens)
      },
      log,
      what,
    )
  const Weather = screen(
    () => import('../../../scenes/weather/WeatherScreen'),
    ({ WeatherScreen }, { weather }) =>
      ({ route }) => <WeatherScreen weather={weather} city={route.params['city'] ?? null} />,
    'Weather',
  )
  const Prayer = screen(
    () => import('../../../scenes/prayer/PrayerScreen'),
    ({ PrayerScreen }, { prayer }) =>
      () => <PrayerScreen prayer={prayer} />,
    'Prayer times',
  )
  const Flight = screen(
    () => import('../../../scenes/flight/FlightScreen'),
    ({ FlightScreen }, { flight }) =>
      () => <FlightScreen flights={flight} />,
    'Flights',
  )
  const News = screen(
    () => import('../../../scenes/news/NewsScreen'),
    ({ NewsScreen }, { news }) =>
      () => <NewsScreen news={news} />,
    'News',
  )
  return {
    name: 'info',
    routes: {
      weather: (route) => <Weather route={route} />,
      prayer: (route) => <Prayer route={route} />,
      flight: (route) => <Flight route={route} />,
      news: (route) => <News route={route} />,
    },
    // adapters spec §3: an inbound weather message opens the weather of the city it names
    inbound: {
      openWeather: (city) => ctx.go(city ? `/weather/${encodeURIComponent(city)}` : '/weather'),
    },
    stop: trail.stop,
  }
}
