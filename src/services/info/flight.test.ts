import { describe, expect, it } from 'vitest'
import type { Flight, FlightAirport } from '../../api/types'
import { airportsWithFlights, firstBoard, hasFlights, statusColour } from './flight'
import { feedsWithItems, hasNews } from './news'

const flight = { code: 'TK1' } as Flight
const airport = (code: string, departures: Flight[], arrivals: Flight[] = []): FlightAirport => ({
  code,
  name: code,
  departures,
  arrivals,
})

describe('flight boards (portal spec §2 Flight, §3 Flight airport)', () => {
  it('lists only airports with a flight', () => {
    const list = [airport('IST', [flight]), airport('SAW', []), airport('ESB', [], [flight])]
    expect(airportsWithFlights(list).map((a) => a.code)).toEqual(['IST', 'ESB'])
    expect(hasFlights([airport('SAW', [])])).toBe(false)
  })

  it('opens on departures, or arrivals when there are no departures', () => {
    expect(firstBoard(airport('IST', [flight], [flight]))).toBe('departures')
    expect(firstBoard(airport('ESB', [], [flight]))).toBe('arrivals')
  })

  it('reads the status colour the feed sends, short or long hex', () => {
    expect(statusColour('#4caf50')).toBe(0x4caf50)
    expect(statusColour('f44')).toBe(0xff4444)
    expect(statusColour('green')).toBeNull()
  })
})

describe('news feeds (portal spec §2 News)', () => {
  it('shows only feeds with items', () => {
    const item = { title: 't', description: '', date: '', image: '' }
    const feeds = [
      { name: 'a', logo: '', items: [] },
      { name: 'b', logo: '', items: [item] },
    ]
    expect(feedsWithItems(feeds).map((f) => f.name)).toEqual(['b'])
    expect(hasNews(feeds.slice(0, 1))).toBe(false)
  })
})
