import { describe, expect, it } from 'vitest'
import { joinPhrases, keepLtr, LRM, RLM } from './bidi'

describe('keepLtr', () => {
  it('wraps the run in left-to-right marks, which draw with zero width', () => {
    expect(keepLtr('2 / 4')).toBe(`${LRM}2 / 4${LRM}`)
    expect(keepLtr('15°').replaceAll(LRM, '')).toBe('15°')
  })
})

describe('joinPhrases', () => {
  it('joins with the separator, fenced by right-to-left marks only in a right-to-left sentence', () => {
    expect(joinPhrases(['IMDb 7.4', 'Drama'], false)).toBe('IMDb 7.4 · Drama')
    expect(joinPhrases(['IMDb 7.4', 'Drama'], true, ' - ')).toBe(`IMDb 7.4${RLM} - ${RLM}Drama`)
  })
})
