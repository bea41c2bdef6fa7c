import { describe, expect, it, vi } from 'vitest'
import { createMessagesOverlay } from './messages'
import { overlayFixture } from './fakes'

function fixture() {
  const base = overlayFixture()
  const markRead = vi.fn()
  return { ...base, markRead, messages: createMessagesOverlay({ manager: base.manager, markRead }) }
}

describe('messages panel (portal spec §4 Overlays)', () => {
  it('opening a message marks it read', () => {
    const { messages, markRead } = fixture()
    void messages.open(4)
    expect(markRead).toHaveBeenCalledWith(4, true)
  })

  it('a message closed by skip is marked unread again', () => {
    const { manager, messages, markRead } = fixture()
    void messages.open(4)
    manager.open('messages', 'skip')
    expect(markRead).toHaveBeenLastCalledWith(4, false)
  })

  it('a message closed otherwise stays read', () => {
    const { manager, messages, markRead } = fixture()
    void messages.open(4)
    manager.close('messages', 'closed')
    expect(markRead).toHaveBeenCalledTimes(1)
  })

  it('a message requested while the panel is up waits in the queue', () => {
    const { manager, messages } = fixture()
    void messages.open(4)
    void messages.open(5)
    expect(messages.queued()).toEqual([5])
    expect(manager.current('messages')?.request).toEqual({ id: 4 })
  })

  it('the queued message opens when the current one closes', async () => {
    const { manager, messages } = fixture()
    void messages.open(4)
    const second = messages.open(5)
    manager.close('messages', 'closed')
    expect(manager.current('messages')?.request).toEqual({ id: 5 })
    manager.close('messages', 'closed')
    await expect(second).resolves.toEqual({ outcome: 'closed' })
  })

  it('a route change aborts the queue as well', async () => {
    const { manager, messages } = fixture()
    void messages.open(4)
    const second = messages.open(5)
    manager.abortAll()
    await expect(second).resolves.toEqual({ outcome: 'abort' })
    expect(manager.current('messages')).toBeUndefined()
  })

  it('opening without an id shows the list and marks nothing', () => {
    const { manager, messages, markRead } = fixture()
    void messages.open()
    expect(manager.current('messages')?.request).toEqual({ id: null })
    expect(markRead).not.toHaveBeenCalled()
  })
})
