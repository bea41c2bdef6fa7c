// Noto Sans, the portal's Latin-script font, from @fontsource/noto-sans (SIL Open Font License). Vite
// emits each woff2 as a file beside the bundle (`?no-inline`: font data never lands in the boot JS)
// and hands us its URL under the base (/v2/assets/…), in the dev server, the legacy build and the perf
// pages alike. The unicode ranges are Fontsource's own subsets (its CSS files), so the browser takes a
// glyph from the subset that has it and any other script falls through to the next FONT_FAMILY entry.
// Only the Latin subset is loaded at boot (BOOT_FONTS); Latin Extended, Cyrillic and Greek are loaded
// when a text needs them, as Arabic, Hebrew and Chinese are (scriptFonts.ts, notoScripts.ts).
import type { FontFaceSpec } from './fonts'
import { NOTO_SANS_RANGES, NOTO_SANS_SCRIPT_SUBSETS, type NotoSansSubset } from './notoSansRanges'
import type { ScriptFace, ScriptSources } from './scriptFonts'
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

const SUBSETS: Record<NotoSansSubset, { range: string; files: Record<Variant, string> }> = {
  latin: {
    range: NOTO_SANS_RANGES.latin,
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
    range: NOTO_SANS_RANGES['latin-ext'],
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
    range: NOTO_SANS_RANGES.cyrillic,
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
    range: NOTO_SANS_RANGES.greek,
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
 * Noto Sans's Latin Extended (Turkish, Azerbaijani, Romanian, Serbian, Albanian's few), Cyrillic (Russian,
 * Bulgarian) and Greek subsets as script fonts: registered and loaded, six faces each, the first time a
 * text needs them (scriptFonts.ts), each face with the weight bucket a label waits for.
 */
export function notoSansScriptSources(): ScriptSources {
  const sources: ScriptSources = {}
  for (const subset of NOTO_SANS_SCRIPT_SUBSETS)
    sources[subset] = {
      family: SHIPPED_FAMILY,
      faces: () => Promise.resolve(notoSansFaces([subset]) as ScriptFace[]),
    }
  return sources
}

/**
 * Loaded before the first text at every boot: Noto Sans's Latin subset in its six faces (about 80 KB).
 * The other European scripts of the interface languages load with their text (notoSansScriptSources;
 * issue 19: 24 files and 520 KB were the boot's critical path).
 */
export const BOOT_FONTS: readonly FontFaceSpec[] = notoSansFaces(['latin'])

export type { NotoSansSubset }
