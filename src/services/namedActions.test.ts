import { describe, expect, it, vi } from 'vitest'
import type { SourceInput } from '../../bridges/contract'
import de from '../../locales/de_DE.json'
import en from '../../locales/en_US.json'
import { createFakeClock } from '../api/fakes'
import { createDictionaries } from '../i18n/translate'
import {
  createNamedActions,
  failureNotice,
  findApp,
  SOURCE_SET_FALLBACK_MS,
  type NamedActionBridge,
  type NamedActionFailure,
  type PickItem,
} from './namedActions'

const APPS = [
  { key: 'com.google.youtube', value: 'YouTube' },
  { key: 'netflix', value: 'Netflix' },
  { key: 'weather.app', value: 'Weather' },
]

type Setup = {
  sourceOk?: boolean
  apps?: typeof APPS
  pick?: string | null
  /** bridge calls this bridge does not have at all (portal spec §8 'Current bridge doesn't support') */
  lacks?: readonly (keyof NamedActionBridge)[]
}

function setup(options: Setup = {}) {
  const clock = createFakeClock()
  const bridge = {
    apps: vi.fn(async () => options.apps ?? APPS),
    launchApp: vi.fn(async (_id: string) => true),
    setSource: vi.fn(async (input: SourceInput) => input === 'MAIN' || (options.sourceOk ?? true)),
    reboot: vi.fn(async () => true),
    setPower: vi.fn(async (_state: 'on' | 'standby') => true),
  }
  const given: Partial<NamedActionBridge> = { ...bridge }
  for (const call of options.lacks ?? []) delete given[call]
  const deps = {
    bridge: () => given as NamedActionBridge,
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

const unsupported = (capability: string): NamedActionFailure => ({
  ok: false,
  error: `Current bridge doesn't support "${capability}"`,
  unsupported: capability,
})

describe('portal spec §8 Service errors: a bridge without the call says it does not support it', () => {
  it('a bridge without app calls: the spec text naming "apps", not the app-not-available one', async () => {
    for (const lacks of [['apps'], ['launchApp']] as const) {
      const { actions } = setup({ lacks })
      expect(await actions.run('app', 'youtube')).toEqual(unsupported('apps'))
      expect(await actions.run('apps', null)).toEqual(
        lacks[0] === 'apps' ? unsupported('apps') : { ok: true },
      )
      expect(await actions.launchAny(['netflix'])).toEqual(unsupported('apps'))
    }
  })

  it('an app the set lacks keeps its own text where the bridge has app calls', async () => {
    const { actions } = setup({ apps: [] })
    expect(await actions.launchAny(['shahid'])).toMatchObject({ ok: false, missingApp: 'shahid' })
    expect(await actions.launchAny(['shahid'])).not.toHaveProperty('unsupported')
  })

  it('a bridge without setSource: "sources", and no restore is scheduled', async () => {
    const { actions, clock, bridge } = setup({ lacks: ['setSource'] })
    expect(await actions.run('source', 'hdmi1')).toEqual(unsupported('sources'))
    clock.advance(SOURCE_SET_FALLBACK_MS * 2)
    expect(bridge.setSource).not.toHaveBeenCalled()
  })

  it('a bridge without reboot or setPower: "power"', async () => {
    const { actions } = setup({ lacks: ['reboot', 'setPower'] })
    expect(await actions.run('system', 'reboot')).toEqual(unsupported('power'))
    expect(await actions.run('system', 'standby')).toEqual(unsupported('power'))
    // a command that needs no bridge call still runs
    expect(await actions.run('system', 'reload')).toEqual({ ok: true })
  })

  it('weather without app calls opens the weather screen', async () => {
    const { actions, deps } = setup({ lacks: ['apps'] })
    expect(await actions.run('weather', null)).toEqual({ ok: true })
    expect(deps.navigate).toHaveBeenCalledWith('/weather')
  })
})

describe("failureNotice: what the guest is told, in the guest's language", () => {
  const dictionaries = createDictionaries('en')
  dictionaries.add('en', en)
  dictionaries.add('de', de)
  const german = dictionaries.fixedT('de') as unknown as (key: string, options?: object) => string

  it('a capability the bridge lacks: the spec text from the dictionary, with its name', async () => {
    const { actions } = setup({ lacks: ['launchApp'] })
    const result = await actions.run('app', 'youtube')
    if (result.ok) throw new Error('expected a failure')
    expect(failureNotice(result, german)).toBe('Die aktuelle Bridge unterstützt „apps“ nicht')
  })

  it('an app the set lacks: its own text; any other reason as given', async () => {
    expect(failureNotice({ ok: false, error: 'x', missingApp: 'Shahid' }, german)).toBe(
      'Shahid ist auf diesem Gerät nicht verfügbar',
    )
    expect(failureNotice({ ok: false, error: 'Unknown input "tuner"' }, german)).toBe('Unknown input "tuner"')
  })

  it('in English, the spec text exactly', () => {
    const english = dictionaries.fixedT('en') as unknown as (key: string, options?: object) => string
    expect(failureNotice(unsupported('sources'), english)).toBe('Current bridge doesn\'t support "sources"')
  })
})
