import { describe, expect, it } from 'vitest'
import { OVERLAY_OPEN_DELAY_MS } from './constants'
import { PROMPT_MESSAGES } from './promptValidation'
import { answerInteract, openInteract, submitPrompt } from './interactOpeners'
import { openMarquee, openSideload, openSidepane } from './openers'
import { overlayFixture } from './fakes'

const roomPrompt = {
  type: 'prompt',
  title: 'Room number',
  fields: [{ type: 'input', id: 'room', required: true }],
}

describe('checked overlay requests (portal spec §5)', () => {
  it('an invalid request resolves invalid with the reason and opens nothing', async () => {
    const { manager } = overlayFixture()
    await expect(openInteract(manager, { type: 'prompt' })).resolves.toEqual({
      outcome: 'invalid',
      error: PROMPT_MESSAGES.noTitle,
    })
    expect(manager.current('interact')).toBeUndefined()
  })

  it('a prompt with an empty required field stays open and returns the message', () => {
    const { manager } = overlayFixture()
    void openInteract(manager, roomPrompt)
    expect(submitPrompt(manager, { room: '' })).toBe('Please fill all the fields marked with')
    expect(manager.current('interact')).toBeDefined()
  })

  it('a filled prompt resolves confirmed with its values', async () => {
    const { manager } = overlayFixture()
    const result = openInteract(manager, roomPrompt)
    expect(submitPrompt(manager, { room: '101' })).toBeNull()
    await expect(result).resolves.toEqual({ outcome: 'confirmed', value: { room: '101' } })
  })

  it('the marquee opens with normalised speed and leaves focus alone', () => {
    const { clock, focus, manager } = overlayFixture()
    void openMarquee(manager, { data: 'Welcome', speed: 5 })
    clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(manager.current('marquee')?.request).toEqual({ data: 'Welcome', speed: 0.5, repeat: 1 })
    expect(focus.calls).toEqual([])
  })

  it('skip passes through a checked opener and closes the overlay', async () => {
    const { manager } = overlayFixture()
    const first = openSideload(manager, { component: 'cart', params: {} })
    void openSideload(manager, 'skip')
    await expect(first).resolves.toEqual({ outcome: 'skip' })
  })

  it('a sidepane opens with its checked request', () => {
    const { manager } = overlayFixture()
    void openSidepane(manager, { title: 'City', data: ['Paris'], options: {} })
    expect(manager.current('sidepane')?.request).toMatchObject({ title: 'City' })
  })
})

describe('alert and confirm answers (portal spec §4 Overlays)', () => {
  it('OK confirms, Cancel denies, back cancels', async () => {
    const { manager } = overlayFixture()
    const outcomes = []
    for (const answer of ['ok', 'cancel', 'back'] as const) {
      const result = openInteract(manager, { type: 'confirm', title: 'Refresh all data?' })
      answerInteract(manager, answer)
      outcomes.push((await result).outcome)
    }
    expect(outcomes).toEqual(['confirmed', 'denied', 'cancelled'])
  })

  it("a prompt's OK must go through the field check", () => {
    const { manager } = overlayFixture()
    void openInteract(manager, roomPrompt)
    expect(answerInteract(manager, 'ok')).toBe(false)
    expect(manager.current('interact')).toBeDefined()
  })
})
