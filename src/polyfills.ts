// Runtime gaps of the oldest engine in docs/DEVICES.md (Chromium 53, LG webOS TV 4.x) that the
// production bundle actually hits. Found by grepping the built bundle; kept in step with it by
// tests/unit/bundle-target.test.ts. Syntax is lowered at build time, not here.
//
// Must be the first import of src/main.tsx and must import nothing itself: pixi.js registers
// its extensions (sorting them) and mixes in Container members while its modules evaluate.
// Every patch is guarded, so a current engine runs none of them.

type Root = typeof globalThis

// `typeof` keeps an undeclared `globalThis` (Chromium < 71) from throwing.
const root: Root = typeof globalThis !== 'undefined' ? globalThis : (self as unknown as Root)

function define(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true })
}

// Chromium 71. pixi.js reads globalThis.document, globalThis.createImageBitmap … unguarded.
define(root, 'globalThis', root)

// Chromium 54. Object.entries/values: pixi.js, @pixi/react, i18next. getOwnPropertyDescriptors:
// pixi's extensions.mixin(), run at module evaluation for Container's mixins.
define(Object, 'entries', (o: object) => Object.keys(o).map((k) => [k, (o as Record<string, unknown>)[k]]))
define(Object, 'values', (o: object) => Object.keys(o).map((k) => (o as Record<string, unknown>)[k]))
define(Object, 'getOwnPropertyDescriptors', (o: object) => {
  const out: PropertyDescriptorMap = {}
  for (const key of Reflect.ownKeys(o)) out[key as string] = Object.getOwnPropertyDescriptor(o, key)!
  return out
})

// Chromium 57. pixi.js colour → hex string; src/api/decoders.ts pads channel numbers.
define(String.prototype, 'padStart', function padStart(this: string, length: number, fill = ' ') {
  const s = String(this)
  const pad = String(fill)
  if (s.length >= length || pad === '') return s
  const needed = length - s.length
  return pad.repeat(Math.ceil(needed / pad.length)).slice(0, needed) + s
})

// Chromium 66. renderer/primitives/Label.tsx trims a title before its ellipsis.
define(String.prototype, 'trimEnd', function trimEnd(this: string) {
  return String(this).replace(/\s+$/, '')
})

// Chromium 73. pixi.js adds shader precision qualifiers with it: every WebGL program compile.
define(String.prototype, 'matchAll', function matchAll(this: string, regexp: RegExp | string) {
  if (typeof regexp === 'string') regexp = new RegExp(regexp, 'g')
  if (!regexp.global) throw new TypeError('matchAll requires a global RegExp')
  const re = new RegExp(regexp.source, regexp.flags)
  re.lastIndex = regexp.lastIndex
  const s = String(this)
  const matches: RegExpExecArray[] = []
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    matches.push(m)
    if (m[0] === '') re.lastIndex++
  }
  return matches[Symbol.iterator]()
})

// Chromium 66 shipped AbortController together with fetch() honouring `signal`. src/api/http.ts
// times requests out by aborting them: without this every request throws a ReferenceError, and a
// bare AbortController would not help, since an older fetch ignores the signal and never times out.
// The wrapper rejects the fetch promise on abort; a body already being read is not interrupted.
type AbortListener = (event: { type: string; target: unknown }) => void

class AbortSignalShim {
  aborted = false
  onabort: AbortListener | null = null
  _listeners: Array<{ listener: AbortListener; once: boolean }> = []
  addEventListener(type: string, listener: AbortListener, options?: boolean | { once?: boolean }) {
    if (type !== 'abort' || this._listeners.some((entry) => entry.listener === listener)) return
    this._listeners.push({ listener, once: typeof options === 'object' && options.once === true })
  }
  removeEventListener(type: string, listener: AbortListener) {
    if (type === 'abort') this._listeners = this._listeners.filter((entry) => entry.listener !== listener)
  }
}

class AbortControllerShim {
  readonly signal = new AbortSignalShim()
  abort(): void {
    const signal = this.signal
    if (signal.aborted) return
    signal.aborted = true
    const event = { type: 'abort', target: signal }
    const listeners = signal._listeners
    signal._listeners = listeners.filter((entry) => !entry.once)
    if (signal.onabort) signal.onabort.call(signal, event)
    for (const entry of listeners) entry.listener.call(signal, event)
  }
}

if (typeof AbortController === 'undefined') {
  define(root, 'AbortController', AbortControllerShim)
  define(root, 'AbortSignal', AbortSignalShim)
  const nativeFetch = root.fetch
  root.fetch = function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const signal = init?.signal as unknown as AbortSignalShim | null | undefined
    if (!(signal instanceof AbortSignalShim)) return nativeFetch.call(root, input, init)
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError')
    if (signal.aborted) return Promise.reject(aborted())
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => reject(aborted())
      signal.addEventListener('abort', onAbort, { once: true })
      const settle = () => signal.removeEventListener('abort', onAbort)
      nativeFetch.call(root, input, Object.assign({}, init, { signal: undefined })).then(
        (response) => {
          settle()
          resolve(response)
        },
        (error: unknown) => {
          settle()
          reject(error)
        },
      )
    })
  }
}

// Chromium 70 made Array.prototype.sort stable; older V8 quicksorts arrays over 10 items.
// pixi.js orders its renderer systems by priority with sort() and relies on ties keeping
// registration order: unstable, GlBufferSystem meets the context before GlContextSystem sets
// it up and init throws (pixijs/pixijs#11458, Chrome 64; pixi targets ES2019+ and leaves the
// polyfill to apps). Stability is tested, not assumed from the version.
export function sortIsStable(
  sort: (this: unknown[], compare: (a: unknown, b: unknown) => number) => unknown,
): boolean {
  const items: Array<{ key: number; at: number }> = []
  for (let i = 0; i < 64; i++) items.push({ key: i % 3, at: i })
  sort.call(items, (a, b) => (a as { key: number }).key - (b as { key: number }).key)
  for (let i = 1; i < items.length; i++) {
    if (items[i - 1]!.key === items[i]!.key && items[i - 1]!.at > items[i]!.at) return false
  }
  return true
}

type Compare = (a: unknown, b: unknown) => number

/** Stable sort on top of an unstable native one: ties fall back to the original index. */
export function makeStableSort(nativeSort: (this: unknown[], compare?: Compare) => unknown[]) {
  return function sort(this: unknown[], compare?: Compare): unknown[] {
    if (compare === undefined) return nativeSort.call(this)
    if (typeof compare !== 'function') throw new TypeError('The comparison function must be a function')
    // Spec order: defined values sorted, then undefined values, then holes.
    const values: unknown[] = []
    let undefinedCount = 0
    const length = this.length
    for (let i = 0; i < length; i++) {
      if (!(i in this)) continue
      const value = this[i]
      if (value === undefined) undefinedCount++
      else values.push(value)
    }
    const order: number[] = []
    for (let i = 0; i < values.length; i++) order.push(i)
    nativeSort.call(
      order,
      (a, b) => compare(values[a as number], values[b as number]) || (a as number) - (b as number),
    )
    let i = 0
    for (; i < order.length; i++) this[i] = values[order[i]!]
    for (let u = 0; u < undefinedCount; u++, i++) this[i] = undefined
    for (; i < length; i++) delete this[i]
    return this
  }
}

if (!sortIsStable(Array.prototype.sort as never)) {
  Object.defineProperty(Array.prototype, 'sort', {
    value: makeStableSort(Array.prototype.sort as never),
    writable: true,
    configurable: true,
  })
}

// Chromium 63. src/services (CDN tokens, guide fetches, refresh) clean up in-flight maps with it.
define(Promise.prototype, 'finally', function promiseFinally<T>(this: Promise<T>, onFinally?: () => void) {
  const run = () => Promise.resolve(typeof onFinally === 'function' ? onFinally() : undefined)
  return this.then(
    (value) => run().then(() => value),
    (reason: unknown) =>
      run().then(() => {
        throw reason
      }),
  )
})

// Chromium 69. src/services/sideloads decodes side-pane items with it.
define(Array.prototype, 'flatMap', function flatMap<
  T,
  U,
>(this: T[], callback: (value: T, index: number, array: T[]) => U | U[], thisArg?: unknown) {
  const out: U[] = []
  for (let i = 0; i < this.length; i++) {
    if (!(i in this)) continue
    const mapped = callback.call(thisArg, this[i] as T, i, this)
    if (Array.isArray(mapped)) out.push(...(mapped as U[]))
    else out.push(mapped)
  }
  return out
})
