import type Hls from 'hls.js'

// hls.js is not in the boot bundle: it is a third of the legacy bundle's code (perf/README.md "Boot JS"),
// and only the universal bridge in a browser without native HLS ever runs it — a TV's own player
// never does. The build copies hls.js's own ES5 build beside the bundle (scripts/shipped-files.mjs) and
// the universal bridge loads it with a classic <script> the first time an HLS stream plays.

export type HlsClass = typeof Hls

/** where the build puts hls.js, relative to the portal's base URL (scripts/shipped-files.mjs writes it) */
export const HLS_SCRIPT = 'vendor/hls.min.js'
export const HLS_LOAD_FAILED = 'The HLS player could not be loaded.'

type HlsWindow = Window & { Hls?: HlsClass }

/**
 * A loader of hls.js from `src`: one <script> however many plays ask, resolving with the `Hls` global
 * its UMD build defines. A failed load rejects with HLS_LOAD_FAILED and the next call tries again.
 */
export function createHlsLoader(doc: Document, src: string): () => Promise<HlsClass> {
  let loading: Promise<HlsClass> | null = null
  return () => {
    const win = doc.defaultView as HlsWindow | null
    if (win?.Hls) return Promise.resolve(win.Hls)
    loading ??= new Promise<HlsClass>((resolve, reject) => {
      const script = doc.createElement('script')
      const failed = () => {
        loading = null
        script.remove()
        reject(new Error(HLS_LOAD_FAILED))
      }
      script.onload = () => {
        const loaded = win?.Hls
        if (loaded) resolve(loaded)
        else failed()
      }
      script.onerror = failed
      script.async = true
      script.src = src
      doc.head.appendChild(script)
    })
    return loading
  }
}
