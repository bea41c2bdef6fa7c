// Android remote codes (KeyEvent keyCodes as the WebView's keydown carries them) → remote keys. The
// arrows, Enter, colours, info, guide and digits arrive with the shared codes; channel and media keys
// with Android's own. adapters spec §2: volume up/down, mute and power stay with the box.
import type { RemoteKey } from '../contract'
import { buildKeyTable, keyMapper, reservedCodes, type TvKeyCodes } from '../shared/keyTable'

export const PLAYMORE_KEYMAP = buildKeyTable({
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
})

/** volume up, volume down and mute as the WebView's keydown carries them */
export const PLAYMORE_VOLUME_KEYS: TvKeyCodes = { volume_up: 175, volume_down: 174, mute: 173 }
/** the volume keys and the power key (26) */
export const PLAYMORE_RESERVED_KEYS = reservedCodes({ ...PLAYMORE_VOLUME_KEYS, power: 26 })

export const mapPlaymoreKey: (keyCode: number) => RemoteKey | null = keyMapper(
  PLAYMORE_KEYMAP,
  PLAYMORE_RESERVED_KEYS,
)
