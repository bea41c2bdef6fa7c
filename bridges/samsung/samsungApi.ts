// The Samsung hotel TV driver's local plugin interface (adapters spec §7 "Samsung hotel TV"): Samsung's
// SEF plugin objects (<object classid="clsid:SAMSUNG-INFOLINK-SEF">) with Open(module, version, alias),
// Execute(command, ...args) returning text and an OnEvent(event, param1, param2) callback; and the
// player plugin (<object classid="clsid:SAMSUNG-INFOLINK-PLAYER">) with Play/Stop and On* callbacks.
// The command names are this bridge's reading of the spec's list; docs/DEVICES.md says what to verify.

export const SEF_CLASSID = 'clsid:SAMSUNG-INFOLINK-SEF'
export const PLAYER_CLASSID = 'clsid:SAMSUNG-INFOLINK-PLAYER'
/** the element ids the bridge creates its plugin objects under */
export const PLUGIN_IDS = {
  query: 'pluginObjectSEF',
  hotel: 'pluginObjectHotelTV',
  player: 'pluginObjectPlayer',
} as const
export const SEF_VERSION = '1.000'
export const MODULES = { device: 'Device', network: 'Network', hotel: 'HotelTV' } as const

export type SefPlugin = {
  Open(module: string, version: string, alias: string): number | string
  Execute(command: string, ...args: unknown[]): unknown
  Close(): void
  OnEvent: ((event: number, param1: string, param2: string) => void) | null
}

/** The player plugin: Play takes a URL (HLS with |COMPONENT=HLS); callbacks report what happens. */
export type PlayerPlugin = {
  Play(url: string): number | boolean
  Stop(): void
  Pause(): void
  Resume(): void
  JumpForward(seconds: number): void
  GetDuration(): number
  SetDisplayArea(x: number, y: number, width: number, height: number): void
} & { [K in PlayerCallback]?: K extends 'OnCurrentPlayTime' ? (ms: number) => void : () => void }

export const PLAYER_CALLBACKS = [
  'OnStreamInfoReady',
  'OnBufferingStart',
  'OnBufferingComplete',
  'OnCurrentPlayTime',
  'OnRenderingComplete',
  'OnConnectionFailed',
  'OnAuthenticationFailed',
  'OnStreamNotFound',
  'OnNetworkDisconnected',
  'OnRenderError',
  'OnNoStreamInput',
] as const
export type PlayerCallback = (typeof PLAYER_CALLBACKS)[number]

/** adapters spec §9: Samsung hotel TV event codes (and the active-application event, see DEVICES.md) */
export const HOTEL_EVENT = {
  powerState: 211,
  sourceChanged: 114,
  sourceConnected: 126,
  tuneSuccess: 103,
  activeApp: 130,
} as const
/** adapters spec §4: a power-state change whose first parameter is 6 is standby */
export const POWER_STANDBY_PARAM = '6'

/** The plugin object under `id`, created as the set's browser expects (an <object> with the classid). */
export function pluginObject<T>(doc: Document, id: string, classid: string): T {
  const existing = doc.getElementById(id)
  if (existing) return existing as unknown as T
  const element = doc.createElement('object')
  element.id = id
  element.setAttribute('classid', classid)
  element.setAttribute('style', 'position:absolute;width:0;height:0')
  doc.body.appendChild(element)
  return element as unknown as T
}

/** One query: open the module, run the command, close it (as Samsung's samples do). */
export function query(plugin: SefPlugin, module: string, command: string, ...args: unknown[]): string {
  plugin.Open(module, SEF_VERSION, module)
  try {
    const value = plugin.Execute(command, ...args)
    return value === undefined || value === null ? '' : String(value)
  } finally {
    plugin.Close()
  }
}
