import { describe, expect, it } from 'vitest'
import { createGuestPrefs } from './guestPrefs'
import { SERVICES_STORAGE_KEY } from './session/constants'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}
const log = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }

describe('guest preferences (issue 12)', () => {
  it('are kept per guest in the stored services, beside the favourites', () => {
    const storage = memoryStorage({ [SERVICES_STORAGE_KEY]: JSON.stringify({ favourites: { '7': [1] } }) })
    let guest: number | null = 7
    const prefs = createGuestPrefs({ storage, guestId: () => guest, log })
    prefs.set({ announcer: true })
    prefs.set({ captions: 'English' })
    expect(prefs.get()).toEqual({ announcer: true, captions: 'English' })
    guest = 8
    expect(prefs.get()).toEqual({})
    expect(JSON.parse(storage.data.get(SERVICES_STORAGE_KEY) ?? '{}').favourites).toEqual({ '7': [1] })
  })

  it('without a guest last only in memory', () => {
    const storage = memoryStorage()
    const prefs = createGuestPrefs({ storage, guestId: () => null, log })
    prefs.set({ announcer: false })
    expect(prefs.get()).toEqual({ announcer: false })
    expect(storage.data.size).toBe(0)
  })

  it('ignore malformed stored values', () => {
    const storage = memoryStorage({
      [SERVICES_STORAGE_KEY]: JSON.stringify({ guestPrefs: { '7': { announcer: 'yes' } } }),
    })
    expect(createGuestPrefs({ storage, guestId: () => 7, log }).get()).toEqual({})
  })
})
