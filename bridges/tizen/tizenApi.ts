// Samsung's hospitality web APIs as the Tizen bridge uses them: `tizen` (tvinputdevice, tvwindow,
// systeminfo, tvaudiocontrol, application, filesystem), `webapis` (avplay, network, productinfo) and
// `b2bapis` (b2bcontrol, b2bpower, b2bbroadcast). Synchronous getters throw on failure; asynchronous
// calls take (success, error) callbacks. Names as Samsung's; the types are the subset this bridge calls.

export type ErrorCallback = (error: { name?: string; message?: string }) => void
export type Callback<T = void> = (value: T) => void

export type AvplayListener = {
  onbufferingstart?: () => void
  onbufferingprogress?: (percent: number) => void
  onbufferingcomplete?: () => void
  onstreamcompleted?: () => void
  oncurrentplaytime?: (ms: number) => void
  onevent?: (type: string, data: string) => void
  onerror?: (type: string) => void
}
export type AvplayTrack = { index: number; type: string; extra_info: string }
export type AvplayState = 'NONE' | 'IDLE' | 'READY' | 'PLAYING' | 'PAUSED'

export type Avplay = {
  open(url: string): void
  close(): void
  setListener(listener: AvplayListener): void
  prepareAsync(success: Callback, error: ErrorCallback): void
  play(): void
  pause(): void
  stop(): void
  getState(): AvplayState
  getDuration(): number
  getCurrentTime(): number
  seekTo(ms: number, success: Callback, error: ErrorCallback): void
  setDisplayRect(x: number, y: number, width: number, height: number): void
  getTotalTrackInfo(): AvplayTrack[]
  getCurrentStreamInfo(): AvplayTrack[]
  setSelectTrack(type: string, index: number): void
  setSilentSubtitle(silent: boolean): void
}

export type VideoSource = { type: string; number: number }

export type Tizen = {
  tvinputdevice: { registerKey(name: string): void; unregisterKey(name: string): void }
  tvwindow: {
    show(success: Callback, error: ErrorCallback, rect: string[], type: string, zOrder?: string): void
    hide(success: Callback, error: ErrorCallback, type: string): void
    setSource(source: VideoSource, success: Callback, error: ErrorCallback, type?: string): void
    getSource(type?: string): VideoSource
  }
  systeminfo: {
    getPropertyValue(
      property: 'VIDEOSOURCE',
      success: Callback<{ connected: VideoSource[]; disconnected: VideoSource[] }>,
      error: ErrorCallback,
    ): void
  }
  tvaudiocontrol: {
    setVolume(level: number): void
    getVolume(): number
    setMute(muted: boolean): void
    isMute(): boolean
  }
  application: {
    getAppsInfo(success: Callback<Array<{ id: string; name: string }>>, error: ErrorCallback): void
    launch(id: string, success: Callback, error: ErrorCallback): void
    getAppsContext(success: Callback<Array<{ id: string; appId: string }>>, error: ErrorCallback): void
    kill(contextId: string, success: Callback, error: ErrorCallback): void
  }
  filesystem: {
    listStorages(
      success: Callback<Array<{ label: string; type: string; state: string }>>,
      error: ErrorCallback,
    ): void
  }
}

export type Webapis = {
  avplay: Avplay
  network: { getMac(): string; getIp(): string; getTVName(): string }
  productinfo: { getFirmware(): string; getRealModel(): string }
}

export type B2bapis = {
  b2bcontrol: {
    getMACAddress(): string
    getIPAddress(): string
    getSerialNumber(): string
    getFirmwareVersion(): string
    getURLLauncherAddress(): string
    rebootDevice(success: Callback, error: ErrorCallback): void
    setSoftApSSID(ssid: string, success: Callback, error: ErrorCallback): void
    setSoftApSecurityKey(key: string, success: Callback, error: ErrorCallback): void
    setSoftApOn(success: Callback, error: ErrorCallback): void
    setSoftApOff(success: Callback, error: ErrorCallback): void
    getSoftApStatus(): string
  }
  b2bpower: {
    getPowerState(): string
    setPowerOn(success: Callback, error: ErrorCallback): void
    setPowerOff(success: Callback, error: ErrorCallback): void
    setPowerStateChangeListener(listener: (event: { data: string }) => void): void
    unsetPowerStateChangeListener(): void
  }
  b2bbroadcast: {
    tuneDirect(channel: Record<string, unknown>, success: Callback, error: ErrorCallback): void
  }
}

export type TizenHost = { tizen?: Tizen; webapis?: Webapis; b2bapis?: B2bapis; WebSocket?: unknown }

/** An asynchronous Samsung call as a promise. */
export function samsungCall<T = void>(run: (success: Callback<T>, error: ErrorCallback) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    try {
      run(resolve, (error) => reject(new Error(error?.message || error?.name || 'Samsung API call failed')))
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)))
    }
  })
}

/** A synchronous getter that may throw: its value, or '' */
export function safe(read: () => string): string {
  try {
    const value = read()
    return typeof value === 'string' ? value : String(value ?? '')
  } catch {
    return ''
  }
}
