import { http } from 'msw'
import type { Config, UsingBy } from '../../api/types'
import type { DemoState, DevicePatch, FaultInput } from '../state'
import type { Body } from './http'
import { failure, json, num, ok, on, readBody, str } from './http'
import { guestInput } from './guestInput'

function faultInput(body: Body): FaultInput | string {
  const path = str(body['path'])
  const status = num(body['status'])
  if (!path || !path.startsWith('/')) return 'path must start with /'
  if (status === null || status < 0 || status > 599) return 'status must be 0 (no reply) or an HTTP status'
  const fault: FaultInput = { path, status }
  const method = str(body['method'])
  if (method) fault.method = method.toUpperCase()
  if ('body' in body) fault.body = body['body']
  if (typeof body['raw'] === 'string') fault.raw = body['raw']
  const delayMs = num(body['delayMs'])
  if (delayMs !== null) fault.delayMs = delayMs
  const times = num(body['times'])
  if (times !== null) fault.times = times
  const match = body['match']
  if (typeof match === 'object' && match !== null) fault.match = match as Record<string, unknown>
  return fault
}

function devicePatch(body: Body): DevicePatch | string {
  const patch: DevicePatch = {}
  const usingBy = str(body['using_by'])
  if (usingBy) patch.using_by = usingBy as UsingBy
  const title = str(body['title'])
  if (title) patch.title = title
  if (typeof body['config'] === 'object' && body['config'] !== null) patch.config = body['config'] as Config
  if (typeof body['properties'] === 'object' && body['properties'] !== null)
    patch.properties = body['properties'] as Record<string, string>
  if (body['guest'] === null) patch.guest = null
  else if (body['guest'] !== undefined) {
    const guest = guestInput(body['guest'])
    if (typeof guest === 'string') return guest
    patch.guest = guest
  }
  const cast = str(body['cast'])
  if (cast === 'available' || cast === 'watch' || cast === 'unavailable' || cast === 'error')
    patch.cast = cast
  return patch
}

/** Test controls under /__demo/ (docs/BACKEND-API.md "Demo controls"). Never faulted. */
export function createControlHandlers(state: DemoState) {
  return [
    http.post(on('/__demo/reset'), () => {
      state.reset()
      return ok()
    }),
    http.get(on('/__demo/faults'), () => json(state.faults.list())),
    http.post(on('/__demo/faults'), async ({ request }) => {
      const fault = faultInput(await readBody(request))
      return typeof fault === 'string' ? failure(400, fault) : json(state.faults.add(fault), 201)
    }),
    http.delete(on('/__demo/faults'), () => {
      state.faults.reset()
      return ok()
    }),
    http.get(on('/__demo/requests'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const filter: { path?: string; method?: string } = {}
      const path = params.get('path')
      const method = params.get('method')
      if (path) filter.path = path
      if (method) filter.method = method
      return json(state.log.list(filter))
    }),
    http.delete(on('/__demo/requests'), () => {
      state.log.reset()
      return ok()
    }),
    http.post(on('/__demo/device'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac'])
      if (!mac) return failure(400, 'mac is required')
      const patch = devicePatch(body)
      if (typeof patch === 'string') return failure(400, patch)
      const device = state.devices.patch(mac, patch)
      return device ? json(device) : failure(404, 'Device Not Found')
    }),
    http.post(on('/__demo/billview'), async ({ request }) => {
      state.desk.setBillDelay(num((await readBody(request))['delayMs']) ?? 0)
      return ok()
    }),
  ]
}
