// portal spec §2 Remote-control keys: the remote command set power-toggle, sources, mute, channel-list,
// channel-up, channel-down, enter, move-left/right/up/down, back, home, volume-up, volume-down,
// channel-{id}; §8: 'Unknown command' for an unrecognised remote command.
import type { RemoteKey } from '../../../bridges/contract'
import { VOLUME_STEP } from './volume'

export const UNKNOWN_COMMAND = 'Unknown command'

export type RemoteCommandAction =
  | { type: 'power-toggle' }
  | { type: 'sources' }
  | { type: 'mute-toggle' }
  | { type: 'channel-list' }
  | { type: 'channel-step'; delta: 1 | -1 }
  /** navigation commands go through the same dispatch as the remote's keys */
  | { type: 'key'; key: RemoteKey }
  | { type: 'volume-step'; delta: number }
  | { type: 'channel'; id: number }

export type ParsedRemoteCommand = { ok: true; action: RemoteCommandAction } | { ok: false; error: string }

const FIXED_COMMANDS: Readonly<Record<string, RemoteCommandAction>> = {
  'power-toggle': { type: 'power-toggle' },
  sources: { type: 'sources' },
  mute: { type: 'mute-toggle' },
  'channel-list': { type: 'channel-list' },
  'channel-up': { type: 'channel-step', delta: 1 },
  'channel-down': { type: 'channel-step', delta: -1 },
  enter: { type: 'key', key: 'enter' },
  'move-left': { type: 'key', key: 'left' },
  'move-right': { type: 'key', key: 'right' },
  'move-up': { type: 'key', key: 'up' },
  'move-down': { type: 'key', key: 'down' },
  back: { type: 'key', key: 'back' },
  home: { type: 'key', key: 'home' },
  'volume-up': { type: 'volume-step', delta: VOLUME_STEP },
  'volume-down': { type: 'volume-step', delta: -VOLUME_STEP },
}

const CHANNEL_COMMAND = /^channel-(\d+)$/

export function parseRemoteCommand(command: unknown): ParsedRemoteCommand {
  if (typeof command !== 'string') return { ok: false, error: UNKNOWN_COMMAND }
  const fixed = Object.prototype.hasOwnProperty.call(FIXED_COMMANDS, command)
    ? FIXED_COMMANDS[command]
    : undefined
  if (fixed) return { ok: true, action: fixed }
  const channel = CHANNEL_COMMAND.exec(command)?.[1]
  if (channel !== undefined) return { ok: true, action: { type: 'channel', id: Number(channel) } }
  return { ok: false, error: UNKNOWN_COMMAND }
}
