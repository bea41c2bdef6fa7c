import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../api/fakes'
import { createNavigationIdle, NAVIGATION_IDLE_CHECK_MS, sleepChrome } from './navigationIdle'

function setup(scope = 'root', protectedScopes: string[] = []) {
  const clock = createFakeClock()
  const state = { scope }
  const onSleep = vi.fn()
  const idle = createNavigationIdle({
    clock,
    activeScope: () => state.scope,
    isSleepProtected: (s) => protectedScopes.includes(s),
    onSleep,
  })
  idle.start()
  return { clock, state, onSleep, idle }
}

describe('navigation idle check (portal spec §4)', () => {
  it('emits sleep at the first check without navigation, once', () => {
    const { clock, onSleep } = setup()
    clock.advance(NAVIGATION_IDLE_CHECK_MS - 1)
    expect(onSleep).not.toHaveBeenCalled()
    clock.advance(1)
    expect(onSleep).toHaveBeenCalledTimes(1)
    clock.advance(NAVIGATION_IDLE_CHECK_MS * 3)
    expect(onSleep).toHaveBeenCalledTimes(1)
  })

  it('a key in the interval postpones sleep to the next check, and re-arms it', () => {
    const { clock, onSleep, idle } = setup()
    clock.advance(NAVIGATION_IDLE_CHECK_MS / 2)
    idle.touch()
    clock.advance(NAVIGATION_IDLE_CHECK_MS / 2)
    expect(onSleep).not.toHaveBeenCalled()
    clock.advance(NAVIGATION_IDLE_CHECK_MS)
    expect(onSleep).toHaveBeenCalledTimes(1)
    idle.touch()
    clock.advance(NAVIGATION_IDLE_CHECK_MS * 2)
    expect(onSleep).toHaveBeenCalledTimes(2)
  })

  it('never emits while a sleep-protected scope is active', () => {
    const { clock, onSleep, state } = setup('overlay:interact', ['overlay:interact'])
    clock.advance(NAVIGATION_IDLE_CHECK_MS * 5)
    expect(onSleep).not.toHaveBeenCalled()
    state.scope = 'root'
    clock.advance(NAVIGATION_IDLE_CHECK_MS)
    expect(onSleep).toHaveBeenCalledTimes(1)
  })

  it('stop cancels the checks', () => {
    const { clock, onSleep, idle } = setup()
    idle.stop()
    clock.advance(NAVIGATION_IDLE_CHECK_MS * 2)
    expect(onSleep).not.toHaveBeenCalled()
    expect(clock.pending()).toBe(0)
  })
})

describe('what sleep hides (portal spec §4 navigation idle check; §2 Live TV sections)', () => {
  function setup(view: string, infobar: boolean) {
    const close = vi.fn()
    const setView = vi.fn()
    const sleep = sleepChrome({
      overlays: { current: () => (infobar ? {} : undefined), close },
      live: () => ({ store: { getState: () => ({ view }) }, setView }),
    })
    return { sleep, close, setView }
  }

  it('closes the info bar', () => {
    const f = setup('home', true)
    f.sleep()
    expect(f.close).toHaveBeenCalledWith('infobar', 'closed')
    expect(f.setView).not.toHaveBeenCalled()
  })

  it("takes the live OSD (the channel's info bar) back to the channel view", () => {
    const f = setup('osd', false)
    f.sleep()
    expect(f.setView).toHaveBeenCalledWith('home')
    expect(f.close).not.toHaveBeenCalled()
  })

  it('leaves the live list and guide as they are (the guest is choosing)', () => {
    const f = setup('list', false)
    f.sleep()
    expect(f.setView).not.toHaveBeenCalled()
  })

  it('does nothing before Live TV has joined', () => {
    const close = vi.fn()
    sleepChrome({ overlays: { current: () => undefined, close }, live: () => undefined })()
    expect(close).not.toHaveBeenCalled()
  })
})
