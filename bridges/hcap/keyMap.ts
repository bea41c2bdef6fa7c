// LG hospitality remote codes (hcap.key.Code, as keyCode of the page's keydown) → remote keys.
// adapters spec §2: volume up, volume down, mute and power stay with the TV (never in the key table).
import type { RemoteKey } from '../contract'

export const HCAP_KEYMAP: Readonly<Record<number, RemoteKey>> = {
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'enter',
  461: 'back',
  1001: 'exit',
  602: 'home', // PORTAL
  457: 'info',
  460: 'subtitle', // SUBTITLE (the CE-HTML VK_SUBTITLE code; webOS names it Caption)
  458: 'guide',
  18: 'settings', // MENU
  403: 'red',
  404: 'green',
  405: 'yellow',
  406: 'blue',
  427: 'ch_up',
  428: 'ch_down',
  415: 'play',
  19: 'pause',
  413: 'stop',
  417: 'fw',
  412: 'rw',
  730: 'tv',
  1006: 'list',
  712: 'source', // INPUT
  710: 'favorite', // FAV
  729: 'sleep', // SLEEP_TIMER
  701: 'alarm',
  623: 'movies', // ON_DEMAND
  1037: 'netflix',
  48: 'digit_0',
  49: 'digit_1',
  50: 'digit_2',
  51: 'digit_3',
  52: 'digit_4',
  53: 'digit_5',
  54: 'digit_6',
  55: 'digit_7',
  56: 'digit_8',
  57: 'digit_9',
}

/** VOL_UP, VOL_DOWN, MUTE, POWER: the TV handles them (adapters spec §2, §5 key registration) */
export const HCAP_RESERVED_KEYS: readonly number[] = [447, 448, 449, 409]

/** hcap.key.addKeyItem attribute: the key goes to the application (0 would leave it to the TV) */
export const KEY_ITEM_TO_APPLICATION = 1

export function mapHcapKey(keyCode: number): RemoteKey | null {
  if (HCAP_RESERVED_KEYS.includes(keyCode)) return null
  return HCAP_KEYMAP[keyCode] ?? null
}
