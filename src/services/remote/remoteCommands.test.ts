import { describe, expect, it } from 'vitest'
import { parseRemoteCommand, UNKNOWN_COMMAND } from './remoteCommands'

const action = (command: string) => {
  const parsed = parseRemoteCommand(command)
  return parsed.ok ? parsed.action : parsed.error
}

describe('remote command set (portal spec §2 Remote-control keys)', () => {
  it('power-toggle, sources, mute and channel-list map to their actions', () => {
    expect(['power-toggle', 'sources', 'mute', 'channel-list'].map(action)).toEqual([
      { type: 'power-toggle' },
      { type: 'sources' },
      { type: 'mute-toggle' },
      { type: 'channel-list' },
    ])
  })

  it('channel-up and channel-down step the channel', () => {
    expect(action('channel-up')).toEqual({ type: 'channel-step', delta: 1 })
    expect(action('channel-down')).toEqual({ type: 'channel-step', delta: -1 })
  })

  it('enter, move-*, back and home act as remote keys', () => {
    expect(['enter', 'move-left', 'move-right', 'move-up', 'move-down', 'back', 'home'].map(action)).toEqual(
      ['enter', 'left', 'right', 'up', 'down', 'back', 'home'].map((key) => ({ type: 'key', key })),
    )
  })

  it('volume-up and volume-down step the volume by 3', () => {
    expect(action('volume-up')).toEqual({ type: 'volume-step', delta: 3 })
    expect(action('volume-down')).toEqual({ type: 'volume-step', delta: -3 })
  })

  it('channel-{id} goes to that channel', () => {
    expect(action('channel-42')).toEqual({ type: 'channel', id: 42 })
  })

  it("anything else is 'Unknown command'", () => {
    expect(['channel-', 'channel-abc', 'reboot', 'toString', ''].map(action)).toEqual(
      Array(5).fill(UNKNOWN_COMMAND),
    )
  })

  it("a non-string command is 'Unknown command'", () => {
    expect(parseRemoteCommand(7)).toEqual({ ok: false, error: 'Unknown command' })
  })
})
