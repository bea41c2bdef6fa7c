// The Android set-top bridge (types playmore and playmoreatv) over the wrapper's injected native bridge
// (adapters spec §1–§9): always on (tvOn/tvOff drive the TV over HDMI); MAIN is 1; volume in the
// device's steps; predefined packages; the air-mouse rule before launching an app; USB launch only with
// mounted storage; the Bluetooth remote checked every 10 s and on a bluetooth event, a change reported to
// /api/send/remoteState; the platform's own clear-data path (waits 1500 ms and 3000 ms; reboot 2000 ms).
import type { Bridge, BridgeEnv, Capabilities, SourceInput } from '../contract'
import { ACTION_TIMEOUT_MS, withPredefinedApps } from '../shared/appFocus'
import { createBridgeBase, hostOf, keyForwarder } from '../shared/bridgeBase'
import { repeatEvery, waitOn } from '../shared/clock'
import { sessionControls } from '../shared/mediaControls'
import {
  createNativeSession,
  hookNativeEvents,
  nativePlayerMembers,
  nativeRecord,
  nativeRecords,
  nativeText,
} from '../shared/nativeBridge'
import { completeProperties } from '../shared/properties'
import { SOFT_AP_WAIT_MS, softApCalls, softApCredentials, usableSoftAp } from '../shared/softAp'
import { clampBack, isMuteRequest, isVolumeRequest, volumeCeiling } from '../shared/volume'
import { mapPlaymoreKey } from './keyMap'
import { NATIVE_EVENT_HOOK, type PlaymoreHost } from './playmoreApi'
import {
  FILE_MANAGER_APP,
  PLAYMORE_APPS,
  mountedStorage,
  mousePrompt,
  mouseRequiredApps,
  toPercent,
  toSteps,
  volumeSteps,
  type UsbDevice,
} from './rules'

export const PLAYMORE_CAPABILITIES: Capabilities = {
  identity: true,
  keys: true,
  power: false, // adapters spec §4: playmore always reports on
  volume: true,
  sources: false,
  apps: true,
  media: ['hls', 'vod', 'multicast'],
  tracks: true,
  window: true,
  hotspot: true,
  inbound: false,
  pms: false,
  powerOnDelayMs: 1000,
}
/** adapters spec §3: MAIN is 1 (the box has no HDMI inputs to choose) */
export const PLAYMORE_SOURCE_CODES: Readonly<Record<SourceInput, string>> = {
  MAIN: '1',
  VOD: '1',
  HLS: '1',
  MULTICAST: '1',
  RF: '1',
  HDMI1: '',
  HDMI2: '',
  HDMI3: '',
  HDMI4: '',
}
/** the wrapper's own package: opening it brings the portal back in front of an app */
export const WRAPPER_PACKAGE = 'com.playmore.portal'
/** adapters spec §9 */
export const REMOTE_STATE_CHECK_MS = 10_000
export const REBOOT_DELAY_MS = 2000
export const CLEAR_DATA_WAITS_MS = [1500, 3000] as const
/** adapters spec §9 soft AP calls wait 1000 ms (shared/softAp.ts) */
export { SOFT_AP_WAIT_MS }
/** adapters spec §9 TV window scaling 1.5 (display 1920x1080) */
export const PLAYMORE_WINDOW_SCALE = 1.5

type RemoteState = { status: boolean; battery: number }

/**
 * adapters spec §4, §7: the remote's state as it is stored and reported — status a boolean, battery a
 * number (0 when the wrapper gives none) — so a wrapper's `status: 1` or `battery: "80"` is the same
 * state as `true` and `80`, not a change.
 */
export const normalRemoteState = (state: Record<string, unknown>): RemoteState => ({
  status: Boolean(state.status),
  battery: Number(state.battery) || 0,
})

export async function createPlaymoreBridge(
  env: BridgeEnv,
  type: 'playmore' | 'playmoreatv' = 'playmore',
): Promise<Bridge> {
  const host = hostOf<PlaymoreHost>(env)
  const { Device, Platform } = host
  if (!Device || !Platform) throw new Error('The Android wrapper did not inject Device and Platform')
  const doc = env.document
  const { clock, log, emitter, focus } = createBridgeBase(env, 'playmore')
  const wait = (ms: number) => waitOn(clock, ms)
  const props = () => nativeRecord(Device.getProperties(), log, 'properties')
  const usb = (): UsbDevice[] =>
    nativeRecords(Device.getUsbDevices(), log, 'USB devices').map((device) => ({
      name: nativeText(device.name),
      vendor: nativeText(device.vendor),
      mounted: device.mounted === true,
      path: nativeText(device.path),
    }))
  const steps = () => volumeSteps(type, String(props().manufacturer ?? ''))
  let mouseActive = false
  let mouseChanged: (() => void) | null = null
  let remote: RemoteState | null = null

  const session = createNativeSession(
    { emitter, clock, log, power: () => 'on' },
    {
      play: (request) => Platform.play(request.url, '', false),
      stop: () => Platform.stop(),
      pause: () => Platform.pause(),
      resume: () => Platform.resume(),
    },
  )

  /** adapters spec §4, §7: the Bluetooth remote's state, reported when it changes */
  const checkRemote = () => {
    const answer = Device.getRemoteState()
    if (answer === '' || answer === null || answer === undefined) return // no remote state to tell
    const raw = nativeRecord(answer, log, 'remote state')
    if (Object.keys(raw).length === 0) return // nothing readable: no change to report
    // compared as stored: normalised, so the same state in other types is not a change (§4 "a change")
    const state = normalRemoteState(raw)
    if (remote && remote.status === state.status && remote.battery === state.battery) return
    remote = state
    emitter.emit('remoteState', remote)
    const request = {
      mac: String(props().mac ?? ''),
      location: env.settings?.().location ?? '',
      state: remote,
    }
    if (!env.calls) return log.warn('playmore: no API client to report the remote state')
    env.calls
      .remoteState(request)
      .catch((error: unknown) => log.warn('playmore: remote state report failed', error))
  }

  const unhook = hookNativeEvents(host, NATIVE_EVENT_HOOK, log, (name, data) => {
    if (name === 'playerState') session.reportEvent(data)
    else if (name === 'appFocus') focus.report(data.focused === true)
    else if (name === 'bluetooth') checkRemote()
    else if (name === 'mouse' && (data.active === true) !== mouseActive) {
      mouseActive = data.active === true
      mouseChanged?.()
    }
  })
  const onKey = keyForwarder(emitter, mapPlaymoreKey)
  doc?.addEventListener('keydown', onKey)
  // adapters spec §4: checked every 10 s; a check that throws is logged and the next one still runs
  const stopRemoteChecks = repeatEvery(clock, REMOTE_STATE_CHECK_MS, checkRemote, (error) =>
    log.error('playmore: remote state check failed', error),
  )
  checkRemote()

  /** adapters spec §2: the air-mouse popup before an app, until the mouse state changes */
  const airMouse = async (app: string) => {
    const needs = mouseRequiredApps(env.settings?.().mouseRequiredApps ?? [], usb()).includes(app)
    const prompt = mousePrompt(needs, mouseActive)
    if (!prompt) return
    emitter.emit('airMouse', prompt)
    await new Promise<void>((resolve) => {
      const timer = clock.setTimeout(resolve, ACTION_TIMEOUT_MS)
      mouseChanged = () => {
        clock.clearTimeout(timer)
        resolve()
      }
    })
    mouseChanged = null
    emitter.emit('airMouse', null)
  }

  /** the player's position and duration in ms, 0 where the wrapper gives no number */
  const playPosition = () => {
    const answer = nativeRecord(Platform.getPosition(), log, 'position')
    return { position: Number(answer.position) || 0, duration: Number(answer.duration) || 0 }
  }

  const deviceName = async () => nativeText(Device.getDeviceName())

  return {
    name: 'playmore',
    capabilities: PLAYMORE_CAPABILITIES,
    baseUrl: async () => env.location.origin,
    properties: async () => completeProperties({ ...props(), type }),
    deviceType: () => type,
    platformLanguage: () => 'en_US',
    deviceName,
    setDeviceName: async (name) => (name ? Device.setDeviceName(name) : false),
    power: async () => 'on',
    setPower: async (state) => (state === 'on' ? Device.tvOn() : Device.tvOff()),
    async reboot() {
      await wait(REBOOT_DELAY_MS)
      return Device.reboot()
    },
    async volume(level) {
      const range = steps()
      const ceiling = volumeCeiling(env)
      // not rounded first: the percentage becomes the device's steps (toSteps rounds once)
      if (isVolumeRequest(level)) Device.setVolume(toSteps(Math.max(0, Math.min(ceiling, level)), range))
      // adapters spec §5: steps above the maximum's (the box's own keys) are set back, compared in steps so
      // that the maximum's own rounding stays; a muted box is left alone
      const read = Device.getVolume()
      if (Device.isMute()) return toPercent(read, range)
      const now = await clampBack(
        read,
        toSteps(ceiling, range),
        (back) => Device.setVolume(back),
        log,
        'playmore',
      )
      return toPercent(now, range)
    },
    async mute(state) {
      if (isMuteRequest(state)) Device.setMute(Boolean(state))
      return Device.isMute()
    },
    source: async () => 'MAIN',
    setSource: async (input) => input === 'MAIN',
    sourceCode: (input) => PLAYMORE_SOURCE_CODES[input],
    async apps() {
      const installed = nativeRecords(Platform.getInstalledApps(), log, 'installed apps')
        .map((app) => ({ key: nativeText(app.package), value: nativeText(app.label) }))
        .filter((app) => app.key !== '')
      return withPredefinedApps(installed, PLAYMORE_APPS)
    },
    async launchApp(id) {
      if (!id) return false
      if (id === FILE_MANAGER_APP) {
        const storage = mountedStorage(usb()) // adapters spec §5: USB launch needs mounted storage
        if (!storage?.path) return false
        await airMouse(id)
        if (!Platform.openFileManager(storage.path)) return false
      } else {
        await airMouse(id)
        if (!Platform.openApp(id)) return false
      }
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id) return false
      Platform.openApp(WRAPPER_PACKAGE) // the wrapper's own activity comes back to the front
      return focus.waitFor(true)
    },
    ...sessionControls(session),
    async seek(seconds) {
      const { duration } = playPosition()
      if (!(seconds > 0) || seconds * 1000 > duration) return false
      return Platform.seek(seconds * 1000)
    },
    async position() {
      const { position, duration } = playPosition()
      return { position: position / 1000, duration: duration / 1000, seekable: duration > 0 }
    },
    ...nativePlayerMembers(
      {
        getSubtitles: () => Platform.getSubtitles(),
        getAudioTracks: () => Platform.getAudios(),
        setSubtitle: (index) => Platform.setSubtitle(index),
        setAudioTrack: (index) => Platform.setAudio(index),
        setVideoWindow: (x, y, width, height) => Platform.setVideoWindow(x, y, width, height),
      },
      PLAYMORE_WINDOW_SCALE,
      log,
    ),
    softAp: {
      status: async () => nativeRecord(Device.getSoftAp(), log, 'soft AP').enabled === true,
      async enable(ap) {
        if (!usableSoftAp(ap)) return false
        // adapters spec §9: soft AP calls wait 1000 ms
        return softApCalls(clock, [
          () => Device.setSoftAp(ap.ssid, ap.password),
          () => Device.setSoftApEnabled(true),
        ])
      },
      disable: async () => Device.setSoftApEnabled(false),
      credentials: async () => softApCredentials(await deviceName(), String(props().mac ?? '')),
    },
    async clearData() {
      await wait(CLEAR_DATA_WAITS_MS[0])
      const cleared = Platform.clearData()
      await wait(CLEAR_DATA_WAITS_MS[1])
      return cleared
    },
    on: emitter.on,
    destroy() {
      doc?.removeEventListener('keydown', onKey)
      stopRemoteChecks()
      unhook()
      focus.clear()
      session.destroy()
      emitter.clear()
    },
  }
}
