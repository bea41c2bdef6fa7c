// Production builds for the harness: the peer pages (ES modules, one bundle per peer) and the real
// portal (the project's own vite.config.ts: the Chromium-53 build every TV gets), plus boot-JS gzip sizes.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { dependencySideEffects } from '../../scripts/side-effects.mjs'

/**
 * Vite and the build plugins, loaded when a build runs: the measuring side of the harness (run.mjs with
 * `PERF_PREBUILT=1`) then needs only playwright-core, so it can run where only the built pages travel
 * (a lent GPU machine, perf/README.md "GPU modes").
 */
async function buildTools() {
  const [vite, react, fastProps, pixi, reconciler, fonts, english] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
    import('../../scripts/pixi-react-fast-props.mjs'),
    import('../../scripts/pixi-trim.mjs'),
    import('../../scripts/reconciler-trim.mjs'),
    import('../../scripts/preload-fonts.mjs'),
    import('../../scripts/english-parts.mjs'),
  ])
  return {
    build: vite.build,
    react: react.default,
    pixiReactFastProps: fastProps.pixiReactFastProps,
    pixiTrim: pixi.pixiTrim,
    reconcilerTrim: reconciler.reconcilerTrim,
    preloadFonts: fonts.preloadFonts,
    englishParts: english.englishParts,
  }
}

const repo = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '')
const ownModules = (root) =>
  new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/](src|renderer|scenes|bridges)[\\\\/]`)
/**
 * vite.config.ts `moduleSideEffects`, as the portal is built: the product's modules run nothing at import
 * that another relies on, so one whose exports a page does not use is left out (the QR code library behind
 * renderer/'s QrCode, a barrel's unused neighbours). The polyfills are not imported by the pages. `root`:
 * the checkout whose modules these are (another one for the `base` peer, perf/lib/base.mjs).
 */
export const pageModuleSideEffects = (root = repo) => [
  { test: ownModules(root), sideEffects: false },
  ...dependencySideEffects,
]

/**
 * The peer pages under perf/pages/<page>/index.html into `outDir`, with a manifest. `trim` (default on)
 * builds pixi.js and React's reconciler as the portal ships them (scripts/pixi-trim.mjs,
 * scripts/reconciler-trim.mjs) and tree-shakes the product's modules as
 * vite.config.ts does: the Pixi peer measures the product's build, not a fuller one (issue 19, perf/README.md
 * "Issue 19: heap and first frame"). Off, the pages are built as before (a variant to compare with).
 */
export async function buildPages(pagesRoot, pages, outDir, { minify = true, trim = true, root = repo } = {}) {
  const input = Object.fromEntries(pages.map((page) => [page, join(pagesRoot, page, 'index.html')]))
  // Normal ES-module output (not the portal's legacy IIFE lowering): each peer ships only what its
  // own page imports, so the gzip sizes compare like for like.
  const { build, englishParts, pixiReactFastProps, pixiTrim, reconcilerTrim, react, preloadFonts } =
    await buildTools()
  await build({
    configFile: false,
    root: pagesRoot,
    base: './',
    logLevel: 'warn',
    // the renderer's own build fix (scripts/pixi-react-fast-props.mjs), as the portal has it
    // the portal's boot font preloads (scripts/preload-fonts.mjs): a page that draws with Noto Sans gets them
    plugins: [
      englishParts(),
      pixiReactFastProps(),
      ...(trim ? [pixiTrim(), reconcilerTrim()] : []),
      react(),
      preloadFonts(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify,
      manifest: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        input,
        // and writes ASCII as the portal does (vite.config.ts output.charset)
        ...(trim
          ? { treeshake: { moduleSideEffects: pageModuleSideEffects(root) }, output: { charset: 'ascii' } }
          : {}),
      },
    },
  })
}

/** gzip -9 bytes of the JS a page loads at boot: its entry chunk and static imports (Vite manifest). */
export function pageBootJsGzip(outDir, page, entry = `${page}/index.html`) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  const seen = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const dep of chunk.imports ?? []) visit(dep)
  }
  visit(entry)
  let bytes = 0
  for (const key of seen) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length
  }
  return bytes
}

/**
 * The portal exactly as `npm run build` makes it (vite.config.ts: base /v2/, chrome53, classic-script
 * chunks: the boot file and the screens' chunks), without source maps, into `outDir`.
 */
export async function buildPortal(root, outDir) {
  const { build } = await buildTools()
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })
}

/** gzip -9 bytes of the scripts index.html loads: the entry file, which carries every chunk it imports
 * (scripts/legacy-chunks.mjs); screens and overlays load later, as chunks of their own. */
export function portalBootJsGzip(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1])
  return scripts.reduce((total, src) => {
    const file = join(outDir, src.replace(/^\/v2\//, '').replace(/^\.\//, ''))
    return total + gzipSync(readFileSync(file), { level: 9 }).length
  }, 0)
}

/**
 * Boot JS per target of docs/DEVICES.md, as a TV of that platform family loads it before Home shows:
 * the boot scripts plus its family's bridge file (bridges/<family>.js, scripts/ship-bridges.mjs); the
 * universal bridge (desktop browsers, the harness) is in the bundle. gzip -9 bytes by family.
 */
export function portalBootJsByTarget(outDir) {
  const boot = portalBootJsGzip(outDir)
  const bridges = readdirSync(join(outDir, 'bridges')).filter((name) => /^[a-z-]+\.js$/.test(name))
  return {
    universal: boot,
    ...Object.fromEntries(
      bridges.map((name) => [
        name.slice(0, -'.js'.length),
        boot + gzipSync(readFileSync(join(outDir, 'bridges', name)), { level: 9 }).length,
      ]),
    ),
  }
}

/** gzip -9 bytes of every JS file of a build (what a TV downloads when nothing is split). */
export function allJsGzip(outDir) {
  const files = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'))
  return files.reduce(
    (total, name) => total + gzipSync(readFileSync(join(outDir, 'assets', name)), { level: 9 }).length,
    0,
  )
}
