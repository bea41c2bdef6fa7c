// The pure parts of scripts/walk.mjs (a random remote walk of the production build): the seeded key
// sequence, what counts as a defect, and the report. Tests: scripts/walk-lib.test.ts.
import { PLATFORM_USER_AGENTS } from './platforms.mjs'

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
 * violation, a console error the portal did not write (a library's or the browser's), a text a guest must
 * never read (badTexts), a boot that a broken optional call stopped (bootKind). Reported for a
 * person to read, not failed: failures the portal logged (a channel the demo hotel cannot play is one),
 * frames drawn once the screen had settled (a marquee, signage, a spinner or Home's background slideshow
 * draw by design), and the home key not leading Home (a dialog in front takes it).
 */
export const DEFECT_KINDS = Object.freeze([
  'page error',
  'policy violation',
  'console error',
  'bad text',
  'boot stopped by an optional call',
  'language not applied',
  'platform not applied',
  'action lost',
  'action failed without a message',
])

/** The kind of a console message of type error; `faulted`: the walk breaks backend calls, and the
 * browser's own line for each failed reply is what it was told to do. */
export function consoleKind(text, faulted = false) {
  if (/Content Security Policy|Refused to/i.test(text)) return 'policy violation'
  if (faulted && /^Failed to load resource/.test(text)) return 'faulted reply'
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

/**
 * Texts a guest must never read, whatever the backend sent (DEVELOPERS guide: "bad input is a product
 * feature"): a value that leaked past a decoder (`undefined`, `null`, `NaN`, `Infinity`, an object's
 * `[object Object]`), dayjs's `Invalid Date`, an interpolation i18next left unfilled (`{{name}}`), and a
 * dictionary key shown in place of its text (`live.now`: i18next answers a missing key with the key).
 * Not a decoder's own message on the error screen, which names what it got ("device: expected object,
 * got null", docs/RELIABILITY.md).
 */
const LEAKED_VALUE =
  /(?<!got )\b(?:undefined|null|NaN|Infinity)\b|\[object \w+\]|Invalid Date|\{\{\s*\w+\s*\}\}/

/** The drawn texts (window.__portal.texts()) a guest must never read; `namespaces` are the dictionary's
 * top-level keys (locales/en_US.json), for the key check. Each bad text once. */
export function badTexts(texts, namespaces) {
  const key = new RegExp(`^(?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+$`)
  const found = new Set()
  for (const { text } of texts) {
    const trimmed = String(text).trim()
    if (LEAKED_VALUE.test(trimmed) || key.test(trimmed)) found.add(trimmed.slice(0, 120))
  }
  return [...found]
}

/**
 * The backend calls a fault walk breaks (src/api/paths.ts API_PATHS; a prefix ends in `*`). GETs whose
 * real answer the walk reads first are answered with that answer corrupted (`mutate`); the others, and
 * every path some of the time, with one of FAULT_KINDS.
 */
export const FAULT_PATHS = Object.freeze([
  '/api/get/device/*',
  '/api/get/config',
  '/api/get/navigation',
  '/api/get/cms/*',
  '/api/get/vods',
  '/api/get/channels',
  '/api/get/languages',
  '/api/get/epgs/*',
  '/api/get/actions',
  '/api/get/records',
  '/api/get/digitalsignage',
  '/api/get/orders',
  '/api/get/cart',
  '/api/feeder/*',
  '/api/cast/*',
  '/api/rc/qr',
  '/api/set/*',
  '/api/send/*',
  '/Api/billview.php',
])

/**
 * The FAULT_PATHS entries that hold an essential call (src/api/callClass.ts CALL_CLASSES: device,
 * assignment, config, languages, menus, channels): broken at boot, the portal may show the error screen
 * or the reload notice (docs/RELIABILITY.md). Any other call broken at boot must not stop it.
 */
export const ESSENTIAL_FAULT_PATHS = Object.freeze([
  '/api/get/device/*',
  '/api/set/*',
  '/api/get/config',
  '/api/get/languages',
  '/api/get/navigation',
  '/api/get/channels',
])

/** What a walk that did not boot saw: a note when an essential call was broken before the boot, a
 * defect when only optional ones were. `plan` as faultPlan gives it. */
export function bootKind(plan) {
  const essential = plan.some(
    ({ fault, atStep }) => atStep === 0 && ESSENTIAL_FAULT_PATHS.includes(fault.path),
  )
  return essential ? 'no boot' : 'boot stopped by an optional call'
}

/** src/i18n/languages.ts LANGUAGE_TAGS (a test keeps them equal): a code, and the mirror's `lang` for it */
export const LANGUAGE_TAGS = Object.freeze({
  en_US: 'en',
  tr_TR: 'tr',
  ar_AR: 'ar',
  ru_RU: 'ru',
  az_AZ: 'az',
  de_DE: 'de',
  es_ES: 'es',
  fr_FR: 'fr',
  it_IT: 'it',
  bg_BG: 'bg',
  iw_IL: 'he',
  du_DU: 'nl',
  el_EL: 'el',
  al_AL: 'sq',
  ro_RO: 'ro',
  sr_CS: 'sr',
  zh_CN: 'zh',
})

/**
 * The TV platforms a walk can run on (WALK_PLATFORMS) and the user agent each reports (platforms.mjs),
 * walked over the family's fake API (`?fake=1`, bridges/<family>/fakeEntry.ts; a Philips web set's fake
 * talks to the fake raw WIXP server the walk runs, bridges/wixp/serveFakeWixp.ts). `universal` is a
 * desktop browser and keeps Chromium's own user agent (null).
 */
export const WALK_PLATFORM_USER_AGENTS = Object.freeze({ universal: null, ...PLATFORM_USER_AGENTS })

/**
 * A walk that booted on another platform than it asked for (`booted`: the fake's type, `window.
 * __fakePlatform.type`, or 'universal' where no fake is installed): a defect, since every finding of that
 * walk would name the wrong platform. Null when it is the one asked for.
 */
export function platformKind(asked, booted) {
  return booted === asked ? null : 'platform not applied'
}

/** The calls that decide the interface language at boot (src/services/sync.ts syncLanguages: the guest
 * on the device, the hotel's languages, the config's default) */
export const LANGUAGE_FAULT_PATHS = Object.freeze([
  '/api/get/device/*',
  '/api/get/languages',
  '/api/get/config',
])

/**
 * A walk booted in another language than its guest's (the mirror's `lang` is not `expected`): a defect
 * when no call that decides the language was broken before the boot (the demo hotel offers all 17, so a
 * walk in Greek that booted in English did not walk in Greek), a note when one was (a fallback to the
 * hotel's first language is what the spec asks for). Null when the language is the one asked for.
 */
export function languageKind(plan, expected, lang) {
  if (lang === expected) return null
  const broken = plan.some(({ fault, atStep }) => atStep === 0 && LANGUAGE_FAULT_PATHS.includes(fault.path))
  return broken ? 'language fell back' : 'language not applied'
}

/** How a call fails (src/mocks/state/faults.ts FaultInput): statuses, no reply, bodies that are not the
 * wire format, a reply after REQUEST_TIMEOUT_MS (src/api/http.ts, 15 s), a failure that passes. */
export const FAULT_KINDS = Object.freeze([
  { kind: '500', status: 500 },
  { kind: '503', status: 503 },
  { kind: '404', status: 404 },
  { kind: 'no reply', status: 0 },
  { kind: 'truncated JSON', status: 200, raw: '{"status":true,"data":[{"id":1,"title":"Bosph' },
  { kind: 'an HTML page', status: 200, raw: '<html><body><h1>502 Bad Gateway</h1></body></html>' },
  { kind: 'an empty body', status: 200, raw: '' },
  { kind: 'an empty object', status: 200, body: {} },
  { kind: 'an empty list', status: 200, body: [] },
  { kind: 'null', status: 200, raw: 'null' },
  { kind: 'wrong types', status: 200, body: { status: 'yes', data: 'x', message: 42, id: [] } },
  { kind: 'a timeout', status: 503, delayMs: 16_000 },
  { kind: 'one 500, then well', status: 500, times: 1 },
])

/** What a corrupted field becomes: missing, null, another type, out of range, too long, markup with a
 * right-to-left override. (Not an `{{x}}`: the portal shows a backend's text as it is sent.) */
const CORRUPTIONS = Object.freeze([
  () => undefined,
  () => null,
  () => '',
  () => -1,
  () => 1e15,
  () => 'x'.repeat(400),
  () => ({}),
  () => [],
  () => 'not a date',
  () => true,
  () => '<b>x</b>\u202e',
])

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/** every position in a JSON value: [parent, key] pairs, depth first */
function positions(value, out = []) {
  if (value !== null && typeof value === 'object')
    for (const key of Object.keys(value)) {
      out.push([value, key])
      positions(value[key], out)
    }
  return out
}

/**
 * A copy of a backend answer with `count` fields corrupted, each chosen and corrupted by `random` (a
 * missing field is deleted). The same seed corrupts the same fields the same way.
 */
export function mutate(random, value, count) {
  const copy = JSON.parse(JSON.stringify(value))
  const all = positions(copy)
  const changes = []
  for (let n = 0; n < count && all.length; n++) {
    const [parent, key] = all[Math.floor(random() * all.length)]
    let index = Math.floor(random() * CORRUPTIONS.length)
    // a corruption that leaves the field as it was (true for true) is none: the next one in the list
    for (let tries = 1; tries < CORRUPTIONS.length && same(CORRUPTIONS[index](), parent[key]); tries++)
      index = (index + 1) % CORRUPTIONS.length
    const corrupted = CORRUPTIONS[index]()
    if (corrupted === undefined) {
      if (Array.isArray(parent)) parent[key] = null
      else delete parent[key]
    } else parent[key] = corrupted
    changes.push(`${key} → ${corrupted === undefined ? 'missing' : JSON.stringify(corrupted).slice(0, 20)}`)
  }
  return { value: copy, changes }
}

/**
 * `count` faults for one walk, as POST /__demo/faults bodies, each with what it does in words (`what`)
 * and when it starts (`atStep`: 0 before the boot, else after that many keys). `samples` maps a path to
 * its real answer, for corrupted answers; `steps` is the walk's length.
 */
export function faultPlan(random, count, samples, steps) {
  return Array.from({ length: count }, () => {
    const path = FAULT_PATHS[Math.floor(random() * FAULT_PATHS.length)]
    const atStep = random() < 0.5 ? 0 : 1 + Math.floor(random() * Math.max(1, steps - 1))
    const sample = samples[path]
    if (sample !== undefined && random() < 0.5) {
      const { value, changes } = mutate(random, sample, 1 + Math.floor(random() * 3))
      const fault = { method: 'GET', path, status: 200, body: value }
      return { fault, atStep, what: `${path}: its answer with ${changes.join(', ')}` }
    }
    const { kind, ...fault } = FAULT_KINDS[Math.floor(random() * FAULT_KINDS.length)]
    return { fault: { path, ...fault }, atStep, what: `${path}: ${kind}` }
  })
}

/**
 * A corrupted device answer (`faultPlan`) is the room's real answer read once before the walks, with the
 * guest's language as it was then; each walk's guest speaks its own (POST /api/set/guest/update), so the
 * fault would have booted a Greek walk in the language of the sample and the walk reported a fallback the
 * portal did not make (found in the twenty-third session's walks). The guest's language in the fault's
 * body becomes the walk's, unless the corruption changed it (`sampleLanguage`: the sample's own).
 */
export function inWalkLanguage(fault, sampleLanguage, language) {
  const guest = fault.body?.guest
  if (typeof guest !== 'object' || guest === null || guest.language !== sampleLanguage) return fault
  return { ...fault, body: { ...fault.body, guest: { ...guest, language } } }
}

/**
 * What the front desk sends in an action walk (WALK_ACTIONS): a remote action (portal spec §4 Remote
 * actions) as its form fills it (the demo's templates, GET /frontdesk/api/catalog), with empty params,
 * with fields corrupted (`mutate`) or under a name the portal does not know; or a check-out or check-in at
 * the front desk (the server's guest changes and a CheckOut/CheckIn action tells the TV).
 */
export const ACTION_VARIANTS = Object.freeze(['as the form fills it', 'params empty', 'fields corrupted'])
/** a name no handler has: the portal answers 'Not found' (portal spec §8) */
export const UNKNOWN_ACTION = 'Teleport'
/** actions after which the TV shows no screen for a while: never sent before the boot */
export const POWER_ACTIONS = Object.freeze(['StandBy', 'Reboot', 'Reload'])
/** the guest a walk's front-desk check-in brings (src/mocks/handlers/guestInput.ts: name and surname) */
export const WALK_GUEST = Object.freeze({ name: 'Walk', surname: 'Tester', welcome: true })

/**
 * `count` front-desk sends for one walk, each with when (`atStep`: 0 before the boot, else after that many
 * keys) and what in words. `templates` maps each remote action to its form's params. An Alarm as the form
 * fills it rings `alarmSoonMs` after it is sent, so it rings during the walk (`alarmSoon`).
 */
export function actionPlan(random, count, templates, steps) {
  const names = Object.keys(templates)
  return Array.from({ length: count }, () => {
    let atStep = random() < 0.2 ? 0 : 1 + Math.floor(random() * Math.max(1, steps - 1))
    const roll = random()
    if (roll < 0.08) return { atStep, send: { desk: 'checkout' }, what: 'a front-desk check-out' }
    if (roll < 0.16)
      return { atStep, send: { desk: 'checkin', guest: WALK_GUEST }, what: 'a front-desk check-in' }
    if (roll < 0.22)
      return { atStep, send: { action: UNKNOWN_ACTION, params: {} }, what: `the unknown ${UNKNOWN_ACTION}` }
    const action = names[Math.floor(random() * names.length)]
    // a TV put to standby, rebooted or reloaded before it booted shows no screen to walk (the boot wait)
    if (atStep === 0 && POWER_ACTIONS.includes(action)) atStep = 1
    const variant = ACTION_VARIANTS[Math.floor(random() * ACTION_VARIANTS.length)]
    const template = templates[action] ?? {}
    if (variant === 'params empty')
      return { atStep, send: { action, params: {} }, what: `${action} (params empty)` }
    if (variant === 'fields corrupted' && Object.keys(template).length > 0) {
      const { value, changes } = mutate(random, template, 1 + Math.floor(random() * 2))
      return { atStep, send: { action, params: value }, what: `${action} (${changes.join(', ')})` }
    }
    const alarmSoon = action === 'Alarm'
    return { atStep, send: { action, params: template, alarmSoon }, what: action }
  })
}

/**
 * What became of one sent action, from the front desk's list (src/mocks/state/actions.ts QueuedAction):
 * null when the TV ran it and said so. A defect when the TV fetched it and never reported it while its
 * actions were not held, or reported a failure with no message (§8: failed actions report their
 * message); a note when it is still waiting to be fetched, or held, or failed with its message (an
 * unknown name, a corrupted field, a channel the hotel lacks). What the walk saw of the TV (`seen`):
 * - `held`: window.__portal.actionsPaused() (portal spec §4: a popup pauses regular actions, and a
 *   navigation does until its play action 5 s later);
 * - `reportSent`: the TV posted a report for it (the demo's request log) that the backend did not take:
 *   the walk broke /api/set/* (a report the backend could not take is sent again, a refused one is not);
 * - `keptForBoot`: the page's remote services have not started (actionsPaused() is null: a boot the walk
 *   broke after a Reload, or one still going) and the action waits in the page's unfinished actions
 *   (src/services/actions/constants.ts UNFINISHED_ACTIONS_KEY) for the boot that starts them.
 */
export function actionKind(entry, seen = {}) {
  const { held = false, reportSent = false, keptForBoot = false, reportWaits = false } = seen
  if (!entry.delivered) return 'action not fetched'
  if (entry.status === null) {
    if (held) return 'action held'
    if (reportSent) return 'report not taken'
    if (keptForBoot) return 'action kept for the next boot'
    if (reportWaits) return 'report waiting'
    return 'action lost'
  }
  if (entry.status === false) return entry.message ? 'action failed' : 'action failed without a message'
  return null
}

/** what the walk reads from the page for `actionKind`'s keptForBoot (UNFINISHED_ACTIONS_KEY's ids) */
export const UNFINISHED_ACTIONS_KEY = 'portal.unfinishedActions'
/**
 * and for its reportWaits: the reports the page keeps until the backend takes them (the executor's outbox,
 * src/services/actions/constants.ts). One waits behind another the backend does not answer (each takes
 * the 15 s request timeout, one at a time), so a walk can end before it is posted: kept, not lost (found
 * by seed 91: a report that timed out, a Reload, then the restored action's report queued behind it).
 */
export const UNSENT_REPORTS_KEY = 'portal.unsentReports'
