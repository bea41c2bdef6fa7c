import { createStore, type StoreApi } from 'zustand/vanilla'
import { DEFAULT_LANGUAGE_CODE } from '../i18n/languages'
import type { Channel, Config, Device, Language, MenuItem, Prayer, VodItem, Weather } from '../api/types'
import type { DeviceProperties } from '../../bridges/contract'

/** What the hotel backend told this TV (portal spec §4 Sync): the single source of truth for scenes. */
export type HotelState = {
  mac: string | null
  properties: DeviceProperties | null
  device: Device | null
  config: Config
  languages: Language[]
  language: string
  menus: MenuItem[]
  weather: Weather[]
  prayer: Prayer | null
  channels: Channel[]
  vods: VodItem[]
  /** stored home page (portal spec §2: the menu home item gives the home path) */
  homePath: string
}

export const DEFAULT_LANGUAGE = DEFAULT_LANGUAGE_CODE

export const initialHotelState: HotelState = {
  mac: null,
  properties: null,
  device: null,
  config: {},
  languages: [],
  language: DEFAULT_LANGUAGE,
  menus: [],
  weather: [],
  prayer: null,
  channels: [],
  vods: [],
  homePath: '/home',
}

/** One per portal instance (src/stores/index.ts createStores). */
export function createHotelStore(): StoreApi<HotelState> {
  return createStore<HotelState>()(() => initialHotelState)
}
