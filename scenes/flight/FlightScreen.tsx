import { useCallback, useEffect, useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import {
  fittedWidths,
  fitWithin,
  Label,
  Mirror,
  Row,
  useRenderer,
  useTextWidths,
  WindowList,
} from '../../renderer'
import type { Flight } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import {
  FLIGHT_BOARDS,
  airportsWithFlights,
  firstBoard,
  shownAirport,
  type FlightBoard,
  type InfoScreens,
} from '../../src/services/info'
import { Button, ScreenFrame } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { BOARD_WIDTH, FlightColumns, FlightRow, ROW_HEIGHT, flightRowName } from './FlightRow'

export const FLIGHT_LIST_ID = 'flight-board'
const PAD = (1280 - BOARD_WIDTH) / 2
const TAB = { height: 48, gap: 16, board: 190, airportMin: 140, padding: 16 }
/** the airports' buttons: the board's width left of the two board buttons */
const AIRPORTS_WIDTH = BOARD_WIDTH - 2 * (TAB.board + TAB.gap)
/** a chip's caption (Button: bold, base size) */
const TAB_TEXT = { weight: 'bold' } as const
const airportName = (airport: { name: string; code: string }) => `${airport.name} (${airport.code})`
const TABS_Y = 96
const BOARD_ROWS = 9
const BOARD_ACTIVE_SLOT = 4
const NO_FLIGHTS: readonly Flight[] = []

/** portal spec §2 Flight: the airport list, arrivals and departures, and the flight rows (windowed). */
export function FlightScreen({ flights }: { flights: InfoScreens['flight'] }) {
  const t = useT()
  const { focus, mirror } = useRenderer()
  const status = useStore(flights.feed.store, (state) => state.status)
  const data = useStore(flights.feed.store, (state) => state.data)
  const view = useStore(flights.view)
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const config = useStore(hotel, (state) => state.config)
  useEffect(() => {
    void flights.feed.enter()
    return () => {
      flights.feed.exit()
      flights.view.setState({ airport: null, board: null, row: 0 })
    }
  }, [flights])
  const airports = airportsWithFlights(data ?? [])
  const airport = shownAirport(airports, view.airport)
  const board: FlightBoard = view.board ?? firstBoard(airport)
  const rows = airport ? airport[board] : NO_FLIGHTS
  const ready = status === 'ready' && airport !== undefined
  useLayoutEffect(() => {
    if (ready) focus.focus(rows.length > 0 ? FLIGHT_LIST_ID : `flight-airport-${airport.code}`)
    // focus only when the screen first shows its board, not on every change of board
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus, ready])
  useEffect(() => {
    mirror.setRootData('flight-board', ready ? `${airport.code}:${board}` : '')
    return () => mirror.setRootData('flight-board', '')
  }, [mirror, ready, airport, board])
  const renderRow = useCallback(
    (index: number, active: boolean) => <FlightRow flight={rows[index]} active={active} />,
    [rows],
  )
  const rowName = useCallback(
    (index: number) => flightRowName(rows[index], board, t, config, language),
    [rows, board, t, config, language],
  )

  // the airports' buttons as wide as their names; the longest cut to a common width when they would
  // reach the board buttons
  const airportWidths = useTextWidths(airports.map(airportName), TAB_TEXT)
  const airportTabs = fitWithin(
    fittedWidths(airportWidths, { padding: TAB.padding, min: TAB.airportMin, max: AIRPORTS_WIDTH }),
    AIRPORTS_WIDTH,
    TAB.gap,
    TAB.airportMin,
  )
  if (!ready) return <ScreenFrame label="flight" loading />
  const choose = (patch: { airport?: string; board?: FlightBoard }) =>
    flights.view.setState({ ...patch, row: 0, ...(patch.airport ? { board: null } : {}) })
  return (
    <ScreenFrame label="flight" heading={{ text: t('flight.title'), x: PAD, y: 28, size: 'large' }}>
      <Row x={PAD} y={TABS_Y} gap={TAB.gap} sizes={airportTabs}>
        {airports.map((entry, index) => (
          <Button
            key={entry.code}
            id={`flight-airport-${entry.code}`}
            text={airportName(entry)}
            width={airportTabs[index] ?? TAB.airportMin}
            height={TAB.height}
            variant="chip"
            chosen={entry.code === airport.code}
            onSelect={() => choose({ airport: entry.code })}
          />
        ))}
      </Row>
      <Row x={PAD + BOARD_WIDTH - 2 * TAB.board - TAB.gap} y={TABS_Y} gap={TAB.gap} sizes={TAB.board}>
        {FLIGHT_BOARDS.map((kind) => (
          <Button
            key={kind}
            id={`flight-board-${kind}`}
            text={t(`flight.${kind}`)}
            width={TAB.board}
            height={TAB.height}
            variant="chip"
            chosen={kind === board}
            onSelect={() => choose({ board: kind })}
          />
        ))}
      </Row>
      <Mirror x={PAD} y={170} width={BOARD_WIDTH}>
        <FlightColumns board={board} />
        {rows.length > 0 ? (
          <WindowList
            key={`${airport.code}:${board}`}
            id={FLIGHT_LIST_ID}
            name={`${airport.name}: ${t(`flight.${board}`)}`}
            y={40}
            width={BOARD_WIDTH}
            rowHeight={ROW_HEIGHT}
            rows={BOARD_ROWS}
            activeSlot={BOARD_ACTIVE_SLOT}
            wrap={false}
            cacheRows
            length={rows.length}
            index={Math.min(view.row, rows.length - 1)}
            onIndexChange={(row) => flights.view.setState({ row })}
            rowName={rowName}
            renderRow={renderRow}
          />
        ) : (
          <Label
            text={t('flight.noFlights')}
            x={BOARD_WIDTH / 2}
            y={120}
            anchorX={0.5}
            size={theme.fontSize.medium}
            color={theme.muted}
          />
        )}
      </Mirror>
    </ScreenFrame>
  )
}
