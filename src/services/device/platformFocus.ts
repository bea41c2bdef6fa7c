// portal spec §4 Platform focus: "losing focus disables navigation, pauses, saves media/background/window
// metrics, hides UI, destroys media; regaining restores. DS and Public devices return to the platform
// whenever focus is lost." adapters spec §2, §4 Application focus, §6; §9 focus delay 1 s.
// The media controller stops and keeps the media and the TV window itself on the bridge's focus events
// (src/services/media/controller.ts); this service does the rest. The UI is hidden by `focused: false`
// in the app store (the composition root hides the stage).
import type { StoreApi } from 'zustand/vanilla'
import type { UsingBy } from '../../api/types'
import type { AppState } from '../../stores'
import type { Clock, TimerHandle } from '../../time/clock'
import type { SavedBackground } from '../background'

/** adapters spec §9: focus delay 1 s (the media comes back after it too) */
export const FOCUS_DELAY_MS = 1_000

export type FocusEvent = 'applicationFocusing' | 'applicationUnfocused'

/** adapters spec §2, §6: these devices go back to the portal whenever another application takes the focus */
export const returnsToPlatform = (usingBy: UsingBy | null | undefined): boolean =>
  usingBy === 'DS' || usingBy === 'Public'

export type PlatformFocusDeps = {
  app: StoreApi<AppState>
  clock: Clock
  background: { save(): SavedBackground; restore(saved: SavedBackground): void }
  /** the regular remote actions (portal spec §4 Remote actions) pause while the portal is away */
  actions: () => { pause(reason: 'platformFocus'): void; resume(reason: 'platformFocus'): void } | null
  usingBy: () => UsingBy | null | undefined
  /** the portal's own view: the stored home page ('/' for DS and Public: /DS, /live) */
  goToPlatformView: () => void
}

export type PlatformFocus = {
  onFocus(event: FocusEvent): void
  /**
   * portal spec §2: after a navigation "platform state is cleared": the background saved when the focus
   * went is the screen before, and is not put back over the new one when the focus returns
   */
  clearSaved(): void
  destroy(): void
}

export function createPlatformFocus(deps: PlatformFocusDeps): PlatformFocus {
  const { app, clock } = deps
  let saved: SavedBackground | null = null
  let timer: TimerHandle | null = null
  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }

  function lose(): void {
    clear()
    app.setState({ focused: false, navigationEnabled: false })
    deps.actions()?.pause('platformFocus')
    saved = deps.background.save()
    if (returnsToPlatform(deps.usingBy())) deps.goToPlatformView()
  }

  function regain(): void {
    app.setState({ focused: true })
    if (saved) deps.background.restore(saved)
    saved = null
    deps.actions()?.resume('platformFocus')
    timer = clock.setTimeout(() => {
      timer = null
      if (app.getState().focused && app.getState().power === 'on') app.setState({ navigationEnabled: true })
    }, FOCUS_DELAY_MS)
  }

  return {
    onFocus(event) {
      const focused = app.getState().focused
      if (event === 'applicationUnfocused' && focused) lose()
      else if (event === 'applicationFocusing' && !focused) regain()
    },
    clearSaved() {
      saved = null
    },
    destroy: clear,
  }
}
