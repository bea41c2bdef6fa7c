import { describe, expect, it, vi } from 'vitest'
import type { AlarmDisplay, Dialogs, DialogsDeps } from './dialogs'
import { lazyDialogs } from './lazyDialogs'

type Made = Dialogs & AlarmDisplay

const made = (): Made => ({
  openAlarm: vi.fn(async () => {}),
  openServiceMenu: vi.fn(async () => {}),
  confirmRefresh: vi.fn(async () => {}),
  clearUserData: vi.fn(async () => {}),
  showAlarm: vi.fn(),
})
const deps = {} as DialogsDeps
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

describe('lazyDialogs (issue 19: dialog code loads with the first dialog)', () => {
  it('loads nothing until a dialog is used', () => {
    const load = vi.fn(async () => ({ createDialogs: made }))
    lazyDialogs(deps, load, log)
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the dialogs once and runs each flow on them', async () => {
    const dialogs = made()
    const load = vi.fn(async () => ({ createDialogs: () => dialogs }))
    const lazy = lazyDialogs(deps, load, log)
    await lazy.openAlarm()
    await lazy.confirmRefresh()
    lazy.showAlarm({ id: 'a' } as never)
    await vi.waitFor(() => expect(dialogs.showAlarm).toHaveBeenCalledWith({ id: 'a' }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(dialogs.openAlarm).toHaveBeenCalledTimes(1)
    expect(dialogs.confirmRefresh).toHaveBeenCalledTimes(1)
  })

  it('logs a load failure without rejecting, and the next use loads again', async () => {
    const dialogs = made()
    const load = vi
      .fn<() => Promise<{ createDialogs: () => Made }>>()
      .mockRejectedValueOnce(new Error('A part of the portal could not be loaded'))
      .mockResolvedValue({ createDialogs: () => dialogs })
    const lazy = lazyDialogs(deps, load, log)
    await expect(lazy.openServiceMenu()).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledWith('Dialog openServiceMenu could not be loaded', expect.any(Error))
    await lazy.openServiceMenu()
    expect(load).toHaveBeenCalledTimes(2)
    expect(dialogs.openServiceMenu).toHaveBeenCalledTimes(1)
  })

  it('passes its dependencies to the dialogs it makes', async () => {
    const create = vi.fn(made)
    await lazyDialogs(deps, async () => ({ createDialogs: create }), log).clearUserData()
    expect(create).toHaveBeenCalledWith(deps)
  })
})
