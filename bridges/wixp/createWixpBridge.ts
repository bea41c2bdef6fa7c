// The Philips web professional TV bridge (types wixp and wixpv2) over the raw WIXP command channel
// (adapters spec §1–§9): identity, power, volume, sources (MainTuner, None, HDMI1–3), apps, hotspot and
// key forwarding as WIXP commands with their cookies; multicast through ChannelSelection; HLS and files
// in the browser's <video>; /Api/philips/config.json applied to the set when active, listener.php as its
// web listener, pms.php on check-in and check-out.
import type { Bridge, BridgeEnv, PowerState, SourceInput } from '../contract'
import { createBridgeBase, createPowerState, hostOf, keyForwarder } from '../shared/bridgeBase'
import { completeProperties } from '../shared/properties'
import { softApCredentials, usableSoftAp } from '../shared/softAp'
import {
  DEFAULT_MAX_VOLUME,
  clampBack,
  clampVolume,
  isMuteRequest,
  isVolumeRequest,
  volumeCeiling,
} from '../shared/volume'
import { createWixpChannel, type SocketConstructor } from './channel'
import { forwardedKeys, mapPhilipsKey } from './keyMap'
import {
  LISTENER_PATH,
  PHILIPS_CONFIG_ERROR,
  PHILIPS_MANUFACTURER,
  PHILIPS_SOURCES,
  wixpCapabilities,
} from './philips'
import { createWixpMedia } from './wixpMedia'
import {
  COOKIE,
  RAW_WIXP_PORT,
  SVC_VERSION,
  WIXP_PORT_KEY,
  detailRecord,
  detailText,
  type WixpCommand,
} from './wixpProtocol'

export type WixpType = 'wixp' | 'wixpv2'
export { LISTENER_PATH, PHILIPS_CONFIG_ERROR, PHILIPS_MANUFACTURER, PHILIPS_SOURCES, wixpCapabilities }

const PROFESSIONAL = 'ProfessionalSettingsControl'
const IDENTITY_PARAMETERS = [
  'TVModel',
  'SerialNumber',
  'RoomID',
  'NetworkStatus',
  'CustomDashboardServerURL',
  'IdentificationSettings',
  'VolumeLimits',
  'SharingSettings',
]

const inputOf = (name: string): SourceInput =>
  (Object.keys(PHILIPS_SOURCES) as SourceInput[]).find(
    (input) => input.startsWith('HDMI') && PHILIPS_SOURCES[input] === name,
  ) ?? 'MAIN'

export async function createWixpBridge(env: BridgeEnv, type: WixpType = 'wixp'): Promise<Bridge> {
  const host = hostOf<{ WebSocket?: SocketConstructor }>(env)
  if (!host.WebSocket) throw new Error('No WebSocket to reach the raw WIXP server')
  const doc = env.document
  const { clock, log, emitter, focus } = createBridgeBase(env, 'wixp')
  const power = createPowerState(emitter, (next) => media.onPower(next))
  let source: SourceInput = 'MAIN'
  const port = Number(env.storage.getItem(WIXP_PORT_KEY)) || RAW_WIXP_PORT

  const powerOf = (details: Record<string, unknown>): PowerState | null => {
    const state = detailText(details.CurrentPowerState)
    return state === 'On' ? 'on' : state === 'Standby' ? 'standby' : null
  }

  /** the set's own news (adapters spec §7: Change messages) */
  function onChange(message: WixpCommand) {
    const details = message.CommandDetails ?? {}
    if (message.Fun === 'PowerState') {
      const next = powerOf(details)
      if (next) power.apply(next)
    } else if (message.Fun === 'Source' && details.CurrentSource) {
      source = inputOf(detailText(details.CurrentSource))
      emitter.emit('source', source)
    } else if (message.Fun === 'ApplicationControl' && Array.isArray(details.ActiveApplications)) {
      focus.report(details.ActiveApplications.length === 0)
    } else if (message.Fun === 'ChannelSelection') media.onChannelSelection(details)
    else if (message.Fun === 'AudioControl' && details.Volume !== undefined && details.AudioMute !== 'On')
      volumeChanged(Number(details.Volume) || 0)
  }
  /** a volume the set reports by itself (its own keys); set once the set's VolumeLimits are known */
  let volumeChanged = (_level: number): void => undefined

  const channel = createWixpChannel({
    url: `ws://127.0.0.1:${port}/`,
    WebSocket: host.WebSocket,
    svcVer: SVC_VERSION[type],
    clock,
    log,
    onChange,
    policy: doc,
    // adapters spec §9: heartbeat every 6 s; its answer also keeps the power state current
    heartbeat: () =>
      void channel
        .request('PowerState', COOKIE.STATUS)
        .then((details) => {
          const next = powerOf(details)
          if (next) power.apply(next)
        })
        .catch((error: unknown) => log.info('wixp: heartbeat unanswered', error)),
  })
  // multicast on the tuner, HLS and files in the browser's <video>
  const media = createWixpMedia({ env, channel, emitter, clock, log, power: power.get })

  const onKey = keyForwarder(emitter, (keyCode) => mapPhilipsKey(keyCode, type))
  doc?.addEventListener('keydown', onKey)

  await channel.opened()
  const settings = await channel.request(PROFESSIONAL, COOKIE.PROPERTIES, {
    ProfessionalSettingsParameters: IDENTITY_PARAMETERS,
  })
  power.init(powerOf(await channel.request('PowerState', COOKIE.POWER)) ?? 'on')
  await channel
    .change('UserInputControl', COOKIE.USERINPUTS, {
      VirtualKeyForwardMode: 'SelectiveVirtualKeyForward',
      VirtualKeyToBeForwarded: forwardedKeys(type),
    })
    .catch((error: unknown) => log.warn('wixp: key forwarding was refused', error))
  const network = () => detailRecord(settings.NetworkStatus)
  const mac = () => detailText(network().MACAddress)
  const baseUrl = async () => {
    try {
      const configured = detailText(settings.CustomDashboardServerURL)
      return configured ? new URL(configured).origin : env.location.origin
    } catch {
      return env.location.origin
    }
  }
  const deviceName = async () => detailText(detailRecord(settings.IdentificationSettings).PremisesName)
  // the set's VolumeLimits (at most 100), lowered by the hotel's maximum (read at start, kept current)
  const maxVolume = () =>
    volumeCeiling(
      env,
      Math.min(
        Number(detailRecord(settings.VolumeLimits).MaxVolume) || DEFAULT_MAX_VOLUME,
        DEFAULT_MAX_VOLUME,
      ),
    )
  const setVolume = (level: number) => channel.change('AudioControl', COOKIE.AUDIO, { Volume: level })
  /** the set's level, set back to the ceiling when above it (adapters spec §5); a muted set is left alone */
  const readVolume = async () => {
    const audio = await channel.request('AudioControl', COOKIE.AUDIO)
    const level = Number(audio.Volume) || 0
    return audio.AudioMute === 'On' ? level : clampBack(level, maxVolume(), setVolume, log, 'wixp')
  }
  // adapters spec §5: the set's own volume keys past the maximum are set back
  volumeChanged = (level) => void clampBack(level, maxVolume(), setVolume, log, 'wixp')
  const pms = (Action: 'CheckIn' | 'CheckOut') => {
    if (!env.calls) throw new Error('No API client for /Api/philips/pms.php')
    return env.calls.philipsPms({ Action, IpAddress: detailText(network().IPAddress) })
  }
  return {
    name: 'wixp',
    capabilities: wixpCapabilities(media.hasBrowser),
    baseUrl,
    async properties() {
      const [current, versions] = await Promise.all([
        channel.request(PROFESSIONAL, COOKIE.PROPERTIES, {
          ProfessionalSettingsParameters: IDENTITY_PARAMETERS,
        }),
        channel.request('UpgradeControl', COOKIE.STATUS).catch(() => ({}) as Record<string, unknown>),
      ])
      Object.assign(settings, current)
      return completeProperties({
        mac: mac(),
        ip: detailText(network().IPAddress),
        serial: detailText(settings.SerialNumber),
        firmware: detailText(versions.SoftwareVersion),
        software: detailText(versions.CloneVersion),
        manufacturer: PHILIPS_MANUFACTURER,
        product: detailText(settings.TVModel),
        type,
      })
    },
    deviceType: () => type,
    platformLanguage: () => 'en_US',
    deviceName,
    async setDeviceName(name) {
      if (!name) return false // adapters spec §5: an empty premises name is ignored
      await channel.change(PROFESSIONAL, COOKIE.PROPERTY, { IdentificationSettings: { PremisesName: name } })
      settings.IdentificationSettings = {
        ...detailRecord(settings.IdentificationSettings),
        PremisesName: name,
      }
      return true
    },
    power: async () => power.get(),
    async setPower(state) {
      await channel.change('PowerState', COOKIE.POWER, { ToPowerState: state === 'on' ? 'On' : 'Standby' })
      power.apply(state)
      return true
    },
    async reboot() {
      await channel.change('PowerService', COOKIE.POWER, { PowerAction: 'Reboot' })
      return true
    },
    async volume(level) {
      if (isVolumeRequest(level)) await setVolume(clampVolume(level, maxVolume()))
      return readVolume()
    },
    /** adapters spec §7, §9 Max volume: the hotel's maximum to the set's VolumeLimits MaxVolume, when it differs */
    async applyMaxVolume(max) {
      const value = clampVolume(max, DEFAULT_MAX_VOLUME)
      try {
        const current = detailRecord(
          (
            await channel.request(PROFESSIONAL, COOKIE.PROPERTIES, {
              ProfessionalSettingsParameters: ['VolumeLimits'],
            })
          ).VolumeLimits,
        )
        settings.VolumeLimits = current
        if (Number(current.MaxVolume) !== value) {
          const limits = { ...current, MaxVolume: value }
          await channel.change(PROFESSIONAL, COOKIE.PROPERTY, { VolumeLimits: limits })
          settings.VolumeLimits = limits
          log.info(`wixp: VolumeLimits MaxVolume set to ${value} (was ${String(current.MaxVolume)})`)
        }
      } catch (error) {
        log.warn(`wixp: setting VolumeLimits MaxVolume to ${value} failed`, error)
      }
      await readVolume().catch((error: unknown) => log.warn('wixp volume', error))
    },
    async mute(state) {
      if (isMuteRequest(state))
        await channel.change('AudioControl', COOKIE.AUDIO, { AudioMute: state ? 'On' : 'Off' })
      return (await channel.request('AudioControl', COOKIE.AUDIO)).AudioMute === 'On'
    },
    source: async () => source,
    async setSource(input) {
      if (!input || !(input in PHILIPS_SOURCES)) return false
      await channel.change('Source', COOKIE.SOURCE, { TuneToSource: PHILIPS_SOURCES[input] })
      source = input
      return true
    },
    sourceCode: (input) => PHILIPS_SOURCES[input],
    async apps() {
      const details = await channel.request('ApplicationControl', COOKIE.APPS, {
        ApplicationDetails: { Filter: ['Native', 'NonNative'] },
      })
      const list = Array.isArray(details.ApplicationDetails)
        ? (details.ApplicationDetails as unknown[]).map(detailRecord)
        : []
      return list
        .map((app) => ({ key: detailText(app.ApplicationName), value: detailText(app.ApplicationName) }))
        .filter((app) => app.key)
    },
    async launchApp(id) {
      if (!id) return false
      await channel.change('ApplicationControl', COOKIE.APP, { ActivateApplication: { ApplicationName: id } })
      return focus.waitFor(false)
    },
    async closeApp(id) {
      if (!id) return false
      await channel.change('ApplicationControl', COOKIE.APP, {
        DeactivateApplication: { ApplicationName: id },
      })
      return focus.waitFor(true)
    },
    ...media.members,
    softAp: {
      async status() {
        const details = await channel.request(PROFESSIONAL, COOKIE.PROPERTY, {
          ProfessionalSettingsParameters: ['SharingSettings'],
        })
        return detailRecord(detailRecord(details.SharingSettings).InternetHotspot).Enable === true
      },
      async enable(ap) {
        if (!usableSoftAp(ap)) return false
        const hotspot = {
          Enable: true,
          SSID: ap.ssid,
          Password: ap.password,
          BroadcastNetworkInStandby: false,
        }
        await channel.change(PROFESSIONAL, COOKIE.PROPERTY, { SharingSettings: { InternetHotspot: hotspot } })
        return true
      },
      async disable() {
        await channel.change(PROFESSIONAL, COOKIE.PROPERTY, {
          SharingSettings: { InternetHotspot: { Enable: false } },
        })
        return true
      },
      credentials: async () => softApCredentials(await deviceName(), mac()),
    },
    pms: { checkIn: () => pms('CheckIn'), checkOut: () => pms('CheckOut') },
    async clearData() {
      await channel.change('EssentialControl', COOKIE.PROPERTY, { ClearDataNow: true })
      return true
    },
    ready() {
      void configure()
    },
    on: emitter.on,
    destroy() {
      doc?.removeEventListener('keydown', onKey)
      channel.close()
      focus.clear()
      media.destroy()
      emitter.clear()
    },
  }

  /** adapters spec §7: config.json applied to the set when active; listener.php as its web listener */
  async function configure() {
    const base = await baseUrl()
    await channel
      .change(
        'WebServiceParameters',
        COOKIE.PROPERTY,
        { ListenerURL: `${base}${LISTENER_PATH}` },
        'WebListeningServices',
      )
      .catch((error: unknown) => log.warn('wixp: the web listener was refused', error))
    try {
      if (!env.calls) throw new Error('no API client')
      const config = await env.calls.philipsConfig()
      if (!config) throw new Error('no config.json')
      if (!config.active) return
      await channel.change(PROFESSIONAL, COOKIE.PROPERTY, {
        SmartTVSettings: { Profile: config.profileName, AppControlID: config.appControlID },
        IdentificationSettings: { RoomID: config.locationID },
      })
    } catch (error) {
      log.error(PHILIPS_CONFIG_ERROR, error)
    }
  }
}
