// Where a guest stopped watching (portal spec §4 VOD): the position is saved every 10 s, cleared when
// the film ends or, for a film over 2400 s, when 300 s or less remain; kept per guest in local storage
// and cleared at check-out. The stored JSON is decoded here: anything malformed reads as nothing saved.
import type { Guest } from '../../api/types'
import type { Logger } from '../logger'
import type { StorageLike } from '../session/storage'
import { LONG_FILM_REMAINING_S, LONG_FILM_S, RESUME_STORAGE_KEY } from './constants'

type Book = Record<string, Record<string, number>>

/** What a save tick does with a playing film's position (portal spec §4 VOD). */
export function resumeDecision(position: number, duration: number): 'save' | 'clear' | 'skip' {
  if (!Number.isFinite(position) || position <= 0) return 'skip'
  if (duration > LONG_FILM_S && duration - position <= LONG_FILM_REMAINING_S) return 'clear'
  return 'save'
}

/** The key a guest's positions are kept under: their id, else their PMS id, else the empty room. */
export function guestKey(guest: Pick<Guest, 'id' | 'pms_id'> | null): string {
  if (guest?.id) return `id:${guest.id}`
  if (guest?.pms_id) return `pms:${guest.pms_id}`
  return 'none'
}

function decode(text: string | null, log: Logger): Book {
  if (text === null) return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
    const book: Book = {}
    for (const [guest, entries] of Object.entries(value)) {
      if (typeof entries !== 'object' || entries === null) continue
      const positions: Record<string, number> = {}
      for (const [id, seconds] of Object.entries(entries as Record<string, unknown>))
        if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) positions[id] = seconds
      book[guest] = positions
    }
    return book
  } catch (error) {
    log.warn('Saved VOD positions are malformed; read as none', error)
    return {}
  }
}

export function createResumeBook({ storage, log }: { storage: StorageLike | null; log: Logger }) {
  const read = (): Book => {
    try {
      return decode(storage?.getItem(RESUME_STORAGE_KEY) ?? null, log)
    } catch (error) {
      log.warn('Saved VOD positions not readable', error)
      return {}
    }
  }
  const write = (book: Book): void => {
    try {
      const empty = Object.values(book).every((entries) => Object.keys(entries).length === 0)
      if (empty) storage?.removeItem(RESUME_STORAGE_KEY)
      else storage?.setItem(RESUME_STORAGE_KEY, JSON.stringify(book))
    } catch (error) {
      log.warn('VOD position not saved', error)
    }
  }
  const clear = (guest: string, id: number): void => {
    const book = read()
    const entries = book[guest]
    if (!entries || !(String(id) in entries)) return
    delete entries[String(id)]
    write(book)
  }
  return {
    /** every saved position of a guest, by vod id */
    positions(guest: string): Record<number, number> {
      const positions: Record<number, number> = {}
      // no Object.fromEntries: the device floor is Chromium 53 (docs/DEVICES.md)
      for (const [id, seconds] of Object.entries(read()[guest] ?? {})) positions[Number(id)] = seconds
      return positions
    },
    position: (guest: string, id: number): number | null => read()[guest]?.[String(id)] ?? null,
    /** a save tick: keeps the position, or clears it when the long film is as good as watched */
    record(guest: string, id: number, position: number, duration: number): 'save' | 'clear' | 'skip' {
      const decision = resumeDecision(position, duration)
      if (decision === 'clear') clear(guest, id)
      if (decision === 'save') {
        const book = read()
        book[guest] = { ...(book[guest] ?? {}), [String(id)]: Math.floor(position) }
        write(book)
      }
      return decision
    },
    /** the film ended (portal spec §4 VOD: cleared when ended) */
    clear,
    /** check-out: the stay's positions go with the guest */
    clearAll: (): void => write({}),
  }
}

export type ResumeBook = ReturnType<typeof createResumeBook>
