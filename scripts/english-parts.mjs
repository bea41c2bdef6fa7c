// English, the fallback language, is bundled (src/i18n/i18n.ts); every other dictionary is a file fetched
// when first shown. Its namespaces that only the screens of later features use (src/app/features/later.ts)
// need not be in the boot file: `locales/en_US.json?boot` exports the dictionary without them as
// `dictionary`, and `locales/en_US.json?later` them alone, which the later chunk adds to English when it joins
// (src/app/features/laterEnglish.ts). locales/en_US.json stays one file for translators and tests.
// issue 19 (boot JS); tests/unit/bundle-target.test.ts fails when the boot file names a key of a later
// namespace, and a namespace added to the dictionary goes to the boot part unless it is listed here.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** the namespaces of locales/en_US.json that only later features' screens and overlays use */
export const LATER_NAMESPACES = Object.freeze([
  'infobar',
  'settings',
  'live',
  'vod',
  'chromecast',
  'weather',
  'flight',
  'news',
  'prayer',
  'messages',
  'keyboard',
  'hsm',
  'signage',
  'toast',
  'popup',
])

const PART = /^(.*[\\/]en_US\.json)\?(boot|later)$/
const VIRTUAL = '\0english-part:'

/** the part of `dictionary` that `part` names: 'later' holds LATER_NAMESPACES, 'boot' the rest */
export function englishPart(dictionary, part) {
  const later = new Set(LATER_NAMESPACES)
  return Object.fromEntries(
    Object.entries(dictionary).filter(([namespace]) => later.has(namespace) === (part === 'later')),
  )
}

export function englishParts() {
  // opaque virtual ids (id → file and part): an id that names the .json file is taken by Vite's JSON
  // plugin in the build and gets `?import` from the dev server, which then reads it as a file (tried)
  const files = new Map()
  return {
    name: 'hotel-tv:english-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const match = PART.exec(source)
      if (!match || !importer) return null
      const file = resolve(dirname(importer.replace(/\?.*$/, '')), match[1])
      const id = `${VIRTUAL}${match[2]}:${files.size}`
      const known = [...files].find(([, entry]) => entry.file === file && entry.part === match[2])
      if (known) return known[0]
      files.set(id, { file, part: match[2] })
      return id
    },
    load(id) {
      const entry = files.get(id)
      if (!entry) return null
      this.addWatchFile(entry.file)
      const dictionary = JSON.parse(readFileSync(entry.file, 'utf8'))
      return `export const dictionary = ${JSON.stringify(englishPart(dictionary, entry.part))}`
    },
  }
}
