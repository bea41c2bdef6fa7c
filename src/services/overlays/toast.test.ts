import { describe, expect, it } from 'vitest'
import { OVERLAY_OPEN_DELAY_MS, TOAST_TIMEOUT_MS } from './constants'
import { overlayFixture } from './fakes'
import { answerToast, openToast } from './toast'

describe('toast (portal spec §4 Overlays, §5)', () => {
  it('a toast without buttons closes itself after the default 3000 ms', async () => {
    const { clock, manager } = overlayFixture()
    const result = openToast(manager, clock, { content: 'Saved' })
    clock.advance(TOAST_TIMEOUT_MS - 1)
    expect(manager.current('toast')).toBeDefined()
    clock.advance(1)
    await expect(result).resolves.toEqual({ outcome: 'timeout' })
  })

  it('a toast without buttons closes after its own timeout', async () => {
    const { clock, manager } = overlayFixture()
    const result = openToast(manager, clock, { content: 'Saved', timeout: 500 })
    clock.advance(500)
    await expect(result).resolves.toEqual({ outcome: 'timeout' })
  })

  it('a toast without buttons does not take focus', () => {
    const { clock, focus, manager } = overlayFixture()
    void openToast(manager, clock, { content: 'Saved' })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(focus.calls).toEqual([])
  })

  it('a toast with buttons takes focus and stays open past its timeout', () => {
    const { clock, focus, manager } = overlayFixture()
    void openToast(manager, clock, { content: 'Refresh?', confirmButton: 'Yes', cancelButton: 'No' })
    clock.advance(TOAST_TIMEOUT_MS * 2)
    expect(focus.calls).toEqual(['open overlay:toast'])
    expect(manager.current('toast')?.phase).toBe('active')
  })

  it('confirm resolves confirmed, cancel denied, back cancelled', async () => {
    const { clock, manager } = overlayFixture()
    const outcomes = []
    for (const answer of ['confirm', 'cancel', 'back'] as const) {
      const result = openToast(manager, clock, { content: 'Refresh?', confirmButton: 'Yes' })
      answerToast(manager, answer)
      outcomes.push((await result).outcome)
    }
    expect(outcomes).toEqual(['confirmed', 'denied', 'cancelled'])
  })

  it('an answer to a toast without buttons is ignored', () => {
    const { clock, manager } = overlayFixture()
    void openToast(manager, clock, { content: 'Saved' })
    expect(answerToast(manager, 'confirm')).toBe(false)
  })

  it('the timer of a replaced toast does not close its successor', () => {
    const { clock, manager } = overlayFixture()
    void openToast(manager, clock, { content: 'one', timeout: 1000 })
    clock.advance(900)
    void openToast(manager, clock, { content: 'two', timeout: 1000 })
    clock.advance(200)
    expect(manager.current('toast')?.request).toMatchObject({ content: 'two' })
  })

  it('a toast without content resolves invalid and opens nothing', async () => {
    const { clock, manager } = overlayFixture()
    await expect(openToast(manager, clock, {})).resolves.toMatchObject({ outcome: 'invalid' })
    expect(manager.current('toast')).toBeUndefined()
  })

  it("'skip' closes the open toast as skip", async () => {
    const { clock, manager } = overlayFixture()
    const result = openToast(manager, clock, { content: 'Saved' })
    void openToast(manager, clock, 'skip')
    await expect(result).resolves.toEqual({ outcome: 'skip' })
  })
})
