// Philips professional TV remote (the browser's keydown keyCodes, CE-HTML/HbbTV virtual keys) → remote
// keys, and the WIXP names of the keys the set is asked to forward (UserInputControl, selective virtual
// key forwarding). adapters spec §2: volume, mute and power stay with the TV; on the web variant (wixp)
// the youtube key is not forwarded either.
import type { RemoteKey } from '../contract'
import { HBBTV_TV_KEYS, defineRemote } from '../shared/keyTable'

export const PHILIPS_YOUTUBE_KEY = 5100

/** the shared HbbTV blocks and the Philips remote's own codes */
const PHILIPS_REMOTE = defineRemote({
  own: {
    8: 'back',
    461: 'back',
    27: 'exit',
    36: 'home',
    460: 'subtitle', // VK_SUBTITLE
    [PHILIPS_YOUTUBE_KEY]: 'youtube',
  },
  tvKeys: HBBTV_TV_KEYS, // VK_VOLUME_UP, VK_VOLUME_DOWN, VK_MUTE, VK_POWER
})
export const PHILIPS_KEYMAP = PHILIPS_REMOTE.table
export const PHILIPS_RESERVED_KEYS = PHILIPS_REMOTE.reserved
/** the Philips remote on both Philips families; the web variant's youtube rule is mapPhilipsKey's */
export const mapPhilipsRemoteKey = PHILIPS_REMOTE.map

/** UserInputControl: the virtual keys the set forwards to the portal */
export function forwardedKeys(type: 'wixp' | 'wixpv2'): string[] {
  const keys = [
    'CursorUp',
    'CursorDown',
    'CursorLeft',
    'CursorRight',
    'Ok',
    'Back',
    'Exit',
    'Home',
    'Info',
    'Guide',
    'Subtitle',
  ]
  keys.push(
    'Red',
    'Green',
    'Yellow',
    'Blue',
    'ChannelUp',
    'ChannelDown',
    'Play',
    'Pause',
    'Stop',
    'FastForward',
    'Rewind',
  )
  for (let digit = 0; digit <= 9; digit++) keys.push(`Digit${digit}`)
  if (type === 'wixpv2') keys.push('YouTube') // adapters spec §2: not forwarded on the web variant
  return keys
}

export function mapPhilipsKey(keyCode: number, type: 'wixp' | 'wixpv2'): RemoteKey | null {
  if (keyCode === PHILIPS_YOUTUBE_KEY && type === 'wixp') return null
  return mapPhilipsRemoteKey(keyCode)
}
