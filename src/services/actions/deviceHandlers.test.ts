import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../api/fakes'
import { createStores, type Stores } from '../../stores'
import { REBOOT_DELAY_MS, RELOAD_DELAY_MS } from './constants'
import { configuredMaxVolume, createDeviceHandlers, type DeviceHandlerDeps } from './deviceHandlers'
import { createActionExecutor } from './executor'
import { fakeActionsApi, fakeLog, makeAction } from './fakes'

let stores: Stores

function setup(overrides: Partial<DeviceHandlerDeps> = {}) {
  const bridge = {
    setPower: vi.fn(async () => true),
    reboot: vi.fn(async () => true),
    mute: vi.fn(async (state?: boolean | number) => Boolean(state)),
    volume: vi.fn(async (level?: number) => level ?? 0),
  }
  const deps = {
    stores,
    bridge,
    reload: vi.fn(),
    syncGuest: vi.fn(async () => undefined),
    fullSync: vi.fn(async () => undefined),
    maxVolume: () => 60,
    ...overrides,
  }
  const api = fakeActionsApi()
  const clock = createFakeClock()
  const log = fakeLog()
  const handlers = createDeviceHandlers(deps)
  const executor = createActionExecutor({ stores, api, log, clock, handlers, request: () => null })
  const run = (type: string, params: Record<string, unknown> = {}) =>
    executor.run([makeAction(1, type, params)])
  return { bridge, deps, api, clock, log, run }
}

describe('device action handlers (portal spec §4 Remote actions, §5)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('reboots through the bridge after 1 s', async () => {
    const { bridge, clock, run } = setup()
    await run('Reboot')
    clock.advance(REBOOT_DELAY_MS - 1)
    expect(bridge.reboot).not.toHaveBeenCalled()
    clock.advance(1)
    expect(bridge.reboot).toHaveBeenCalledOnce()
  })

  it('reports Reboot done before the device goes away', async () => {
    const { bridge, api, run } = setup()
    await run('Reboot')
    expect(api.reports).toEqual([expect.objectContaining({ id: 1, status: true })])
    expect(bridge.reboot).not.toHaveBeenCalled()
  })

  it('reloads the page after 2 s', async () => {
    const { deps, clock, run } = setup()
    await run('Reload')
    clock.advance(RELOAD_DELAY_MS - 1)
    expect(deps.reload).not.toHaveBeenCalled()
    clock.advance(1)
    expect(deps.reload).toHaveBeenCalledOnce()
  })

  it('logs a reload that throws', async () => {
    const { clock, log, run } = setup({
      reload: () => {
        throw new Error('no window')
      },
    })
    await run('Reload')
    clock.advance(RELOAD_DELAY_MS)
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith('Reload failed: no window', expect.anything()),
    )
  })

  it('puts the device in standby on StandBy', async () => {
    const { bridge, run } = setup()
    await run('StandBy')
    expect(bridge.setPower).toHaveBeenCalledWith('standby')
  })

  it('powers the device on on PowerOn', async () => {
    const { bridge, run } = setup()
    await run('PowerOn')
    expect(bridge.setPower).toHaveBeenCalledWith('on')
  })

  it('reports a power change the bridge refused as failed', async () => {
    const { bridge, api, run } = setup()
    bridge.setPower.mockResolvedValueOnce(false)
    await run('PowerOn')
    expect(api.reports).toEqual([{ id: 1, status: false, message: 'Power state on could not be set' }])
  })

  it.each(['CheckIn', 'CheckOut'])('syncs the guest session on %s', async (type) => {
    const { deps, run } = setup()
    await run(type)
    expect(deps.syncGuest).toHaveBeenCalledOnce()
  })

  it('runs a full sync on SyncData', async () => {
    const { deps, run } = setup()
    await run('SyncData')
    expect(deps.fullSync).toHaveBeenCalledOnce()
  })

  it('reports a failed sync with its message', async () => {
    const { api, run } = setup({ fullSync: () => Promise.reject(new Error('Device Not Found')) })
    await run('SyncData')
    expect(api.reports).toEqual([{ id: 1, status: false, message: 'Device Not Found' }])
  })

  it.each([
    [1, true],
    [true, true],
    [0, false],
    [false, false],
  ])('mutes with state %s', async (state, muted) => {
    const { bridge, run } = setup()
    await run('Mute', { state })
    expect(bridge.mute).toHaveBeenCalledWith(muted)
  })

  it('rejects a Mute state other than 0, 1, true or false', async () => {
    const { bridge, api, run } = setup()
    await run('Mute', { state: 'yes' })
    expect(bridge.mute).not.toHaveBeenCalled()
    expect(api.reports).toEqual([
      { id: 1, status: false, message: 'Mute needs params.state 0, 1, true or false; got string "yes"' },
    ])
  })

  it('sets the volume from state', async () => {
    const { bridge, run } = setup()
    await run('Volume', { state: 25 })
    expect(bridge.volume).toHaveBeenCalledWith(25)
  })

  it('clamps the volume to the maximum volume', async () => {
    const { bridge, run } = setup()
    await run('Volume', { state: 90 })
    expect(bridge.volume).toHaveBeenCalledWith(60)
  })

  it('clamps the volume at 0', async () => {
    const { bridge, run } = setup()
    await run('Volume', { state: -5 })
    expect(bridge.volume).toHaveBeenCalledWith(0)
  })

  it('rejects a Volume without a numeric state', async () => {
    const { bridge, api, run } = setup()
    await run('Volume', {})
    expect(bridge.volume).not.toHaveBeenCalled()
    expect(api.reports).toEqual([
      { id: 1, status: false, message: 'Volume needs a numeric params.state; got nothing' },
    ])
  })

  it('reads the maximum volume from config maxVolume', () => {
    stores.hotel.setState({ config: { maxVolume: '40' } })
    expect(configuredMaxVolume(stores.hotel)).toBe(40)
  })

  it('defaults the maximum volume to 100', () => {
    expect(configuredMaxVolume(stores.hotel)).toBe(100)
  })
})
