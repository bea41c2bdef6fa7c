import { createStore } from 'zustand/vanilla'

/** portal spec §4 Boot: splash → ready (routing enabled, splash hidden) or error screen. */
export type AppPhase = 'splash' | 'ready' | 'error'

export type Notice = { id: number; text: string; tone: 'info' | 'success' | 'warning' | 'danger' }

export type AppState = {
  phase: AppPhase
  /** message of the error screen ('Something Went Wrong' is its title) */
  errorDetail: string | null
  /** a full-screen notice that replaces the UI (e.g. the interceptor's reload message) */
  blockingNotice: string | null
  notices: Notice[]
  routerReady: boolean
  navigationEnabled: boolean
  bridgeName: string | null
  /** TV power as the bridge reports it (adapters spec §4 Power) */
  power: 'on' | 'standby'
}

export const initialAppState: AppState = {
  phase: 'splash',
  errorDetail: null,
  blockingNotice: null,
  notices: [],
  routerReady: false,
  navigationEnabled: false,
  bridgeName: null,
  power: 'on',
}

export const appStore = createStore<AppState>()(() => initialAppState)

let noticeId = 0
const MAX_NOTICES = 5
/** portal spec §9: toast 3000 ms — a notice without buttons closes by itself after it. */
export const NOTICE_TIMEOUT_MS = 3000

type TimerClock = { setTimeout: (callback: () => void, ms: number) => unknown }
const defaultTimers: TimerClock = { setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) }

export function pushNotice(
  text: string,
  tone: Notice['tone'] = 'info',
  clock: TimerClock = defaultTimers,
  timeoutMs: number = NOTICE_TIMEOUT_MS,
): number {
  const id = ++noticeId
  appStore.setState((state) => ({ notices: [...state.notices, { id, text, tone }].slice(-MAX_NOTICES) }))
  clock.setTimeout(() => dismissNotice(id), timeoutMs)
  return id
}

export function dismissNotice(id: number): void {
  appStore.setState((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }))
}
