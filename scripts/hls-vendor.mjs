// Vite plugin: ships hls.js beside the bundle instead of inside it (bridges/universal/hlsLoader.ts says
// why). hls.js's own dist/hls.min.js is an ES5 UMD build (it parses at the Chromium-53 floor, checked
// by tests/unit/bundle-target.test.ts); the build emits it as `vendor/hls.min.js` and the dev server
// serves it at the same path, so the universal bridge loads it the same way in both.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export const HLS_VENDOR_FILE = 'vendor/hls.min.js'

const hlsSource = () =>
  readFileSync(join(dirname(createRequire(import.meta.url).resolve('hls.js')), 'hls.min.js'))

export function hlsVendor() {
  let base = '/'
  return {
    name: 'hls-vendor',
    configResolved(config) {
      base = config.base
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if ((request.url ?? '').split('?')[0] !== `${base}${HLS_VENDOR_FILE}`) return next()
        response.setHeader('content-type', 'text/javascript')
        response.end(hlsSource())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: HLS_VENDOR_FILE, source: hlsSource() })
    },
  }
}
