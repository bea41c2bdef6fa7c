import { beforeEach, describe, expect, it } from 'vitest'
import { createStores, type Stores } from '../stores'
import { addMessage, decodeMessage, markMessageRead, unreadCount } from './messageInbox'

const raw = {
  id: 7,
  from: 'Front Desk',
  title: 'Late checkout',
  text: '<p>Granted until <b>14:00</b></p>',
  date: '2026-11-23T10:00:00Z',
  readed: 0,
  autoOpen: '1',
}

describe('guest messages (portal spec §3 Message)', () => {
  let stores: Stores
  beforeEach(() => {
    stores = createStores()
  })

  it('decodes lenient wire flags at the boundary', () => {
    expect(decodeMessage(raw)).toMatchObject({ id: 7, readed: false, autoOpen: true })
  })

  it('rejects a message without an id with a clear error', () => {
    expect(() => decodeMessage({ ...raw, id: { nope: 1 } })).toThrow(/Message\.id/)
  })

  it('keeps messages newest first and replaces a resent id', () => {
    addMessage(stores.messages, decodeMessage(raw))
    addMessage(stores.messages, decodeMessage({ ...raw, id: 8 }))
    addMessage(stores.messages, decodeMessage({ ...raw, title: 'Updated' }))
    expect(stores.messages.getState().messages.map((m) => [m.id, m.title])).toEqual([
      [7, 'Updated'],
      [8, 'Late checkout'],
    ])
  })

  it('counts unread messages and marks them read or unread again', () => {
    addMessage(stores.messages, decodeMessage(raw))
    addMessage(stores.messages, decodeMessage({ ...raw, id: 8 }))
    markMessageRead(stores.messages, 7, true)
    expect(unreadCount(stores.messages.getState().messages)).toBe(1)
    markMessageRead(stores.messages, 7, false)
    expect(unreadCount(stores.messages.getState().messages)).toBe(2)
  })
})
