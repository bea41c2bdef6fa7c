import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../session/storage'
import { RESUME_STORAGE_KEY } from './constants'
import { createResumeBook, guestKey, resumeDecision } from './resume'

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

describe('the save rule (portal spec §4 VOD)', () => {
  it('saves a position of a short film however near its end', () => {
    expect(resumeDecision(2300, 2400)).toBe('save')
  })

  it('clears a film longer than 2400 s with 300 s or less remaining', () => {
    expect(resumeDecision(5100, 5400)).toBe('clear')
    expect(resumeDecision(5099, 5400)).toBe('save')
    expect(resumeDecision(2200, 2401)).toBe('clear')
  })

  it('skips a position of 0 (nothing watched yet)', () => {
    expect(resumeDecision(0, 5400)).toBe('skip')
  })
})

describe('the resume book', () => {
  it('keeps positions per guest', () => {
    const book = createResumeBook({ storage: memoryStorage(), log: log() })
    book.record('id:1', 1001, 120.7, 5400)
    book.record('id:2', 1001, 600, 5400)
    expect(book.position('id:1', 1001)).toBe(120)
    expect(book.position('id:2', 1001)).toBe(600)
    expect(book.positions('id:1')).toEqual({ 1001: 120 })
  })

  it('a long film near its end loses its saved position', () => {
    const book = createResumeBook({ storage: memoryStorage(), log: log() })
    book.record('id:1', 1001, 3000, 5400)
    expect(book.record('id:1', 1001, 5200, 5400)).toBe('clear')
    expect(book.position('id:1', 1001)).toBeNull()
  })

  it('clearAll (check-out) removes every guest’s positions from storage', () => {
    const storage = memoryStorage()
    const book = createResumeBook({ storage, log: log() })
    book.record('id:1', 1001, 120, 5400)
    book.clearAll()
    expect(storage.dump()).toEqual({})
    expect(book.positions('id:1')).toEqual({})
  })

  it('malformed storage reads as nothing saved and is logged', () => {
    const logger = log()
    const book = createResumeBook({
      storage: memoryStorage({ [RESUME_STORAGE_KEY]: '{"id:1": {"1001": "soon"}, "x": 3' }),
      log: logger,
    })
    expect(book.position('id:1', 1001)).toBeNull()
    expect(logger.warn).toHaveBeenCalled()
  })

  it('a guest is keyed by id, else PMS id, else the empty room', () => {
    expect(guestKey({ id: 5101, pms_id: 'P1' })).toBe('id:5101')
    expect(guestKey({ id: 0, pms_id: 'P1' })).toBe('pms:P1')
    expect(guestKey(null)).toBe('none')
  })
})
