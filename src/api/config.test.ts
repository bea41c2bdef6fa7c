import { describe, expect, it, vi } from 'vitest'
import {
  assertHasLanguage,
  assertHasMenu,
  configBool,
  configNumber,
  configString,
  normaliseConfig,
} from './config'

describe('normaliseConfig (portal spec §3 Config)', () => {
  it("reads 'true'/'false' as booleans", () => {
    expect(normaliseConfig({ a: 'true', b: 'false', c: 'TRUE' })).toEqual({ a: true, b: false, c: true })
  })

  it("reads empty and 'null' as null", () => {
    expect(normaliseConfig({ a: '', b: 'null', c: '  ', d: null })).toEqual({
      a: null,
      b: null,
      c: null,
      d: null,
    })
  })

  it('keeps other strings and numbers as sent', () => {
    expect(normaliseConfig({ datetime_format: '12', maxVolume: 80, 'cdn.driver': 'flussonic' })).toEqual({
      datetime_format: '12',
      maxVolume: 80,
      'cdn.driver': 'flussonic',
    })
  })

  it('logs a nested value and reads it as null', () => {
    const log = { warn: vi.fn(), error: vi.fn() }
    expect(normaliseConfig({ theme: { a: 1 } }, log)).toEqual({ theme: null })
    expect(log.warn).toHaveBeenCalledOnce()
  })

  it.each([[null], [false], ['text'], [3], [[]], [[{ a: 1 }]]])(
    "rejects %j with 'Configurations could not be fetching as expected'",
    (raw) => {
      expect(() => normaliseConfig(raw)).toThrow(
        expect.objectContaining({
          kind: 'validation',
          message: 'Configurations could not be fetching as expected',
        }),
      )
    },
  )
})

describe('typed getters', () => {
  const config = normaliseConfig({ on: 'true', one: '1', zero: 0, text: 'abc', num: '12', empty: '' })

  it('configBool reads flags with a fallback', () => {
    expect(configBool(config, 'on')).toBe(true)
    expect(configBool(config, 'one')).toBe(true)
    expect(configBool(config, 'zero', true)).toBe(false)
    expect(configBool(config, 'text')).toBe(false)
    expect(configBool(config, 'missing', true)).toBe(true)
  })

  it('configString and configNumber', () => {
    expect(configString(config, 'text')).toBe('abc')
    expect(configString(config, 'zero')).toBe('0')
    expect(configString(config, 'empty')).toBeNull()
    expect(configString(config, 'on')).toBeNull()
    expect(configNumber(config, 'num')).toBe(12)
    expect(configNumber(config, 'text')).toBeNull()
  })
})

describe('portal spec §5 checks', () => {
  it("'The platform must contain at least 1 menu'", () => {
    expect(() => assertHasMenu([])).toThrow('The platform must contain at least 1 menu')
  })

  it("'The platform must contain at least 1 language'", () => {
    expect(() => assertHasLanguage([])).toThrow('The platform must contain at least 1 language')
    expect(() => assertHasLanguage([{ code: 'en_US', NAME: 'English', selected: true }])).not.toThrow()
  })
})
