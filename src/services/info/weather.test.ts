import { describe, expect, it, vi } from 'vitest'
import type { Weather, WeatherForecast } from '../../api/types'
import { createFeedScreen } from './feedScreen'
import { cityIndex, createWeatherScreen, forecastStrip, hasCityPane, isOutdated } from './weather'

const day = (n: number): WeatherForecast => ({
  date: `2026-11-${10 + n}`,
  icon: '',
  max: n,
  min: 0,
  image: '',
})
const city = (slug: string, name = slug): Weather => ({
  name,
  slug,
  icon: '',
  current: { temp: 20, icon: '', description: 'Clear', max: 24, min: 12, image: '', isDirty: false },
  forecast: [],
})
const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

function fixture(
  cities: Weather[],
  pick = vi.fn(async (_cities: readonly Weather[], _selected: string | null) => null as string | null),
) {
  const feed = createFeedScreen<Weather[]>({
    name: 'weather',
    load: async () => cities,
    usable: (list) => list.length > 0,
    leave: vi.fn(),
    log: log(),
  })
  return { screen: createWeatherScreen({ feed, pick, log: log() }), pick }
}

describe('weather forecast strip (portal spec §9: drops its last 3 entries)', () => {
  it('ten forecast days show the first seven', () => {
    const ten = Array.from({ length: 10 }, (_, i) => day(i))
    expect(forecastStrip(ten)).toEqual(ten.slice(0, 7))
  })

  it('three entries or fewer leave an empty strip', () => {
    expect(forecastStrip([day(1), day(2), day(3)])).toEqual([])
    expect(forecastStrip([day(1)])).toEqual([])
    expect(forecastStrip([])).toEqual([])
  })
})

describe('weather city (portal spec §2 Weather, route /weather/:city?)', () => {
  const cities = [city('istanbul', 'Istanbul'), city('antalya', 'Antalya')]

  it('the route names a city by slug or by name, any case', () => {
    expect(cityIndex(cities, 'antalya')).toBe(1)
    expect(cityIndex(cities, 'ANTALYA')).toBe(1)
    expect(cityIndex(cities, 'Antalya')).toBe(1)
  })

  it('no city, or an unknown one, shows the first', () => {
    expect(cityIndex(cities, null)).toBe(0)
    expect(cityIndex(cities, 'paris')).toBe(0)
  })

  it('the selector exists only with more than one city', () => {
    expect(hasCityPane(cities)).toBe(true)
    expect(hasCityPane(cities.slice(0, 1))).toBe(false)
  })

  it('isDirty marks the current conditions as possibly out of date', () => {
    const dirty = city('x')
    dirty.current.isDirty = true
    expect(isOutdated(dirty)).toBe(true)
    expect(isOutdated(city('y'))).toBe(false)
  })
})

describe('weather city selector side pane (portal spec §2: opens on entry with more than one city)', () => {
  it('opens on entry with two cities, the route city selected', async () => {
    const { screen, pick } = fixture([city('istanbul'), city('antalya')])
    await screen.enter('antalya')
    expect(pick).toHaveBeenCalledOnce()
    expect(pick.mock.calls[0]?.[1]).toBe('antalya')
  })

  it('does not open with a single city', async () => {
    const { screen, pick } = fixture([city('istanbul')])
    await screen.enter(null)
    expect(pick).not.toHaveBeenCalled()
  })

  it('choosing a city shows it; closing the pane keeps the shown one', async () => {
    const pick = vi.fn(async (_c: readonly Weather[], _s: string | null) => 'antalya' as string | null)
    const { screen } = fixture([city('istanbul'), city('antalya')], pick)
    await screen.enter(null)
    expect(screen.view.getState().city).toBe('antalya')
    pick.mockResolvedValueOnce(null)
    await screen.chooseCity()
    expect(screen.view.getState().city).toBe('antalya')
  })

  it('does not open when the guest left before the feed answered', async () => {
    const { screen, pick } = fixture([city('istanbul'), city('antalya')])
    const entering = screen.enter(null)
    screen.exit()
    await entering
    expect(pick).not.toHaveBeenCalled()
  })
})
