// Shipped fonts are registered and loaded before the first text is drawn (DESIGN.md "assets/": fonts
// are shipped, never assumed from the machine). Pixi draws text once into a texture and keeps it, so a
// label drawn while its face is still loading would keep the fallback glyphs: every registered face is
// loaded up front, not on first use. A face that fails, or a load that takes too long, is logged and
// boot goes on with the next family in FONT_FAMILY (the machine's fonts) rather than waiting forever.

/** One @font-face: a family's weight and style for one subset (unicode range) of one file. */
export type FontFaceSpec = {
  family: string
  url: string
  weight: string
  style: 'normal' | 'italic'
  /** CSS unicode-range; undefined: the whole file */
  unicodeRange?: string
}

/** The parts of the browser's FontFace that the loader uses. */
export type LoadableFace = { load(): Promise<unknown> }

/** The parts of document.fonts that the loader uses. */
export type FaceRegistry = { add(face: LoadableFace): unknown }

export type FontLoadOptions = {
  /** how long boot waits for the faces before drawing with the fallback */
  timeoutMs: number
  log: (message: string, detail?: unknown) => void
  /** schedules `callback` after `ms`; returns its cancel (the caller's clock, never a global here) */
  setTimer: (callback: () => void, ms: number) => () => void
  /** the page's FontFaceSet; defaults to document.fonts */
  registry?: FaceRegistry
  /** builds a face; defaults to the browser's FontFace */
  createFace?: (spec: FontFaceSpec) => LoadableFace
  /**
   * After a 'timeout': called once every face has settled, so that what was drawn with the fallback can be
   * drawn again with the faces (renderer/stage/mountStage.tsx)
   */
  onLate?: () => void
}

/** 'loaded': every face; 'partial': some failed (logged); 'timeout': gave up waiting (logged; `onLate`
 * follows when the faces settle). */
export type FontLoadResult = 'loaded' | 'partial' | 'timeout'

function browserFace(spec: FontFaceSpec): LoadableFace {
  return new FontFace(spec.family, `url(${JSON.stringify(spec.url)}) format("woff2")`, {
    weight: spec.weight,
    style: spec.style,
    ...(spec.unicodeRange !== undefined ? { unicodeRange: spec.unicodeRange } : {}),
  })
}

const faceName = (spec: FontFaceSpec) => `${spec.family} ${spec.weight} ${spec.style} (${spec.url})`

/**
 * Registers `faces` with the page and loads every one of them. Resolves when all have settled or when
 * `timeoutMs` has passed, whichever is first; never rejects.
 */
export function loadFonts(faces: readonly FontFaceSpec[], options: FontLoadOptions): Promise<FontLoadResult> {
  // the default registry only ever receives the default factory's real FontFace objects
  const registry = options.registry ?? (document.fonts as unknown as FaceRegistry)
  const create = options.createFace ?? browserFace
  let failed = 0
  const loads = faces.map((spec) => {
    try {
      const face = create(spec)
      registry.add(face)
      return face.load().then(
        () => undefined,
        (error: unknown) => {
          failed += 1
          options.log(`font face failed to load, drawing with the fallback: ${faceName(spec)}`, error)
        },
      )
    } catch (error) {
      failed += 1
      options.log(`font face rejected, drawing with the fallback: ${faceName(spec)}`, error)
      return Promise.resolve()
    }
  })
  return new Promise<FontLoadResult>((resolve) => {
    let settled = false
    const cancel = options.setTimer(() => {
      if (settled) return
      settled = true
      options.log(`fonts not loaded after ${options.timeoutMs} ms, drawing with the fallback until they are`)
      resolve('timeout')
    }, options.timeoutMs)
    void Promise.all(loads).then(() => {
      if (settled) return options.onLate?.()
      settled = true
      cancel()
      resolve(failed === 0 ? 'loaded' : 'partial')
    })
  })
}
