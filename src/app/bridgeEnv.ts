// What the composition root hands a platform bridge beyond the page (bridges/contract.ts BridgeEnv): the
// clock and logger, the API calls some bridges make (adapters spec §7 HTTP table) and the hotel settings
// the bridges apply (portal spec §3 Config: maxVolume/defVolume and their STB variants, hdmi.cec,
// mouse_required_apps; the device's using_by and location).
import type { BridgeEnv, BridgeSettings, PlatformCalls } from '../../bridges/contract'
import { configString } from '../api/config'
import { defaultVolumeFromConfig, maxVolumeFromConfig } from '../services/remote/volume'
import type { Logger } from '../services/logger'
import type { Stores } from '../stores'
import type { Clock } from '../time/clock'
import type { PortalApi } from './api'

/** portal spec §3: mouse_required_apps is a comma-separated list of package ids */
export function listSetting(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

export function bridgeSettings(stores: Stores): BridgeSettings {
  const { config, properties, device } = stores.hotel.getState()
  const setTopBox = properties?.type === 'playmore' || properties?.type === 'playmoreatv'
  const maxVolume = maxVolumeFromConfig(config, setTopBox)
  return {
    maxVolume,
    defaultVolume: defaultVolumeFromConfig(config, setTopBox, maxVolume),
    hdmiCec: configString(config, 'hdmi.cec'),
    mouseRequiredApps: listSetting(configString(config, 'mouse_required_apps')),
    usingBy: device?.using_by ?? null,
    location: device?.location ?? null,
  }
}

export function bridgeCalls(api: PortalApi): PlatformCalls {
  const { client } = api
  return {
    tizenToken: (request) => client.tizenToken(request),
    philipsConfig: () => client.philipsConfig(),
    philipsPms: (request) => client.philipsPms(request),
    remoteState: (request) => client.remoteState(request),
  }
}

export function bridgeEnvExtras(deps: {
  win: Window
  stores: Stores
  api: PortalApi
  clock: Clock
  log: Logger
}): Pick<BridgeEnv, 'host' | 'clock' | 'log' | 'calls' | 'settings' | 'assetBase'> {
  return {
    host: deps.win,
    clock: deps.clock,
    log: deps.log,
    calls: bridgeCalls(deps.api),
    settings: () => bridgeSettings(deps.stores),
    assetBase: import.meta.env.BASE_URL,
  }
}
