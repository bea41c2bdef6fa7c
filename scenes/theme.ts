// portal spec §3 Theme: primary colour, dark surface, base font 18 px. The backend theme file may
// override these later; scenes read colours only from here.
export const theme = {
  primary: 0xc9a45c,
  onPrimary: 0x14110a,
  surface: 0x0f1720,
  surfaceRaised: 0x1b2733,
  onSurface: 0xf4f1ea,
  muted: 0x9aa7b4,
  border: 0x33424f,
  danger: 0xd9534f,
  fontSize: { xsmall: 14, small: 16, base: 18, medium: 22, large: 30, xlarge: 44 },
} as const
