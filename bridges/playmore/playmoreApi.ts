// The native bridge the Playmore Android wrapper injects into its WebView (addJavascriptInterface):
// `window.Device` and `window.Platform`, synchronous methods that take text and numbers and return text
// (JSON where a record), as adapters spec §7 lists them — properties, soft AP, volume, mute, tvOn, tvOff,
// reboot, installed apps, open app, open file manager, USB devices, media play with optional csa and
// disableHW, subtitles, audios. The wrapper reports back by calling window.onNativeEvent(name, json).

export type PlaymoreDevice = {
  getProperties(): string
  getDeviceName(): string
  setDeviceName(name: string): boolean
  getSoftAp(): string
  setSoftAp(ssid: string, password: string): boolean
  setSoftApEnabled(enabled: boolean): boolean
  getVolume(): number
  setVolume(steps: number): boolean
  isMute(): boolean
  setMute(muted: boolean): boolean
  tvOn(): boolean
  tvOff(): boolean
  reboot(): boolean
  getUsbDevices(): string
  getRemoteState(): string
}

export type PlaymorePlatform = {
  getInstalledApps(): string
  openApp(packageName: string): boolean
  openFileManager(path: string): boolean
  play(url: string, csa: string, disableHW: boolean): boolean
  stop(): boolean
  pause(): boolean
  resume(): boolean
  seek(ms: number): boolean
  getPosition(): string
  getSubtitles(): string
  setSubtitle(index: number): boolean
  getAudios(): string
  setAudio(index: number): boolean
  setVideoWindow(x: number, y: number, width: number, height: number): boolean
  clearData(): boolean
}

/** what the wrapper calls: window.onNativeEvent('<name>', '<json>') */
export const NATIVE_EVENT_HOOK = 'onNativeEvent'
export type NativeEvent =
  | 'playerState' // {state: 'playing' | 'paused' | 'ended' | 'stopped' | 'buffering' | 'error', message?}
  | 'appFocus' // {focused: boolean}
  | 'bluetooth' // {} — a Bluetooth device connected or went away
  | 'mouse' // {active: boolean} — the air mouse was switched on or off
  | 'usb' // {} — a USB device was plugged or removed

export type PlaymoreHost = {
  Device?: PlaymoreDevice
  Platform?: PlaymorePlatform
  onNativeEvent?: (name: string, json: string) => void
}
