// Samsung Tizen remote keys (tizen.tvinputdevice key names and the keyCode the page receives) → remote
// keys. The keys a web app must register to receive are listed by name; volume up, volume down, mute
// and power are never registered, so the TV keeps them (adapters spec §2, §5 key registration).
import type { RemoteKey } from '../contract'

/** keyCode → remote key (arrows, Enter and Return arrive without registration) */
export const TIZEN_KEYMAP: Readonly<Record<number, RemoteKey>> = {
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'enter',
  10009: 'back', // Return
  10182: 'exit',
  18: 'home', // Menu on hospitality remotes
  10135: 'settings', // Tools
  457: 'info',
  10221: 'subtitle', // Caption
  458: 'guide',
  10072: 'source',
  10073: 'list', // ChannelList
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

/** tizen.tvinputdevice.registerKey names of the keys above that need registering */
export const TIZEN_REGISTERED_KEYS: readonly string[] = [
  'Exit',
  'Menu',
  'Tools',
  'Info',
  'Caption',
  'Guide',
  'Source',
  'ChannelList',
  'ColorF0Red',
  'ColorF1Green',
  'ColorF2Yellow',
  'ColorF3Blue',
  'ChannelUp',
  'ChannelDown',
  'MediaPlay',
  'MediaPause',
  'MediaStop',
  'MediaFastForward',
  'MediaRewind',
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
]

/** VolumeUp, VolumeDown, VolumeMute and the power key: the TV handles them */
export const TIZEN_RESERVED_KEYS: readonly number[] = [447, 448, 449]

export function mapTizenKey(keyCode: number): RemoteKey | null {
  if (TIZEN_RESERVED_KEYS.includes(keyCode)) return null
  return TIZEN_KEYMAP[keyCode] ?? null
}
