// The native bridge a Philips Android professional TV injects into the portal's WebView (adapters spec
// §1 "Philips Android with native bridge", §7 "on-device native objects"): `window.PhilipsTV`,
// synchronous methods taking and returning text (JSON where a record), and the set's news delivered by
// calling window.onPhilipsEvent(name, json): power, key (hardware codes), focus, source, player.

export type PhilipsTV = {
  getProperties(): string
  getDeviceName(): string
  setDeviceName(name: string): boolean
  getPowerState(): string
  setPowerState(state: 'ON' | 'STANDBY'): boolean
  reboot(): boolean
  getVolume(): number
  setVolume(level: number): boolean
  isMute(): boolean
  setMute(muted: boolean): boolean
  getSource(): string
  setSource(source: string): boolean
  getInstalledApps(): string
  launchApp(name: string): boolean
  closeApp(name: string): boolean
  registerKeys(keys: string): boolean
  play(url: string): boolean
  stop(): boolean
  getAudioTracks(): string
  setAudioTrack(index: number): boolean
  getSubtitles(): string
  setSubtitle(index: number): boolean
  setVideoWindow(x: number, y: number, width: number, height: number): boolean
  checkIn(): boolean
  checkOut(): boolean
  setConfig(json: string): boolean
}

export const EVENT_HOOK = 'onPhilipsEvent'
export type PhilipsHost = {
  PhilipsTV?: PhilipsTV
  onPhilipsEvent?: (name: string, json: string) => void
  location?: { reload(): void }
}
