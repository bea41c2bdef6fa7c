import { describe, expect, it } from 'vitest'
import { HLS_LOAD_FAILED, createHlsLoader, type HlsClass } from './hlsLoader'

/** A document whose appended <script> elements the test loads or fails by hand. */
function fakeDocument() {
  const scripts: Array<{ src: string; onload: null | (() => void); onerror: null | (() => void) }> = []
  const win: { Hls?: HlsClass } = {}
  const doc = {
    defaultView: win,
    createElement: () => {
      const script = { src: '', async: false, onload: null, onerror: null, remove: () => undefined }
      return script
    },
    head: { appendChild: (script: (typeof scripts)[number]) => scripts.push(script) },
  }
  return { doc: doc as unknown as Document, win, scripts }
}

const Hls = { isSupported: () => true } as unknown as HlsClass

describe('hls.js loader', () => {
  it('adds one script however many plays ask, and resolves with the Hls global', async () => {
    const { doc, win, scripts } = fakeDocument()
    const load = createHlsLoader(doc, '/v2/vendor/hls.min.js')
    const first = load()
    const second = load()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe('/v2/vendor/hls.min.js')
    win.Hls = Hls
    scripts[0]?.onload?.()
    await expect(first).resolves.toBe(Hls)
    await expect(second).resolves.toBe(Hls)
    // loaded: later plays get it without another script
    await expect(load()).resolves.toBe(Hls)
    expect(scripts).toHaveLength(1)
  })

  it('a script that fails, or loads without defining Hls, rejects; the next call tries again', async () => {
    const { doc, win, scripts } = fakeDocument()
    const load = createHlsLoader(doc, '/v2/vendor/hls.min.js')
    const failed = load()
    scripts[0]?.onerror?.()
    await expect(failed).rejects.toThrow(HLS_LOAD_FAILED)
    const empty = load()
    expect(scripts).toHaveLength(2)
    scripts[1]?.onload?.()
    await expect(empty).rejects.toThrow(HLS_LOAD_FAILED)
    const retried = load()
    win.Hls = Hls
    scripts[2]?.onload?.()
    await expect(retried).resolves.toBe(Hls)
  })
})
