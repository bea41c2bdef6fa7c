import { describe, expect, it, vi } from 'vitest'
import type { Channel } from '../../api/types'
import { CHANNEL_LIST_PATH, createRemoteCommandRunner } from './commandRunner'
import { UNKNOWN_COMMAND } from './remoteCommands'

function setup(overrides: { power?: 'on' | 'standby'; volume?: number; muted?: boolean; max?: number } = {}) {
  const state = {
    power: overrides.power ?? 'on',
    volume: overrides.volume ?? 30,
    muted: overrides.muted ?? false,
  }
  const bridge = {
    power: vi.fn(async () => state.power),
    setPower: vi.fn(async (next: 'on' | 'standby') => {
      state.power = next
      return true
    }),
    mute: vi.fn(async (next?: boolean | number) => {
      if (typeof next === 'boolean') state.muted = next
      return state.muted
    }),
    volume: vi.fn(async (level?: number) => {
      if (typeof level === 'number') state.volume = level
      return state.volume
    }),
  }
  const deps = {
    bridge: () => bridge,
    pressKey: vi.fn(),
    navigate: vi.fn(),
    openSources: vi.fn(),
    channels: () => [{ id: 12, sort: '012' } as unknown as Channel],
    maxVolume: () => overrides.max ?? 100,
  }
  return { state, bridge, deps, runner: createRemoteCommandRunner(deps) }
}

describe('remote command set (portal spec §2)', () => {
  it('power-toggle flips the power state', async () => {
    const { runner, state } = setup({ power: 'on' })
    expect(await runner.run('power-toggle')).toEqual({ ok: true })
    expect(state.power).toBe('standby')
    await runner.run('power-toggle')
    expect(state.power).toBe('on')
  })

  it('mute toggles, volume steps by 3 within 0 and the max volume', async () => {
    const { runner, state } = setup({ volume: 98, max: 99 })
    await runner.run('mute')
    expect(state.muted).toBe(true)
    await runner.run('volume-up')
    expect(state.volume).toBe(99)
    state.volume = 2
    await runner.run('volume-down')
    expect(state.volume).toBe(0)
  })

  it('navigation commands press the keys they name; channel-up/down are ch_up/ch_down', async () => {
    const { runner, deps } = setup()
    for (const command of ['enter', 'move-left', 'move-right', 'move-up', 'move-down', 'back', 'home'])
      await runner.run(command)
    await runner.run('channel-up')
    await runner.run('channel-down')
    expect(deps.pressKey.mock.calls.map(([key]) => key)).toEqual([
      'enter',
      'left',
      'right',
      'up',
      'down',
      'back',
      'home',
      'ch_up',
      'ch_down',
    ])
  })

  it('channel-list opens the list, sources the picker, channel-{id} tunes a known channel', async () => {
    const { runner, deps } = setup()
    await runner.run('channel-list')
    await runner.run('sources')
    expect(await runner.run('channel-12')).toEqual({ ok: true })
    expect(deps.navigate.mock.calls).toEqual([[CHANNEL_LIST_PATH], ['/live/all/home/12']])
    expect(deps.openSources).toHaveBeenCalledTimes(1)
    expect(await runner.run('channel-99')).toEqual({ ok: false, error: 'Channel 99 not found' })
  })

  it('channel-{id} on the live screen tunes through the live session instead of navigating (a same-route push is dropped)', async () => {
    const { deps } = setup()
    let liveShowing = true
    const tuneChannel = vi.fn((id: number) => (liveShowing ? id === 12 : false))
    const runner = createRemoteCommandRunner({ ...deps, tuneChannel })
    expect(await runner.run('channel-12')).toEqual({ ok: true })
    expect(tuneChannel).toHaveBeenCalledWith(12)
    expect(deps.navigate).not.toHaveBeenCalled()
    // not on the live screen: the route opens the channel
    liveShowing = false
    expect(await runner.run('channel-12')).toEqual({ ok: true })
    expect(deps.navigate.mock.calls).toEqual([['/live/all/home/12']])
    expect(await runner.run('channel-99')).toEqual({ ok: false, error: 'Channel 99 not found' })
    expect(tuneChannel).toHaveBeenCalledTimes(2)
  })

  it("answers 'Unknown command' for anything else, and reports bridge failures without throwing", async () => {
    const { runner, bridge } = setup()
    expect(await runner.run('dance')).toEqual({ ok: false, error: UNKNOWN_COMMAND })
    expect(await runner.run(42)).toEqual({ ok: false, error: UNKNOWN_COMMAND })
    bridge.power.mockRejectedValueOnce(new Error('Unable to get device power state'))
    expect(await runner.run('power-toggle')).toEqual({ ok: false, error: 'Unable to get device power state' })
  })
})
