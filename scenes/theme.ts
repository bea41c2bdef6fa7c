// portal spec §3 Theme: primary colour, dark surface, base font 18 px (§9). Scenes read colours and sizes
// only from here. The hotel's theme file (§4 Boot: loaded from the v2 host, failures ignored) is applied
// once at boot, before the first screen is drawn (src/app/features/device.ts): applyTheme overwrites
// these values in place, so every scene drawn afterwards uses the hotel's look.
import type { ThemeFile } from '../src/api/themeDecoder'

const PORTAL_THEME = {
  primary: 0xc9a45c,
  onPrimary: 0x14110a,
  surface: 0x0f1720,
  surfaceRaised: 0x1b2733,
  onSurface: 0xf4f1ea,
  muted: 0x9aa7b4,
  border: 0x33424f,
  danger: 0xd9534f,
  fontSize: { xsmall: 14, small: 16, base: 18, medium: 22, large: 30, xlarge: 44 },
}

export type Theme = typeof PORTAL_THEME

export const theme: Readonly<Omit<Theme, 'fontSize'> & { fontSize: Readonly<Theme['fontSize']> }> = {
  ...PORTAL_THEME,
  fontSize: { ...PORTAL_THEME.fontSize },
}

/** a colour `amount` of the way from `from` to `to`, per channel */
export function mixColour(from: number, to: number, amount: number): number {
  const channel = (shift: number) => {
    const a = (from >> shift) & 0xff
    const b = (to >> shift) & 0xff
    return Math.round(a + (b - a) * amount) << shift
  }
  return channel(16) | channel(8) | channel(0)
}

/** the share of the text colour in the raised surface and in muted text (the portal's own look) */
const RAISED_MIX = 0.08
const MUTED_MIX = 0.62

/**
 * Applies a theme file over the portal's own theme (a field the file leaves out keeps the portal's
 * value); the raised surface and muted text are derived from the file's surface and text colours.
 */
export function applyTheme(file: ThemeFile): void {
  const { color, font } = file
  const surface = color.surface ?? PORTAL_THEME.surface
  const onSurface = color.onSurface ?? PORTAL_THEME.onSurface
  const derived = color.surface !== undefined || color.onSurface !== undefined
  Object.assign(theme, {
    primary: color.primary ?? PORTAL_THEME.primary,
    onPrimary: color.onPrimary ?? PORTAL_THEME.onPrimary,
    surface,
    onSurface,
    border: color.border ?? PORTAL_THEME.border,
    surfaceRaised: derived ? mixColour(surface, onSurface, RAISED_MIX) : PORTAL_THEME.surfaceRaised,
    muted: derived ? mixColour(surface, onSurface, MUTED_MIX) : PORTAL_THEME.muted,
  })
  Object.assign(theme.fontSize, {
    xsmall: font.xsmall ?? PORTAL_THEME.fontSize.xsmall,
    small: font.small ?? PORTAL_THEME.fontSize.small,
    base: font.size ?? PORTAL_THEME.fontSize.base,
    medium: font.medium ?? PORTAL_THEME.fontSize.medium,
    large: font.large ?? PORTAL_THEME.fontSize.large,
    xlarge: font.xlarge ?? PORTAL_THEME.fontSize.xlarge,
  })
}

/** back to the portal's own theme (tests) */
export function resetTheme(): void {
  applyTheme({ font: {}, color: {}, options: {} })
}
