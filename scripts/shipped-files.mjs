// Vite plugin: files the portal fetches at run time instead of carrying them in the boot bundle. The
// build emits each under its path below the base URL; the dev server serves the same paths, so the
// app loads them the same way in both.
// - vendor/hls.min.js: hls.js's own ES5 dist (it parses at the Chromium-53 floor, checked by
//   tests/unit/bundle-target.test.ts), loaded by the universal bridge on the first HLS play
//   (bridges/universal/hlsLoader.ts).
// - locales/<code>.json: the interface dictionaries (portal spec §7: locale json files come from the v2
//   host), fetched when a guest picks the language (src/i18n/i18n.ts); English, the fallback, stays in
//   the bundle.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const HLS_VENDOR_FILE = 'vendor/hls.min.js'
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** fileName below the base URL → absolute source path */
export function shippedFiles() {
  const files = new Map([
    [HLS_VENDOR_FILE, join(dirname(createRequire(import.meta.url).resolve('hls.js')), 'hls.min.js')],
  ])
  for (const name of readdirSync(join(root, 'locales')))
    if (name.endsWith('.json')) files.set(`locales/${name}`, join(root, 'locales', name))
  return files
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json' }

export function shipFiles() {
  let base = '/'
  // listed once: the dev server's middleware sees every module request
  const files = shippedFiles()
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
        const file =
          path.startsWith(base) && !path.includes('?') ? files.get(path.slice(base.length)) : undefined
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
    },
  }
}
