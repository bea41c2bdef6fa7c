// portal spec §3 Config: a key-value map whose strings 'true'/'false' read as booleans and whose empty or
// 'null' values become null; §5: config must be an object, at least 1 menu and 1 language.
import { emptyMap } from './decode'
import { API_MESSAGES, ApiError } from './errors'
import type { ApiLog } from './apiLog'
import type { Config, ConfigValue, Language, MenuItem } from './types'

export function normaliseConfigValue(value: unknown): ConfigValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  const lower = trimmed.toLowerCase()
  if (trimmed === '' || lower === 'null') return null
  if (lower === 'true') return true
  if (lower === 'false') return false
  return value
}

/** GET /api/get/config → Config. Anything but an object is the spec's error (portal spec §5). A value
 * that is itself an object or list has no meaning in the flat map: logged and read as null. */
export function normaliseConfig(raw: unknown, log?: ApiLog): Config {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ApiError('validation', 'config', API_MESSAGES.configNotObject, { body: raw })
  }
  // no inherited keys: a `__proto__` key is a value like any other (see emptyMap)
  const config: Config = emptyMap()
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'object' && value !== null) log?.warn(`config.${key}: expected a scalar`, value)
    config[key] = normaliseConfigValue(value)
  }
  return config
}

const TRUTHY: readonly ConfigValue[] = [true, 1, '1']
const FALSY: readonly ConfigValue[] = [false, 0, '0']

/** A flag: true/false, also 1/0 and '1'/'0' as some keys (checkin.poweron) are sent; else the fallback. */
export function configBool(config: Config, key: string, fallback = false): boolean {
  const value = config[key] ?? null
  if (TRUTHY.includes(value)) return true
  if (FALSY.includes(value)) return false
  return fallback
}

/** A text value; numbers read as their text (PAYTV_ENDPOINT, cdn.driver, datetime_format '12'). */
export function configString(config: Config, key: string): string | null {
  const value = config[key] ?? null
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return null
}

/** A numeric value (maxVolume, defVolume, boot_screen_time): numbers or numeric strings, else null. */
export function configNumber(config: Config, key: string): number | null {
  const value = config[key] ?? null
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** portal spec §5: 'The platform must contain at least 1 menu' (checked by sync). */
export function assertHasMenu(menus: readonly MenuItem[]): void {
  if (menus.length < 1) throw new ApiError('validation', 'navigation', API_MESSAGES.noMenu)
}

/** portal spec §5: 'The platform must contain at least 1 language' (checked by sync). */
export function assertHasLanguage(languages: readonly Language[]): void {
  if (languages.length < 1) throw new ApiError('validation', 'languages', API_MESSAGES.noLanguage)
}
