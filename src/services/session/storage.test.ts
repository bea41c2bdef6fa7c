import { describe, expect, it, vi } from 'vitest'
import { GUEST_STORAGE_KEY } from './constants'
import {
  memoryStorage,
  readItem,
  readStoredGuest,
  writeItem,
  writeStoredGuest,
  type StorageLike,
} from './storage'

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })
const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

describe('guest session storage', () => {
  it('stores only the guest id and pms_id', () => {
    const storage = memoryStorage()
    writeStoredGuest(storage, { id: 1, pms_id: 'P1' }, log())
    expect(JSON.parse(storage.dump()[GUEST_STORAGE_KEY] ?? '')).toEqual({ id: 1, pms_id: 'P1' })
  })

  it('reads back the stored guest', () => {
    const storage = memoryStorage({ [GUEST_STORAGE_KEY]: '{"id":2,"pms_id":null}' })
    expect(readStoredGuest(storage, log())).toEqual({ id: 2, pms_id: null })
  })

  it.each(['{not json', '{"id":"x"}', '[]', 'null'])('reads a malformed stored guest %s as none', (text) => {
    const logger = log()
    expect(readStoredGuest(memoryStorage({ [GUEST_STORAGE_KEY]: text }), logger)).toBeNull()
    expect(logger.warn).toHaveBeenCalled()
  })

  it('reads a storage that throws as empty and logs it', () => {
    const logger = log()
    expect(readItem(throwing, 'guest', logger)).toBeNull()
    expect(logger.warn).toHaveBeenCalled()
  })

  it('logs a storage write that throws instead of throwing', () => {
    const logger = log()
    expect(() => writeItem(throwing, 'guest', 'x', logger)).not.toThrow()
    expect(logger.warn).toHaveBeenCalled()
  })

  it('treats a missing storage as empty', () => {
    expect(readStoredGuest(null, log())).toBeNull()
  })
})
