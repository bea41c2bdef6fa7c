import { describe, expect, it, vi } from 'vitest'
import type { SourceInput } from '../../bridges/contract'
import { createFakeClock } from '../api/fakes'
import { createNamedActions, findApp, SOURCE_SET_FALLBACK_MS, type PickItem } from './namedActions'

const APPS = [
  { key: 'com.google.youtube', value: 'YouTube' },
  { key: 'netflix', value: 'Netflix' },
  { key: 'weather.app', value: 'Weather' },
]

function setup(options: { sourceOk?: boolean; apps?: typeof APPS; pick?: string | null } = {}) {
  const clock = createFakeClock()
  const bridge = {
    apps: vi.fn(async () => options.apps ?? APPS),
    launchApp: vi.fn(async (_id: string) => true),
    setSource: vi.fn(async (input: SourceInput) => input === 'MAIN' || (options.sourceOk ?? true)),
    reboot: vi.fn(async () => true),
    setPower: vi.fn(async (_state: 'on' | 'standby') => true),
  }
  const deps = {
    bridge: () => bridge,
    clock,
    pick: vi.fn(async (_title: string, _items: PickItem[]) =>
      options.pick === undefined ? null : options.pick,
    ),
    sideload: vi.fn(async () => ({ outcome: 'closed' })),
    navigate: vi.fn(),
    reload: vi.fn(),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    titles: () => ({ apps: 'Apps', sources: 'Sources' }),
  }
  return { clock, bridge, deps, actions: createNamedActions(deps) }
}

describe('named action routes (portal spec §2)', () => {
  it('finds an app by id, by name, or by part of its name', () => {
    expect(findApp(APPS, 'netflix')?.key).toBe('netflix')
    expect(findApp(APPS, 'you tube')?.key).toBe('com.google.youtube')
    expect(findApp(APPS, 'com.google.youtube')?.value).toBe('YouTube')
    expect(findApp(APPS, 'spotify')).toBeUndefined()
    expect(findApp(APPS, '')).toBeUndefined()
  })

  it('app launches through the bridge; an app the device lacks is a clear failure', async () => {
    const { actions, bridge } = setup()
    expect(await actions.run('app', 'youtube')).toEqual({ ok: true })
    expect(bridge.launchApp).toHaveBeenCalledWith('com.google.youtube')
    expect(await actions.run('app', 'spotify')).toEqual({
      ok: false,
      error: 'App "spotify" is not available on this device',
      missingApp: 'spotify',
    })
  })

  it('apps opens a picker and launches the choice; cancelling does nothing', async () => {
    const chosen = setup({ pick: 'netflix' })
    expect(await chosen.actions.run('apps', null)).toEqual({ ok: true })
    expect(chosen.deps.pick).toHaveBeenCalledWith('Apps', [
      { id: 'com.google.youtube', label: 'YouTube' },
      { id: 'netflix', label: 'Netflix' },
      { id: 'weather.app', label: 'Weather' },
    ])
    expect(chosen.bridge.launchApp).toHaveBeenCalledWith('netflix')
    const cancelled = setup({ pick: null })
    await cancelled.actions.run('apps', null)
    expect(cancelled.bridge.launchApp).not.toHaveBeenCalled()
  })

  it('source switches input; a failed switch restores MAIN after 3 s', async () => {
    const { actions, bridge, clock } = setup({ sourceOk: false })
    expect(await actions.run('source', 'hdmi2')).toEqual({
      ok: false,
      error: 'Input HDMI2 could not be selected',
    })
    expect(bridge.setSource.mock.calls).toEqual([['HDMI2']])
    clock.advance(SOURCE_SET_FALLBACK_MS - 1)
    expect(bridge.setSource).toHaveBeenCalledTimes(1)
    clock.advance(1)
    expect(bridge.setSource.mock.calls[1]).toEqual(['MAIN'])
    expect(await actions.run('source', 'tuner')).toEqual({ ok: false, error: 'Unknown input "tuner"' })
  })

  it('sources picks among HDMI1..HDMI4', async () => {
    const { actions, deps, bridge } = setup({ pick: 'HDMI3' })
    await actions.run('sources', null)
    expect(deps.pick.mock.calls[0]?.[1]).toHaveLength(4)
    expect(bridge.setSource).toHaveBeenCalledWith('HDMI3')
  })

  it('weather launches the weather app, or opens the weather screen where there is none', async () => {
    const withApp = setup()
    await withApp.actions.run('weather', null)
    expect(withApp.bridge.launchApp).toHaveBeenCalledWith('weather.app')
    const without = setup({ apps: [] })
    await without.actions.run('weather', 'istanbul')
    expect(without.deps.navigate).toHaveBeenCalledWith('/weather/istanbul')
  })

  it('system emits the command; sideload opens the side panel; anything else is Not found.', async () => {
    const { actions, bridge, deps } = setup()
    await actions.run('system', 'reboot')
    await actions.run('system', 'standby')
    await actions.run('system', 'reload')
    expect(bridge.reboot).toHaveBeenCalled()
    expect(bridge.setPower).toHaveBeenCalledWith('standby')
    expect(deps.reload).toHaveBeenCalled()
    expect(await actions.run('system', 'selfdestruct')).toEqual({
      ok: false,
      error: 'Unknown system command "selfdestruct"',
    })
    await actions.run('sideload', 'billview')
    expect(deps.sideload).toHaveBeenCalledWith('billview', {})
    expect(await actions.run('teleport', null)).toEqual({ ok: false, error: 'Not found.' })
  })

  it('an app-launch key tries each platform name in turn', async () => {
    const { actions, bridge } = setup({ apps: [{ key: 'amz', value: 'Amazon' }] })
    expect(await actions.launchAny(['prime', 'amazon'])).toEqual({ ok: true })
    expect(bridge.launchApp).toHaveBeenCalledWith('amz')
    expect(await actions.launchAny(['shahid'])).toEqual({
      ok: false,
      error: 'App "shahid" is not available on this device',
      missingApp: 'shahid',
    })
  })
})
