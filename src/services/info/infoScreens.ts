// The four information screens' data (portal spec §2 Other screens; §7 GET /api/feeder/weather/,
// /prayer/, /flight/, /news/): what each loads, what counts as data, and that each leaves without it (§5).
import type { StoreApi } from 'zustand/vanilla'
import type { CallOptions } from '../../api/http'
import type { FlightAirport, NewsFeed, Prayer, Weather } from '../../api/types'
import type { HotelState } from '../../stores'
import type { Clock } from '../../time/clock'
import type { Logger } from '../logger'
import { createFeedScreen, type FeedScreen } from './feedScreen'
import { createFlightView, hasFlights, type FlightView } from './flight'
import { createNewsView, hasNews, type NewsView } from './news'
import { createPrayerHighlight, hasPrayerTimes, type PrayerHighlight } from './prayer'
import { createWeatherScreen, type WeatherScreen } from './weather'

type Call<T> = (call?: CallOptions) => Promise<T | false>

export type InfoApi = {
  getWeather: Call<Weather[]>
  getPrayer: Call<Prayer[]>
  getFlights: Call<FlightAirport[]>
  getNews: Call<NewsFeed[]>
}

export type InfoScreensDeps = {
  api: InfoApi
  /** the boot sync's weather and prayer times; the screens keep them fresh */
  hotel: StoreApi<HotelState>
  clock: Clock
  /** §5: a screen without data leaves (to the previous screen, else home) */
  leave: () => void
  /** the weather city selector (the side pane); resolves with the chosen city's slug */
  pickCity: (cities: readonly Weather[], selected: string | null) => Promise<string | null>
  signal?: () => AbortSignal
  log: Logger
}

export type InfoScreens = {
  weather: WeatherScreen
  prayer: { feed: FeedScreen<Prayer>; highlight: PrayerHighlight }
  flight: { feed: FeedScreen<FlightAirport[]>; view: StoreApi<FlightView> }
  news: { feed: FeedScreen<NewsFeed[]>; view: StoreApi<NewsView> }
}

export function createInfoScreens(deps: InfoScreensDeps): InfoScreens {
  const { api, hotel, leave, log } = deps
  const call = (signal: AbortSignal | undefined): CallOptions | undefined => (signal ? { signal } : undefined)
  const shared = { leave, log, ...(deps.signal ? { signal: deps.signal } : {}) }
  const weather = createFeedScreen<Weather[]>({
    ...shared,
    name: 'weather',
    load: (signal) => api.getWeather(call(signal)),
    cached: () => hotel.getState().weather,
    usable: (cities) => cities.length > 0,
    store: (cities) => hotel.setState({ weather: cities }),
  })
  const prayer = createFeedScreen<Prayer>({
    ...shared,
    name: 'prayer times',
    // portal spec §7: the prayer list, first used
    load: async (signal) => {
      const list = await api.getPrayer(call(signal))
      return list ? (list[0] ?? false) : false
    },
    cached: () => hotel.getState().prayer,
    usable: hasPrayerTimes,
    store: (times) => hotel.setState({ prayer: times }),
  })
  return {
    weather: createWeatherScreen({ feed: weather, pick: deps.pickCity, log }),
    prayer: { feed: prayer, highlight: createPrayerHighlight({ clock: deps.clock }) },
    flight: {
      feed: createFeedScreen<FlightAirport[]>({
        ...shared,
        name: 'flights',
        load: (signal) => api.getFlights(call(signal)),
        usable: hasFlights,
      }),
      view: createFlightView(),
    },
    news: {
      feed: createFeedScreen<NewsFeed[]>({
        ...shared,
        name: 'news',
        load: (signal) => api.getNews(call(signal)),
        usable: hasNews,
      }),
      view: createNewsView(),
    },
  }
}
