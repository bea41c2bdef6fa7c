import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RemoteKey } from '../../bridges/contract'
import { FocusEngine } from '../../renderer/focus'
import { KeyHandlers } from '../../renderer/react/keyHandlers'
import { createStores, type Stores } from '../stores'
import { createKeyDispatch } from './keys'

const key = (name: RemoteKey) => ({ key: name, repeat: false })

let stores: Stores

function fixture(options: { observe?: (k: RemoteKey) => boolean; scoped?: (k: RemoteKey) => boolean }) {
  const global = vi.fn(() => true)
  const dispatch = createKeyDispatch({
    stores,
    focus: new FocusEngine(),
    widgets: new KeyHandlers(),
    global,
    ...options,
    now: () => 0,
  })
  return { dispatch, global }
}

describe('key dispatch: service-menu sequence and overlay scope keys', () => {
  beforeEach(() => {
    stores = createStores()
    stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
  })

  it('every accepted key is observed first; a key the observer consumes goes no further', () => {
    const seen: RemoteKey[] = []
    const scoped = vi.fn(() => false)
    const { dispatch, global } = fixture({ observe: (k) => (seen.push(k), k === 'settings'), scoped })
    dispatch(key('left'))
    dispatch(key('info'))
    expect(dispatch(key('settings'))).toBe(true)
    expect(seen).toEqual(['left', 'info', 'settings'])
    expect(scoped).toHaveBeenCalledTimes(2)
    expect(global).toHaveBeenCalledTimes(1)
  })

  it("the active overlay scope's keys come before the shell's (back closes the overlay, not the screen)", () => {
    const { dispatch, global } = fixture({ scoped: (k) => k === 'back' || k === 'digit_1' })
    expect(dispatch(key('back'))).toBe(true)
    expect(dispatch(key('digit_1'))).toBe(true)
    expect(global).not.toHaveBeenCalled()
    dispatch(key('home'))
    expect(global).toHaveBeenCalledWith('home')
  })

  it('a key no layer takes is reported as unhandled; a key the gates refuse is not', () => {
    const unhandled = vi.fn()
    const dispatch = createKeyDispatch({
      stores,
      focus: new FocusEngine(),
      widgets: new KeyHandlers(),
      global: (k) => k === 'home',
      unhandled,
      now: () => 0,
    })
    expect(dispatch(key('home'))).toBe(true)
    expect(dispatch(key('alarm'))).toBe(false)
    expect(unhandled.mock.calls).toEqual([[key('alarm')]])
    // portal spec §2: the second after a navigation drops keys; they are not held for later
    stores.app.setState({ navigationEnabled: false })
    expect(dispatch(key('red'))).toBe(false)
    expect(unhandled).toHaveBeenCalledTimes(1)
  })

  it('portal spec §2: no key reaches the observer during splash', () => {
    stores.app.setState({ phase: 'splash' })
    const observe = vi.fn(() => false)
    const { dispatch } = fixture({ observe })
    dispatch(key('settings'))
    expect(observe).not.toHaveBeenCalled()
  })

  it('portal spec §4 Sync assign: the location dialog takes keys during the boot, before routing is on', () => {
    stores.app.setState({ phase: 'assign', routerReady: false, navigationEnabled: false })
    const scoped = vi.fn((k: RemoteKey) => k === 'digit_1')
    const { dispatch } = fixture({ scoped })
    expect(dispatch(key('digit_1'))).toBe(true)
    expect(scoped).toHaveBeenCalledWith('digit_1')
  })
})
