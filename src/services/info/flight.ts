// Flights (portal spec §2 Flight: airport list, arrivals and departures, flight rows; §3 Flight airport:
// code, name, arrivals, departures; flight: code, callsign, airline, aircraft, target, status, color,
// std, sta).
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { FlightAirport } from '../../api/types'

export const FLIGHT_BOARDS = ['departures', 'arrivals'] as const
export type FlightBoard = (typeof FLIGHT_BOARDS)[number]

/** Airports worth a screen: those with at least one flight. */
export const airportsWithFlights = (airports: readonly FlightAirport[]): FlightAirport[] =>
  airports.filter((airport) => airport.arrivals.length + airport.departures.length > 0)

export const hasFlights = (airports: readonly FlightAirport[]): boolean =>
  airportsWithFlights(airports).length > 0

/** The board first shown for an airport: departures, or arrivals when it has no departures. */
export const firstBoard = (airport: FlightAirport | undefined): FlightBoard =>
  airport && airport.departures.length === 0 && airport.arrivals.length > 0 ? 'arrivals' : 'departures'

const HEX_COLOUR = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i

/** A status colour ('#4caf50', '#4c5', '4caf50') as a number; null when it is no colour. */
export function statusColour(color: string): number | null {
  const match = HEX_COLOUR.exec(color.trim())
  if (!match?.[1]) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  return Number.parseInt(hex, 16)
}

/** What the flight screen shows: the chosen airport (by code), its board and the highlighted row. */
export type FlightView = { airport: string | null; board: FlightBoard | null; row: number }

export const createFlightView = (): StoreApi<FlightView> =>
  createStore<FlightView>()(() => ({ airport: null, board: null, row: 0 }))

/** The airport shown: the chosen one while it has flights, else the first that has. */
export function shownAirport(
  airports: readonly FlightAirport[],
  code: string | null,
): FlightAirport | undefined {
  const listed = airportsWithFlights(airports)
  return listed.find((airport) => airport.code === code) ?? listed[0]
}
