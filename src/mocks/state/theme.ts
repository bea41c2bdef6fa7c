import { DEMO_THEMES, type DemoThemeName } from '../fixtures/themes'

export type ThemeChoice = ReturnType<typeof createThemeChoice>

/** The theme file the hotel publishes on its v2 host (GET /v2/theme.json); the front desk switches it. */
export function createThemeChoice() {
  let current: DemoThemeName = 'bosphorus'
  return {
    reset(): void {
      current = 'bosphorus'
    },
    current: (): DemoThemeName => current,
    file: () => DEMO_THEMES[current].file,
    /** false for a name the hotel has no theme for */
    set(name: string): boolean {
      if (!(name in DEMO_THEMES)) return false
      current = name as DemoThemeName
      return true
    },
  }
}
