import { describe, expect, it } from 'vitest'
import { ELLIPSIS, clampLines, ellipsize, fitLabel, shrinkToFit, type Measurer } from './fit'

/** Monospace fake: every character is size/2 px wide, lines are size px high, words wrap greedily. */
function mono(size: number, wrapWidth?: number): Measurer {
  const width = (text: string) => Array.from(text).length * (size / 2)
  const wrap = (paragraph: string): string[] => {
    if (wrapWidth === undefined) return [paragraph]
    const lines: string[] = []
    let line = ''
    for (const word of paragraph.split(' ')) {
      const next = line === '' ? word : `${line} ${word}`
      if (line !== '' && width(next) > wrapWidth) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
    return lines
  }
  const lines = (text: string) => text.split('\n').flatMap(wrap)
  return { width, lines, height: (text) => lines(text).length * size, lineHeight: size }
}

const w10 = (text: string) => Array.from(text).length * 10

describe('ellipsize', () => {
  it('leaves text that fits unchanged', () => {
    expect(ellipsize('Hello', 50, w10)).toBe('Hello')
  })

  it('cuts at the longest prefix that fits together with the ellipsis', () => {
    expect(ellipsize('Hello world', 60, w10)).toBe(`Hello${ELLIPSIS}`)
  })

  it('drops the space before the ellipsis', () => {
    expect(ellipsize('Hello world', 70, w10)).toBe(`Hello${ELLIPSIS}`)
  })

  it('never splits a character outside the basic plane', () => {
    expect(ellipsize('😀😀😀😀', 30, w10)).toBe(`😀😀${ELLIPSIS}`)
  })

  it('forced, it marks a line that fits but has more text after it', () => {
    expect(ellipsize('Hi', 100, w10, true)).toBe(`Hi${ELLIPSIS}`)
  })

  it('keeps only the ellipsis when nothing else fits', () => {
    expect(ellipsize('Hello', 10, w10)).toBe(ELLIPSIS)
  })
})

describe('clampLines', () => {
  it('keeps text of at most maxLines lines as it is', () => {
    expect(clampLines(['a', 'b'], 2, 100, mono(20))).toEqual(['a', 'b'])
  })

  it('ends the last kept line with an ellipsis when lines are dropped', () => {
    expect(clampLines(['one', 'two', 'three'], 2, 100, mono(20))).toEqual(['one', `two${ELLIPSIS}`])
  })

  it('cuts the last kept line when it has no room left for the ellipsis', () => {
    expect(clampLines(['aaaaa', 'bbbbb', 'c'], 2, 50, mono(20))).toEqual(['aaaaa', `bbbb${ELLIPSIS}`])
  })
})

describe('shrinkToFit', () => {
  it('keeps the size when the text already fits', () => {
    expect(shrinkToFit(30, 12, 2, () => true)).toBe(30)
  })

  it('steps down until the text fits', () => {
    expect(shrinkToFit(30, 12, 2, (size) => size <= 25)).toBe(24)
  })

  it('stops at the minimum size', () => {
    expect(shrinkToFit(30, 12, 2, () => false)).toBe(12)
  })
})

describe('fitLabel', () => {
  const at = (wrapWidth?: number) => (size: number) => mono(size, wrapWidth)

  it('a single-line label past maxWidth ends with an ellipsis', () => {
    const fit = fitLabel('A long title here', { size: 20, minSize: 12, maxWidth: 100 }, at())
    expect(fit.lines).toEqual([`A long ti${ELLIPSIS}`])
    expect(fit.cut).toBe(true)
  })

  it('says whether anything was cut: a text that fits, or that only wraps, is whole', () => {
    expect(fitLabel('Short', { size: 20, minSize: 12, maxWidth: 100 }, at()).cut).toBe(false)
    expect(fitLabel('one two three', { size: 20, minSize: 12, wrapWidth: 80, maxLines: 2 }, at(80)).cut).toBe(
      false,
    )
    expect(fitLabel('a\nb\nc', { size: 20, minSize: 12, maxLines: 2 }, at()).cut).toBe(true)
  })

  it('wraps at wrapWidth and clamps to maxLines with an ellipsis on the last line', () => {
    const fit = fitLabel(
      'one two three four five six',
      { size: 20, minSize: 12, wrapWidth: 80, maxLines: 2 },
      at(80),
    )
    expect(fit.lines).toEqual(['one two', `three${ELLIPSIS}`])
    expect(fit.cut).toBe(true)
  })

  it('portal spec §9: a title taller than the limit shrinks until it fits', () => {
    // 3 lines at 30 px (90 px) and at 28 px (84 px) are too tall for 80; 3 lines at 26 px fit
    const text = 'Breakfast served daily in the garden'
    const fit = fitLabel(text, { size: 30, minSize: 12, wrapWidth: 200, maxHeight: 80 }, at(200))
    expect(fit.size).toBe(26)
    expect(fit.lines).toHaveLength(3)
  })

  it('a title still too tall at the smallest size keeps the lines that fit, with an ellipsis', () => {
    const text = 'word '.repeat(40).trim()
    const fit = fitLabel(text, { size: 20, minSize: 16, wrapWidth: 100, maxHeight: 40 }, at(100))
    expect(fit.size).toBe(16)
    expect(fit.lines).toHaveLength(2)
    expect(fit.lines[1]?.endsWith(ELLIPSIS)).toBe(true)
    expect(fit.cut).toBe(true)
  })

  it('a label without limits is drawn as written, line breaks included', () => {
    expect(fitLabel('a\nb', { size: 18, minSize: 12 }, at()).lines).toEqual(['a', 'b'])
  })
})
