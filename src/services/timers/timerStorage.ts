// The timers persist through an injected key-value storage (window.localStorage satisfies it) so a reboot
// keeps them and tests use a Map.

export type KeyValueStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** storage keys of the timers */
export const TIMER_STORAGE_KEYS = { alarm: 'alarm', sleepTimer: 'sleeptimer' } as const

export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key)
  if (text === null) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

export function createMemoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
