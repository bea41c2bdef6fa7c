import { useStore } from 'zustand'
import { Box, Img, Label, Row } from '../../renderer'
import type { WeatherForecast } from '../../src/api/types'
import { FORECAST_DAY_FORMAT, formatInfoDate } from '../../src/services/info'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

const CARD = { width: 140, height: 210 }
const GAP = 16
const ICON = 72
const PAD = 80

/** portal spec §2 Weather: the forecast strip (the feed's forecast less its last 3 entries, §9). */
export function ForecastStrip({ forecast, y }: { forecast: readonly WeatherForecast[]; y: number }) {
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  if (forecast.length === 0) return null
  return (
    <Row x={PAD} y={y} gap={GAP} sizes={CARD.width}>
      {forecast.map((day) => (
        <pixiContainer key={day.date}>
          <Box
            width={CARD.width}
            height={CARD.height}
            radius={16}
            fill={theme.surfaceRaised}
            fillAlpha={0.85}
            border={{ width: 1, color: theme.border }}
          />
          <Label
            text={formatInfoDate(day.date, FORECAST_DAY_FORMAT, language)}
            x={CARD.width / 2}
            y={20}
            anchorX={0.5}
            size={theme.fontSize.medium}
            weight="bold"
            maxWidth={CARD.width - 16}
          />
          <Img url={day.icon || null} x={(CARD.width - ICON) / 2} y={60} width={ICON} height={ICON} />
          <Label
            text={`${Math.round(day.max)}° / ${Math.round(day.min)}°`}
            x={CARD.width / 2}
            y={156}
            anchorX={0.5}
            size={theme.fontSize.medium}
          />
        </pixiContainer>
      ))}
    </Row>
  )
}
