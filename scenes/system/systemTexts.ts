// What the system screens draw in the guest's language (portal spec §8). The boot and the API layer give
// their texts in English, as the spec quotes them and as the log keeps them: the error screen's detail
// (src/services/boot.ts, sync.ts, src/api) and the interceptor's reload notice (src/api/interceptor.ts).
// Each text the dictionaries translate is drawn from its key; any other text is drawn as given.
import type { TFunction } from 'i18next'
import { BridgeNotFoundError } from '../../bridges/detect'
import { BASE_URL_MESSAGES } from '../../src/api/baseUrl'
import { API_MESSAGES } from '../../src/api/errors'
import { RELOAD_NOTICE_KEY, reloadMessageSeconds } from '../../src/api/interceptor'
import { BOOT_MESSAGES } from '../../src/services/boot'
import { MESSAGES as SYNC_MESSAGES } from '../../src/services/sync'

/** portal spec §8 Service errors: the text the boot's device class fails with (src/app/startPortal.tsx) */
export const PROPERTIES_FAILED = BOOT_MESSAGES.propertiesFailed

/**
 * The boot details the dictionaries translate, by the exact text the boot fails with. The API layer's
 * "at least 1 menu / language" (src/api/errors.ts) are the sync's texts (systemTexts.test.ts checks).
 */
export const BOOT_DETAIL_KEYS: ReadonlyMap<string, string> = new Map([
  [BOOT_MESSAGES.noWebkit, 'errors.noWebkit'],
  [BOOT_MESSAGES.noClasses, 'errors.initNoClasses'],
  [BOOT_MESSAGES.bridgeFailed, 'errors.bridgeStartFailed'],
  [SYNC_MESSAGES.deviceNotFound, 'interact.deviceNotFound'],
  [SYNC_MESSAGES.dsMode, 'errors.dsMode'],
  [SYNC_MESSAGES.noMenu, 'errors.noMenu'],
  [SYNC_MESSAGES.noLanguage, 'errors.noLanguage'],
  [API_MESSAGES.configNotObject, 'errors.configInvalid'],
  [BASE_URL_MESSAGES.missing, 'errors.baseUrlFailed'],
  [PROPERTIES_FAILED, 'errors.propertiesFailed'],
])
/** the boot details with a variable part ({{message}}, {{name}}) */
const INIT_FAILED_KEY = 'errors.initFailed'
const BRIDGE_NOT_FOUND_KEY = 'errors.bridgeNotFound'

/** a text made by `make` around a variable, split where the variable goes (no English copied here) */
const MARK = '\u0000'
type Template = [before: string, after: string]
function templateOf(make: (value: string) => string): Template {
  const [before = '', after = ''] = make(MARK).split(MARK)
  return [before, after]
}
const INIT_FAILED_TEXT = templateOf(BOOT_MESSAGES.classFailed)
const BRIDGE_NOT_FOUND_TEXT = templateOf((name) => new BridgeNotFoundError(name).message)

/** the variable part of `text` made from `template`, or null when it was not made from it */
function variableOf(text: string, [before, after]: Template): string | null {
  return text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after)
    ? text.slice(before.length, text.length - after.length)
    : null
}

/**
 * The error screen's detail in the guest's language: a known boot failure from its key ('while
 * initializing classes - …' with its own message translated too), any other detail as given.
 */
export function bootDetailText(detail: string, t: TFunction): string {
  const key = BOOT_DETAIL_KEYS.get(detail)
  const message = variableOf(detail, INIT_FAILED_TEXT)
  const name = variableOf(detail, BRIDGE_NOT_FOUND_TEXT)
  if (key !== undefined) return t(key, { defaultValue: detail })
  if (message !== null)
    return t(INIT_FAILED_KEY, { message: bootDetailText(message, t), defaultValue: detail })
  return name === null ? detail : t(BRIDGE_NOT_FOUND_KEY, { name, defaultValue: detail })
}

/** The blocking notice in the guest's language: the reload notice with its seconds, any other as given. */
export function blockingNoticeText(text: string, t: TFunction): string {
  const seconds = reloadMessageSeconds(text)
  return seconds === null ? text : t(RELOAD_NOTICE_KEY, { count: seconds, defaultValue: text })
}
