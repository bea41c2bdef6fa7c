import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Label, Mirror } from '../../renderer'
import { systemClock, type Clock } from '../../src/time/clock'
import { formatDate, formatTime, startMinuteTicker } from '../../src/services/dateTime'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

/** the status block's width: the clock column and the weather column 300 px right of it */
const STATUS_WIDTH = 600

/** portal spec §2 Home: date/time and weather when those services are on (config services.*). */
export function HomeStatus({ clock = systemClock }: { clock?: Clock }) {
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const language = useStore(hotel, (state) => state.language)
  const weather = useStore(hotel, (state) => state.weather[0] ?? null)
  const [now, setNow] = useState(() => clock.now())
  const showTime = config['services.datetime'] !== false
  useEffect(() => (showTime ? startMinuteTicker(clock, setNow) : undefined), [clock, showTime])
  return (
    <Mirror x={80} y={48} width={STATUS_WIDTH}>
      {(dir) => (
        <>
          {showTime ? (
            <>
              <Label
                text={formatTime(now, config, language)}
                x={dir.x(0)}
                size={theme.fontSize.xlarge}
                weight="bold"
                role="timer"
              />
              <Label
                text={formatDate(now, language)}
                x={dir.x(0)}
                y={56}
                size={theme.fontSize.base}
                color={theme.muted}
              />
            </>
          ) : null}
          {weather && config['services.weather'] !== false ? (
            <Mirror x={showTime ? 300 : 0} width={STATUS_WIDTH - 300}>
              {(column) => (
                <>
                  <Label
                    text={`${Math.round(weather.current.temp)}°`}
                    x={column.x(0)}
                    size={theme.fontSize.xlarge}
                    weight="bold"
                    role="text"
                  />
                  <Label
                    text={`${weather.name} · ${weather.current.description}`}
                    x={column.x(0)}
                    y={56}
                    size={theme.fontSize.base}
                    color={theme.muted}
                  />
                </>
              )}
            </Mirror>
          ) : null}
        </>
      )}
    </Mirror>
  )
}
