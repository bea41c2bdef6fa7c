// The typed API client: one function per call of portal spec §7 and adapters spec §7, each decoding its
// response (decoders.ts) and resolving a 404 to false (adapters spec §8, via the http interceptor).
import type { Http } from './http'
import { createPlatformCalls } from './bridgeCalls'
import { createReadCalls, type ClientOptions } from './readCalls'
import { createWriteCalls } from './writeCalls'

export function createApiClient(http: Http, options: ClientOptions = {}) {
  return {
    ...createReadCalls(http, options),
    ...createWriteCalls(http),
    ...createPlatformCalls(http),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
