import { createStore, type StoreApi } from 'zustand/vanilla'
import type { SourceInput } from '../../bridges/contract'
import { systemClock, type Clock } from '../time/clock'

/**
 * portal spec §4 Boot: splash → ready (routing enabled, splash hidden) or error screen; 'assign' while an
 * unknown device's installer answers the location dialog during the boot sync (§4 Sync assign, §5).
 */
export type AppPhase = 'splash' | 'assign' | 'ready' | 'error'

export type Notice = { id: number; text: string; tone: 'info' | 'success' | 'warning' | 'danger' }

export type AppState = {
  phase: AppPhase
  /** message of the error screen ('Something Went Wrong' is its title) */
  errorDetail: string | null
  /** the error screen reloads the page by itself after a while (services/boot.ts BOOT_RETRY_MIN_MS) */
  errorRetries: boolean
  /** a full-screen notice that replaces the UI (e.g. the interceptor's reload message) */
  blockingNotice: string | null
  notices: Notice[]
  routerReady: boolean
  navigationEnabled: boolean
  bridgeName: string | null
  /** TV power as the bridge reports it (adapters spec §4 Power) */
  power: 'on' | 'standby'
  /** the portal has the platform's application focus (adapters spec §4 Application focus) */
  focused: boolean
  /** the external input on screen instead of the portal (portal spec §4 Input source); null on MAIN */
  externalInput: SourceInput | null
  /** the last notice id given out: ids stay unique per portal, so a late timeout closes only its own notice */
  lastNoticeId: number
}

export const initialAppState: AppState = {
  phase: 'splash',
  errorDetail: null,
  errorRetries: false,
  blockingNotice: null,
  notices: [],
  routerReady: false,
  navigationEnabled: false,
  bridgeName: null,
  power: 'on',
  focused: true,
  externalInput: null,
  lastNoticeId: 0,
}

/** One per portal instance (src/stores/index.ts createStores); no store lives at module level. */
export function createAppStore(): StoreApi<AppState> {
  return createStore<AppState>()(() => initialAppState)
}

const MAX_NOTICES = 5
/** portal spec §9: toast 3000 ms — a notice without buttons closes by itself after it. */
export const NOTICE_TIMEOUT_MS = 3000

type TimerClock = Pick<Clock, 'setTimeout'>

export function pushNotice(
  app: StoreApi<AppState>,
  text: string,
  tone: Notice['tone'] = 'info',
  // DESIGN.md "One clock": callers pass the portal's clock; the default is the system one
  clock: TimerClock = systemClock,
  timeoutMs: number = NOTICE_TIMEOUT_MS,
): number {
  // issue 20 (fault matrix): one failing call made for many items (the guide of every listed channel)
  // showed the same error once per item; a notice already on screen is not stacked again
  const shown = app.getState().notices.find((notice) => notice.text === text && notice.tone === tone)
  if (shown) return shown.id
  const id = app.getState().lastNoticeId + 1
  app.setState((state) => ({
    lastNoticeId: id,
    notices: [...state.notices, { id, text, tone }].slice(-MAX_NOTICES),
  }))
  clock.setTimeout(() => dismissNotice(app, id), timeoutMs)
  return id
}

export function dismissNotice(app: StoreApi<AppState>, id: number): void {
  app.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }))
}
