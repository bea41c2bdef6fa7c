// The guest session's local storage, injectable (tests pass a map) and safe: some TV browsers throw a
// SecurityError on storage access, and a stored value may be anything; both read as "nothing stored".
import type { Guest } from '../../api/types'
import type { Logger } from '../logger'
import { GUEST_STORAGE_KEY } from './constants'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** What check-in stores (portal spec §4 Guest session: "stores id and pms_id"). */
export type StoredGuest = Pick<Guest, 'id' | 'pms_id'>

/** The browser's local storage, or null where there is none (node tests) or access throws. */
export function browserLocalStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** A storage backed by a Map, for tests and for devices without local storage. */
export function memoryStorage(
  entries: Record<string, string> = {},
): StorageLike & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(entries))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}

export function readItem(storage: StorageLike | null, key: string, log: Logger): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch (error) {
    log.warn(`Storage read of ${key} failed`, error)
    return null
  }
}

export function writeItem(storage: StorageLike | null, key: string, value: string | null, log: Logger): void {
  try {
    if (value === null) storage?.removeItem(key)
    else storage?.setItem(key, value)
  } catch (error) {
    log.warn(`Storage write of ${key} failed`, error)
  }
}

/** The stored guest, decoded at the edge: anything but { id: number, pms_id: string | null } is none. */
export function readStoredGuest(storage: StorageLike | null, log: Logger): StoredGuest | null {
  const text = readItem(storage, GUEST_STORAGE_KEY, log)
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number') {
      const pms = 'pms_id' in value && typeof value.pms_id === 'string' ? value.pms_id : null
      return { id: value.id, pms_id: pms }
    }
  } catch {
    // falls through: not JSON
  }
  log.warn('Stored guest is malformed; read as none', text)
  return null
}

export function writeStoredGuest(storage: StorageLike | null, guest: StoredGuest, log: Logger): void {
  writeItem(storage, GUEST_STORAGE_KEY, JSON.stringify({ id: guest.id, pms_id: guest.pms_id }), log)
}
