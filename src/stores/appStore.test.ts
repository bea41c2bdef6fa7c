import { beforeEach, describe, expect, it } from 'vitest'
import { createFakeClock } from '../api/fakes'
import { NOTICE_TIMEOUT_MS, pushNotice } from './appStore'
import { createStores, type Stores } from '.'

describe('notices (portal spec §4 Overlays: a toast without buttons auto-closes)', () => {
  let stores: Stores
  beforeEach(() => {
    stores = createStores()
  })

  it('closes a notice after the toast timeout', () => {
    const clock = createFakeClock()
    pushNotice(stores.app, 'Something went wrong.', 'danger', clock)
    clock.advance(NOTICE_TIMEOUT_MS - 1)
    expect(stores.app.getState().notices).toHaveLength(1)
    clock.advance(1)
    expect(stores.app.getState().notices).toHaveLength(0)
  })

  it('keeps at most five notices on screen', () => {
    const clock = createFakeClock()
    for (let i = 0; i < 7; i++) pushNotice(stores.app, `n${i}`, 'info', clock)
    expect(stores.app.getState().notices.map((notice) => notice.text)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6'])
  })

  it('does not stack a notice already on screen (found by the fault matrix: one per failing guide fetch)', () => {
    const clock = createFakeClock()
    const first = pushNotice(stores.app, 'Demo fault 503', 'danger', clock)
    expect(pushNotice(stores.app, 'Demo fault 503', 'danger', clock)).toBe(first)
    pushNotice(stores.app, 'Demo fault 503', 'info', clock)
    expect(stores.app.getState().notices.map((notice) => notice.tone)).toEqual(['danger', 'info'])
    clock.advance(NOTICE_TIMEOUT_MS)
    pushNotice(stores.app, 'Demo fault 503', 'danger', clock)
    expect(stores.app.getState().notices).toHaveLength(1)
  })
})
