// Overlay constants of portal spec §9 (Layering) and §4 (Overlays). Every number here is a spec constant.

/** portal spec §9: overlay open delay 200 ms (inactive → active) */
export const OVERLAY_OPEN_DELAY_MS = 200
/** portal spec §9: toast 3000 ms; §5: toast timeout default 3000 ms */
export const TOAST_TIMEOUT_MS = 3000
/** portal spec §9: popup skip countdown at skipAfter >= 5000 ms */
export const POPUP_SKIP_COUNTDOWN_MIN_MS = 5000
/** portal spec §9: background resume 1000 ms after the popup closes */
export const POPUP_BACKGROUND_RESUME_MS = 1000
/** portal spec §2 Overlays: side panel 500px */
export const SIDE_PANEL_WIDTH = 500

/** portal spec §9 Layering (two families of z-indexes, as the spec lists them). */
export const LAYER = {
  plugins: 100,
  interact: 102,
  sidepane: 103,
  dropdown: 105,
  sideload: 100,
  messages: 101,
  keyboard: 104,
  marquee: 106,
  popup: 107,
  toast: 108,
} as const

export const OVERLAY_KINDS = [
  'infobar',
  'settings',
  'keyboard',
  'messages',
  'popup',
  'sidepane',
  'sideload',
  'marquee',
  'toast',
  'interact',
  'serviceMenu',
] as const

export type OverlayKind = (typeof OVERLAY_KINDS)[number]

/** z-order per overlay kind; the info bar and the service menu sit with the plugins (§9 'plugins 100'),
 * the settings dropdown is the 'dropdown' layer. */
export const OVERLAY_LAYER: Readonly<Record<OverlayKind, number>> = {
  infobar: LAYER.plugins,
  settings: LAYER.dropdown,
  keyboard: LAYER.keyboard,
  messages: LAYER.messages,
  popup: LAYER.popup,
  sidepane: LAYER.sidepane,
  sideload: LAYER.sideload,
  marquee: LAYER.marquee,
  toast: LAYER.toast,
  interact: LAYER.interact,
  serviceMenu: LAYER.plugins,
}

/** focus scope name of each overlay (portal spec §2 Overlays: each with its own focus scope) */
export const overlayScope = (kind: OverlayKind): string => `overlay:${kind}`
