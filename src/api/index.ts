// Public surface of the API layer. Decoders stay internal except the kit and the entity decoders that
// other layers reuse (the demo backend's self-checks, the inbound-message handler).
export { createApiClient } from './client'
export { CDN_TOKEN_LIFETIME_S } from './readCalls'
export { createHttp, createAbortGroup, buildUrl, REQUEST_TIMEOUT_MS } from './http'
export { bridgeHeaders, browserSessionStorage, CHANNEL_LANGUAGE_KEY } from './headers'
export {
  createInterceptor,
  reloadMessage,
  reloadMessageSeconds,
  RELOAD_NOTICE_KEY,
  reloadDelaySeconds,
  RELOAD_STATUSES,
  BODY_SHOWN_STATUSES,
  NOT_FOUND_STATUS,
  RELOAD_DELAY_MIN_S,
  RELOAD_DELAY_MAX_S,
} from './interceptor'
export { ApiError, isApiError, errorText, API_MESSAGES } from './errors'
export {
  normaliseConfig,
  configBool,
  configString,
  configNumber,
  assertHasMenu,
  assertHasLanguage,
} from './config'
export { API_PATHS } from './paths'
export { checkBaseUrl, BASE_URL_MESSAGES } from './baseUrl'
export { CALL_CLASSES, classifyCall, isOptionalCall } from './callClass'
export { silentLog } from './apiLog'
export { decode, DecodeError } from './decode'
export {
  channel,
  channelList,
  device,
  menuList,
  languageList,
  program,
  epgResponse,
  vodList,
} from './decoders'
export { action, actionList, cmsList, message, messageList } from './serviceDecoders'
export { CHANNEL_NUMBER_DIGITS } from './fields'

export type { ApiClient } from './client'
export type { ClientOptions } from './readCalls'
export type {
  Http,
  HttpDeps,
  CallOptions,
  RequestOptions,
  FetchLike,
  ResponseLike,
  Interceptor,
  Query,
} from './http'
export type { HeaderBridge, SessionStorageLike } from './headers'
export type { InterceptorDeps } from './interceptor'
export type { ApiErrorKind, ApiErrorOptions } from './errors'
export type { ApiLog } from './apiLog'
export type { CallClass } from './callClass'
export type { Decoder, DecodeResult, DecodeWarn } from './decode'
export type * from './requests'
export type * from './types'
