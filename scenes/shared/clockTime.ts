import { useCallback } from 'react'
import { useStore } from 'zustand'
import { formatTime, timeFormatOf } from '../../src/services/dateTime'
import { useStores } from './portalContext'

/** The hotel's time format (portal spec §3 datetime_format): TIME_FORMAT_12H or TIME_FORMAT_24H. */
export function useTimeFormat(): string {
  const { hotel } = useStores()
  return useStore(hotel, (state) => timeFormatOf(state.config))
}

/**
 * A time of day as the hotel set its clock (portal spec §3 datetime_format: '12' is 12-hour with the
 * language's meridiem, §9 hh:mm A; anything else 24-hour), for the scenes that write programme,
 * recording, prayer and flight times. The formatter changes when the configuration or the interface
 * language does, so a component that uses it draws again then.
 */
export function useClockTime(): (epochMs: number) => string {
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const language = useStore(hotel, (state) => state.language)
  return useCallback((epochMs: number) => formatTime(epochMs, config, language), [config, language])
}
