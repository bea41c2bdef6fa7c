// One overlay system (portal spec §4 Overlays): inactive → active after 200 ms → closed. Opening without a
// request closes as abort; 'skip' closes; opening while active rejects the previous and takes the new
// (popup ignores the new); the previous focus scope is saved and restored except on abort; all abort on
// route change. Each kind has one slot, so a toast and a marquee can be up at the same time.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import {
  OVERLAY_KINDS,
  OVERLAY_LAYER,
  OVERLAY_OPEN_DELAY_MS,
  overlayScope,
  type OverlayKind,
} from './constants'

export type OverlayOutcome =
  | 'confirmed'
  | 'denied'
  | 'cancelled'
  | 'skip'
  | 'abort'
  | 'replaced'
  | 'ignored'
  | 'invalid'
  | 'timeout'
  | 'closed'
  | 'ended'
  | 'error'

export type OverlayResult = { outcome: OverlayOutcome; value?: unknown; error?: string }
export type OverlayPhase = 'inactive' | 'active'
export type OverlayEntry = {
  id: number
  kind: OverlayKind
  phase: OverlayPhase
  request: unknown
  layer: number
  takesFocus: boolean
}
export type OverlayState = { overlays: Partial<Record<OverlayKind, OverlayEntry>> }

/** The part of renderer/focus FocusEngine the overlays use (a fake in tests). */
export type FocusScopes = {
  openScope(scope: string, options?: { focus?: string }): void
  closeScope(scope: string, options?: { abort?: boolean }): void
}

export type OpenOptions = {
  /** default true; a toast without buttons and the marquee leave focus where it is */
  takesFocus?: boolean
  /** focus id inside the overlay's scope */
  focus?: string
  /** runs once when this entry closes, whatever the outcome */
  onClose?: (result: OverlayResult) => void
}

export type OverlayManager = {
  readonly store: StoreApi<OverlayState>
  /** resolves with the outcome when the overlay closes */
  open(kind: OverlayKind, request: unknown, options?: OpenOptions): Promise<OverlayResult>
  close(kind: OverlayKind, outcome: OverlayOutcome, value?: unknown): boolean
  /** portal spec §4: all overlays abort on route change */
  abortAll(): void
  current(kind: OverlayKind): OverlayEntry | undefined
}

/** the request that closes an open overlay with outcome 'skip' (portal spec §4) */
export const SKIP_REQUEST = 'skip'

type Live = {
  entry: OverlayEntry
  resolve: (r: OverlayResult) => void
  timer: TimerHandle | null
} & OpenOptions

export function createOverlayManager(deps: { clock: Clock; focus: FocusScopes }): OverlayManager {
  const store = createStore<OverlayState>()(() => ({ overlays: {} }))
  const live = new Map<OverlayKind, Live>()
  const scopesOpen = new Set<OverlayKind>()
  let nextId = 1

  const setEntry = (kind: OverlayKind, entry: OverlayEntry | undefined) =>
    store.setState((state) => {
      const overlays = { ...state.overlays }
      if (entry) overlays[kind] = entry
      else delete overlays[kind]
      return { overlays }
    })

  /** ends the live entry; `keepScope` when a new request of the same kind takes over its scope */
  function finish(kind: OverlayKind, result: OverlayResult, keepScope: boolean): boolean {
    const current = live.get(kind)
    if (!current) return false
    live.delete(kind)
    if (current.timer !== null) deps.clock.clearTimeout(current.timer)
    if (!keepScope) {
      setEntry(kind, undefined)
      if (scopesOpen.delete(kind))
        deps.focus.closeScope(overlayScope(kind), { abort: result.outcome === 'abort' })
    }
    current.onClose?.(result)
    current.resolve(result)
    return true
  }

  function activate(kind: OverlayKind, id: number): void {
    const current = live.get(kind)
    if (!current || current.entry.id !== id) return
    current.timer = null
    current.entry = { ...current.entry, phase: 'active' }
    setEntry(kind, current.entry)
    if (!current.entry.takesFocus) return
    scopesOpen.add(kind)
    deps.focus.openScope(overlayScope(kind), current.focus === undefined ? {} : { focus: current.focus })
  }

  function open(kind: OverlayKind, request: unknown, options: OpenOptions = {}): Promise<OverlayResult> {
    if (request === undefined || request === null) {
      finish(kind, { outcome: 'abort' }, false)
      return Promise.resolve({ outcome: 'abort' })
    }
    if (request === SKIP_REQUEST) {
      finish(kind, { outcome: 'skip' }, false)
      return Promise.resolve({ outcome: 'skip' })
    }
    if (kind === 'popup' && live.has(kind)) return Promise.resolve({ outcome: 'ignored' })
    finish(kind, { outcome: 'replaced' }, true)
    const takesFocus = options.takesFocus ?? true
    if (!takesFocus && scopesOpen.delete(kind)) deps.focus.closeScope(overlayScope(kind))
    return new Promise((resolve) => {
      const id = nextId++
      const entry: OverlayEntry = {
        id,
        kind,
        phase: 'inactive',
        request,
        layer: OVERLAY_LAYER[kind],
        takesFocus,
      }
      const timer = deps.clock.setTimeout(() => activate(kind, id), OVERLAY_OPEN_DELAY_MS)
      live.set(kind, { ...options, entry, resolve, timer })
      setEntry(kind, entry)
    })
  }

  return {
    store,
    open,
    close: (kind, outcome, value) =>
      finish(kind, value === undefined ? { outcome } : { outcome, value }, false),
    abortAll: () => OVERLAY_KINDS.forEach((kind) => finish(kind, { outcome: 'abort' }, false)),
    current: (kind) => live.get(kind)?.entry,
  }
}
