// First frame (issue 19): the boot's critical path was the font phase. The stage asks for Noto Sans's
// Latin faces (renderer/text/notoSans.ts BOOT_FONTS) only once the boot script has downloaded, parsed
// and run; with a <link rel="preload"> for each in index.html, the browser fetches them while it is still
// busy with the script, and the FontFace loads find them in its memory cache.
//
// Which files: the Latin woff2 files whose URLs the page's boot chunks hold (its entry and what that
// imports statically), so a page that does not draw with Noto Sans gets none, and the faces loaded on demand
// (Latin Extended, Cyrillic, Greek and the other scripts) are left to load when a text needs them.
// `crossorigin` makes the preload a CORS request, as a FontFace's own load is: without it the browser
// would fetch each file twice.
import { posix } from 'node:path'

/** A boot font file: Fontsource's Noto Sans Latin subset, any weight and style, as Vite emits it. */
export const BOOT_FONT_FILE = /(^|\/)noto-sans-latin-\d{3}-(normal|italic)-[\w-]+\.woff2$/

/** The chunk `fileName` and the chunks it imports statically: what runs before the first frame. */
export function bootChunks(bundle, fileName, seen = new Set()) {
  const chunk = bundle[fileName]
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return []
  seen.add(fileName)
  return [chunk, ...chunk.imports.flatMap((name) => bootChunks(bundle, name, seen))]
}

/** The boot font files of `bundle` whose URL one of the boot chunks of `entry` holds. */
export function bootFontFiles(bundle, entry) {
  const code = bootChunks(bundle, entry).map((chunk) => chunk.code)
  return Object.values(bundle)
    .filter((file) => file.type === 'asset' && BOOT_FONT_FILE.test(file.fileName))
    .map((file) => file.fileName)
    .filter((file) => {
      const name = file.slice(file.lastIndexOf('/') + 1)
      return code.some((text) => text.includes(name))
    })
    .sort()
}

export function preloadFonts() {
  let base = '/'
  return {
    name: 'preload-boot-fonts',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk, path }) {
        // the dev server serves the fonts from node_modules as the stage asks for them
        if (!bundle || !chunk) return undefined
        // a relative base (the perf pages): the URL from the page's own folder
        const href = (file) =>
          base === './' || base === '' ? posix.relative(posix.dirname(path), `/${file}`) : `${base}${file}`
        return bootFontFiles(bundle, chunk.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: href(file) },
          injectTo: 'head',
        }))
      },
    },
  }
}
