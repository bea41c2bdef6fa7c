// The platform key tables (ARCHITECTURE.md "Keys", step 1), built from blocks. Most hotel remotes send
// the same codes for the same keys: the browser's arrows and Enter, ASCII digits, and the CE-HTML/HbbTV
// virtual keys (VK_RED…VK_BLUE, VK_INFO, VK_GUIDE, VK_CHANNEL_UP/DOWN, VK_PLAY…VK_REWIND) that the LG,
// Samsung Tizen and Philips engines all adopted. A family's table names the blocks its remote sends and
// adds its own codes as data; a remote that sends other codes for a block (Android media keys) leaves
// that block out. adapters spec §2: the TV's own keys (volume, mute, power) never reach the portal.
import type { RemoteKey } from '../contract'

/** platform key code → remote key */
export type KeyTable = Readonly<Record<number, RemoteKey>>
/** remote key → platform code: the keys a TV keeps for itself (volume, mute, power) */
export type TvKeyCodes = Readonly<Partial<Record<RemoteKey, number>>>

/** '0'…'9' as keyCodes 48…57 (a loop, not Object.fromEntries: the device floor is Chromium 53) */
const DIGITS: KeyTable = (() => {
  const digits: Record<number, RemoteKey> = {}
  for (let digit = 0; digit <= 9; digit++) digits[48 + digit] = `digit_${digit}` as RemoteKey
  return digits
})()

/** the shared blocks, by name */
export const KEY_BLOCKS = {
  /** the browser's keyCodes for the arrows and Enter */
  navigation: { 37: 'left', 38: 'up', 39: 'right', 40: 'down', 13: 'enter' },
  /** VK_RED, VK_GREEN, VK_YELLOW, VK_BLUE */
  colours: { 403: 'red', 404: 'green', 405: 'yellow', 406: 'blue' },
  /** VK_INFO, VK_GUIDE */
  info: { 457: 'info', 458: 'guide' },
  /** VK_CHANNEL_UP, VK_CHANNEL_DOWN */
  channels: { 427: 'ch_up', 428: 'ch_down' },
  /** VK_PLAY, VK_PAUSE, VK_STOP, VK_FAST_FWD, VK_REWIND */
  media: { 415: 'play', 19: 'pause', 413: 'stop', 417: 'fw', 412: 'rw' },
  /** '0'…'9' */
  digits: DIGITS,
} as const satisfies Record<string, KeyTable>

export type KeyBlock = keyof typeof KEY_BLOCKS

/** VK_VOLUME_UP, VK_VOLUME_DOWN, VK_MUTE: the TV's own keys on the HbbTV-derived engines */
export const VK_VOLUME_KEYS: TvKeyCodes = { volume_up: 447, volume_down: 448, mute: 449 }
/** the volume keys and VK_POWER */
export const HBBTV_TV_KEYS: TvKeyCodes = { ...VK_VOLUME_KEYS, power: 409 }

/**
 * A family's remote: its table (the blocks it sends, every one unless it says, then its own codes; a
 * code of its own wins over a block's), the keys the TV keeps (adapters spec §2) and the mapping of a
 * keydown code to a remote key, null for a kept code or one the table does not know.
 */
export function defineRemote(spec: { blocks?: readonly KeyBlock[]; own: KeyTable; tvKeys: TvKeyCodes }) {
  const blocks = (spec.blocks ?? (Object.keys(KEY_BLOCKS) as KeyBlock[])).map((block) => KEY_BLOCKS[block])
  const table: KeyTable = Object.freeze(Object.assign({}, ...blocks, spec.own))
  const reserved: readonly number[] = Object.values(spec.tvKeys).filter((code) => code !== undefined)
  const map = (keyCode: number): RemoteKey | null =>
    reserved.includes(keyCode) ? null : (table[keyCode] ?? null)
  return { table, tvKeys: spec.tvKeys, reserved, map }
}
