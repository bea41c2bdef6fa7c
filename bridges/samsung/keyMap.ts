// Samsung hotel TV remote codes (the SmartHub TVKeyValue codes the page's keydown carries) → remote keys.
// adapters spec §2: on the hotel TV driver the captured keys are home, exit, back, return, menu, green
// and source; volume up, volume down, mute and power are released to the TV.
import { defineRemote } from '../shared/keyTable'

const SAMSUNG_REMOTE = defineRemote({
  blocks: [], // SmartHub codes: none of the shared ones
  own: {
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
    652: 'subtitle', // KEY_SUBTITLE
    1089: 'subtitle', // KEY_SUB_TITLE (the SUBTITLE key of the newer hotel remotes)
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
  },
  tvKeys: { volume_up: 7, volume_down: 11, mute: 27, power: 76 }, // adapters spec §2: released to the TV
})
export const SAMSUNG_KEYMAP = SAMSUNG_REMOTE.table
export const SAMSUNG_TV_KEYS = SAMSUNG_REMOTE.tvKeys
export const mapSamsungKey = SAMSUNG_REMOTE.map

export const KEY_MENU = 262
/** adapters spec §2: home, exit, back/return, menu, green, source */
export const CAPTURED_KEYS: readonly number[] = [261, 45, 88, 262, 20, 222]
/** adapters spec §2: volume up, volume down, mute, power */
export const RELEASED_KEYS = SAMSUNG_REMOTE.reserved
