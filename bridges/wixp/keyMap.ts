// Philips professional TV remote (the browser's keydown keyCodes, CE-HTML/HbbTV virtual keys) → remote
// keys, and the WIXP names of the keys the set is asked to forward (UserInputControl, selective virtual
// key forwarding). adapters spec §2: volume, mute and power stay with the TV; on the web variant (wixp)
// the youtube key is not forwarded either.
import type { RemoteKey } from '../contract'

export const PHILIPS_YOUTUBE_KEY = 5100

export const PHILIPS_KEYMAP: Readonly<Record<number, RemoteKey>> = {
  37: 'left',
  38: 'up',
  39: 'right',
  40: 'down',
  13: 'enter',
  8: 'back',
  461: 'back',
  27: 'exit',
  36: 'home',
  457: 'info',
  458: 'guide',
  460: 'subtitle', // VK_SUBTITLE
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
  [PHILIPS_YOUTUBE_KEY]: 'youtube',
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

/** VK_VOLUME_UP, VK_VOLUME_DOWN, VK_MUTE, VK_POWER */
export const PHILIPS_RESERVED_KEYS: readonly number[] = [447, 448, 449, 409]

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
  if (PHILIPS_RESERVED_KEYS.includes(keyCode)) return null
  if (keyCode === PHILIPS_YOUTUBE_KEY && type === 'wixp') return null
  return PHILIPS_KEYMAP[keyCode] ?? null
}
