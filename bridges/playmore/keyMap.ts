// Android remote codes (KeyEvent keyCodes as the WebView's keydown carries them) → remote keys. The
// arrows, Enter, colours, info, guide and digits arrive with the shared codes; channel and media keys
// with Android's own. adapters spec §2: volume up/down, mute and power stay with the box. No subtitle
// key: Android's KEYCODE_CAPTIONS (175) reaches the WebView as no key code of its own (175 is the DOM
// volume-up code, left to the box), so on playmore subtitles are the OSD's button only.
import { defineRemote, type TvKeyCodes } from '../shared/keyTable'

/** volume up, volume down and mute as the WebView's keydown carries them */
export const PLAYMORE_VOLUME_KEYS: TvKeyCodes = { volume_up: 175, volume_down: 174, mute: 173 }

const ANDROID_REMOTE = defineRemote({
  blocks: ['navigation', 'colours', 'info', 'digits'],
  own: {
    8: 'back',
    27: 'back',
    36: 'home',
    33: 'ch_up',
    34: 'ch_down',
    179: 'play',
    19: 'pause',
    178: 'stop',
    228: 'fw',
    227: 'rw',
    2001: 'youtube', // the wrapper's app shortcut buttons
    2002: 'netflix',
  },
  tvKeys: { ...PLAYMORE_VOLUME_KEYS, power: 26 },
})
export const PLAYMORE_KEYMAP = ANDROID_REMOTE.table
export const PLAYMORE_RESERVED_KEYS = ANDROID_REMOTE.reserved
export const mapPlaymoreKey = ANDROID_REMOTE.map
