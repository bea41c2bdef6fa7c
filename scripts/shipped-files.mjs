// Vite plugin: files the portal fetches at run time instead of carrying them in the boot bundle. The
// build emits each under its path below the base URL; the dev server serves the same paths, so the
// app loads them the same way in both.
// - vendor/hls.min.js: hls.js's own ES5 dist (it parses at the Chromium-53 floor, checked by
//   tests/unit/bundle-target.test.ts), loaded by the universal bridge on the first HLS play
//   (bridges/universal/hlsLoader.ts).
// - locales/<code>.json: the interface dictionaries (portal spec §7: locale json files come from the v2
//   host), fetched when a guest picks the language (src/i18n/i18n.ts); English, the fallback, stays in
//   the bundle.
// - vendor/dayjs/locale/<name>.js: dayjs's ES5 (UMD) locale files of the interface languages, loaded by
//   a <script> when a language is applied (src/i18n/dates.ts; the names are its DAYJS_LOCALES).
// - fonts/noto-sans-sc-<n>-<weight>-normal.woff2 and fonts/noto-sans-sc.json: Noto Sans SC's numbered
//   Fontsource subsets in 400 and 700, and a manifest of their unicode ranges; the renderer fetches the
//   manifest the first time a Chinese character is drawn and then only the subsets holding the drawn
//   characters (renderer/text/notoScripts.ts, issue 12).
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const HLS_VENDOR_FILE = 'vendor/hls.min.js'
export const DAYJS_LOCALE_NAMES = [
  'tr',
  'ar',
  'ru',
  'az',
  'de',
  'es',
  'fr',
  'it',
  'bg',
  'he',
  'nl',
  'el',
  'sq',
  'ro',
  'sr',
  'zh-cn',
]
export const CHINESE_MANIFEST_FILE = 'fonts/noto-sans-sc.json'
const CHINESE_WEIGHTS = ['400', '700']
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** Noto Sans SC's numbered subsets: file name → source path, and the manifest the renderer reads. */
export function chineseFonts() {
  const dir = join(root, 'node_modules', '@fontsource', 'noto-sans-sc')
  const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8'))
  const files = new Map()
  const subsets = []
  for (const [subset, unicodeRange] of Object.entries(ranges)) {
    const id = /^\[(\d+)\]$/.exec(subset)?.[1]
    // the named subsets (latin, cyrillic…) are Noto Sans's job
    if (id === undefined) continue
    subsets.push({ id, unicodeRange })
    for (const weight of CHINESE_WEIGHTS) {
      const file = `noto-sans-sc-${id}-${weight}-normal.woff2`
      files.set(`fonts/${file}`, join(dir, 'files', file))
    }
  }
  // file of a subset and weight: fonts/noto-sans-sc-<id>-<weight>-normal.woff2
  return { files, manifest: JSON.stringify({ weights: CHINESE_WEIGHTS, subsets }) }
}

/** fileName below the base URL → absolute source path */
export function shippedFiles() {
  const files = new Map([
    [HLS_VENDOR_FILE, join(dirname(createRequire(import.meta.url).resolve('hls.js')), 'hls.min.js')],
  ])
  for (const name of readdirSync(join(root, 'locales')))
    if (name.endsWith('.json')) files.set(`locales/${name}`, join(root, 'locales', name))
  const dayjsDir = dirname(createRequire(import.meta.url).resolve('dayjs/locale/de.js'))
  for (const name of DAYJS_LOCALE_NAMES)
    files.set(`vendor/dayjs/locale/${name}.js`, join(dayjsDir, `${name}.js`))
  for (const [name, path] of chineseFonts().files) files.set(name, path)
  return files
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.woff2': 'font/woff2' }

export function shipFiles() {
  let base = '/'
  // listed once: the dev server's middleware sees every module request
  const files = shippedFiles()
  const manifest = chineseFonts().manifest
  return {
    name: 'ship-files',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // only plain requests: the dev server's own module imports of these files carry a query
        // (`/v2/locales/en_US.json?import` is the bundled English as a module)
        const path = request.url ?? ''
        const name = path.startsWith(base) && !path.includes('?') ? path.slice(base.length) : ''
        if (name === CHINESE_MANIFEST_FILE) {
          response.setHeader('content-type', TYPES['.json'])
          return response.end(manifest)
        }
        const file = files.get(name)
        if (!file) return next()
        response.setHeader(
          'content-type',
          TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream',
        )
        response.end(readFileSync(file))
      })
    },
    generateBundle() {
      for (const [fileName, file] of files)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) })
      this.emitFile({ type: 'asset', fileName: CHINESE_MANIFEST_FILE, source: manifest })
    },
  }
}
