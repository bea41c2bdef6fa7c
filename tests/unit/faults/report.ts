// The fault matrix as a markdown table for docs/RELIABILITY.md, written from what the cells observed, so
// the page says what the tests saw on their last run. Test support only.
import { FAULTS, type FaultKind, type InterceptorOutcome, type Row } from './matrix'

export type CellResult = { interceptor: InterceptorOutcome; owner: string }

export const DOC_PATH = new URL('../../../docs/RELIABILITY.md', import.meta.url)
export const BEGIN = '<!-- fault-matrix:begin (written by tests/unit/faults/faults.matrix.test.ts) -->'
export const END = '<!-- fault-matrix:end -->'

const WORD: Record<InterceptorOutcome, string> = {
  reload: 'reload',
  body: 'body',
  message: 'message',
  logged: 'logged',
  accepted: 'accepted',
}

const HEADINGS: Record<FaultKind, string> = {
  down: 'down',
  slow: 'slow',
  '500': '500',
  '401': '401',
  '402': '402',
  '406': '406',
  '426': '426',
  malformed: 'malformed',
  truncated: 'truncated',
  'wrong shape': 'wrong shape',
}

const escape = (text: string): string => text.replace(/\|/g, '\\|')

/** One line per call: what the interceptor did in each fault, and what the owner shows on failure. */
export function matrixTable(rows: readonly Row[], results: ReadonlyMap<string, CellResult>): string {
  const head = [
    'call',
    'class, when',
    ...FAULTS.map((fault) => HEADINGS[fault]),
    'the owner shows on failure',
  ]
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`]
  // one footnote per row and outcome: the statuses of an essential call's error screen share theirs
  const notes: Array<{ row: string; text: string; faults: string[] }> = []
  for (const row of rows) {
    const cells = FAULTS.map((fault) => {
      const result = results.get(cellKey(row, fault))
      if (!result) return '?'
      const word = WORD[result.interceptor]
      if (result.owner === row.failed || result.interceptor === 'accepted') return word
      const text = result.owner.replace(/\b(401|402|406|426)\b/g, 'N')
      let note = notes.find((entry) => entry.row === row.call && entry.text === text)
      if (!note) notes.push((note = { row: row.call, text, faults: [] }))
      note.faults.push(fault)
      return `${word} ⁽${notes.indexOf(note) + 1}⁾`
    })
    const when = row.when === 'boot' ? 'boot' : 'ready'
    lines.push(`| ${[row.call, `${row.callClass}, ${when}`, ...cells, row.failed].map(escape).join(' | ')} |`)
  }
  const footnotes = notes.map(
    (note, index) => `${index + 1}. ${escape(`${note.row}, ${note.faults.join(', ')}: ${note.text}`)}`,
  )
  return [
    ...lines,
    '',
    ...(footnotes.length > 0 ? ['Where the owner shows something else:', '', ...footnotes] : []),
  ].join('\n')
}

export const cellKey = (row: Row, fault: FaultKind): string => `${row.call} × ${fault}`

/** The doc with its matrix section replaced. */
export function withMatrix(doc: string, table: string): string {
  const start = doc.indexOf(BEGIN)
  const end = doc.indexOf(END)
  if (start < 0 || end < start) throw new Error(`docs/RELIABILITY.md lacks the markers ${BEGIN} … ${END}`)
  return `${doc.slice(0, start + BEGIN.length)}\n\n${table}\n\n${doc.slice(end)}`
}
