// Fonts for the scripts the boot face does not cover, loaded only when a text that needs them is about
// to be drawn: an English guest's TV never downloads them, and the first frame never waits for them
// (issue 12; issue 19: the Latin Extended, Cyrillic and Greek subsets of Noto Sans too, so that boot
// fetches the six Latin faces only, not 24). Pixi draws a text once into a texture shared by every
// label with the same string and style (text/prepare.ts), and the glyph atlas keeps each glyph's bitmap,
// so a label must not draw before its face is loaded, or the fallback glyphs (the empty boxes of a TV
// without a CJK font) would stick: Label asks `ready()` and waits. The faces are subsets with unicode
// ranges (Fontsource's): only the subsets holding the text's characters are fetched, which for Chinese
// is 15 of 97 files for the whole interface. A face that fails or times out is logged and counts as
// settled: the text is drawn with the machine's fonts. The interface language's faces are asked for
// with its dictionary (`preload`), before its first label.
import type { FaceRegistry, LoadableFace } from './fonts'
import { NOTO_SANS_RANGES, NOTO_SANS_SCRIPT_SUBSETS } from './notoSansRanges'

export type ScriptId = (typeof NOTO_SANS_SCRIPT_SUBSETS)[number] | 'arabic' | 'hebrew' | 'han'
/**
 * A label waits for the faces of its weight bucket: the script families are shipped in 400 and 700
 * (300 draws with 400 and 600 with 700, CSS font matching); Noto Sans's subsets in every face the
 * theme asks for, each loaded with its bucket (300, 400 and 400 italic with 400; 600, 700 and 700
 * italic with 700).
 */
export type WeightBucket = '400' | '700'
/** a face's CSS weight (its bucket is weightBucket's: 300 and 400 → 400, 600 and 700 → 700) and style */
export type ScriptFace = { url: string; weight: string; unicodeRange: string; style?: 'normal' | 'italic' }
export type ScriptSource = { family: string; faces: () => Promise<readonly ScriptFace[]> }
export type ScriptSources = Partial<Record<ScriptId, ScriptSource>>

type Range = readonly [number, number]
// The blocks each script family is for; a character in none of them needs no script font.
const SCRIPT_RANGES: ReadonlyArray<readonly [ScriptId, Range]> = [
  ['hebrew', [0x0590, 0x05ff]],
  ['hebrew', [0xfb1d, 0xfb4f]],
  ['arabic', [0x0600, 0x06ff]],
  ['arabic', [0x0750, 0x077f]],
  ['arabic', [0x0870, 0x08ff]],
  ['arabic', [0xfb50, 0xfdff]],
  ['arabic', [0xfe70, 0xfefc]],
  ['han', [0x2e80, 0x9fff]],
  ['han', [0xf900, 0xfaff]],
  ['han', [0xfe30, 0xfe4f]],
  ['han', [0xff00, 0xffef]],
  ['han', [0x20000, 0x3134f]],
]
// any character at or above the lowest script block: the fast test a Latin text passes in one scan
const FIRST_SCRIPT_CODE = 0x0100
// Noto Sans's own ranges, read once: the boot face's (Latin: never a script font) and the others'
let notoRanges: { boot: Range[]; subsets: Array<readonly [ScriptId, Range]> } | null = null

function scriptOf(code: number): ScriptId | null {
  if (code < FIRST_SCRIPT_CODE) return null
  if (!notoRanges) {
    const subsets: Array<readonly [ScriptId, Range]> = []
    for (const script of NOTO_SANS_SCRIPT_SUBSETS)
      for (const range of parseUnicodeRange(NOTO_SANS_RANGES[script])) subsets.push([script, range])
    notoRanges = { boot: parseUnicodeRange(NOTO_SANS_RANGES.latin), subsets }
  }
  for (const [low, high] of notoRanges.boot) if (code >= low && code <= high) return null
  for (const [script, [low, high]] of notoRanges.subsets) if (code >= low && code <= high) return script
  for (const [script, [low, high]] of SCRIPT_RANGES) if (code >= low && code <= high) return script
  return null
}

/** true when `text` has a character of a script that needs a shipped script font */
export function needsScriptFont(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // surrogates: astral Han (0x20000+) is a script character
    if (code >= 0xd800 && code <= 0xdbff) return true
    if (scriptOf(code) !== null) return true
  }
  return false
}

/** CSS unicode-range → code point ranges */
export function parseUnicodeRange(range: string): Range[] {
  const out: Range[] = []
  for (const part of range.split(',')) {
    const [low, high] = part.trim().replace(/^U\+/i, '').split('-')
    const from = parseInt(low ?? '', 16)
    if (Number.isFinite(from)) out.push([from, high === undefined ? from : parseInt(high, 16)])
  }
  return out
}

export const weightBucket = (weight: string | undefined): WeightBucket =>
  weight === 'bold' || weight === '600' || weight === '700' ? '700' : '400'

type FaceState = 'idle' | 'loading' | 'settled'
type Entry = {
  spec: ScriptFace
  bucket: WeightBucket
  ranges: Range[]
  face: LoadableFace | null
  state: FaceState
  pending: Promise<void> | null
}
type Script = { entries: Entry[] | null; listing: Promise<void> | null }

export type ScriptFontsOptions = {
  sources: ScriptSources
  /** how long a text waits for its faces before it is drawn with the machine's fonts (logged) */
  timeoutMs: number
  setTimer: (callback: () => void, ms: number) => () => void
  log: (message: string, detail?: unknown) => void
  registry?: FaceRegistry
  createFace?: (family: string, face: ScriptFace) => LoadableFace
}

function browserFace(family: string, face: ScriptFace): LoadableFace {
  return new FontFace(family, `url(${JSON.stringify(face.url)}) format("woff2")`, {
    weight: face.weight,
    style: face.style ?? 'normal',
    unicodeRange: face.unicodeRange,
  })
}

/** One per stage: which script faces are registered and loaded, and who waits for them. */
export class ScriptFonts {
  private readonly _scripts = new Map<ScriptId, Script>()
  private readonly _listeners = new Set<() => void>()

  constructor(private readonly _options: ScriptFontsOptions) {}

  /** Every face `text` needs at this weight has settled (loaded, failed or timed out). */
  ready(text: string, weight: WeightBucket): boolean {
    for (const [script, codes] of this._codesByScript(text)) {
      const entries = this._scriptState(script).entries
      if (entries === null) return false
      for (const entry of this._needed(entries, codes, weight)) if (entry.state !== 'settled') return false
    }
    return true
  }

  /** Registers and loads the faces `text` needs; resolves when they settle or after the timeout. */
  async load(text: string, weight: WeightBucket): Promise<void> {
    const waits: Promise<void>[] = []
    for (const [script, codes] of this._codesByScript(text)) {
      await this._list(script)
      const entries = this._scriptState(script).entries ?? []
      for (const entry of this._needed(entries, codes, weight)) waits.push(this._loadEntry(script, entry))
    }
    await Promise.all(waits)
  }

  /**
   * Starts loading, in both weights, the faces of the scripts in `text` (an interface language's
   * dictionary as it arrives), so that its labels wait as little as possible; Chinese is left to them.
   */
  preload(text: string): Promise<void> {
    let kept = ''
    for (const char of text) {
      const script = scriptOf(char.codePointAt(0) ?? 0)
      // Chinese is left to the labels: it comes in 97 subsets, and a label fetches the few it shows
      if (script && script !== 'han') kept += char
    }
    if (kept === '') return Promise.resolve()
    return Promise.all([this.load(kept, '400'), this.load(kept, '700')]).then(() => undefined)
  }

  /**
   * Script listings and faces still on their way: each draws the texts that wait for it once more when
   * it settles (browser tests settle after them, as after images).
   */
  loading(): number {
    let count = 0
    for (const script of this._scripts.values()) {
      if (script.entries === null) count += script.listing ? 1 : 0
      else for (const entry of script.entries) if (entry.state === 'loading') count += 1
    }
    return count
  }

  subscribe(listener: () => void): () => void {
    this._listeners.add(listener)
    return () => this._listeners.delete(listener)
  }

  private _scriptState(script: ScriptId): Script {
    let state = this._scripts.get(script)
    if (!state) {
      state = { entries: null, listing: null }
      this._scripts.set(script, state)
    }
    return state
  }

  private _codesByScript(text: string): Map<ScriptId, number[]> {
    const byScript = new Map<ScriptId, number[]>()
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0
      const script = scriptOf(code)
      if (!script || !this._options.sources[script]) continue
      const codes = byScript.get(script)
      if (codes) codes.push(code)
      else byScript.set(script, [code])
    }
    return byScript
  }

  private _needed(entries: readonly Entry[], codes: readonly number[], weight: WeightBucket): Set<Entry> {
    const needed = new Set<Entry>()
    // every face of the bucket that holds the character (Noto Sans's subsets: its three faces)
    for (const code of codes)
      for (const entry of entries)
        if (entry.bucket === weight && entry.ranges.some(([low, high]) => code >= low && code <= high))
          needed.add(entry)
    return needed
  }

  private _list(script: ScriptId): Promise<void> {
    const state = this._scriptState(script)
    const source = this._options.sources[script]
    if (state.listing) return state.listing
    state.listing = (source ? source.faces() : Promise.resolve([])).then(
      (faces) => {
        state.entries = faces.map((spec) => ({
          spec,
          bucket: weightBucket(spec.weight),
          ranges: parseUnicodeRange(spec.unicodeRange),
          face: null,
          state: 'idle',
          pending: null,
        }))
        this._notify()
      },
      (error: unknown) => {
        this._options.log(`${script} fonts could not be listed, drawing with the system font`, error)
        state.entries = []
        this._notify()
      },
    )
    return state.listing
  }

  private _loadEntry(script: ScriptId, entry: Entry): Promise<void> {
    if (entry.state === 'settled') return Promise.resolve()
    if (entry.pending) return entry.pending
    const family = this._options.sources[script]?.family ?? script
    const name = `${family} ${entry.spec.weight} (${entry.spec.url})`
    entry.pending = new Promise<void>((resolve) => {
      let done = false
      const settle = (warning: string | null, detail?: unknown) => {
        if (done) return
        done = true
        cancel()
        if (warning) this._options.log(warning, detail)
        if (entry.state !== 'settled') {
          entry.state = 'settled'
          this._notify()
        }
        resolve()
      }
      const cancel = this._options.setTimer(
        () =>
          settle(`font ${name} not loaded after ${this._options.timeoutMs} ms, drawing with the system font`),
        this._options.timeoutMs,
      )
      try {
        if (!entry.face) {
          entry.face = (this._options.createFace ?? browserFace)(family, entry.spec)
          ;(this._options.registry ?? (document.fonts as unknown as FaceRegistry)).add(entry.face)
        }
        entry.state = 'loading'
        entry.face.load().then(
          () => settle(null),
          (error: unknown) => settle(`font ${name} failed to load, drawing with the system font`, error),
        )
      } catch (error) {
        settle(`font ${name} rejected, drawing with the system font`, error)
      }
    })
    return entry.pending
  }

  private _notify(): void {
    for (const listener of this._listeners) listener()
  }
}
