// The weather screen (portal spec §2 Weather: city name, current conditions, forecast strip; a city
// selector side pane when there is more than one city, opening on entry; §3 Weather; §9 the forecast
// drops its last 3 entries). The route /weather/:city? names the city shown first.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Weather, WeatherForecast } from '../../api/types'
import type { Logger } from '../logger'
import type { FeedScreen } from './feedScreen'

/** portal spec §9: "Weather forecast drops its last 3 entries" */
export const FORECAST_DROPPED_ENTRIES = 3
/** portal spec §2: the city selector exists (and opens on entry) with more than this many cities */
export const CITY_PANE_ABOVE = 1

/** The forecast strip: the feed's forecast without its last 3 entries (none left from 3 or fewer). */
export function forecastStrip(forecast: readonly WeatherForecast[]): WeatherForecast[] {
  return forecast.slice(0, Math.max(0, forecast.length - FORECAST_DROPPED_ENTRIES))
}

export const hasCityPane = (cities: readonly Weather[]): boolean => cities.length > CITY_PANE_ABOVE

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The city a route or an inbound message names, by slug or by name; the first city otherwise. */
export function cityIndex(cities: readonly Weather[], wanted: string | null): number {
  if (wanted === null) return 0
  const index = cities.findIndex((city) => same(city.slug, wanted) || same(city.name, wanted))
  return Math.max(0, index)
}

/**
 * portal spec §3 lists `current.isDirty` and gives it no rule. The portal reads it as the feeder saying
 * its current observation was not refreshed: the conditions are still shown, marked as possibly out of
 * date (weather.outdated), and the forecast is unaffected.
 */
export const isOutdated = (city: Weather): boolean => city.current.isDirty

export type WeatherView = { city: string | null }

export type WeatherScreenDeps = {
  feed: FeedScreen<Weather[]>
  /** the side pane of cities (portal spec §2 Overlays side pane); resolves with the chosen slug */
  pick: (cities: readonly Weather[], selected: string | null) => Promise<string | null>
  log: Logger
}

export type WeatherScreen = {
  feed: FeedScreen<Weather[]>
  /** the city shown (slug or name as asked; cityIndex resolves it) */
  view: StoreApi<WeatherView>
  /** entering /weather/:city?: load, then open the city pane when there is more than one city */
  enter(city: string | null): Promise<void>
  /** opens the city selector (on entry, or when the guest asks for it) */
  chooseCity(): Promise<void>
  exit(): void
}

export function createWeatherScreen(deps: WeatherScreenDeps): WeatherScreen {
  const view = createStore<WeatherView>()(() => ({ city: null }))
  let visit = 0
  const cities = () => deps.feed.store.getState().data ?? []

  async function chooseCity(): Promise<void> {
    const list = cities()
    if (!hasCityPane(list)) return
    const shown = list[cityIndex(list, view.getState().city)]
    const chosen = await deps.pick(list, shown?.slug ?? null)
    if (chosen !== null) view.setState({ city: chosen })
  }

  return {
    feed: deps.feed,
    view,
    async enter(city) {
      const current = ++visit
      view.setState({ city })
      await deps.feed.enter()
      if (current !== visit || deps.feed.store.getState().status !== 'ready') return
      const list = cities()
      if (city !== null && !list.some((entry) => same(entry.slug, city) || same(entry.name, city)))
        deps.log.warn(`Weather: no city "${city}", showing ${list[0]?.name ?? 'the first'}`)
      // portal spec §2: the city selector side pane opens on entry when there is more than one city
      await chooseCity()
    },
    chooseCity,
    exit() {
      visit++
      deps.feed.exit()
      view.setState({ city: null })
    },
  }
}
