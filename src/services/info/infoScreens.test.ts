import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { ApiError } from '../../api/errors'
import type { FlightAirport, NewsFeed, Prayer, Weather } from '../../api/types'
import { createStores } from '../../stores'
import { createInfoScreens, type InfoApi } from './infoScreens'

const city = (slug: string): Weather => ({
  name: slug.toUpperCase(),
  slug,
  icon: '',
  current: { temp: 20, icon: '', description: 'Clear', max: 24, min: 12, image: '', isDirty: false },
  forecast: [],
})
const PRAYER: Prayer = { fajr: '05:10', dhuhr: '13:00', asr: '16:30', maghrib: '19:40', isha: '21:10' }
const AIRPORT: FlightAirport = {
  code: 'IST',
  name: 'Istanbul Airport',
  arrivals: [],
  departures: [
    {
      code: 'TK1',
      callsign: 'THY1',
      airline: 'Turkish Airlines',
      aircraft: 'A321',
      target: 'London',
      status: 'On Time',
      color: '#2196f3',
      std: null,
      sta: null,
    },
  ],
}
const FEED: NewsFeed = {
  name: 'Daily',
  logo: '',
  items: [{ title: 'T', description: '', date: '', image: '' }],
}

type Replies = {
  getWeather?: Weather[] | false | Error
  getPrayer?: Prayer[] | false | Error
  getFlights?: FlightAirport[] | false | Error
  getNews?: NewsFeed[] | false | Error
}

const answer =
  <T>(reply: T | false | Error | undefined, fallback: T) =>
  async (): Promise<T | false> => {
    const value = reply === undefined ? fallback : reply
    if (value instanceof Error) throw value
    return value
  }

function fixture(replies: Replies = {}) {
  const stores = createStores()
  const api: InfoApi = {
    getWeather: vi.fn(answer(replies.getWeather, [city('istanbul')])),
    getPrayer: vi.fn(answer(replies.getPrayer, [PRAYER])),
    getFlights: vi.fn(answer(replies.getFlights, [AIRPORT])),
    getNews: vi.fn(answer(replies.getNews, [FEED])),
  }
  const leave = vi.fn()
  const screens = createInfoScreens({
    api,
    hotel: stores.hotel,
    clock: createFakeClock(0),
    leave,
    pickCity: async () => null,
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  })
  return { screens, api, leave, stores }
}

describe('information screens leave without data (portal spec §5)', () => {
  it('weather leaves when the feed is empty and the store has none', async () => {
    const { screens, leave } = fixture({ getWeather: [] })
    await screens.weather.enter(null)
    expect(leave).toHaveBeenCalledOnce()
    expect(screens.weather.feed.store.getState().status).toBe('left')
  })

  it('weather stays on the cities the boot sync stored when the feed fails', async () => {
    const { screens, leave, stores } = fixture({ getWeather: new Error('network down') })
    stores.hotel.setState({ weather: [city('antalya')] })
    await screens.weather.enter(null)
    expect(leave).not.toHaveBeenCalled()
    expect(screens.weather.feed.store.getState().data?.[0]?.slug).toBe('antalya')
  })

  it('prayer leaves when no period is a time of day', async () => {
    const bad: Prayer = { fajr: '', dhuhr: 'noon', asr: '-', maghrib: '25:00', isha: 'x' }
    const { screens, leave } = fixture({ getPrayer: [bad] })
    await screens.prayer.feed.enter()
    expect(leave).toHaveBeenCalledOnce()
  })

  it('prayer leaves when the feeder answers an empty list (404 reads as false too)', async () => {
    const empty = fixture({ getPrayer: [] })
    await empty.screens.prayer.feed.enter()
    expect(empty.leave).toHaveBeenCalledOnce()
    const missing = fixture({ getPrayer: false })
    await missing.screens.prayer.feed.enter()
    expect(missing.leave).toHaveBeenCalledOnce()
  })

  it('flights leave when no airport has a flight', async () => {
    const { screens, leave } = fixture({ getFlights: [{ ...AIRPORT, departures: [] }] })
    await screens.flight.feed.enter()
    expect(leave).toHaveBeenCalledOnce()
  })

  it('news leaves when no feed has an item', async () => {
    const { screens, leave } = fixture({ getNews: [{ ...FEED, items: [] }] })
    await screens.news.feed.enter()
    expect(leave).toHaveBeenCalledOnce()
  })

  it('each screen with data stays and shows it', async () => {
    const { screens, leave } = fixture()
    await screens.weather.enter(null)
    await screens.prayer.feed.enter()
    await screens.flight.feed.enter()
    await screens.news.feed.enter()
    expect(leave).not.toHaveBeenCalled()
    expect(screens.prayer.feed.store.getState().data).toEqual(PRAYER)
    expect(screens.flight.feed.store.getState().status).toBe('ready')
    expect(screens.news.feed.store.getState().data).toEqual([FEED])
  })

  it('a call aborted by a navigation neither leaves nor shows anything', async () => {
    const aborted = new ApiError('aborted', 'GET /api/feeder/news/', 'aborted')
    const { screens, leave } = fixture({ getNews: aborted })
    await screens.news.feed.enter()
    expect(leave).not.toHaveBeenCalled()
    expect(screens.news.feed.store.getState().status).toBe('loading')
  })

  it('a reply that arrives after the guest left the screen is dropped', async () => {
    const { screens, leave } = fixture({ getFlights: [] })
    const entering = screens.flight.feed.enter()
    screens.flight.feed.exit()
    await entering
    expect(leave).not.toHaveBeenCalled()
  })

  it('fresh weather and prayer times replace the stored ones (the Home widget reads them)', async () => {
    const { screens, stores } = fixture()
    stores.hotel.setState({ weather: [city('old')] })
    await screens.weather.enter(null)
    await screens.prayer.feed.enter()
    expect(stores.hotel.getState().weather[0]?.slug).toBe('istanbul')
    expect(stores.hotel.getState().prayer).toEqual(PRAYER)
  })
})
