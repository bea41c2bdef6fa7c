import { describe, expect, it } from 'vitest'
import {
  acceptsKeyEntry,
  keyboardCloseKey,
  keyboardKeys,
  keyboardMoves,
  keyboardPlacement,
  keyboardRows,
  typeInto,
} from './keyboard'
import { overlayFixture } from './fakes'

describe('on-screen keyboard (portal spec §2 Overlays, §4, §5)', () => {
  it('the numeric layout has 0-9 and . : / when not digits-only', () => {
    expect(keyboardKeys('numeric')).toEqual([...'1234567890', '.', ':', '/', 'backspace', 'enter'])
  })

  it('a digits-only numeric layout has no . : /', () => {
    expect(keyboardKeys('numeric', { digitsOnly: true })).toEqual([...'1234567890', 'backspace', 'enter'])
  })

  it('the alphabetical layout has letters, space, hyphen, at-sign, dot, case toggle and 123 switch', () => {
    const keys = keyboardKeys('alphabetical')
    expect(keys.slice(0, 3)).toEqual(['a', 'b', 'c'])
    expect(keys.slice(26)).toEqual([' ', '-', '@', '.', 'shift', '123', 'backspace', 'enter'])
  })

  it('the case toggle gives upper-case letters', () => {
    expect(keyboardKeys('alphabetical', { upper: true })[0]).toBe('A')
  })

  it('key entry accepts letters, digits, @, -, _, period and space only', () => {
    expect([...'aZ5@-_. '].every(acceptsKeyEntry)).toBe(true)
    expect(['#', '/', 'é', 'ab'].some(acceptsKeyEntry)).toBe(false)
  })

  it('the keyboard goes below the input when it fits, else above', () => {
    expect(keyboardPlacement({ top: 100, height: 40 }, 300)).toBe('below')
    expect(keyboardPlacement({ top: 500, height: 40 }, 300)).toBe('above')
  })

  it('Enter confirms with the typed value', async () => {
    const { manager } = overlayFixture()
    const result = manager.open('keyboard', {})
    keyboardCloseKey(manager, 'enter', '101')
    await expect(result).resolves.toEqual({ outcome: 'confirmed', value: '101' })
  })

  it('back and exit cancel', async () => {
    const { manager } = overlayFixture()
    const outcomes = []
    for (const key of ['back', 'exit'] as const) {
      const result = manager.open('keyboard', {})
      keyboardCloseKey(manager, key, 'x')
      outcomes.push((await result).outcome)
    }
    expect(outcomes).toEqual(['cancelled', 'cancelled'])
  })

  it('other keys leave the keyboard open', () => {
    const { manager } = overlayFixture()
    void manager.open('keyboard', {})
    expect(keyboardCloseKey(manager, 'left', '')).toBe(false)
    expect(manager.current('keyboard')).toBeDefined()
  })

  it('§5 key entry: typing keeps accepted characters only, and only digits in a digits-only input', () => {
    expect(typeInto('ab', 'c')).toBe('abc')
    expect(typeInto('ab', '#')).toBe('ab')
    expect(typeInto('12', '3', true)).toBe('123')
    expect(typeInto('12', 'a', true)).toBe('12')
  })
})

describe('where the keyboard’s keys sit and where the arrows take focus', () => {
  it('alphabetical: the characters ten to a row, then space and the actions in a row of their own', () => {
    const keys = keyboardKeys('alphabetical')
    const rows = keyboardRows(keys, 10).map((row) => row.map((index) => keys[index]))
    expect(rows).toEqual([
      [...'abcdefghij'],
      [...'klmnopqrst'],
      [...'uvwxyz', '-', '@', '.'],
      [' ', 'shift', '123', 'backspace', 'enter'],
    ])
  })

  it('numeric: digits five to a row, . : /, then backspace and Enter; digits-only has no third row', () => {
    const keys = keyboardKeys('numeric')
    expect(keyboardRows(keys, 5).map((row) => row.map((index) => keys[index]))).toEqual([
      [...'12345'],
      [...'67890'],
      ['.', ':', '/'],
      ['backspace', 'enter'],
    ])
    expect(keyboardRows(keyboardKeys('numeric', { digitsOnly: true }), 5)).toHaveLength(3)
  })

  it('left and right move along the row and stop at its ends; up and down go to the nearest key', () => {
    // two keys 0–1 of 50 px, under them one wide key 2 centred at 80
    const rows = [[0, 1], [2]]
    const moves = keyboardMoves(rows, [25, 75, 80])
    expect(moves[0]).toEqual({ left: null, right: 1, up: null, down: 2 })
    expect(moves[1]).toEqual({ left: 0, right: null, up: null, down: 2 })
    // up from the wide key: the key whose centre is nearest its own
    expect(moves[2]).toEqual({ left: null, right: null, up: 1, down: null })
  })
})
