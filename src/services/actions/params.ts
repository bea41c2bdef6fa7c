// Params validation of the device actions (portal spec §5): bad params become an ActionParamsError whose
// message is reported back with the failed action (portal spec §8 "failed actions report their message").
import { describe } from '../../api/decode'
import { clampVolume } from '../remote/volume'

export class ActionParamsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ActionParamsError'
  }
}

export type ActionParams = Record<string, unknown>

/** The wire forms of portal spec §5 "Mute accepts 0, 1, true, false" (JSON-text payloads send strings). */
const MUTE_VALUES: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [true, true],
  [1, true],
  ['1', true],
  ['true', true],
  [false, false],
  [0, false],
  ['0', false],
  ['false', false],
])

/** portal spec §4 Remote actions, Mute (state): 0, 1, true or false. */
export function muteState(params: ActionParams): boolean {
  const state = MUTE_VALUES.get(params['state'])
  if (state === undefined)
    throw new ActionParamsError(
      `Mute needs params.state 0, 1, true or false; got ${describe(params['state'])}`,
    )
  return state
}

/** portal spec §4 Remote actions, Volume (state); §5 clamped 0 to max volume (at most 100). */
export function volumeLevel(params: ActionParams, maxVolume: number): number {
  const raw = params['state']
  const level =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  if (!Number.isFinite(level))
    throw new ActionParamsError(`Volume needs a numeric params.state; got ${describe(raw)}`)
  return clampVolume(level, maxVolume)
}

/** portal spec §5: 0 to the maximum volume, at most 100 (the remote's clamp: src/services/remote/volume.ts) */
export { clampVolume }

/**
 * portal spec §4 Remote actions, IPTV.ChannelGo: params.id, a channel's id (§3 Channel), as a whole
 * number or its digits (JSON-text payloads send strings). Not `true`, '' or null, which Number() would
 * read as channel 1 or 0.
 */
export function channelIdParam(params: ActionParams): number {
  const raw = params['id']
  const id =
    typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id) || id < 0)
    throw new ActionParamsError(`IPTV.ChannelGo needs params.id, a channel id; got ${describe(raw)}`)
  return id
}
