// LG hospitality remote codes (hcap.key.Code, as keyCode of the page's keydown) → remote keys.
// adapters spec §2: volume up, volume down, mute and power stay with the TV (never in the key table).
import type { RemoteKey } from '../contract'
import {
  ALL_KEY_BLOCKS,
  VK_POWER,
  VK_VOLUME_KEYS,
  buildKeyTable,
  keyMapper,
  reservedCodes,
  type TvKeyCodes,
} from '../shared/keyTable'

/** the shared HbbTV blocks and LG's own codes (setup.ts registers every code of this table) */
export const HCAP_KEYMAP = buildKeyTable({
  blocks: ALL_KEY_BLOCKS,
  own: {
    461: 'back',
    1001: 'exit',
    602: 'home', // PORTAL
    18: 'settings', // MENU
    730: 'tv',
    1006: 'list',
    712: 'source', // INPUT
    710: 'favorite', // FAV
    729: 'sleep', // SLEEP_TIMER
    701: 'alarm',
    623: 'movies', // ON_DEMAND
    1037: 'netflix',
  },
})

/** VOL_UP, VOL_DOWN, MUTE, POWER: the TV handles them (adapters spec §2, §5 key registration) */
export const HCAP_TV_KEYS: TvKeyCodes = { ...VK_VOLUME_KEYS, power: VK_POWER }
export const HCAP_RESERVED_KEYS = reservedCodes(HCAP_TV_KEYS)

/** hcap.key.addKeyItem attribute: the key goes to the application (0 would leave it to the TV) */
export const KEY_ITEM_TO_APPLICATION = 1

export const mapHcapKey: (keyCode: number) => RemoteKey | null = keyMapper(HCAP_KEYMAP, HCAP_RESERVED_KEYS)
