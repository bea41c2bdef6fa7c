// What a CMS item shows as text and colour: its date (docs/BACKEND-API.md: hotel-local
// 'YYYY-MM-DD HH:mm:ss'; portal spec §9 time format hh:mm A when datetime_format is '12') and the CSS
// colours of the boxed layout (§3 CMS item layout_gradient, overlay), which the canvas needs as numbers.
import type { Config } from '../../api/types'
import { formatDate, formatTime } from '../dateTime'

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** The item's date in the interface language; the wall time is the hotel's, shown as written. */
export function formatCmsDate(date: string | null, config: Config, language: string): string | null {
  const match = date ? DATE.exec(date.trim()) : null
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number)
  // the parts as local time: formatDate/formatTime read local fields, so the hotel's wall time is kept
  const at = new Date(y ?? 1970, (mo ?? 1) - 1, d ?? 1, h || 0, mi || 0).getTime()
  const day = formatDate(at, language)
  return match[4] === undefined ? day : `${day} · ${formatTime(at, config, language)}`
}

export type CssColour = { color: number; alpha: number }

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)))
const alphaOf = (part: string | undefined) => {
  if (part === undefined) return 1
  const value = part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part)
  return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 1
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [f(0) * 255, f(8) * 255, f(4) * 255]
}

/** '#rgb', '#rrggbb', 'rgb()/rgba()' and 'hsl()/hsla()' (comma or space syntax); null otherwise */
export function parseCssColour(text: string | null): CssColour | null {
  const value = text?.trim().toLowerCase() ?? ''
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1]
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    return { color: parseInt(full, 16), alpha: 1 }
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(value)
  if (!fn) return null
  const parts = (fn[2] ?? '').split(/[\s,/]+/).filter(Boolean)
  if (parts.length < 3) return null
  const [a, b, c] = parts.slice(0, 3).map((part) => parseFloat(part))
  if (![a, b, c].every((n) => n !== undefined && Number.isFinite(n))) return null
  const rgb = fn[1]?.startsWith('rgb')
    ? [a ?? 0, b ?? 0, c ?? 0]
    : hslToRgb(a ?? 0, (b ?? 0) / 100, (c ?? 0) / 100)
  const [r, g, bl] = rgb.map(clampByte)
  return { color: ((r ?? 0) << 16) | ((g ?? 0) << 8) | (bl ?? 0), alpha: alphaOf(parts[3]) }
}
