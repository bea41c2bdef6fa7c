// The script fonts (SIL Open Font License, Fontsource): Noto Sans Arabic and Noto Sans Hebrew as two
// Vite assets each (their script subset in 400 and 700; `?no-inline`: font data never lands in the boot
// JS, only four URLs do), and Noto Sans SC as the numbered Fontsource subsets that
// scripts/shipped-files.mjs ships beside the bundle under fonts/ with a manifest of their unicode ranges
// (76 KB, fetched the first time a Chinese character is drawn). Nothing here loads at boot:
// scriptFonts.ts registers and loads a face when a text needs it.
import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2?url&no-inline'
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2?url&no-inline'
import hebrew400 from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff2?url&no-inline'
import hebrew700 from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-700-normal.woff2?url&no-inline'
import type { ScriptFace, ScriptSources, WeightBucket } from './scriptFonts'

export const ARABIC_FAMILY = 'Noto Sans Arabic'
export const HEBREW_FAMILY = 'Noto Sans Hebrew'
export const CHINESE_FAMILY = 'Noto Sans SC'
/** below the base URL (scripts/shipped-files.mjs writes the same path) */
export const CHINESE_MANIFEST = 'fonts/noto-sans-sc.json'

// Fontsource's own ranges of the two subsets (unicode.json of each package)
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC'
const HEBREW_RANGE = 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F'

const pair = (range: string, files: Record<WeightBucket, string>): ScriptFace[] => [
  { url: files['400'], weight: '400', unicodeRange: range },
  { url: files['700'], weight: '700', unicodeRange: range },
]

/** fonts/noto-sans-sc.json: each subset's range; its file per weight is named by id and weight */
type Manifest = { weights: WeightBucket[]; subsets: Array<{ id: string; unicodeRange: string }> }

function isManifest(value: unknown): value is Manifest {
  const { weights, subsets } = (value ?? {}) as { weights?: unknown; subsets?: unknown }
  return (
    Array.isArray(weights) &&
    weights.every((weight) => weight === '400' || weight === '700') &&
    Array.isArray(subsets) &&
    subsets.every((subset: { id?: unknown; unicodeRange?: unknown } | null) => {
      return typeof subset?.id === 'string' && typeof subset.unicodeRange === 'string'
    })
  )
}

/** The script fonts the portal ships, their files below `base` (the portal's base URL). */
export function notoScriptSources(base: string, fetchJson = defaultFetchJson): ScriptSources {
  return {
    arabic: {
      family: ARABIC_FAMILY,
      faces: () => Promise.resolve(pair(ARABIC_RANGE, { '400': arabic400, '700': arabic700 })),
    },
    hebrew: {
      family: HEBREW_FAMILY,
      faces: () => Promise.resolve(pair(HEBREW_RANGE, { '400': hebrew400, '700': hebrew700 })),
    },
    han: {
      family: CHINESE_FAMILY,
      faces: async () => {
        const manifest = await fetchJson(base + CHINESE_MANIFEST)
        if (!isManifest(manifest)) throw new Error(`${CHINESE_MANIFEST} is not a font manifest`)
        const faces: ScriptFace[] = []
        for (const { id, unicodeRange } of manifest.subsets)
          for (const weight of manifest.weights)
            faces.push({
              url: `${base}fonts/noto-sans-sc-${id}-${weight}-normal.woff2`,
              weight,
              unicodeRange,
            })
        return faces
      },
    },
  }
}

async function defaultFetchJson(url: string): Promise<unknown> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`GET ${url} failed with status ${response.status}`)
  return response.json()
}
