import type { Source } from '../react/source'
import { TextView, type TextViewSpec } from './TextView'
import type { ViewServices } from './services'

/** A string kept outside React (react/source.ts). */
export type TextSource = Source<string>

/**
 * A TextView that follows a source outside React: every change of the source sets its text and asks for
 * a frame (`changed`), with no React render (primitives/BoundLabel.tsx; perf/README.md "Issue 19,
 * fourth session": the Live TV list's "n / N" counter, the last React work of a key press in the list).
 * An unchanged string is not laid out again (TextView compares what it would lay out).
 */
export class BoundText {
  readonly view: TextView
  private readonly _off: () => void

  constructor(
    private readonly _services: ViewServices,
    private readonly _source: TextSource,
    private _spec: Omit<TextViewSpec, 'text'>,
  ) {
    this.view = new TextView(_services)
    this._show()
    this._off = _source.subscribe(() => this._show())
  }

  /**
   * The label's other props (position, size, colour), after each render of its parent: drawn again with
   * the current text when one of them changed, nothing otherwise (no frame asked for).
   */
  restyle(spec: Omit<TextViewSpec, 'text'>): void {
    if (sameSpec(spec, this._spec)) return
    this._spec = spec
    this._show()
  }

  destroy(): void {
    this._off()
    this.view.destroy()
  }

  private _show(): void {
    this.view.set({ ...this._spec, text: this._source.get() })
    this._services.changed()
  }
}

type Spec = Omit<TextViewSpec, 'text'>
const sameSpec = (a: Spec, b: Spec): boolean => {
  const keys = Object.keys(a) as Array<keyof Spec>
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
