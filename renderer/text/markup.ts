// Message bodies (portal spec §2 Messages panel: "scrollable markup body") arrive as HTML from the
// hotel backend. The canvas cannot show HTML and nothing here may ever reach innerHTML, so a single
// linear pass turns a safe subset into styled runs: <p> paragraphs, <br> line breaks ("\n" inside a
// run), <b>/<strong> bold, <i>/<em> italic. Every other tag is dropped with its text kept; script and
// style are dropped with their contents; comments and declarations vanish. Whitespace collapses as in
// HTML. Every scan moves forward only, so hostile input costs linear time.

export type TextRun = { text: string; bold: boolean; italic: boolean }
export type Markup = { paragraphs: TextRun[][] }

const WHITESPACE = /[\t\n\f\r ]+/g
const ENTITY = /&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,6});/y
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const RAW_TEXT = new Set(['script', 'style'])

const isLetter = (ch: string | undefined): boolean => ch !== undefined && /[a-zA-Z]/.test(ch)

export function parseMarkup(input: string): Markup {
  const out = new RunBuilder()
  const n = input.length
  let i = 0
  while (i < n) {
    const lt = input.indexOf('<', i)
    const textEnd = lt < 0 ? n : lt
    if (textEnd > i) out.text(input.slice(i, textEnd))
    if (lt < 0) break
    const next = input[lt + 1]
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4)
      i = end < 0 ? n : end + 3
    } else if (next === '!' || next === '?') {
      const end = input.indexOf('>', lt)
      i = end < 0 ? n : end + 1
    } else if (isLetter(next) || (next === '/' && isLetter(input[lt + 2]))) {
      i = tag(input, lt, out)
    } else {
      out.text('<')
      i = lt + 1
    }
  }
  return { paragraphs: out.finish() }
}

/** Handles the tag at `start`; returns where parsing continues. An unterminated tag ends the input. */
function tag(input: string, start: number, out: RunBuilder): number {
  const closing = input[start + 1] === '/'
  let k = start + (closing ? 2 : 1)
  const nameStart = k
  while (k < input.length && /[a-zA-Z0-9-]/.test(input[k] as string)) k++
  const name = input.slice(nameStart, k).toLowerCase()
  // attributes: skip to the '>' outside a quoted value (<img alt="a>b" onerror=…>)
  let quote: string | null = null
  let afterEquals = false
  for (; k < input.length; k++) {
    const ch = input[k] as string
    if (quote !== null) {
      if (ch === quote) quote = null
    } else if (ch === '>') {
      break
    } else if (afterEquals && (ch === '"' || ch === "'")) {
      quote = ch
    } else if (ch === '=') {
      afterEquals = true
      continue
    }
    if (!/\s/.test(ch)) afterEquals = false
  }
  if (k >= input.length) return input.length
  const after = k + 1
  if (!closing && RAW_TEXT.has(name)) return skipRawText(input, after, name)
  out.tag(name, closing)
  return after
}

/** Skips a script or style body and its end tag, case-insensitively, without lower-casing the input. */
function skipRawText(input: string, from: number, name: string): number {
  for (let k = input.indexOf('</', from); k >= 0; k = input.indexOf('</', k + 2)) {
    if (input.slice(k + 2, k + 2 + name.length).toLowerCase() === name) {
      const end = input.indexOf('>', k)
      return end < 0 ? input.length : end + 1
    }
  }
  return input.length
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  let out = ''
  let i = 0
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', i)) {
    out += text.slice(i, amp)
    ENTITY.lastIndex = amp
    const match = ENTITY.exec(text)
    const decoded = match ? decodeEntity(match[1] as string) : null
    if (match && decoded !== null) {
      out += decoded
      i = amp + match[0].length
    } else {
      out += '&'
      i = amp + 1
    }
  }
  return out + text.slice(i)
}

function decodeEntity(body: string): string | null {
  if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? null
  const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return valid ? String.fromCodePoint(code) : '\ufffd'
}

// a loop, not /\n+$/: that regex backtracks quadratically over a long run of breaks
function trimTrailingBreaks(text: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === '\n') end--
  return text.slice(0, end)
}

/** Collects styled runs: merges text of one style, collapses whitespace, trims paragraph edges. */
class RunBuilder {
  private readonly _paragraphs: TextRun[][] = []
  private _runs: TextRun[] = []
  private _pieces: string[] = []
  private _runBold = false
  private _runItalic = false
  private _bold = 0
  private _italic = 0
  private _lineStart = true
  private _pendingSpace = false

  text(raw: string): void {
    let text = raw.replace(WHITESPACE, ' ')
    if (text.startsWith(' ')) {
      this._pendingSpace = !this._lineStart
      text = text.slice(1)
    }
    if (text === '') return
    const trailing = text.endsWith(' ')
    if (trailing) text = text.slice(0, -1)
    this._append((this._pendingSpace ? ' ' : '') + decodeEntities(text))
    this._lineStart = false
    this._pendingSpace = trailing
  }

  tag(name: string, closing: boolean): void {
    const delta = closing ? -1 : 1
    if (name === 'p') this._endParagraph()
    else if (name === 'br') this._lineBreak()
    else if (name === 'b' || name === 'strong') this._bold = Math.max(0, this._bold + delta)
    else if (name === 'i' || name === 'em') this._italic = Math.max(0, this._italic + delta)
  }

  finish(): TextRun[][] {
    this._endParagraph()
    return this._paragraphs
  }

  private _append(text: string): void {
    const bold = this._bold > 0
    const italic = this._italic > 0
    if (this._pieces.length > 0 && (bold !== this._runBold || italic !== this._runItalic)) this._flushRun()
    this._runBold = bold
    this._runItalic = italic
    this._pieces.push(text)
  }

  private _lineBreak(): void {
    // a break before any text of the paragraph would only add a blank line at its top
    if (this._runs.length === 0 && this._pieces.length === 0) return
    this._append('\n')
    this._lineStart = true
    this._pendingSpace = false
  }

  private _flushRun(): void {
    if (this._pieces.length === 0) return
    this._runs.push({ text: this._pieces.join(''), bold: this._runBold, italic: this._runItalic })
    this._pieces = []
  }

  private _endParagraph(): void {
    this._flushRun()
    const runs = this._runs
    // trailing breaks add nothing at the end of a paragraph
    for (let last = runs[runs.length - 1]; last; last = runs[runs.length - 1]) {
      last.text = trimTrailingBreaks(last.text)
      if (last.text !== '') break
      runs.pop()
    }
    if (runs.length > 0) this._paragraphs.push(runs)
    this._runs = []
    this._lineStart = true
    this._pendingSpace = false
  }
}
