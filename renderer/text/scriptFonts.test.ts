import { describe, expect, it } from 'vitest'
import {
  needsScriptFont,
  parseUnicodeRange,
  ScriptFonts,
  type ScriptFace,
  type ScriptSources,
} from './scriptFonts'

type FakeFace = { family: string; url: string; resolve: () => void; reject: (error: Error) => void }

function setup(sources?: ScriptSources) {
  const faces: FakeFace[] = []
  const registered: string[] = []
  const specs: ScriptFace[] = []
  const warnings: string[] = []
  const timers: Array<{ run: () => void; cancelled: boolean }> = []
  const fonts = new ScriptFonts({
    sources: sources ?? {
      arabic: {
        family: 'Noto Sans Arabic',
        faces: async () => [
          { url: 'ar-400.woff2', weight: '400', unicodeRange: 'U+0600-06FF' },
          { url: 'ar-700.woff2', weight: '700', unicodeRange: 'U+0600-06FF' },
        ],
      },
      han: {
        family: 'Noto Sans SC',
        faces: async () => [
          { url: 'sc-1-400.woff2', weight: '400', unicodeRange: 'U+4E2D,U+6587' },
          { url: 'sc-2-400.woff2', weight: '400', unicodeRange: 'U+4E00-4E2C' },
          { url: 'sc-3-400.woff2', weight: '400', unicodeRange: 'U+7535-89C6' },
        ],
      },
    },
    timeoutMs: 3000,
    log: (message) => warnings.push(message),
    setTimer: (run) => {
      const timer = { run, cancelled: false }
      timers.push(timer)
      return () => (timer.cancelled = true)
    },
    registry: {
      add: (face: unknown) => {
        const { url, spec } = face as { url: string; spec: ScriptFace }
        registered.push(url)
        specs.push(spec)
      },
    },
    createFace: (family, spec) => {
      let resolve = () => {}
      let reject: (error: Error) => void = () => {}
      const loaded = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)))
      const face = {
        family,
        url: spec.url,
        resolve: () => resolve(),
        reject: (error: Error) => reject(error),
      }
      faces.push(face)
      return { url: spec.url, spec, load: () => loaded }
    },
  })
  const tick = () => new Promise((done) => setTimeout(done, 0))
  const fireTimers = () => timers.filter((timer) => !timer.cancelled).forEach((timer) => timer.run())
  return { fonts, faces, registered, specs, warnings, tick, fireTimers }
}

describe('script fonts', () => {
  it('counts what is on its way: the script’s list, then each face loading, none once they settle', async () => {
    const { fonts, faces, tick } = setup()
    expect(fonts.loading()).toBe(0)
    const loaded = fonts.load('مرحبا', '400')
    expect(fonts.loading()).toBe(1) // Arabic's list of faces
    await tick()
    expect(fonts.loading()).toBe(1) // its regular face
    faces[0]?.resolve()
    await loaded
    expect(fonts.loading()).toBe(0)
    expect(fonts.ready('مرحبا', '400')).toBe(true)
  })

  it('text of the boot face (Latin, its quotes, dashes and euro) needs no script font and is ready at once', () => {
    const { fonts, registered } = setup()
    expect(needsScriptFont('Welcome, „Grüße“ — Œuvre 12:30 €5')).toBe(false)
    expect(fonts.ready('Welcome', '400')).toBe(true)
    expect(registered).toEqual([])
  })

  it('Turkish, Romanian, Cyrillic and Greek text needs the Noto Sans subset that holds it', () => {
    for (const text of ['Hoş geldiniz', 'Bun venit, ș', 'Привет', 'Καλώς ήρθατε', '№ 5', '₺ 40'])
      expect(needsScriptFont(text), text).toBe(true)
  })

  it('a Noto Sans subset loads every face of the weight bucket, each with its own CSS weight and style', async () => {
    const face = (weight: string, style: 'normal' | 'italic'): ScriptFace => ({
      url: `cy-${weight}-${style}.woff2`,
      weight,
      style,
      unicodeRange: 'U+0400-045F',
    })
    const all = [face('300', 'normal'), face('400', 'normal'), face('400', 'italic'), face('600', 'normal')]
    all.push(face('700', 'normal'), face('700', 'italic'))
    const { fonts, faces, specs, tick } = setup({
      cyrillic: { family: 'Noto Sans', faces: () => Promise.resolve(all) },
    })
    const loading = fonts.load('Привет', '700')
    await tick()
    expect(specs.map((spec) => `${spec.weight} ${spec.style}`)).toEqual([
      '600 normal',
      '700 normal',
      '700 italic',
    ])
    faces[0]?.resolve()
    faces[1]?.resolve()
    await tick()
    expect(fonts.ready('Привет', '700')).toBe(false)
    faces[2]?.resolve()
    await loading
    expect(fonts.ready('Привет', '700')).toBe(true)
    expect(fonts.ready('Привет', '400')).toBe(false)
  })

  it('preload asks for both weights of the scripts in a text, and leaves Chinese to the labels', async () => {
    const { fonts, registered, tick } = setup()
    void fonts.preload('Hello مرحبا 中文')
    await tick()
    expect(registered.sort()).toEqual(['ar-400.woff2', 'ar-700.woff2'])
    void fonts.preload('Hello, welcome')
    await tick()
    expect(registered).toHaveLength(2)
  })

  it('Arabic text waits until its face of that weight has loaded, and only that face is fetched', async () => {
    const { fonts, faces, registered, tick } = setup()
    expect(needsScriptFont('مرحبا')).toBe(true)
    expect(fonts.ready('مرحبا', '400')).toBe(false)
    const loading = fonts.load('مرحبا', '400')
    await tick()
    expect(registered).toEqual(['ar-400.woff2'])
    expect(fonts.ready('مرحبا', '400')).toBe(false)
    faces[0]?.resolve()
    await loading
    expect(fonts.ready('مرحبا', '400')).toBe(true)
    expect(fonts.ready('مرحبا', '700')).toBe(false)
  })

  it('Chinese text loads only the subsets that hold its characters', async () => {
    const { fonts, faces, registered, tick } = setup()
    const loading = fonts.load('中文 电视', '400')
    await tick()
    expect(registered.sort()).toEqual(['sc-1-400.woff2', 'sc-3-400.woff2'])
    for (const face of faces) face.resolve()
    await loading
    expect(fonts.ready('中文', '400')).toBe(true)
    expect(fonts.ready('一', '400')).toBe(false)
  })

  it('a face that fails to load is logged and the text is drawn with the system font', async () => {
    const { fonts, faces, warnings, tick } = setup()
    const loading = fonts.load('مرحبا', '700')
    await tick()
    faces[0]?.reject(new Error('404'))
    await loading
    expect(fonts.ready('مرحبا', '700')).toBe(true)
    expect(warnings).toEqual([
      'font Noto Sans Arabic 700 (ar-700.woff2) failed to load, drawing with the system font',
    ])
  })

  it('a face that takes longer than the timeout is logged and no longer waited for', async () => {
    const { fonts, warnings, tick, fireTimers } = setup()
    const loading = fonts.load('中', '400')
    await tick()
    fireTimers()
    await loading
    expect(fonts.ready('中', '400')).toBe(true)
    expect(warnings[0]).toMatch(/not loaded after 3000 ms, drawing with the system font/)
  })

  it('a font list that cannot be fetched is logged and the script draws with the system font', async () => {
    const { fonts, warnings } = setup({
      han: { family: 'Noto Sans SC', faces: () => Promise.reject(new Error('offline')) },
    })
    await fonts.load('中文', '400')
    expect(fonts.ready('中文', '400')).toBe(true)
    expect(warnings).toEqual(['han fonts could not be listed, drawing with the system font'])
  })

  it('reads CSS unicode ranges', () => {
    expect(parseUnicodeRange('U+0600-06FF, U+200C,u+fb50-fdff')).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0xfb50, 0xfdff],
    ])
  })
})
