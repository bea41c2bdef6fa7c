// adapters spec §7 HTTP table: calls some bridges make through the shared client.
import { ack, anything } from './fields'
import type { CallOptions, Http } from './http'
import { API_PATHS } from './paths'
import type { PhilipsPmsRequest, RemoteStateRequest, TizenTokenRequest } from './requests'
import { philipsConfig } from './serviceDecoders'

export function createPlatformCalls(http: Http) {
  const { get, post } = http
  return {
    /** Tizen: sent once if no token is stored, retried every 5 s by the bridge; response not shown */
    tizenToken: (request: TizenTokenRequest, call?: CallOptions) =>
      post(API_PATHS.tizenToken, request, ack, call),
    philipsConfig: (call?: CallOptions) =>
      get(API_PATHS.philipsConfig, philipsConfig, { ...call, name: 'philipsConfig' }),
    /** "response body returned" as is */
    philipsPms: (request: PhilipsPmsRequest, call?: CallOptions) =>
      post(API_PATHS.philipsPms, request, anything, call),
    /** state travels as JSON text of { status, battery } (adapters spec §7) */
    remoteState: ({ mac, location, state }: RemoteStateRequest, call?: CallOptions) =>
      post(API_PATHS.remoteState, { mac, location, state: JSON.stringify(state) }, ack, call),
  }
}
