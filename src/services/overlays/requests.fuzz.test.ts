// Issue 20: the overlay requests portal spec §5 validates, fuzzed: prompt field sets (types input, select,
// choose, time-selector, switch; id or label; select data; required values), popup media URLs with
// script-URL injections, and marquee text with markup injections. Nothing throws; a refusal carries one of
// the spec's (or our) texts for the caller to log; nothing injected is ever treated as anything but text.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { overlayFixture } from './fakes'
import { openInteract } from './interactOpeners'
import {
  checkPromptValues,
  fieldKey,
  PROMPT_FIELD_TYPES,
  PROMPT_MESSAGES,
  validateInteract,
} from './promptValidation'
import {
  MARQUEE_REPEAT,
  MARQUEE_SPEED,
  REQUEST_MESSAGES,
  validateMarquee,
  validatePopup,
} from './requestValidation'

const FUZZ = { seed: 20, numRuns: 800 }
const odd = fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant(undefined))
const field = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...PROMPT_FIELD_TYPES), odd),
    id: fc.oneof(fc.constantFrom('pin', 'room', ' ', ''), odd),
    label: fc.oneof(fc.constantFrom('PIN Code', ''), odd),
    required: fc.oneof(fc.boolean(), odd),
    data: fc.oneof(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), odd),
    secret: fc.oneof(fc.boolean(), odd),
  },
  { requiredKeys: [] },
)
const interact = fc.oneof(
  fc.record(
    {
      type: fc.oneof(fc.constantFrom('alert', 'confirm', 'prompt'), odd),
      title: fc.oneof(fc.string(), odd),
      detail: fc.oneof(fc.string(), odd),
      fields: fc.oneof(fc.array(fc.oneof(field, odd), { maxLength: 5 }), odd),
    },
    { requiredKeys: [] },
  ),
  odd,
)
const values = fc.dictionary(
  fc.constantFrom('pin', 'room', 'PIN Code', 'x'),
  fc.oneof(fc.constantFrom('', ' ', '1234', []), fc.jsonValue({ maxDepth: 1 })),
)

const SPEC_TEXTS: readonly string[] = Object.values(PROMPT_MESSAGES)

describe('issue 20: prompt field sets fuzzed (portal spec §5 Prompt)', { timeout: 60_000 }, () => {
  it('never throws; a valid request has only allowed, named fields; a refusal says why', () => {
    fc.assert(
      fc.property(interact, (raw) => {
        const checked = validateInteract(raw)
        if (!checked.ok) return void expect(SPEC_TEXTS).toContain(checked.error)
        for (const f of checked.value.fields) {
          expect(PROMPT_FIELD_TYPES).toContain(f.type)
          expect(fieldKey(f).trim()).not.toBe('')
          if (f.type === 'select') expect(Array.isArray(f.data)).toBe(true)
        }
      }),
      FUZZ,
    )
  })

  it('the required check refuses exactly when a required field is empty', () => {
    fc.assert(
      fc.property(interact, values, (raw, given) => {
        const checked = validateInteract(raw)
        if (!checked.ok) return
        const empty = (v: unknown) =>
          v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
        const missing = checked.value.fields.some((f) => f.required && empty(given[fieldKey(f)]))
        expect(checkPromptValues(checked.value.fields, given)).toBe(missing ? PROMPT_MESSAGES.required : null)
      }),
      FUZZ,
    )
  })

  it('the opener never rejects and refuses exactly what validation refuses', async () => {
    await fc.assert(
      fc.asyncProperty(interact, async (raw) => {
        const { manager } = overlayFixture()
        const opening = openInteract(manager, raw)
        const checked = raw === undefined || raw === null ? null : validateInteract(raw)
        if (checked && !checked.ok)
          await expect(opening).resolves.toEqual({ outcome: 'invalid', error: checked.error })
        else manager.close('interact', 'cancelled')
        await expect(opening).resolves.toBeDefined()
      }),
      { seed: 20, numRuns: 300 },
    )
  })
})

const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
]
const MEDIA_URLS = [
  '/media/img/a.svg',
  'http://cdn.hotel/a.jpg',
  'https://cdn.hotel/v.m3u8',
  'udp://239.0.0.1:1234',
  'a.png',
]

describe('issue 20: injections in popup and marquee requests', { timeout: 60_000 }, () => {
  it('a popup never takes a script, data or file URL as its media', () => {
    const url = fc.oneof(fc.constantFrom(...SCRIPT_URLS, ...MEDIA_URLS), fc.string())
    fc.assert(
      fc.property(
        fc.array(url, { maxLength: 3 }),
        fc.oneof(url, odd),
        fc.constantFrom('image', 'video'),
        (images, video, type) => {
          const checked = validatePopup({ type, image: images, video })
          if (!checked.ok) return void expect(checked.error).toBe(REQUEST_MESSAGES.popupMedia)
          for (const media of [...checked.value.images, checked.value.video ?? '/'])
            expect(SCRIPT_URLS).not.toContain(media)
        },
      ),
      FUZZ,
    )
    for (const bad of SCRIPT_URLS) expect(validatePopup({ type: 'image', image: bad }).ok).toBe(false)
    for (const good of MEDIA_URLS) expect(validatePopup({ type: 'image', image: good }).ok).toBe(true)
  })

  it('marquee text is kept as plain text, never parsed; speed and repeat stay in range', () => {
    const data = fc.oneof(
      fc.constantFrom(
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:x">y</a>',
      ),
      fc.string(),
    )
    fc.assert(
      fc.property(data, odd, odd, (text, speed, repeat) => {
        const checked = validateMarquee({ data: text, speed, repeat })
        if (!checked.ok) return void expect(text.trim()).toBe('')
        expect(checked.value.data).toBe(text)
        expect(checked.value.speed * MARQUEE_SPEED.divisor).toBeGreaterThanOrEqual(MARQUEE_SPEED.min)
        expect(checked.value.speed * MARQUEE_SPEED.divisor).toBeLessThanOrEqual(MARQUEE_SPEED.max)
        expect(checked.value.repeat).toBeGreaterThanOrEqual(MARQUEE_REPEAT.min)
        expect(checked.value.repeat).toBeLessThanOrEqual(MARQUEE_REPEAT.max)
      }),
      FUZZ,
    )
  })
})
