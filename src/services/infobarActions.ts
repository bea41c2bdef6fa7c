// What the info bar and the settings dropdown may ask of the shell (portal spec §2 Overlays: Info bar,
// Settings dropdown): the contract those overlay scenes are drawn against, built by the infobar feature.
import type { StoreApi } from 'zustand/vanilla'
import type { Clock } from '../time/clock'
import type { HdmiToggle } from './hdmiToggle'
import type { CartState } from './sideloads'
import type { AlarmState, SleepTimerService } from './timers'

export type InfobarActions = {
  clock: Clock
  sleep: SleepTimerService
  /** the wake-up alarm's state, for the alarm time (null until the alarm service runs) */
  alarm: { store: StoreApi<AlarmState> } | null
  cart: StoreApi<CartState>
  openMessages: () => void
  openCart: () => void
  openLanguages: () => void
  /** the dialog flows (src/app/dialogs.ts); an item whose flow is not wired is not shown */
  openAlarm?: () => void
  confirmRefresh?: () => void
  clearUserData?: () => void
}

export type SettingsActions = {
  sleep: SleepTimerService
  hdmi: HdmiToggle
  openLanguages: () => void
  /** the dialog flows (src/app/dialogs.ts); an entry whose flow is not wired is not shown */
  openAlarm?: () => void
  openServiceMenu?: () => void
}
