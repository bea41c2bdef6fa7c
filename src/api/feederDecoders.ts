// Decoders of the feeders (portal spec §7 weather, prayer, flight, news) and digital signage (§3).
import {
  lenientArray,
  literal,
  number,
  object,
  optional,
  orNull,
  string,
  withFallback,
  type Decoder,
} from './decode'
import { flag, optText, text } from './fields'
import type * as T from './types'

const forecast: Decoder<T.WeatherForecast> = object({
  date: text,
  icon: text,
  max: number,
  min: number,
  image: text,
})
export const weather: Decoder<T.Weather> = object({
  name: string,
  slug: text,
  icon: text,
  current: object({
    temp: number,
    icon: text,
    description: text,
    max: number,
    min: number,
    image: text,
    isDirty: flag,
  }),
  forecast: optional(lenientArray(forecast), []),
})
export const weatherList = lenientArray(weather)

export const prayer: Decoder<T.Prayer> = object({
  fajr: string,
  dhuhr: string,
  asr: string,
  maghrib: string,
  isha: string,
})
export const prayerList = lenientArray(prayer)

const flight: Decoder<T.Flight> = object({
  code: string,
  callsign: text,
  airline: text,
  aircraft: text,
  target: text,
  status: text,
  color: text,
  std: optText,
  sta: optText,
})
export const flightAirport: Decoder<T.FlightAirport> = object({
  code: string,
  name: text,
  arrivals: optional(lenientArray(flight), []),
  departures: optional(lenientArray(flight), []),
})
export const flightList = lenientArray(flightAirport)

const newsItem: Decoder<T.NewsItem> = object({ title: string, description: text, date: text, image: text })
export const newsFeed: Decoder<T.NewsFeed> = object({
  name: text,
  logo: text,
  items: optional(lenientArray(newsItem), []),
})
export const newsList = lenientArray(newsFeed)

/** portal spec §3 Digital signage: images is a comma list (a JSON list is joined). */
const imageList: Decoder<string> = (input, path, warn) =>
  Array.isArray(input) ? lenientArray(string)(input, path, warn).join(',') : text(input, path, warn)
const signageLayout: Decoder<T.SignageLayout> = object({
  type: literal('image', 'stream', 'video'),
  url: text,
  duration: number,
  images: imageList,
  per_duration: optional(number, 0),
})
/**
 * `start` is unix ms (docs/BACKEND-API.md); a date text ("2026-11-28T08:00:00+03:00") is read as the time it
 * names, so a backend that sends one does not leave the lobby on the logo. Anything else is logged and
 * read as 0 (the loop counted from the epoch: the layouts still play in order).
 */
const signageStart: Decoder<number> = withFallback((input, path, warn) => {
  if (typeof input === 'string' && !/^\s*-?[\d.]+\s*$/.test(input)) {
    const parsed = Date.parse(input)
    if (Number.isFinite(parsed)) return parsed
  }
  return number(input, path, warn)
}, 0)

export const digitalSignage: Decoder<T.DigitalSignage> = object({
  distribution: orNull(object({ id: number, name: text })),
  start: signageStart,
  layouts: optional(lenientArray(signageLayout), []),
})
