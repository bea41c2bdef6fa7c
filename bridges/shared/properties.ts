// adapters spec §3 Device properties: mac, ip, serial, firmware, software, manufacturer, product, type;
// the record counts as unavailable (false) unless every field is non-empty.
import type { DeviceProperties } from '../contract'

export const PROPERTY_FIELDS = [
  'mac',
  'ip',
  'serial',
  'firmware',
  'software',
  'manufacturer',
  'product',
  'type',
] as const satisfies ReadonlyArray<keyof DeviceProperties>

export type RawProperties = { [K in keyof DeviceProperties]?: unknown }

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''

/** The eight fields as text, or false when any of them is missing or empty. */
export function completeProperties(raw: RawProperties): DeviceProperties | false {
  const props = {} as DeviceProperties
  for (const field of PROPERTY_FIELDS) {
    const value = text(raw[field])
    if (value === '') return false
    props[field] = value
  }
  return props
}
