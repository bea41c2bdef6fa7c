// Samsung hotel TV remote codes (the SmartHub TVKeyValue codes the page's keydown carries) → remote keys.
// adapters spec §2: on the hotel TV driver the captured keys are home, exit, back, return, menu, green
// and source; volume up, volume down, mute and power are released to the TV.
import type { RemoteKey } from '../contract'
import { keyMapper, reservedCodes, type KeyTable, type TvKeyCodes } from '../shared/keyTable'

export const SAMSUNG_KEYMAP: KeyTable = {
  4: 'left',
  5: 'right',
  29460: 'up',
  29461: 'down',
  29443: 'enter',
  88: 'back', // RETURN
  45: 'exit',
  261: 'home', // CONTENTS / SmartHub
  262: 'settings', // MENU (the menu-key rule runs first, createSamsungBridge.ts)
  108: 'red',
  20: 'green',
  21: 'yellow',
  22: 'blue',
  222: 'source',
  68: 'ch_up',
  65: 'ch_down',
  31: 'info',
  651: 'guide',
  71: 'play',
  74: 'pause',
  70: 'stop',
  72: 'fw',
  69: 'rw',
  17: 'digit_0',
  101: 'digit_1',
  98: 'digit_2',
  6: 'digit_3',
  8: 'digit_4',
  9: 'digit_5',
  10: 'digit_6',
  12: 'digit_7',
  13: 'digit_8',
  14: 'digit_9',
}

export const KEY_MENU = 262
/** adapters spec §2: home, exit, back/return, menu, green, source */
export const CAPTURED_KEYS: readonly number[] = [261, 45, 88, 262, 20, 222]
/** adapters spec §2: volume up, volume down, mute, power */
export const SAMSUNG_TV_KEYS: TvKeyCodes = { volume_up: 7, volume_down: 11, mute: 27, power: 76 }
export const RELEASED_KEYS = reservedCodes(SAMSUNG_TV_KEYS)

export const mapSamsungKey: (keyCode: number) => RemoteKey | null = keyMapper(SAMSUNG_KEYMAP, RELEASED_KEYS)
