// The pure parts of scripts/walk.mjs (a random remote walk of the production build): the seeded key
// sequence, what counts as a defect, and the report. Tests: scripts/walk-lib.test.ts.

/**
 * The remote keys a walk presses (bridges/universal/keyMap.ts), the moves weighted up. Left out: power
 * (`p`, the TV would stand by and answer nothing more) and devtools (`` ` ``, a developer's overlay).
 */
export const WALK_KEYS = Object.freeze([
  ...['ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowRight'],
  ...['Enter', 'Enter', 'Escape', 'Backspace', 'PageDown', 'PageUp'],
  ...['F1', 'F2', 'F3', 'F4'],
  ...[
    'i',
    'e',
    'l',
    'f',
    'a',
    'z',
    'm',
    'u',
    ' ',
    '.',
    ',',
    'h',
    't',
    'v',
    'c',
    's',
    'w',
    'n',
    'x',
    '+',
    '-',
  ],
  ...['0', '3', '7'],
])

/** The shortest and longest pause after a key, ms: quicker than a guest at times, slower at others. */
export const MIN_PAUSE_MS = 150
export const MAX_PAUSE_MS = 550

/** A seeded generator of numbers in [0, 1) (a 32-bit LCG): the same seed walks the same keys. */
export function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/** `steps` keys, each with its pause after it, from `random`. */
export function keySequence(random, steps) {
  return Array.from({ length: steps }, () => ({
    key: WALK_KEYS[Math.floor(random() * WALK_KEYS.length)],
    pauseMs: Math.round(MIN_PAUSE_MS + random() * (MAX_PAUSE_MS - MIN_PAUSE_MS)),
  }))
}

/**
 * The source a generated position comes from: the last mapped segment at or before it on its line.
 * `segments` as perf/lib/attribute.mjs mappedSegments gives them (0-based lines and columns, in order);
 * `line` and `column` as a stack trace prints them (1-based). Null where nothing is mapped.
 */
export function sourceAt(segments, line, column) {
  let found = null
  for (const [segmentLine, segmentColumn, source] of segments) {
    if (segmentLine > line - 1) break
    if (segmentLine === line - 1 && segmentColumn <= column - 1 && source) found = source
  }
  return found
}

/** The portal's own logger writes with this prefix (src/services/logger.ts): a failure it handled. */
export const PORTAL_LOG_PREFIX = '[portal]'

/**
 * What a walk saw, by kind. Defects fail the walk: an uncaught page error, a Content-Security-Policy
 * violation, a console error the portal did not write (a library's or the browser's). Reported for a
 * person to read, not failed: failures the portal logged (a channel the demo hotel cannot play is one),
 * frames drawn once the screen had settled (a marquee, signage, a spinner or Home's background slideshow
 * draw by design), and the home key not leading Home (a dialog in front takes it).
 */
export const DEFECT_KINDS = Object.freeze(['page error', 'policy violation', 'console error'])

/** The kind of a console message of type error. */
export function consoleKind(text) {
  if (/Content Security Policy|Refused to/i.test(text)) return 'policy violation'
  return text.startsWith(PORTAL_LOG_PREFIX) ? 'logged' : 'console error'
}

/**
 * Findings grouped by kind and text (the first 300 characters), each with where it was seen: the
 * language, the path the walk started on and the last keys before it.
 */
export function groupFindings(findings) {
  const groups = new Map()
  for (const finding of findings) {
    const key = `${finding.kind}\u0000${finding.text.slice(0, 300)}`
    const group = groups.get(key) ?? { kind: finding.kind, text: finding.text.slice(0, 300), seen: [] }
    group.seen.push(finding.where)
    groups.set(key, group)
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(DEFECT_KINDS.includes(b.kind)) - Number(DEFECT_KINDS.includes(a.kind)) ||
      b.seen.length - a.seen.length,
  )
}

/** The report's lines; `failed` when a finding is a defect. */
export function report(groups, walks) {
  const defects = groups.filter((group) => DEFECT_KINDS.includes(group.kind))
  const lines = [`${walks} walks; ${defects.length} defects, ${groups.length - defects.length} notes`]
  for (const group of groups) {
    const tag = DEFECT_KINDS.includes(group.kind) ? 'DEFECT' : 'note'
    lines.push('', `${tag} (${group.kind}) ×${group.seen.length}: ${group.text}`)
    for (const where of group.seen.slice(0, 3)) lines.push(`    ${where}`)
  }
  return { failed: defects.length > 0, lines }
}
