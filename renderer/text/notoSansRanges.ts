// Noto Sans's subsets and their unicode ranges (Fontsource's CSS): shared by the faces' list
// (notoSans.ts) and the test of which characters need a script font (scriptFonts.ts), with no files.
export type NotoSansSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'greek'

/** The subsets loaded as script fonts, when a text needs them (Latin is loaded at boot). */
export const NOTO_SANS_SCRIPT_SUBSETS = ['latin-ext', 'cyrillic', 'greek'] as const

export const NOTO_SANS_RANGES: Readonly<Record<NotoSansSubset, string>> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  cyrillic: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  greek: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
}
