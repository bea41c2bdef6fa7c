import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
// @ts-expect-error plain ESM helper without types, shared with scripts/
import { BUILD_TARGET } from './scripts/build-target.mjs'
// @ts-expect-error plain ESM helper without types, shared with scripts/
import { legacyLowering } from './scripts/legacy-lowering.mjs'
// @ts-expect-error plain ESM helper without types
import { shipFiles } from './scripts/shipped-files.mjs'
// @ts-expect-error plain ESM helper without types
import { shipBridges } from './scripts/ship-bridges.mjs'
// @ts-expect-error plain ESM helper without types, shared with perf/lib/build.mjs
import { pixiReactFastProps } from './scripts/pixi-react-fast-props.mjs'
// @ts-expect-error plain ESM helper without types
import { contentSecurityPolicy } from './scripts/csp.mjs'
// @ts-expect-error plain ESM helper without types
import { pixiTrim } from './scripts/pixi-trim.mjs'
// @ts-expect-error plain ESM helper without types
import { reconcilerTrim } from './scripts/reconciler-trim.mjs'
// @ts-expect-error plain ESM helper without types, shared with perf/lib/build.mjs
import { preloadFonts } from './scripts/preload-fonts.mjs'
// @ts-expect-error plain ESM helper without types, shared with vitest.config.ts and perf/lib/build.mjs
import { englishParts } from './scripts/english-parts.mjs'
// @ts-expect-error plain ESM helper without types, shared with perf/lib/build.mjs
import { dependencySideEffects } from './scripts/side-effects.mjs'

// The demo hotel backend runs as its own HTTP server (src/mocks/node/serve.ts); the portal
// reaches it at its own page origin through this proxy, as it would reach a real hotel backend
// deployed beside /v2/ (adapters spec §7: the universal bridge's base URL is the page origin).
const backend = process.env.HOTEL_BACKEND_URL ?? `http://127.0.0.1:${process.env.DEMO_BACKEND_PORT ?? 5180}`
// /v2/theme.json: the hotel publishes its theme file on its v2 host (portal spec §7); the demo's comes
// from the demo backend, where the front desk switches it.
const proxied = ['/api', '/Api', '/media', '/frontdesk', '/__demo', '/v2/theme.json']
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: true }]))

// Pre-bundle every dependency at server start: otherwise the first page load discovers them, Vite
// re-optimises and reloads the page mid-boot (seen as a flaky first browser test).
const optimizeDeps = {
  entries: ['index.html', 'renderer/gallery/index.html'],
  include: [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'pixi.js',
    'pixi.js/text',
    '@pixi/react',
    'zustand',
    'zustand/vanilla',
    'i18next',
    'dayjs',
    'qrcode',
  ],
  // the dev server's pre-bundled @pixi/react gets the same applyProps rewrite as the build
  rolldownOptions: { plugins: [pixiReactFastProps()] },
}

// Boot JS (issue 19): the portal's own modules run nothing at import that another module relies on (the
// polyfills excepted, imported for their effect), so a module none of whose exports the boot bundle uses
// is left out of it, with what it imports: a screen's decoders, a barrel's unused neighbours, the QR code
// library behind renderer/'s QrCode. A module that is used keeps every statement it runs at import.
const here = fileURLToPath(new URL('.', import.meta.url)).replace(/[\\/]$/, '')
const own = (folders: string) =>
  new RegExp(`^${here.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/](${folders})[\\\\/]`)
const moduleSideEffects = [
  { test: /[\\/]src[\\/]polyfills\.ts$/, sideEffects: true },
  { test: own('src|renderer|scenes|bridges'), sideEffects: false },
  ...dependencySideEffects,
]

export default defineConfig({
  base: '/v2/',
  // the browser tests run one dev server per worker: each pre-bundles into its own directory, never
  // into another's while it writes (playwright.config.ts sets PORTAL_CACHE_DIR)
  ...(process.env.PORTAL_CACHE_DIR ? { cacheDir: process.env.PORTAL_CACHE_DIR } : {}),
  optimizeDeps,
  plugins: [
    englishParts(),
    pixiReactFastProps(),
    pixiTrim(),
    reconcilerTrim(),
    react(),
    legacyLowering(),
    shipFiles(),
    shipBridges(),
    contentSecurityPolicy(),
    preloadFonts(),
  ],
  server: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: Number(process.env.PORTAL_PORT ?? 5173), strictPort: true, proxy },
  build: {
    target: BUILD_TARGET,
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects },
      // Characters past ASCII written as escapes: one "…" or "月" in a script makes the browser keep the
      // whole decoded source as UTF-16, twice the memory of Latin-1 (perf/README.md "Issue 19, tenth
      // session": the boot file's source 1.29 → 0.65 MB in the renderer's memory cache)
      output: { charset: 'ascii' },
    },
  },
})
