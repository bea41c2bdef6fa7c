// portal spec §5 Validation of overlay requests: marquee, sidepane, sideload, toast; §3 Popup request.
import { TOAST_TIMEOUT_MS } from './constants'
import { invalid, isMediaUrl, isRecord, nonEmptyString, toNumber, valid, type Validated } from './validated'

/** portal spec §5: marquee speed 1-10 (default 3, divided by 10 when applied); repeat 1-5 (default 1) */
export const MARQUEE_SPEED = { min: 1, max: 10, default: 3, divisor: 10 } as const
export const MARQUEE_REPEAT = { min: 1, max: 5, default: 1 } as const
/** portal spec §5: sideload known components; position defaults left */
export const SIDELOAD_COMPONENTS = ['billview', 'bluetooth', 'cart', 'internet', 'mobile'] as const
export const SIDELOAD_POSITIONS = ['left', 'right'] as const
/** portal spec §3 Toast: element default top-end */
export const TOAST_DEFAULT_ELEMENT = 'top-end'
export const TOAST_DEFAULT_THEME = 'info'

export const REQUEST_MESSAGES = {
  marqueeData: 'Marquee needs data',
  sidepane: 'Sidepane needs title, data list and options',
  sideloadParams: 'Sideload needs object params',
  sideloadComponent: 'Unknown sideload component',
  toastContent: 'Toast needs content',
  popupMedia: 'Popup needs an image or a video',
} as const

export type SideloadComponent = (typeof SIDELOAD_COMPONENTS)[number]
export type SidePosition = (typeof SIDELOAD_POSITIONS)[number]

export type MarqueeRequest = { data: string; speed: number; repeat: number }
export type SidepaneRequest = { title: string; data: unknown[]; options: Record<string, unknown> }
export type SideloadRequest = {
  component: SideloadComponent
  position: SidePosition
  params: Record<string, unknown>
}
export type ToastRequest = {
  element: string
  content: string
  theme: string
  timeout: number
  confirmButton?: string
  cancelButton?: string
}
export type PopupRequest = {
  type: 'image' | 'video'
  images: string[]
  video?: string
  skip: boolean
  skipAfter: number
  loop: boolean
  playerControl: boolean
}

/** a number in range; missing or non-numeric → default; out of range → clamped */
function ranged(raw: unknown, range: { min: number; max: number; default: number }): number {
  const value = toNumber(raw)
  if (value === null) return range.default
  return Math.min(range.max, Math.max(range.min, Math.round(value)))
}

export function validateMarquee(raw: unknown): Validated<MarqueeRequest> {
  if (!isRecord(raw) || !nonEmptyString(raw['data'])) return invalid(REQUEST_MESSAGES.marqueeData)
  const speed = ranged(raw['speed'], MARQUEE_SPEED) / MARQUEE_SPEED.divisor
  return valid({ data: raw['data'], speed, repeat: ranged(raw['repeat'], MARQUEE_REPEAT) })
}

export function validateSidepane(raw: unknown): Validated<SidepaneRequest> {
  if (!isRecord(raw) || !nonEmptyString(raw['title'])) return invalid(REQUEST_MESSAGES.sidepane)
  const { data, options } = raw
  if (!Array.isArray(data) || !isRecord(options)) return invalid(REQUEST_MESSAGES.sidepane)
  return valid({ title: raw['title'], data, options })
}

export function validateSideload(raw: unknown): Validated<SideloadRequest> {
  if (!isRecord(raw) || !isRecord(raw['params'])) return invalid(REQUEST_MESSAGES.sideloadParams)
  const component = raw['component']
  if (!(SIDELOAD_COMPONENTS as readonly unknown[]).includes(component))
    return invalid(REQUEST_MESSAGES.sideloadComponent)
  const position = (SIDELOAD_POSITIONS as readonly unknown[]).includes(raw['position'])
    ? (raw['position'] as SidePosition)
    : 'left'
  return valid({ component: component as SideloadComponent, position, params: raw['params'] })
}

export function validateToast(raw: unknown): Validated<ToastRequest> {
  if (!isRecord(raw) || !nonEmptyString(raw['content'])) return invalid(REQUEST_MESSAGES.toastContent)
  const timeout = toNumber(raw['timeout'])
  const toast: ToastRequest = {
    element: nonEmptyString(raw['element']) ? raw['element'] : TOAST_DEFAULT_ELEMENT,
    content: raw['content'],
    theme: nonEmptyString(raw['theme']) ? raw['theme'] : TOAST_DEFAULT_THEME,
    timeout: timeout !== null && timeout > 0 ? timeout : TOAST_TIMEOUT_MS,
  }
  if (nonEmptyString(raw['confirmButton'])) toast.confirmButton = raw['confirmButton']
  if (nonEmptyString(raw['cancelButton'])) toast.cancelButton = raw['cancelButton']
  return valid(toast)
}

export const toastHasButtons = (toast: ToastRequest): boolean =>
  toast.confirmButton !== undefined || toast.cancelButton !== undefined

/** a popup flag the front desk may send as true, 1 or '1' (§3 Popup request: skip, loop) */
const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1'

export function validatePopup(raw: unknown): Validated<PopupRequest> {
  if (!isRecord(raw)) return invalid(REQUEST_MESSAGES.popupMedia)
  const image = raw['image']
  // issue 20: only http(s), streaming or backend-relative URLs; a javascript: or data: one is no media
  const images = (Array.isArray(image) ? image : [image]).filter(isMediaUrl)
  const video = isMediaUrl(raw['video']) ? raw['video'] : undefined
  const type = raw['type'] === 'video' || (images.length === 0 && video !== undefined) ? 'video' : 'image'
  if (type === 'video' ? video === undefined : images.length === 0)
    return invalid(REQUEST_MESSAGES.popupMedia)
  const popup: PopupRequest = {
    type,
    images,
    skip: isOn(raw['skip']),
    skipAfter: Math.max(0, toNumber(raw['skipAfter']) ?? 0),
    loop: isOn(raw['loop']),
    playerControl: raw['playerControl'] === true,
  }
  if (video !== undefined) popup.video = video
  return valid(popup)
}
