import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Label } from '../../renderer'
import { systemClock, type Clock } from '../../src/time/clock'
import { formatDate, formatTime, startMinuteTicker } from '../../src/services/dateTime'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

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
    <pixiContainer x={80} y={48}>
      {showTime ? (
        <>
          <Label
            text={formatTime(now, config, language)}
            size={theme.fontSize.xlarge}
            weight="bold"
            role="timer"
          />
          <Label text={formatDate(now, language)} y={56} size={theme.fontSize.base} color={theme.muted} />
        </>
      ) : null}
      {weather && config['services.weather'] !== false ? (
        <pixiContainer x={showTime ? 300 : 0}>
          <Label
            text={`${Math.round(weather.current.temp)}°`}
            size={theme.fontSize.xlarge}
            weight="bold"
            role="text"
          />
          <Label
            text={`${weather.name} · ${weather.current.description}`}
            y={56}
            size={theme.fontSize.base}
            color={theme.muted}
          />
        </pixiContainer>
      ) : null}
    </pixiContainer>
  )
}
