// Samsung Tizen remote keys (tizen.tvinputdevice key names and the keyCode the page receives) → remote
// keys. The keys a web app must register to receive are listed by name; volume up, volume down, mute
// and power are never registered, so the TV keeps them (adapters spec §2, §5 key registration).
import { VK_VOLUME_KEYS, defineRemote } from '../shared/keyTable'

/** keyCode → remote key (arrows, Enter and Return arrive without registration) */
const TIZEN_REMOTE = defineRemote({
  own: {
    10009: 'back', // Return
    10182: 'exit',
    18: 'home', // Menu on hospitality remotes
    10135: 'settings', // Tools
    10072: 'source',
    10073: 'list', // ChannelList
    10221: 'subtitle', // Caption
  },
  // VolumeUp, VolumeDown, VolumeMute; the power key is never registered either: the TV handles them
  tvKeys: VK_VOLUME_KEYS,
})
export const TIZEN_KEYMAP = TIZEN_REMOTE.table
export const TIZEN_TV_KEYS = TIZEN_REMOTE.tvKeys
export const mapTizenKey = TIZEN_REMOTE.map

/** tizen.tvinputdevice.registerKey names of the keys above that need registering */
export const TIZEN_REGISTERED_KEYS: readonly string[] = [
  'Exit',
  'Menu',
  'Tools',
  'Info',
  'Guide',
  'Source',
  'ChannelList',
  'Caption',
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
