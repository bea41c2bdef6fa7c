// hcap identity (adapters spec §3 Device properties, §7 hcap device calls, §8): mac and ip from the first
// network device; an invalid device IP tries the second device; a failed device read falls back to the
// network information. Base URL: the Pro:Centric server (ip or domain, plus port), else the page origin.
import type { BridgeLog, DeviceProperties } from '../contract'
import { completeProperties } from '../shared/properties'
import { hcapCall, num, str, type Hcap } from './hcapApi'

/** hcap property keys of the identity fields */
export const HCAP_PROPERTY_KEYS = {
  serial: 'serial_number',
  firmware: 'platform_version',
  software: 'software_version',
  product: 'model_name',
  name: 'tv_name',
  maxVolume: 'maximum_volume_level',
} as const
export const HCAP_MANUFACTURER = 'LG'

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

/** adapters spec §5: "Device IP {ip} is invalid" — unset, 0.0.0.0 or not an address */
export function validIp(ip: string): boolean {
  const parts = IPV4.exec(ip.trim())
  if (!parts) return false
  const octets = parts.slice(1).map(Number)
  return octets.every((octet) => octet <= 255) && octets.some((octet) => octet !== 0)
}

export async function networkIdentity(hcap: Hcap, log: BridgeLog): Promise<{ mac: string; ip: string }> {
  try {
    for (const index of [0, 1]) {
      const device = await hcapCall(hcap.network.getNetworkDevice, { index })
      const ip = str(device.ip)
      if (validIp(ip)) return { mac: str(device.mac), ip }
      log.warn(`Device IP ${ip} is invalid`)
    }
  } catch (error) {
    log.warn('hcap: network device read failed, using the network information', error)
  }
  const info = await hcapCall(hcap.network.getNetworkInformation)
  return { mac: str(info.mac), ip: str(info.ip) }
}

export async function property(hcap: Hcap, key: string): Promise<string> {
  const result = await hcapCall(hcap.property.getProperty, { key })
  return str(result.value)
}

export async function hcapProperties(hcap: Hcap, log: BridgeLog): Promise<DeviceProperties | false> {
  const [network, serial, firmware, software, product] = await Promise.all([
    networkIdentity(hcap, log),
    property(hcap, HCAP_PROPERTY_KEYS.serial),
    property(hcap, HCAP_PROPERTY_KEYS.firmware),
    property(hcap, HCAP_PROPERTY_KEYS.software),
    property(hcap, HCAP_PROPERTY_KEYS.product),
  ])
  return completeProperties({
    ...network,
    serial,
    firmware,
    software,
    manufacturer: HCAP_MANUFACTURER,
    product,
    type: 'hcap',
  })
}

/** adapters spec §7/§8: the vendor server address (ip or domain plus port), else the page origin */
export async function hcapBaseUrl(hcap: Hcap, origin: string, log: BridgeLog): Promise<string> {
  try {
    const server = await hcapCall(hcap.system.getProcentricServer)
    const host = str(server.domainName) || str(server.ipAddress)
    const port = num(server.port)
    if (host) return `http://${host}${port ? `:${port}` : ''}`
  } catch (error) {
    log.warn('hcap: no Pro:Centric server address, using the page origin', error)
  }
  return origin
}
