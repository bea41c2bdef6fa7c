import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { dirHelpers, Focusable, Label, Mirror, useDir, useRenderer } from '../../renderer'
import { formatDate, formatTime, startMinuteTicker } from '../../src/services/dateTime'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { homeParts } from './homeConfig'

export const HOME_WEATHER_ID = 'home-weather'
const WEATHER_WIDGET = { width: 300, height: 90 }
/** the status block's width: the clock column and the weather column 300 px right of it */
const STATUS_WIDTH = 600

/** portal spec §2 Home: date/time and weather when those services are on (config services.*,
 * homeConfig.ts). The weather widget leads to the weather screen (issue 15). The time ticks on the
 * portal's clock, the one the stage was mounted with (DESIGN.md "One clock"). */
export function HomeStatus({ onWeather }: { onWeather?: () => void }) {
  const { clock } = useRenderer()
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const language = useStore(hotel, (state) => state.language)
  const weather = useStore(hotel, (state) => state.weather[0] ?? null)
  const [now, setNow] = useState(() => clock.now())
  const parts = homeParts(config)
  const showTime = parts.datetime
  useEffect(() => (showTime ? startMinuteTicker(clock, setNow) : undefined), [clock, showTime])
  // the weather texts' start inside the widget: its right edge in Arabic and Hebrew
  const weatherX = dirHelpers(useDir().rtl, WEATHER_WIDGET.width).x(0)
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
          {weather && parts.weather ? (
            <Focusable
              id={HOME_WEATHER_ID}
              x={dir.x(showTime ? 300 : 0, WEATHER_WIDGET.width)}
              width={WEATHER_WIDGET.width}
              height={WEATHER_WIDGET.height}
              name={`${weather.name} ${Math.round(weather.current.temp)}°`}
              focusable={onWeather !== undefined}
              {...(onWeather ? { onSelect: onWeather } : {})}
            >
              {(focused) => (
                // the Focusable is already placed for the direction: its texts start at weatherX in
                // its own width, not placed a second time inside the status block as a Mirror there
                // would (Arabic and Hebrew drew the weather over the clock)
                <>
                  <Label
                    text={`${Math.round(weather.current.temp)}°`}
                    x={weatherX}
                    size={theme.fontSize.xlarge}
                    weight="bold"
                    color={focused ? theme.primary : theme.onSurface}
                    role="text"
                  />
                  <Label
                    text={`${weather.name} · ${weather.current.description}`}
                    x={weatherX}
                    y={56}
                    size={theme.fontSize.base}
                    color={focused ? theme.primary : theme.muted}
                  />
                </>
              )}
            </Focusable>
          ) : null}
        </>
      )}
    </Mirror>
  )
}
