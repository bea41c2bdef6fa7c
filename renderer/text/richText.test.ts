import { describe, expect, it } from 'vitest'
import { parseMarkup } from './markup'
import { TAG_BOLD, TAG_BOLD_ITALIC, TAG_ITALIC, isUniform, plainText, taggedText } from './richText'

const runs = (html: string) => parseMarkup(html).paragraphs[0] ?? []

describe('taggedText', () => {
  it('marks bold, italic and bold italic runs with our private tags', () => {
    expect(taggedText(runs('a <b>b</b> <i>c</i> <b><i>d</i></b>'))).toBe(
      // the parser gives the space between runs to the run that follows it
      `a<${TAG_BOLD}> b</${TAG_BOLD}><${TAG_ITALIC}> c</${TAG_ITALIC}><${TAG_BOLD_ITALIC}> d</${TAG_BOLD_ITALIC}>`,
    )
  })

  it('a message that spells a tag stays text: it cannot contain our tag names', () => {
    const hostile = runs('&lt;b&gt;not bold&lt;/b&gt; <b>\ue000b</b>')
    expect(taggedText(hostile)).toBe(`<b>not bold</b><${TAG_BOLD}> b</${TAG_BOLD}>`)
  })
})

describe('isUniform', () => {
  it('a paragraph in one style is uniform', () => {
    expect(isUniform(runs('<b>all bold</b>'))).toBe(true)
  })

  it('a paragraph mixing styles is not', () => {
    expect(isUniform(runs('plain <i>italic</i>'))).toBe(false)
  })
})

describe('plainText', () => {
  it('joins the runs without styles, keeping line breaks', () => {
    expect(plainText(runs('one<br><b>two</b>'))).toBe('one\ntwo')
  })
})
