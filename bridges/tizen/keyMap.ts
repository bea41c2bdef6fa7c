// Samsung Tizen remote keys (tizen.tvinputdevice key names and the keyCode the page receives) → remote
// keys. The keys a web app must register to receive are listed by name; volume up, volume down, mute
// and power are never registered, so the TV keeps them (adapters spec §2, §5 key registration).
import type { RemoteKey } from '../contract'
import {
  ALL_KEY_BLOCKS,
  VK_VOLUME_KEYS,
  buildKeyTable,
  keyMapper,
  reservedCodes,
  type TvKeyCodes,
} from '../shared/keyTable'

/** keyCode → remote key (arrows, Enter and Return arrive without registration) */
export const TIZEN_KEYMAP = buildKeyTable({
  blocks: ALL_KEY_BLOCKS,
  own: {
    10009: 'back', // Return
    10182: 'exit',
    18: 'home', // Menu on hospitality remotes
    10135: 'settings', // Tools
    10072: 'source',
    10073: 'list', // ChannelList
  },
})

/** tizen.tvinputdevice.registerKey names of the keys above that need registering */
export const TIZEN_REGISTERED_KEYS: readonly string[] = [
  'Exit',
  'Menu',
  'Tools',
  'Info',
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

/** VolumeUp, VolumeDown, VolumeMute and the power key (never registered): the TV handles them */
export const TIZEN_TV_KEYS: TvKeyCodes = VK_VOLUME_KEYS
export const TIZEN_RESERVED_KEYS = reservedCodes(TIZEN_TV_KEYS)

export const mapTizenKey: (keyCode: number) => RemoteKey | null = keyMapper(TIZEN_KEYMAP, TIZEN_RESERVED_KEYS)
