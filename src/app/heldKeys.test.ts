import { describe, expect, it } from 'vitest'
import type { KeyEvent } from '../../bridges/contract'
import { HELD_KEYS_MAX, HELD_KEY_MS, createHeldKeys } from './heldKeys'

const key = (name: KeyEvent['key']): KeyEvent => ({ key: name, repeat: false })

describe('held keys', () => {
  it('dispatches the held keys in order on release, once', () => {
    let now = 0
    const keys = createHeldKeys({ now: () => now })
    keys.hold(key('digit_1'))
    now += 200
    keys.hold(key('digit_2'))
    const sent: string[] = []
    keys.release((event) => sent.push(event.key))
    expect(sent).toEqual(['digit_1', 'digit_2'])
    keys.release((event) => sent.push(event.key))
    expect(sent).toEqual(['digit_1', 'digit_2'])
  })

  it('forgets them when cleared (a key that acted since makes them stale)', () => {
    const keys = createHeldKeys({ now: () => 0 })
    keys.hold(key('back'))
    keys.clear()
    const sent: string[] = []
    keys.release((event) => sent.push(event.key))
    expect(sent).toEqual([])
  })

  it(`drops a key held longer than ${HELD_KEY_MS} ms`, () => {
    let now = 0
    const keys = createHeldKeys({ now: () => now })
    keys.hold(key('alarm'))
    now += HELD_KEY_MS - 1000
    keys.hold(key('red'))
    now += 1001
    const sent: string[] = []
    keys.release((event) => sent.push(event.key))
    expect(sent).toEqual(['red'])
    expect(keys.held()).toBe(0)
  })

  it(`holds at most ${HELD_KEYS_MAX}: the oldest go`, () => {
    const keys = createHeldKeys({ now: () => 0 })
    const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `digit_${n}` as KeyEvent['key'])
    for (const digit of digits) keys.hold(key(digit))
    expect(keys.held()).toBe(HELD_KEYS_MAX)
    const sent: string[] = []
    keys.release((event) => sent.push(event.key))
    expect(sent).toEqual(digits.slice(digits.length - HELD_KEYS_MAX))
  })
})
