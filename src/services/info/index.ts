export { createFeedScreen } from './feedScreen'
export type { FeedScreen, FeedScreenDeps, FeedState, FeedStatus } from './feedScreen'
export { createRouteTrail } from './routeTrail'
export type { RouteTrail } from './routeTrail'
export {
  CITY_PANE_ABOVE,
  FORECAST_DROPPED_ENTRIES,
  cityIndex,
  createWeatherScreen,
  forecastStrip,
  hasCityPane,
  isOutdated,
} from './weather'
export type { WeatherScreen, WeatherScreenDeps, WeatherView } from './weather'
export {
  PRAYER_PERIODS,
  createPrayerHighlight,
  hasPrayerTimes,
  nextPrayer,
  parseClockTime,
  periodStart,
} from './prayer'
export type { NextPrayer, PrayerHighlight, PrayerPeriod } from './prayer'
export {
  FLIGHT_BOARDS,
  airportsWithFlights,
  createFlightView,
  firstBoard,
  hasFlights,
  shownAirport,
  statusColour,
} from './flight'
export type { FlightBoard, FlightView } from './flight'
export { NEWS_CARD_WIDTH, createNewsView, feedsWithItems, hasNews } from './news'
export type { NewsView } from './news'
export { FORECAST_DAY_FORMAT, formatInfoDate, formatNewsDate, formatInfoTime, instantOf } from './infoTime'
export { createInfoScreens } from './infoScreens'
export type { InfoApi, InfoScreens, InfoScreensDeps } from './infoScreens'
