import { describe, expect, it } from 'vitest'
import { PDF, RLE, detectDirection, joinLines } from './bidi'

describe('detectDirection', () => {
  it('Latin text is left-to-right', () => {
    expect(detectDirection('Welcome')).toBe('ltr')
  })

  it('Arabic text is right-to-left', () => {
    expect(detectDirection('مرحبا بكم في الفندق')).toBe('rtl')
  })

  it('Hebrew text is right-to-left', () => {
    expect(detectDirection('ברוכים הבאים')).toBe('rtl')
  })

  it('leading digits and punctuation do not decide: the first letter does', () => {
    expect(detectDirection('12:30 — «مرحبا» Hotel')).toBe('rtl')
    expect(detectDirection('12:30 — Hotel مرحبا')).toBe('ltr')
  })

  it('Arabic-Indic digits are numbers, not right-to-left letters', () => {
    expect(detectDirection('٣ rooms')).toBe('ltr')
  })

  it('Chinese text is left-to-right', () => {
    expect(detectDirection('欢迎光临')).toBe('ltr')
  })

  it('text without letters is left-to-right', () => {
    expect(detectDirection('')).toBe('ltr')
    expect(detectDirection('12 / 34')).toBe('ltr')
  })
})

describe('joinLines', () => {
  it('joins left-to-right lines as they are', () => {
    expect(joinLines(['a', 'b'], 'ltr')).toBe('a\nb')
  })

  it('wraps every right-to-left line in its own embedding', () => {
    expect(joinLines(['أ', 'ب'], 'rtl')).toBe(`${RLE}أ${PDF}\n${RLE}ب${PDF}`)
  })

  it('leaves empty lines empty', () => {
    expect(joinLines(['أ', ''], 'rtl')).toBe(`${RLE}أ${PDF}\n`)
  })
})
