import { useEffect, useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { Box, Img, Label, useDir, useRenderer } from '../../renderer'
import type { Weather } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { formatDate } from '../../src/services/dateTime'
import {
  cityIndex,
  forecastStrip,
  hasCityPane,
  isOutdated,
  type WeatherScreen as Screen,
} from '../../src/services/info'
import { Button, keepLtr, ScreenFrame } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { ForecastStrip } from './ForecastStrip'

export const WEATHER_CITIES_ID = 'weather-cities'
const PAD = 80
const ICON = 128
const CITIES_BUTTON = { width: 200, height: 52, y: 56 }

/**
 * portal spec §2 Weather (/weather/:city?): the city name, current conditions (temperature, icon,
 * description, max/min, image) and the forecast strip; the city selector side pane opens on entry when
 * there is more than one city, and the Cities button opens it again.
 */
export function WeatherScreen({ weather, city }: { weather: Screen; city: string | null }) {
  const { focus, mirror } = useRenderer()
  const status = useStore(weather.feed.store, (state) => state.status)
  const cities = useStore(weather.feed.store, (state) => state.data)
  const shown = useStore(weather.view, (state) => state.city)
  useEffect(() => {
    void weather.enter(city)
    return () => weather.exit()
  }, [weather, city])
  const current = cities && cities.length > 0 ? cities[cityIndex(cities, shown)] : undefined
  const pane = cities !== null && hasCityPane(cities)
  useLayoutEffect(() => {
    if (pane) focus.focus(WEATHER_CITIES_ID)
  }, [focus, pane])
  useEffect(() => {
    mirror.setRootData('weather-city', current?.slug ?? '')
    return () => mirror.setRootData('weather-city', '')
  }, [mirror, current])

  if (status !== 'ready' || !current) return <ScreenFrame label="weather" loading />
  return (
    <pixiContainer label="weather">
      <Img url={current.current.image || null} width={1280} height={720} fit="cover" />
      <Box width={1280} height={720} fill={theme.surface} fillAlpha={0.72} />
      <CurrentConditions city={current} />
      {pane ? <CitiesButton onSelect={() => void weather.chooseCity()} /> : null}
      <ForecastStrip forecast={forecastStrip(current.forecast)} y={430} />
    </pixiContainer>
  )
}

function CitiesButton({ onSelect }: { onSelect: () => void }) {
  const t = useT()
  const dir = useDir()
  return (
    <Button
      id={WEATHER_CITIES_ID}
      text={t('weather.cities')}
      x={dir.x(1280 - PAD - CITIES_BUTTON.width, CITIES_BUTTON.width)}
      y={CITIES_BUTTON.y}
      width={CITIES_BUTTON.width}
      height={CITIES_BUTTON.height}
      onSelect={onSelect}
    />
  )
}

function CurrentConditions({ city }: { city: Weather }) {
  const t = useT()
  const dir = useDir()
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  // DESIGN.md "One clock": the portal's clock, the one the stage was mounted with
  const { clock } = useRenderer()
  const { current } = city
  const degrees = (value: number) => `${Math.round(value)}°`
  return (
    <>
      <Label
        text={city.name}
        x={dir.x(PAD)}
        y={48}
        size={theme.fontSize.xlarge}
        weight="bold"
        role="heading"
      />
      <Label
        text={formatDate(clock.now(), language)}
        x={dir.x(PAD)}
        y={110}
        size={theme.fontSize.medium}
        color={theme.muted}
      />
      <Img url={current.icon || null} x={dir.x(PAD, ICON)} y={170} width={ICON} height={ICON} />
      <Label text={degrees(current.temp)} x={dir.x(PAD + ICON + 32)} y={170} size={96} weight="bold" />
      <Label
        text={current.description}
        x={dir.x(PAD + ICON + 32)}
        y={300}
        size={theme.fontSize.large}
        maxWidth={700}
      />
      <Label
        // the degree sign stays after its number inside an Arabic sentence (scenes/shared/bidi.ts)
        text={`${t('weather.max')} ${keepLtr(degrees(current.max))} · ${t('weather.min')} ${keepLtr(degrees(current.min))}`}
        x={dir.x(PAD)}
        y={348}
        size={theme.fontSize.medium}
        color={theme.muted}
      />
      {isOutdated(city) ? (
        <Label
          text={t('weather.outdated')}
          x={dir.x(PAD)}
          y={384}
          size={theme.fontSize.small}
          color={theme.primary}
          role="note"
        />
      ) : null}
    </>
  )
}
