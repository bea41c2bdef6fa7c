import { describe, expect, it } from 'vitest'
import { LAYER, OVERLAY_LAYER, OVERLAY_OPEN_DELAY_MS } from './constants'
import { overlayFixture } from './fakes'

describe('overlay lifecycle (portal spec §4 Overlays)', () => {
  it('an opened overlay is inactive until 200 ms have passed', () => {
    const { clock, manager } = overlayFixture()
    void manager.open('settings', {})
    clock.advance(OVERLAY_OPEN_DELAY_MS - 1)
    expect(manager.current('settings')?.phase).toBe('inactive')
  })

  it('an opened overlay becomes active after 200 ms', () => {
    const { clock, manager } = overlayFixture()
    void manager.open('settings', {})
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(manager.store.getState().overlays.settings?.phase).toBe('active')
  })

  it('closing resolves the open promise with the outcome and removes the overlay', async () => {
    const { manager } = overlayFixture()
    const result = manager.open('interact', { type: 'confirm', title: 't' })
    manager.close('interact', 'denied')
    await expect(result).resolves.toEqual({ outcome: 'denied' })
    expect(manager.store.getState().overlays.interact).toBeUndefined()
  })

  it('opening without a request closes the open overlay as abort', async () => {
    const { manager } = overlayFixture()
    const first = manager.open('messages', {})
    await expect(manager.open('messages', undefined)).resolves.toEqual({ outcome: 'abort' })
    await expect(first).resolves.toEqual({ outcome: 'abort' })
  })

  it("the 'skip' request closes the open overlay as skip", async () => {
    const { manager } = overlayFixture()
    const first = manager.open('marquee', { data: 'x' })
    void manager.open('marquee', 'skip')
    await expect(first).resolves.toEqual({ outcome: 'skip' })
  })

  it('opening while active rejects the previous and takes the new', async () => {
    const { clock, manager } = overlayFixture()
    const first = manager.open('sidepane', { n: 1 })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    void manager.open('sidepane', { n: 2 })
    await expect(first).resolves.toEqual({ outcome: 'replaced' })
    expect(manager.current('sidepane')?.request).toEqual({ n: 2 })
  })

  it('a popup ignores a new request while one is open', async () => {
    const { manager } = overlayFixture()
    void manager.open('popup', { n: 1 })
    await expect(manager.open('popup', { n: 2 })).resolves.toEqual({ outcome: 'ignored' })
    expect(manager.current('popup')?.request).toEqual({ n: 1 })
  })

  it('route change aborts every open overlay', async () => {
    const { manager } = overlayFixture()
    const results = [manager.open('toast', {}), manager.open('keyboard', {}), manager.open('infobar', {})]
    manager.abortAll()
    await expect(Promise.all(results)).resolves.toEqual([
      { outcome: 'abort' },
      { outcome: 'abort' },
      { outcome: 'abort' },
    ])
    expect(manager.store.getState().overlays).toEqual({})
  })

  it('every overlay carries the z-index of §9', () => {
    const { manager } = overlayFixture()
    void manager.open('toast', {})
    expect(manager.current('toast')?.layer).toBe(LAYER.toast)
    expect(OVERLAY_LAYER).toMatchObject({ popup: 107, marquee: 106, settings: 105, keyboard: 104 })
    expect(OVERLAY_LAYER).toMatchObject({ sidepane: 103, interact: 102, messages: 101, sideload: 100 })
  })
})

describe('overlay focus scopes (portal spec §4 Overlays)', () => {
  it('the focus scope opens when the overlay becomes active', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('keyboard', {}, { focus: 'key-a' })
    expect(focus.calls).toEqual([])
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(focus.calls).toEqual(['open overlay:keyboard key-a'])
  })

  it('closing restores the previous focus scope', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('keyboard', {})
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    manager.close('keyboard', 'confirmed')
    expect(focus.calls.at(-1)).toBe('close overlay:keyboard')
  })

  it('an abort closes the scope without restoring focus', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('keyboard', {})
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    manager.abortAll()
    expect(focus.calls.at(-1)).toBe('close overlay:keyboard abort')
  })

  it('an overlay closed before it became active never touches focus', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('keyboard', {})
    manager.close('keyboard', 'cancelled')
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(focus.calls).toEqual([])
  })

  it('a replacing request keeps the scope so focus returns to where it was before the first', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('interact', { n: 1 })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    void manager.open('interact', { n: 2 })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    manager.close('interact', 'confirmed')
    expect(focus.calls).toEqual(['open overlay:interact', 'open overlay:interact', 'close overlay:interact'])
  })

  it('an overlay opened without focus leaves the focus scope alone', () => {
    const { clock, focus, manager } = overlayFixture()
    void manager.open('marquee', {}, { takesFocus: false })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    manager.close('marquee', 'closed')
    expect(focus.calls).toEqual([])
  })
})
