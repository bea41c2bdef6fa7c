import { appStore, initialAppState } from './appStore'
import { hotelStore, initialHotelState } from './hotelStore'

export { appStore, pushNotice, dismissNotice } from './appStore'
export type { AppPhase, AppState, Notice } from './appStore'
export { hotelStore, DEFAULT_LANGUAGE } from './hotelStore'
export type { HotelState } from './hotelStore'

/** Tests start every case from the initial state. */
export function resetStores(): void {
  appStore.setState(initialAppState, true)
  hotelStore.setState(initialHotelState, true)
}
