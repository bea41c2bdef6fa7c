// adapters spec §2 (set-top box): a full-screen popup image tells the guest that an air mouse is required
// (before launching certain apps) or that it should be deactivated (when the app does not need it). It
// closes when the mouse state changes; remote navigation is disabled while it is shown. The bridge says
// when (its 'airMouse' event); this shows it with the popup overlay (portal spec §2 Popup).
import type { Logger } from './logger'

/** the popup images, on the hotel server beside the other media (docs/BACKEND-API.md) */
export const AIR_MOUSE_IMAGES = {
  required: '/media/img/brand/air-mouse-required.svg',
  deactivate: '/media/img/brand/air-mouse-deactivate.svg',
} as const

export type AirMousePrompt = keyof typeof AIR_MOUSE_IMAGES

export type AirMouseDeps = {
  /** opens the popup overlay with a popup request (portal spec §3 Popup request) */
  openPopup(request: { type: 'image'; image: string; skip: false }): Promise<unknown>
  closePopup(): void
  setNavigation(enabled: boolean): void
  log: Logger
}

export function createAirMousePrompt(deps: AirMouseDeps) {
  let shown: AirMousePrompt | null = null
  return {
    shown: () => shown,
    /** the bridge's 'airMouse' event: a prompt to show, or null when the mouse state changed */
    onPrompt(prompt: AirMousePrompt | null) {
      if (prompt) {
        if (shown) deps.closePopup()
        shown = prompt
        deps.setNavigation(false)
        deps
          .openPopup({ type: 'image', image: AIR_MOUSE_IMAGES[prompt], skip: false })
          .catch((error: unknown) => deps.log.warn('Air mouse popup failed', error))
        return
      }
      if (!shown) return
      shown = null
      deps.closePopup()
      deps.setNavigation(true)
    },
  }
}
