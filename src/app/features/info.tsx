// The information screens (portal spec §2 Other screens: weather, prayer, flight, news; §5 each leaves
// without data; §7 the feeders) and the inbound `weather` message that opens the weather screen
// (adapters spec §3 Inbound message).
import { createInfoScreens, createRouteTrail } from '../../services/info'
import { openPick } from '../../services/sideloads'
import { lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

export const infoFeature: FeatureFactory = (ctx) => {
  const { clock, log, api, overlays, stores } = ctx
  const trail = createRouteTrail(stores.route)
  const screens = createInfoScreens({
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
  const WeatherScreen = lazyScene(
    () => import('../../../scenes/weather/WeatherScreen').then((m) => m.WeatherScreen),
    log,
    'Weather',
  )
  const PrayerScreen = lazyScene(
    () => import('../../../scenes/prayer/PrayerScreen').then((m) => m.PrayerScreen),
    log,
    'Prayer times',
  )
  const FlightScreen = lazyScene(
    () => import('../../../scenes/flight/FlightScreen').then((m) => m.FlightScreen),
    log,
    'Flights',
  )
  const NewsScreen = lazyScene(
    () => import('../../../scenes/news/NewsScreen').then((m) => m.NewsScreen),
    log,
    'News',
  )
  return {
    name: 'info',
    routes: {
      weather: (route) => <WeatherScreen weather={screens.weather} city={route.params['city'] ?? null} />,
      prayer: () => <PrayerScreen prayer={screens.prayer} />,
      flight: () => <FlightScreen flights={screens.flight} />,
      news: () => <NewsScreen news={screens.news} />,
    },
    // adapters spec §3: an inbound weather message opens the weather of the city it names
    inbound: {
      openWeather: (city) => ctx.go(city ? `/weather/${encodeURIComponent(city)}` : '/weather'),
    },
    stop: trail.stop,
  }
}
