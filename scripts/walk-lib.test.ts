import { describe, expect, it } from 'vitest'
import {
  inWalkLanguage,
  POWER_ACTIONS,
  UNKNOWN_ACTION,
  actionKind,
  UNFINISHED_ACTIONS_KEY as WALK_UNFINISHED_ACTIONS_KEY,
  UNSENT_REPORTS_KEY as WALK_UNSENT_REPORTS_KEY,
  actionPlan,
  ESSENTIAL_FAULT_PATHS,
  FAULT_KINDS,
  FAULT_PATHS,
  LANGUAGE_FAULT_PATHS,
  LANGUAGE_TAGS,
  MAX_PAUSE_MS,
  MIN_PAUSE_MS,
  WALK_KEYS,
  badTexts,
  bootKind,
  consoleKind,
  faultPlan,
  mutate,
  groupFindings,
  keySequence,
  languageKind,
  WALK_PLATFORM_USER_AGENTS,
  platformKind,
  report,
  seededRandom,
  sourceAt,
  // @ts-expect-error plain ESM helper without types
} from './walk-lib.mjs'
import { UNIVERSAL_KEYMAP } from '../bridges/universal/keyMap'
import { detectTypeValue } from '../bridges/detect'
import { PLATFORM_USER_AGENTS } from './platforms.mjs'
import { API_PATHS } from '../src/api/paths'
import { LANGUAGE_TAGS as PORTAL_LANGUAGE_TAGS } from '../src/i18n/languages'
import { CALL_CLASSES } from '../src/api/callClass'
import { pathMatches } from '../src/mocks/state/faults'
import english from '../locales/en_US.json'
import { actionTemplates } from '../src/mocks/fixtures/actionTemplates'
import { REMOTE_ACTIONS } from '../src/mocks/state/actions'
import {
  ACTION_MESSAGES,
  UNFINISHED_ACTIONS_KEY,
  UNSENT_REPORTS_KEY,
} from '../src/services/actions/constants'

type Finding = { kind: string; text: string; where: string }
type Fault = { path: string; status: number; method?: string; body?: unknown; raw?: string }
type Planned = { fault: Fault; atStep: number; what: string }
type Group = { kind: string; text: string; seen: string[] }

describe('scripts/walk.mjs: a random remote walk of the production build', () => {
  it('presses only remote keys, never power or devtools', () => {
    for (const key of WALK_KEYS as string[]) expect(UNIVERSAL_KEYMAP[key], key).toBeDefined()
    expect(WALK_KEYS).not.toContain('p')
    expect(WALK_KEYS).not.toContain('`')
  })

  it('walks the same keys and pauses for the same seed, other ones for another', () => {
    const first = keySequence(seededRandom(7), 40)
    expect(keySequence(seededRandom(7), 40)).toEqual(first)
    expect(keySequence(seededRandom(8), 40)).not.toEqual(first)
    for (const { key, pauseMs } of first as { key: string; pauseMs: number }[]) {
      expect(WALK_KEYS).toContain(key)
      expect(pauseMs).toBeGreaterThanOrEqual(MIN_PAUSE_MS)
      expect(pauseMs).toBeLessThanOrEqual(MAX_PAUSE_MS)
    }
    // over many keys every one is pressed
    expect(new Set(keySequence(seededRandom(1), 2000).map((step: { key: string }) => step.key)).size).toBe(
      new Set(WALK_KEYS).size,
    )
  })

  it("tells a refused load and a library's console error from a failure the portal logged", () => {
    expect(
      consoleKind(
        "Loading media from 'data:,WEBVTT' violates the following Content Security Policy directive: \"media-src 'self' blob:\".",
      ),
    ).toBe('policy violation')
    expect(consoleKind('[portal] Channel 9 (Istanbul Local) did not play: Media is not available...')).toBe(
      'logged',
    )
    expect(consoleKind('Uncaught TypeError: e.addBoundsMask is not a function')).toBe('console error')
    // the browser's line for a failed reply: a defect unless the walk broke the call on purpose
    const failed =
      'Failed to load resource: the server responded with a status of 500 (Internal Server Error)'
    expect(consoleKind(failed)).toBe('console error')
    expect(consoleKind(failed, true)).toBe('faulted reply')
  })

  it('finds the texts a guest must never read, and not a decoder message or a dotted name', () => {
    const namespaces = Object.keys(english)
    const leaks = [
      'Welcome undefined',
      'Price: NaN €',
      '[object Object]',
      'Invalid Date',
      'Hello {{name}}',
      'live.now',
      'errors.somethingWentWrong',
      'null',
    ]
    // not leaks: a decoder's message names what it got, a host name is not a dictionary key
    const fine = ['device: expected object, got null', 'www.hotel.com', 'Nullarbor Plain', 'Live TV']
    const texts = [...leaks, ...fine].map((text) => ({ text, layer: 1, x: 0, y: 0, width: 10, height: 10 }))
    expect(badTexts(texts, namespaces)).toEqual(leaks)
  })

  it('breaks only calls the portal makes, and names the essential ones as src/api/callClass.ts does', () => {
    // every fault path matches a path of API_PATHS (a parameter filled in)
    const concrete = Object.values(API_PATHS).map((path) =>
      typeof path === 'function' ? (path as (...args: unknown[]) => string)('1', 2) : path,
    )
    for (const rule of FAULT_PATHS as string[])
      expect(
        concrete.some((path) => pathMatches(rule, path)),
        rule,
      ).toBe(true)
    // a fault path holds an essential call exactly when ESSENTIAL_FAULT_PATHS lists it
    for (const rule of FAULT_PATHS as string[]) {
      const essential = (Object.keys(API_PATHS) as (keyof typeof API_PATHS)[]).some((name) => {
        const path = API_PATHS[name]
        const filled = typeof path === 'function' ? (path as (...args: unknown[]) => string)('1', 2) : path
        return CALL_CLASSES[name] === 'essential' && pathMatches(rule, filled)
      })
      expect((ESSENTIAL_FAULT_PATHS as string[]).includes(rule), rule).toBe(essential)
    }
  })

  it('plans the same faults for the same seed: real answers corrupted, statuses, bodies, boot or later', () => {
    const samples = { '/api/get/config': { maxVolume: '80', welcome: { type: 'true' } } }
    const plan = faultPlan(seededRandom(3), 400, samples, 40) as Planned[]
    expect(faultPlan(seededRandom(3), 400, samples, 40)).toEqual(plan)
    for (const { fault, atStep } of plan) {
      expect(FAULT_PATHS).toContain(fault.path)
      expect(atStep).toBeGreaterThanOrEqual(0)
      expect(atStep).toBeLessThan(40)
    }
    expect(plan.some(({ atStep }) => atStep === 0)).toBe(true)
    expect(plan.some(({ atStep }) => atStep > 0)).toBe(true)
    // every kind is planned, and a corrupted real answer only for a path with a sample
    const kinds = new Set(plan.map(({ what }) => what.split(': ')[1]))
    for (const { kind } of FAULT_KINDS as { kind: string }[]) expect(kinds, kind).toContain(kind)
    const corrupted = plan.filter(({ what }) => what.includes('its answer with'))
    expect(corrupted.length).toBeGreaterThan(0)
    for (const { fault } of corrupted) {
      expect(fault.path).toBe('/api/get/config')
      expect(fault.body).not.toEqual(samples['/api/get/config'])
    }
  })

  it('corrupts copies of an answer, field by field, the same way for the same seed', () => {
    const answer = { id: 1, title: 'Bosphorus TV', groups: ['News'], guest: { name: 'Emma' } }
    const first = mutate(seededRandom(9), answer, 3) as { value: unknown; changes: string[] }
    expect(mutate(seededRandom(9), answer, 3)).toEqual(first)
    expect(first.changes).toHaveLength(3)
    expect(answer).toEqual({ id: 1, title: 'Bosphorus TV', groups: ['News'], guest: { name: 'Emma' } })
    expect(first.value).not.toEqual(answer)
    // a corruption always changes the field: never true for true, '' for ''
    for (let seed = 0; seed < 50; seed++)
      for (const field of [true, '', null, -1, []])
        expect(mutate(seededRandom(seed), { field }, 1).value, `${seed} ${String(field)}`).not.toEqual({
          field,
        })
    // a list item 'missing' is a hole the JSON keeps: null
    for (let seed = 0; seed < 50; seed++) {
      const { value } = mutate(seededRandom(seed), [1, 2, 3], 1) as { value: unknown[] }
      expect(value).toHaveLength(3)
    }
  })

  it('fails a walk that an optional call stopped at boot, not one an essential call stopped', () => {
    const at = (path: string, atStep = 0) => ({ fault: { path, status: 500 }, atStep, what: '' })
    expect(bootKind([at('/api/get/config')])).toBe('no boot')
    expect(bootKind([at('/api/feeder/*'), at('/api/get/device/*')])).toBe('no boot')
    expect(bootKind([at('/api/feeder/*')])).toBe('boot stopped by an optional call')
    // an essential call broken after the boot did not stop it
    expect(bootKind([at('/api/get/config', 5)])).toBe('boot stopped by an optional call')
  })

  it('fails a walk that booted in another language than its guest’s, unless a call deciding it was broken', () => {
    expect(LANGUAGE_TAGS).toEqual(PORTAL_LANGUAGE_TAGS)
    for (const path of LANGUAGE_FAULT_PATHS) expect(FAULT_PATHS).toContain(path)
    const at = (path: string, atStep = 0) => ({ fault: { path, status: 500 }, atStep, what: '' })
    expect(languageKind([], 'el', 'el')).toBeNull()
    // the eighteenth session's "Greek" walks booted in English: the demo hotel did not offer Greek
    expect(languageKind([], 'el', 'en')).toBe('language not applied')
    expect(languageKind([at('/api/feeder/*')], 'el', 'en')).toBe('language not applied')
    expect(languageKind([at('/api/get/languages')], 'el', 'en')).toBe('language fell back')
    expect(languageKind([at('/api/get/device/*', 4)], 'el', 'en')).toBe('language not applied')
  })

  it('names the source of a position in a stack trace (1-based) from the mapped segments (0-based)', () => {
    const segments = [
      [0, 0, 'a.ts'],
      [0, 10, null],
      [0, 20, 'b.ts'],
      [1, 0, 'c.ts'],
    ]
    expect(sourceAt(segments, 1, 1)).toBe('a.ts')
    expect(sourceAt(segments, 1, 15)).toBe('a.ts')
    expect(sourceAt(segments, 1, 21)).toBe('b.ts')
    expect(sourceAt(segments, 2, 5)).toBe('c.ts')
    expect(sourceAt(segments, 3, 1)).toBeNull()
  })

  it('fails on a defect, groups one text seen twice, and lists defects before notes', () => {
    const findings: Finding[] = [
      { kind: 'logged', text: '[portal] Channel 9 did not play', where: 'en_US live after t' },
      { kind: 'page error', text: 'x is not a function', where: 'ar_AR vod after Enter' },
      { kind: 'page error', text: 'x is not a function', where: 'zh_CN vod after Enter' },
    ]
    const groups = groupFindings(findings) as Group[]
    expect(groups.map((group) => [group.kind, group.seen.length])).toEqual([
      ['page error', 2],
      ['logged', 1],
    ])
    const result = report(groups, 3) as { failed: boolean; lines: string[] }
    expect(result.failed).toBe(true)
    expect(result.lines[0]).toBe('3 walks; 1 defects, 1 notes')
    expect(result.lines).toContain('DEFECT (page error) ×2: x is not a function')
    expect((report(groupFindings(findings.slice(0, 1)), 1) as { failed: boolean }).failed).toBe(false)
  })

  it("each platform's user agent is detected as that platform by the portal; the walk runs on every one", () => {
    for (const [type, userAgent] of Object.entries(PLATFORM_USER_AGENTS))
      expect(detectTypeValue(userAgent), type).toBe(type)
    const walked = WALK_PLATFORM_USER_AGENTS as Record<string, string | null>
    expect(Object.keys(walked).sort()).toEqual(['universal', ...Object.keys(PLATFORM_USER_AGENTS)].sort())
    expect(walked.universal).toBeNull()
    // a desktop Chromium (the walk's own user agent) is the universal platform
    expect(
      detectTypeValue(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0.0.0 Safari/537.36',
      ),
    ).toBe('universal')
  })

  it('a walk that booted on another platform than it asked for is a defect', () => {
    expect(platformKind('tizen', 'tizen')).toBeNull()
    expect(platformKind('tizen', 'universal')).toBe('platform not applied')
    expect(report([{ kind: 'platform not applied', text: 'x', seen: ['y'] }], 1).failed).toBe(true)
  })

  it("plans the front desk's sends for the same seed: every action, each variant, check-out and check-in", () => {
    type Send = { action?: string; params?: Record<string, unknown>; desk?: string; alarmSoon?: boolean }
    type Sent = { atStep: number; send: Send; what: string }
    const templates = actionTemplates(Date.UTC(2026, 10, 28, 9))
    const plan = actionPlan(seededRandom(4), 600, templates, 40) as Sent[]
    expect(actionPlan(seededRandom(4), 600, templates, 40)).toEqual(plan)
    const actions = new Set(plan.map(({ send }) => send.action ?? send.desk))
    for (const name of [...REMOTE_ACTIONS, UNKNOWN_ACTION, 'checkout', 'checkin'])
      expect(actions, name).toContain(name)
    // each variant: as the form fills it, params empty, fields corrupted
    expect(
      plan.some(({ what, send }) => what === send.action && send.params === templates[what as 'Mute']),
    ).toBe(true)
    expect(
      plan.some(
        ({ what, send }) =>
          what.endsWith('(params empty)') && send.params && !Object.keys(send.params).length,
      ),
    ).toBe(true)
    expect(plan.some(({ what }) => what.includes('→'))).toBe(true)
    for (const { atStep, send } of plan) {
      expect(atStep).toBeGreaterThanOrEqual(0)
      expect(atStep).toBeLessThan(40)
      // a TV that stands by or reloads before its boot has no screen to walk
      if (POWER_ACTIONS.includes(send.action)) expect(atStep).toBeGreaterThan(0)
      // only an Alarm as the form fills it is moved to ring within the walk
      if (send.alarmSoon) expect(send).toMatchObject({ action: 'Alarm', params: templates.Alarm })
    }
    expect(plan.some(({ atStep }) => atStep === 0)).toBe(true)
    // the form's params are the demo's own: a template sent as it is, a corrupted one differs from it
    const corrupted = plan.filter(({ what }) => what.includes('→'))
    for (const { send } of corrupted) expect(send.params).not.toEqual(templates[send.action as 'Mute'])
  })

  it('fails an action the TV fetched and never reported, or reported failed with no message', () => {
    const entry = (delivered: boolean, status: boolean | null, message: string | null = null) => ({
      delivered,
      status,
      message,
    })
    expect(actionKind(entry(true, true, ACTION_MESSAGES.done))).toBeNull()
    expect(actionKind(entry(false, null))).toBe('action not fetched')
    expect(actionKind(entry(true, null))).toBe('action lost')
    // portal spec §4 Overlays: a popup pauses regular actions until it closes (a navigation for 5 s)
    expect(actionKind(entry(true, null), { held: true })).toBe('action held')
    // the TV reported it, and the walk's fault on /api/set/* kept the backend from taking the report
    expect(actionKind(entry(true, null), { reportSent: true })).toBe('report not taken')
    // a boot the walk broke after a Reload: the page keeps the action for the boot that starts it
    expect(actionKind(entry(true, null), { keptForBoot: true })).toBe('action kept for the next boot')
    // done, and its report waits in the page's outbox behind one the backend does not answer
    expect(actionKind(entry(true, null), { reportWaits: true })).toBe('report waiting')
    expect(actionKind(entry(true, false, ACTION_MESSAGES.notFound))).toBe('action failed')
    expect(actionKind(entry(true, false, ''))).toBe('action failed without a message')
    // the walk reads the page's unfinished actions under the executor's key
    expect(WALK_UNFINISHED_ACTIONS_KEY).toBe(UNFINISHED_ACTIONS_KEY)
    expect(WALK_UNSENT_REPORTS_KEY).toBe(UNSENT_REPORTS_KEY)
    for (const kind of ['action lost', 'action failed without a message'])
      expect(report([{ kind, text: 'x', seen: ['a'] }], 1).failed).toBe(true)
    expect(report([{ kind: 'action failed', text: 'x', seen: ['a'] }], 1).failed).toBe(false)
  })
})

describe('inWalkLanguage: a corrupted device answer keeps the walk guest language', () => {
  const fault = (guest: unknown) => ({
    method: 'GET',
    path: '/api/get/device/*',
    status: 200,
    body: { id: 7, ip: '<b>x</b>', guest },
  })
  it('the sample guest language becomes the walk one', () => {
    const out = inWalkLanguage(fault({ id: 5101, language: 'de_DE' }), 'de_DE', 'fr_FR')
    expect(out.body.guest).toEqual({ id: 5101, language: 'fr_FR' })
    expect(out.body.ip).toBe('<b>x</b>')
  })
  it('a language the corruption changed, a guest removed or another fault stays as it is', () => {
    const changed = fault({ id: 5101, language: 12 })
    expect(inWalkLanguage(changed, 'de_DE', 'fr_FR')).toBe(changed)
    const gone = fault(null)
    expect(inWalkLanguage(gone, 'de_DE', 'fr_FR')).toBe(gone)
    const status = { path: '/api/get/device/*', status: 500 }
    expect(inWalkLanguage(status, 'de_DE', 'fr_FR')).toBe(status)
  })
})
