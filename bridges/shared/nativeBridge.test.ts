// The native Android bridges' answers (adapters spec §7 on-device native objects): JSON of the wrong
// shape is logged and read as none, and an event with such JSON is dropped with a log, never thrown.
import { describe, expect, it, vi } from 'vitest'
import { hookNativeEvents, nativeList, nativeRecord, nativeText, nativeTracks } from './nativeBridge'

const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })
const ODD_JSON = ['null', '{}', '"x"', '[null]', '42', 'not json', '[1, "a"]'] as const

describe('nativeTracks', () => {
  it.each(ODD_JSON)('reads %s as no tracks, with a log', (json) => {
    const log = logger()
    expect(nativeTracks(json, log)).toEqual([])
    expect(log.warn).toHaveBeenCalled()
  })

  it('keeps the well-formed entries of a list and leaves out the rest', () => {
    const log = logger()
    const json = JSON.stringify([{ index: 0, language: 'tur', selected: true }, null, { language: 'eng' }])
    expect(nativeTracks(json, log)).toEqual([{ key: '0', value: 'tur', selected: true }])
    expect(log.warn).toHaveBeenCalled()
  })

  it('reads no answer at all as no tracks without a log', () => {
    const log = logger()
    expect(nativeTracks('', log)).toEqual([])
    expect(nativeTracks(undefined, log)).toEqual([])
    expect(log.warn).not.toHaveBeenCalled()
  })
})

describe('nativeRecord, nativeList, nativeText', () => {
  it('reads a record only from a JSON object, a list only from a JSON array', () => {
    const log = logger()
    expect(nativeRecord('{"mac":"aa"}', log, 'properties')).toEqual({ mac: 'aa' })
    for (const json of ['null', '"x"', '[null]', 'nope'])
      expect(nativeRecord(json, log, 'properties')).toEqual({})
    expect(nativeList('[1]', log, 'apps')).toEqual([1])
    for (const json of ['null', '{}', '"x"']) expect(nativeList(json, log, 'apps')).toEqual([])
    expect(log.warn).toHaveBeenCalledTimes(7)
  })

  it('reads text with String(), null as none', () => {
    expect(nativeText(null)).toBe('')
    expect(nativeText(undefined)).toBe('')
    expect(nativeText('STANDBY')).toBe('STANDBY')
    expect(nativeText(7)).toBe('7')
  })
})

describe('hookNativeEvents', () => {
  it('passes a record on, and drops an event whose JSON is not a record with a log', () => {
    const log = logger()
    const host: Record<string, unknown> = {}
    const handle = vi.fn()
    hookNativeEvents(host, 'onNativeEvent', log, handle)
    const fire = host.onNativeEvent as (name: unknown, json: unknown) => void
    for (const json of ['null', '"x"', '[null]', 'not json']) expect(() => fire('power', json)).not.toThrow()
    expect(handle).not.toHaveBeenCalled()
    expect(log.warn).toHaveBeenCalledTimes(4)
    fire('power', '{"state":"ON"}')
    fire('bluetooth', '')
    expect(handle.mock.calls).toEqual([
      ['power', { state: 'ON' }],
      ['bluetooth', {}],
    ])
  })

  it('logs a handler that throws instead of throwing into the native caller, and removes the hook', () => {
    const log = logger()
    const host: Record<string, unknown> = {}
    const remove = hookNativeEvents(host, 'onNativeEvent', log, () => {
      throw new Error('listener bug')
    })
    expect(() => (host.onNativeEvent as (name: string, json: string) => void)('focus', '{}')).not.toThrow()
    expect(log.error).toHaveBeenCalledTimes(1)
    remove()
    expect(host.onNativeEvent).toBeUndefined()
  })
})
