// Noto Sans, the portal's Latin-script font, from @fontsource/noto-sans (SIL Open Font License). Vite
// emits each woff2 as a file beside the bundle (`?no-inline`: font data never lands in the boot JS)
// and hands us its URL under the base (/v2/assets/…), in the dev server, the legacy build and the perf
// pages alike. The unicode ranges are Fontsource's own subsets (its CSS files), so the browser takes a
// glyph from the subset that has it and any other script falls through to the next FONT_FAMILY entry.
// Other scripts (Arabic, Hebrew, Chinese) are added per interface language by the languages work with
// the same loader (fonts.ts); a subset added here is loaded at every boot.
import type { FontFaceSpec } from './fonts'
import latin300 from '@fontsource/noto-sans/files/noto-sans-latin-300-normal.woff2?url&no-inline'
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url&no-inline'
import latin400Italic from '@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff2?url&no-inline'
import latin600 from '@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url&no-inline'
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff2?url&no-inline'
import latin700Italic from '@fontsource/noto-sans/files/noto-sans-latin-700-italic.woff2?url&no-inline'
import latinExt300 from '@fontsource/noto-sans/files/noto-sans-latin-ext-300-normal.woff2?url&no-inline'
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2?url&no-inline'
import latinExt400Italic from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff2?url&no-inline'
import latinExt600 from '@fontsource/noto-sans/files/noto-sans-latin-ext-600-normal.woff2?url&no-inline'
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff2?url&no-inline'
import latinExt700Italic from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-italic.woff2?url&no-inline'
import cyrillic300 from '@fontsource/noto-sans/files/noto-sans-cyrillic-300-normal.woff2?url&no-inline'
import cyrillic400 from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff2?url&no-inline'
import cyrillic400Italic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-italic.woff2?url&no-inline'
import cyrillic600 from '@fontsource/noto-sans/files/noto-sans-cyrillic-600-normal.woff2?url&no-inline'
import cyrillic700 from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff2?url&no-inline'
import cyrillic700Italic from '@fontsource/noto-sans/files/noto-sans-cyrillic-700-italic.woff2?url&no-inline'
import greek300 from '@fontsource/noto-sans/files/noto-sans-greek-300-normal.woff2?url&no-inline'
import greek400 from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff2?url&no-inline'
import greek400Italic from '@fontsource/noto-sans/files/noto-sans-greek-400-italic.woff2?url&no-inline'
import greek600 from '@fontsource/noto-sans/files/noto-sans-greek-600-normal.woff2?url&no-inline'
import greek700 from '@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff2?url&no-inline'
import greek700Italic from '@fontsource/noto-sans/files/noto-sans-greek-700-italic.woff2?url&no-inline'

/** The family name every face is registered under; FONT_FAMILY (styles.ts) names it first. */
export const SHIPPED_FAMILY = 'Noto Sans'

/** The faces TextStyleSpec can ask for: weights 300, 400, 600, 700; italic for markup <i> and <b><i>. */
type Variant = '300' | '400' | '400i' | '600' | '700' | '700i'
export type NotoSansSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'greek'

const SUBSETS: Record<NotoSansSubset, { range: string; files: Record<Variant, string> }> = {
  latin: {
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    files: {
      '300': latin300,
      '400': latin400,
      '400i': latin400Italic,
      '600': latin600,
      '700': latin700,
      '700i': latin700Italic,
    },
  },
  'latin-ext': {
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    files: {
      '300': latinExt300,
      '400': latinExt400,
      '400i': latinExt400Italic,
      '600': latinExt600,
      '700': latinExt700,
      '700i': latinExt700Italic,
    },
  },
  cyrillic: {
    range: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
    files: {
      '300': cyrillic300,
      '400': cyrillic400,
      '400i': cyrillic400Italic,
      '600': cyrillic600,
      '700': cyrillic700,
      '700i': cyrillic700Italic,
    },
  },
  greek: {
    range: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF',
    files: {
      '300': greek300,
      '400': greek400,
      '400i': greek400Italic,
      '600': greek600,
      '700': greek700,
      '700i': greek700Italic,
    },
  },
}

/** Every shipped face of `subsets`, ready for loadFonts. */
export function notoSansFaces(subsets: readonly NotoSansSubset[]): FontFaceSpec[] {
  // plain loops: Array#flatMap is newer than the Chromium-53 floor (docs/DEVICES.md), not polyfilled
  const faces: FontFaceSpec[] = []
  for (const subset of subsets) {
    const { range, files } = SUBSETS[subset]
    for (const variant of Object.keys(files) as Variant[])
      faces.push({
        family: SHIPPED_FAMILY,
        url: files[variant],
        weight: variant.slice(0, 3),
        style: variant.endsWith('i') ? 'italic' : 'normal',
        unicodeRange: range,
      })
  }
  return faces
}

/**
 * Loaded before the first text at every boot: the European scripts of the interface languages
 * (locales/: latin-ext for Turkish, Azerbaijani, Romanian, Serbian; Cyrillic for Russian, Bulgarian;
 * Greek), about 520 KB in 24 files.
 */
export const BOOT_FONTS: readonly FontFaceSpec[] = notoSansFaces(['latin', 'latin-ext', 'cyrillic', 'greek'])
