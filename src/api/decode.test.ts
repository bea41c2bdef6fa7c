import { describe, expect, it, vi } from 'vitest'
import {
  array,
  bool,
  decode,
  lenientArray,
  literal,
  nullable,
  number,
  object,
  oneOf,
  optional,
  orNull,
  record,
  string,
  withFallback,
  type Decoder,
} from './decode'

const run = <T>(decoder: Decoder<T>, input: unknown, warn = vi.fn()) => decode(decoder, input, 'root', warn)
const value = <T>(decoder: Decoder<T>, input: unknown) => {
  const result = run(decoder, input)
  if (!result.ok) throw result.error
  return result.value
}
const errorOf = <T>(decoder: Decoder<T>, input: unknown) => {
  const result = run(decoder, input)
  if (result.ok) throw new Error('expected a decode error')
  return result.error.message
}

describe('scalars (docs/BACKEND-API.md lenient scalars)', () => {
  it('number accepts numbers and numeric strings', () => {
    expect(value(number, 4)).toBe(4)
    expect(value(number, ' 4.5 ')).toBe(4.5)
    expect(errorOf(number, '')).toBe('root: expected number or numeric string, got string ""')
    expect(errorOf(number, {})).toBe('root: expected number or numeric string, got object')
    expect(errorOf(number, Number.NaN)).toMatch(/expected number/)
  })

  it('bool accepts true/false, 1/0, "1"/"0", "true"/"false" and nothing else', () => {
    for (const input of [true, 1, '1', 'true']) expect(value(bool, input)).toBe(true)
    for (const input of [false, 0, '0', 'false']) expect(value(bool, input)).toBe(false)
    expect(errorOf(bool, 'yes')).toBe('root: expected boolean, got string "yes"')
  })

  it('string accepts numbers as their text', () => {
    expect(value(string, 12)).toBe('12')
    expect(errorOf(string, null)).toBe('root: expected string, got null')
  })

  it('literal matches values, also numbers sent as strings', () => {
    expect(value(literal(0, 1, 2), '2')).toBe(2)
    expect(errorOf(literal('a', 'b'), 'c')).toBe('root: expected one of "a", "b", got string "c"')
  })
})

describe('combinators', () => {
  it('nullable, orNull and optional fill missing values', () => {
    expect(value(nullable(number), undefined)).toBeNull()
    expect(value(orNull(number), '')).toBeNull()
    expect(value(orNull(string), [])).toBeNull()
    expect(value(optional(number, 7), null)).toBe(7)
    expect(errorOf(optional(number, 7), 'x')).toMatch(/^root: expected number/)
  })

  it('object reports the field path, array the index', () => {
    const decoder = object({ list: array(object({ sort: number })) })
    expect(errorOf(decoder, { list: [{ sort: 1 }, { sort: {} }] })).toBe(
      'root.list[1].sort: expected number or numeric string, got object',
    )
    expect(errorOf(decoder, [])).toBe('root: expected object, got array')
  })

  it('record decodes every value and accepts PHP [] as empty', () => {
    expect(value(record(number), { a: '1' })).toEqual({ a: 1 })
    expect(value(record(number), [])).toEqual({})
    expect(errorOf(record(number), { 'x y': 'z' })).toBe(
      'root["x y"]: expected number or numeric string, got string "z"',
    )
  })

  it('lenientArray drops and logs malformed items, fails on a non-array', () => {
    const warn = vi.fn()
    const result = run(lenientArray(number), [1, 'x', 3], warn)
    expect(result).toEqual({ ok: true, value: [1, 3] })
    expect(warn).toHaveBeenCalledWith(
      'Dropped malformed item: root[1]: expected number or numeric string, got string "x"',
      'x',
    )
    expect(errorOf(lenientArray(number), { 0: 1 })).toBe('root: expected array, got object')
  })

  it('oneOf tries each decoder and lists what it expected', () => {
    expect(value(oneOf<number | boolean>(bool, number), '12')).toBe(12)
    expect(errorOf(oneOf<number | boolean>(bool, number), 'x')).toBe(
      'root: expected boolean or number or numeric string, got string "x"',
    )
  })

  it('withFallback logs an unknown value and uses the fallback', () => {
    const warn = vi.fn()
    expect(run(withFallback(literal('a'), 'a'), 'b', warn)).toEqual({ ok: true, value: 'a' })
    expect(warn).toHaveBeenCalledOnce()
  })
})
