// Issue 20: the message markup renderer (portal spec §2 Messages panel "scrollable markup body") fuzzed:
// any text, and bodies mixing the safe subset with script, style, event-handler, javascript: URL and
// srcdoc injections. Nothing throws, nothing injected survives as anything but inert text, and no message
// can spell the private tags that switch Pixi text styles. Markup is never executed: the result is runs of
// plain text for a canvas (and aria-label attributes in the scene mirror), never HTML.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseMarkup } from './markup'
import { plainText, TAG_BOLD, taggedText } from './richText'

const FUZZ = { seed: 20, numRuns: 600 }
const MARK = TAG_BOLD.slice(0, 1)
const OUR_TAGS = new RegExp(`</?${MARK}(?:bi|b|i)>`, 'g')

// markers that must never come out of the renderer: they live only inside scripts, styles and attributes
const SECRET = ['SCRIPTBODY', 'EVENTHANDLER', 'JSURL', 'STYLEBODY', 'SRCDOC']
const INJECTIONS = [
  '<script>alert("SCRIPTBODY")</script>',
  '<SCRIPT type="text/javascript">SCRIPTBODY()</SCRIPT >',
  '<script>a="</scr"+"ipt>";SCRIPTBODY</script>',
  '<img src=x onerror="EVENTHANDLER()">',
  "<img src='x' onerror='EVENTHANDLER' alt=\"a>b\">",
  '<svg/onload=EVENTHANDLER>',
  '<body onload=EVENTHANDLER>',
  '<a href="javascript:JSURL()">link</a>',
  '<a href=javascript:JSURL>link</a>',
  '<iframe srcdoc="<script>SRCDOC</script>"></iframe>',
  '<style>body{background:url(javascript:STYLEBODY)}</style>',
  '<div style="background:url(\'javascript:JSURL\')">x</div>',
  '<math><mi xlink:href="javascript:JSURL">m</mi></math>',
  `<${MARK}b>mark</${MARK}b>`,
]
const SAFE = [
  'Hello',
  ' ',
  '<p>',
  '</p>',
  '<br>',
  '<br/>',
  '<b>',
  '</b>',
  '<i>',
  '</i>',
  '&amp;',
  '&lt;',
  '&#x41;',
  '<!-- c -->',
  '\n',
  'Ünïcødé',
  'שלום',
  '<',
  '>',
  '&',
]
const body = fc
  .array(fc.oneof(fc.constantFrom(...SAFE), fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 6 })), {
    maxLength: 24,
  })
  .map((parts) => parts.join(''))

// between whole tags: a fragment such as a lone '<' may swallow the next tag's start, after which its
// script text is plain text, as in a browser (`<A<script>x` is one tag named `a<script`); inert either way
const plain = fc.string({ maxLength: 6 }).map((text) => text.replace(/[<&]/g, ' '))
const wellFormed = fc
  .array(
    fc.oneof(
      fc.constantFrom(...SAFE.filter((part) => part !== '<' && part !== '&')),
      fc.constantFrom(...INJECTIONS),
      plain,
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''))

function render(input: string) {
  const { paragraphs } = parseMarkup(input)
  return { paragraphs, text: paragraphs.map(plainText).join('\n') }
}

describe('issue 20: message markup fuzzed', { timeout: 60_000 }, () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), (input) => {
        const texts = parseMarkup(input).paragraphs.flatMap((runs) => runs.map((run) => run.text))
        expect(texts.every((text) => typeof text === 'string')).toBe(true)
      }),
      FUZZ,
    )
  })

  it('drops script, style and attribute content: no injected code survives, even as text', () => {
    fc.assert(
      fc.property(wellFormed, (input) => {
        const { text } = render(input)
        for (const secret of SECRET) expect(text).not.toContain(secret)
        expect(text).not.toMatch(/onerror|onload|javascript:/i)
      }),
      FUZZ,
    )
  })

  it('no message can spell the private style tags (all tags in the output are ours)', () => {
    fc.assert(
      fc.property(body, (input) => {
        for (const runs of render(input).paragraphs) {
          const tagged = taggedText(runs)
          expect(tagged.replace(OUR_TAGS, '')).toBe(plainText(runs).split(MARK).join(''))
          expect(tagged.replace(OUR_TAGS, '')).not.toContain(MARK)
        }
      }),
      FUZZ,
    )
  })

  it('hostile input costs linear time (unterminated tags, comments, entities, scripts)', () => {
    for (const unit of ['<a ', '<!--', '&#', '<script>', '<b><i>', '<a href="', '\n<br>'])
      expect(() => parseMarkup(unit.repeat(50_000))).not.toThrow()
  })
})
