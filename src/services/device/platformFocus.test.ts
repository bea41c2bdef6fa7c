import { describe, expect, it, vi } from 'vitest'
import type { UsingBy } from '../../api/types'
import { createBackground } from '../background'
import { createAppStore } from '../../stores'
import { manualClock } from '../../time/fakes'
import { createPlatformFocus, FOCUS_DELAY_MS } from './platformFocus'

function setup(usingBy: UsingBy = 'Room') {
  const { clock, advance, pending } = manualClock()
  const app = createAppStore()
  app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
  const background = createBackground({ clock })
  background.show({ images: ['a.svg', 'b.svg'], video: null })
  const actions = { pause: vi.fn(), resume: vi.fn() }
  const goToPlatformView = vi.fn()
  const focus = createPlatformFocus({
    app,
    clock,
    background,
    actions: () => actions,
    usingBy: () => usingBy,
    goToPlatformView,
  })
  return { focus, app, background, actions, goToPlatformView, advance, pending }
}

describe('platform focus (portal spec §4 Platform focus, adapters spec §4)', () => {
  it('losing focus disables navigation and hides the UI', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    expect(f.app.getState()).toMatchObject({ navigationEnabled: false, focused: false })
  })

  it('losing focus pauses the regular remote actions', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    expect(f.actions.pause).toHaveBeenCalledTimes(1)
  })

  it('losing focus saves the background and stops its slideshow', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    expect(f.background.store.getState().images).toEqual([])
    expect(f.pending()).toBe(0)
  })

  it('regaining focus restores the UI, the background and the remote actions', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    f.focus.onFocus('applicationFocusing')
    expect(f.app.getState().focused).toBe(true)
    expect(f.background.store.getState().images).toEqual(['a.svg', 'b.svg'])
    expect(f.actions.resume).toHaveBeenCalledTimes(1)
  })

  it('a navigation while away clears the saved background: the new screen keeps its own (portal spec §2)', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    // an instant CheckIn opened /welcome meanwhile, which shows its own background
    f.focus.clearSaved()
    f.background.show({ images: ['welcome.svg'], video: null })
    f.focus.onFocus('applicationFocusing')
    expect(f.background.store.getState().images).toEqual(['welcome.svg'])
    expect(f.app.getState().focused).toBe(true)
  })

  it('regaining focus enables navigation after the 1 s focus delay', () => {
    const f = setup()
    f.focus.onFocus('applicationUnfocused')
    f.focus.onFocus('applicationFocusing')
    f.advance(FOCUS_DELAY_MS - 1)
    expect(f.app.getState().navigationEnabled).toBe(false)
    f.advance(1)
    expect(f.app.getState().navigationEnabled).toBe(true)
  })

  it('a repeated event changes nothing', () => {
    const f = setup()
    f.focus.onFocus('applicationFocusing')
    expect(f.actions.resume).not.toHaveBeenCalled()
    f.focus.onFocus('applicationUnfocused')
    f.focus.onFocus('applicationUnfocused')
    expect(f.actions.pause).toHaveBeenCalledTimes(1)
  })

  it.each(['DS', 'Public'] as const)(
    'a %s device returns to the platform whenever focus is lost',
    (usingBy) => {
      const f = setup(usingBy)
      f.focus.onFocus('applicationUnfocused')
      expect(f.goToPlatformView).toHaveBeenCalledTimes(1)
    },
  )

  it('a room device stays where it was when focus is lost', () => {
    const f = setup('Room')
    f.focus.onFocus('applicationUnfocused')
    expect(f.goToPlatformView).not.toHaveBeenCalled()
  })
})
