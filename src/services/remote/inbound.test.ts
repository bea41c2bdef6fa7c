import { describe, expect, it, vi } from 'vitest'
import type { Action } from '../../api/types'
import { createInboundHandler, inboundAction, localIdSource } from './inbound'

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0)

function setup() {
  const deps = {
    runAction: vi.fn(async (_action: Action) => undefined),
    runCommand: vi.fn(async (command: unknown) =>
      command === 'home' ? ({ ok: true } as const) : ({ ok: false, error: 'Unknown command' } as const),
    ),
    openWeather: vi.fn(),
    chromecast: vi.fn(),
    wakeUp: vi.fn(),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    now: () => NOW,
  }
  return { deps, handle: createInboundHandler(deps) }
}

describe('inbound messages (adapters spec §3)', () => {
  it('rc runs a remote command; an unknown one is logged with its reason', async () => {
    const { deps, handle } = setup()
    await handle({ rc: 'home' })
    await handle({ rc: 'fly' })
    expect(deps.runCommand.mock.calls).toEqual([['home'], ['fly']])
    expect(deps.log.warn).toHaveBeenCalledWith('Remote command "fly": Unknown command')
  })

  it('action runs through the executor, as a whole action or as a payload', async () => {
    const { deps, handle } = setup()
    await handle({ action: { id: 7, payload: { action: 'Mute', params: { state: 1 } } } })
    await handle({ action: { action: 'Reload' } })
    await handle({ action: { params: {} } })
    expect(deps.runAction).toHaveBeenCalledTimes(2)
    expect(deps.runAction.mock.calls[0]?.[0]).toMatchObject({
      id: 7,
      payload: { action: 'Mute', params: { state: 1 } },
    })
    expect(deps.runAction.mock.calls[1]?.[0]).toMatchObject({ payload: { action: 'Reload', params: {} } })
    expect(deps.log.warn).toHaveBeenCalledTimes(1)
  })

  it('weather, chromecast and fidelio go to their services', async () => {
    const { deps, handle } = setup()
    await handle({ weather: 'istanbul' })
    await handle({ weather: 3 })
    await handle({ chromecast: { status: 200 } })
    await handle({ fidelio: { DA: '261124', TI: '070000' } })
    expect(deps.openWeather.mock.calls).toEqual([['istanbul'], [null]])
    expect(deps.chromecast).toHaveBeenCalledWith({ status: 200 })
    expect(deps.wakeUp).toHaveBeenCalledWith({ DA: '261124', TI: '070000' })
  })

  it("a backend id sent as digits is that action's id (reported under it, run once with the poll's)", () => {
    const nextLocalId = localIdSource()
    const pushed = { id: '57', payload: { action: 'Mute', params: { state: 1 } } }
    expect(inboundAction(pushed, NOW, nextLocalId)?.id).toBe(57)
    expect(inboundAction({ ...pushed, id: 57 }, NOW, nextLocalId)?.id).toBe(57)
    // not a backend id: a local one
    for (const id of ['5x', '', -3, 0, 2.5, null])
      expect(inboundAction({ ...pushed, id }, NOW, nextLocalId)?.id).toBeLessThan(0)
  })

  it('local ids never collide with backend ids', () => {
    const nextLocalId = localIdSource()
    const a = inboundAction({ action: 'Mute' }, NOW, nextLocalId)
    const b = inboundAction({ action: 'Mute' }, NOW, nextLocalId)
    expect(a?.id).toBeLessThan(0)
    expect(a?.id).not.toBe(b?.id)
  })
})
