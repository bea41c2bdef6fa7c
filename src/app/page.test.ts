import { describe, expect, it } from 'vitest'
import { PAGE_FLAGS_SESSION_KEY, pageFlags, tabPageFlags } from './page'

describe('pageFlags', () => {
  it('reads ?mirror=1 as the whole scene mirror', () => {
    expect(pageFlags('?mirror=1')).toEqual({ mirror: true, mirrorRootOnly: false, webgl1: false })
  })

  it('reads ?mirror=root as the mirror root only (the perf harness)', () => {
    expect(pageFlags('?mac=02:00&mirror=root')).toEqual({
      mirror: false,
      mirrorRootOnly: true,
      webgl1: false,
    })
  })

  it('has no mirror and WebGL 2 by default, WebGL 1 by ?webgl=1', () => {
    expect(pageFlags('')).toEqual({ mirror: false, mirrorRootOnly: false, webgl1: false })
    expect(pageFlags('?webgl=1').webgl1).toBe(true)
  })
})

describe('tabPageFlags', () => {
  const tab = (search: string, storage = new Map<string, string>()) => ({
    location: { search } as Location,
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    } as Storage,
  })

  it('keeps the flags a tab was opened with across a reload whose address lost the query', () => {
    const storage = new Map<string, string>()
    expect(tabPageFlags(tab('?mac=02:00&mirror=1&webgl=1', storage))).toEqual({
      mirror: true,
      mirrorRootOnly: false,
      webgl1: true,
    })
    expect(storage.get(PAGE_FLAGS_SESSION_KEY)).toBe('?mac=02:00&mirror=1&webgl=1')
    // the router replaced the address with /v2/home; the Reload action reloads it
    expect(tabPageFlags(tab('', storage))).toEqual({ mirror: true, mirrorRootOnly: false, webgl1: true })
  })

  it('a query that names a flag replaces what the tab had; one that names none leaves it', () => {
    const storage = new Map([[PAGE_FLAGS_SESSION_KEY, '?mirror=1']])
    expect(tabPageFlags(tab('?mirror=root', storage)).mirrorRootOnly).toBe(true)
    expect(tabPageFlags(tab('?mac=02:00', storage))).toEqual({
      mirror: false,
      mirrorRootOnly: true,
      webgl1: false,
    })
  })

  it('a tab never given a flag has none, and a storage that throws leaves the query', () => {
    expect(tabPageFlags(tab(''))).toEqual({ mirror: false, mirrorRootOnly: false, webgl1: false })
    const locked = {
      location: { search: '?mirror=1' } as Location,
      sessionStorage: {
        getItem: () => {
          throw new Error('denied')
        },
        setItem: () => {
          throw new Error('denied')
        },
      } as unknown as Storage,
    }
    expect(tabPageFlags(locked).mirror).toBe(true)
    expect(tabPageFlags({ ...locked, location: { search: '' } as Location }).mirror).toBe(false)
  })
})
