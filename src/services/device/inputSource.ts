// portal spec §4 Input source: "moving to an external input disables most keys except exit, back, home,
// ch_up, ch_down, tv, enter; any of those (except enter) returns to MAIN. Returning restores UI and media.
// If setting source fails, platform restored after 3 s." §9: source-set fallback 3000 ms. adapters spec §3
// Source inputs: MAIN, VOD, HLS, MULTICAST, RF are the portal's own; HDMI1–HDMI4 are external.
import type { StoreApi } from 'zustand/vanilla'
import type { Bridge, RemoteKey, SourceInput } from '../../../bridges/contract'
import type { AppState } from '../../stores'
import type { Clock, TimerHandle } from '../../time/clock'
import { describeError, type Logger } from '../logger'
import { SOURCE_SET_FALLBACK_MS } from '../namedActions'

/** portal spec §4 Input source: the keys that still act on an external input */
export const EXTERNAL_INPUT_KEYS: ReadonlySet<RemoteKey> = new Set<RemoteKey>([
  'exit',
  'back',
  'home',
  'ch_up',
  'ch_down',
  'tv',
  'enter',
])

const EXTERNAL: ReadonlySet<SourceInput> = new Set<SourceInput>(['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4'])

export const isExternalInput = (input: SourceInput): boolean => EXTERNAL.has(input)

export type InputSourceDeps = {
  app: StoreApi<AppState>
  bridge: () => Pick<Bridge, 'setSource'> | null
  clock: Clock
  /** stops what plays and keeps it, and plays it again (src/services/media controller) */
  media: { suspend(): void; restore(): void }
  log: Logger
}

export type InputSource = {
  /** the bridge's source event: an external input hides the portal, the main one brings it back */
  onSource(input: SourceInput): void
  /** the key lock on an external input; true when the key was taken */
  handleKey(key: RemoteKey): boolean
  /** back to MAIN: the UI and the media come back at once, the platform input follows */
  returnToPortal(): Promise<void>
  destroy(): void
}

export function createInputSource(deps: InputSourceDeps): InputSource {
  const { app, clock, log } = deps
  let fallback: TimerHandle | null = null
  const clearFallback = () => {
    if (fallback !== null) clock.clearTimeout(fallback)
    fallback = null
  }

  function showPortal(): void {
    if (app.getState().externalInput === null) return
    app.setState({ externalInput: null })
    deps.media.restore()
  }

  async function setMain(): Promise<boolean> {
    try {
      return (await deps.bridge()?.setSource('MAIN')) === true
    } catch (error) {
      log.warn(`Setting the main input failed: ${describeError(error)}`)
      return false
    }
  }

  async function returnToPortal(): Promise<void> {
    showPortal()
    if (await setMain()) return
    // portal spec §4: a failed source change restores the platform after 3 s
    clearFallback()
    fallback = clock.setTimeout(() => {
      fallback = null
      void setMain().then((done) => {
        if (!done) log.error('The main input could not be restored')
      })
    }, SOURCE_SET_FALLBACK_MS)
  }

  return {
    onSource(input) {
      if (!isExternalInput(input)) return showPortal()
      if (app.getState().externalInput === input) return
      clearFallback()
      const wasPortal = app.getState().externalInput === null
      app.setState({ externalInput: input })
      if (wasPortal) deps.media.suspend()
    },
    handleKey(key) {
      if (app.getState().externalInput === null) return false
      // every other key does nothing; enter is left to the input (it does not return)
      if (EXTERNAL_INPUT_KEYS.has(key) && key !== 'enter') void returnToPortal()
      return true
    },
    returnToPortal,
    destroy: clearFallback,
  }
}
