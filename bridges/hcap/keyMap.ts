// LG hospitality remote codes (hcap.key.Code, as keyCode of the page's keydown) → remote keys: the
// shared HbbTV blocks and LG's own codes (setup.ts registers every code of the table with the set).
// adapters spec §2: volume up, volume down, mute and power stay with the TV (never in the key table).
import { HBBTV_TV_KEYS, defineRemote } from '../shared/keyTable'

const LG_REMOTE = defineRemote({
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
    460: 'subtitle', // SUBTITLE (the CE-HTML VK_SUBTITLE code; webOS names it Caption)
  },
  tvKeys: HBBTV_TV_KEYS, // VOL_UP, VOL_DOWN, MUTE, POWER (adapters spec §5 key registration)
})
export const HCAP_KEYMAP = LG_REMOTE.table
export const HCAP_TV_KEYS = LG_REMOTE.tvKeys
export const HCAP_RESERVED_KEYS = LG_REMOTE.reserved
export const mapHcapKey = LG_REMOTE.map

/** hcap.key.addKeyItem attribute: the key goes to the application (0 would leave it to the TV) */
export const KEY_ITEM_TO_APPLICATION = 1
