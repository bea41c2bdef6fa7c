import type { TFunction } from 'i18next'
import { useStore } from 'zustand'
import { Box, Label, useDir } from '../../renderer'
import type { Config, Flight } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { formatInfoTime, statusColour, type FlightBoard } from '../../src/services/info'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

export const BOARD_WIDTH = 1160
export const ROW_HEIGHT = 52

type Column = { key: keyof Flight; x: number; width: number }
// portal spec §3 flight: std, sta, code, callsign, airline, aircraft, target, status (left to right;
// the renderer mirrors them for right-to-left languages). The time columns hold the longest 12-hour
// time of the 17 languages, Russian's "11:20 вечера" (112 px at the base size).
const COLUMNS: readonly Column[] = [
  { key: 'std', x: 16, width: 124 },
  { key: 'sta', x: 144, width: 124 },
  { key: 'code', x: 276, width: 96 },
  { key: 'callsign', x: 376, width: 104 },
  { key: 'airline', x: 488, width: 170 },
  { key: 'aircraft', x: 666, width: 126 },
  { key: 'target', x: 800, width: 170 },
  { key: 'status', x: 986, width: 160 },
]
const DOT = 10

/** the board's column headings; target is the destination of a departure, the origin of an arrival */
export function FlightColumns({ board }: { board: FlightBoard }) {
  const t = useT()
  const dir = useDir()
  const heading = (key: keyof Flight) => {
    if (key === 'target') return t(board === 'departures' ? 'flight.destination' : 'flight.origin')
    return t(key === 'code' ? 'flight.flight' : `flight.${key}`)
  }
  return (
    <>
      {COLUMNS.map((column) => (
        <Label
          key={column.key}
          text={heading(column.key)}
          x={dir.x(column.x)}
          y={8}
          size={theme.fontSize.small}
          weight="bold"
          color={theme.muted}
          maxWidth={column.width}
          role="columnheader"
        />
      ))}
    </>
  )
}

/** One flight: its times as the hotel set its clock (§3 datetime_format), the status in the feed's colour. */
export function FlightRow({ flight, active }: { flight: Flight | undefined; active: boolean }) {
  const dir = useDir()
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const config = useStore(hotel, (state) => state.config)
  if (!flight) return null
  const ink = active ? theme.onPrimary : theme.onSurface
  const colour = statusColour(flight.color) ?? theme.muted
  const text = (key: keyof Flight): string =>
    key === 'std' || key === 'sta' ? formatInfoTime(flight[key], config, language) : String(flight[key] ?? '')
  return (
    <>
      <Box
        width={BOARD_WIDTH}
        height={ROW_HEIGHT - 6}
        radius={10}
        fill={active ? theme.primary : theme.surfaceRaised}
      />
      {COLUMNS.map((column) =>
        column.key === 'status' ? (
          <pixiContainer key={column.key}>
            <Box
              x={dir.x(column.x, DOT)}
              y={(ROW_HEIGHT - 6 - DOT) / 2}
              width={DOT}
              height={DOT}
              radius={DOT / 2}
              fill={colour}
            />
            <Label
              text={flight.status}
              x={dir.x(column.x + DOT + 8)}
              y={(ROW_HEIGHT - 6) / 2}
              anchorY={0.5}
              maxWidth={column.width - DOT - 8}
              weight="bold"
              color={active ? ink : colour}
              mirror={false}
            />
          </pixiContainer>
        ) : (
          <Label
            key={column.key}
            text={text(column.key)}
            x={dir.x(column.x)}
            y={(ROW_HEIGHT - 6) / 2}
            anchorY={0.5}
            maxWidth={column.width - 8}
            color={ink}
            mirror={false}
          />
        ),
      )}
    </>
  )
}

/** the row as the scene mirror names it (tests and screen readers follow the highlighted flight) */
export function flightRowName(
  flight: Flight | undefined,
  board: FlightBoard,
  t: TFunction,
  config: Config,
  language: string,
): string {
  if (!flight) return ''
  const time = formatInfoTime(board === 'departures' ? flight.std : flight.sta, config, language)
  const target = `${t(board === 'departures' ? 'flight.destination' : 'flight.origin')} ${flight.target}`
  return [flight.code, flight.callsign, flight.airline, flight.aircraft, target, flight.status, time].join(
    ' · ',
  )
}
