import { http } from 'msw'
import type { DemoState } from '../state'
import { failure, flag, json, num, ok, on, readBody, str } from './http'

/** The remote-action channel between the hotel and a TV (portal spec §4 Remote actions, §7). */
export function createActionHandlers(state: DemoState) {
  return [
    // portal spec §7: mac and guest id; the pending actions of that device, each delivered once
    http.post(on('/api/get/actions'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac'])
      if (!mac) return failure(400, 'mac is required')
      state.devices.touch(mac)
      return json(state.actions.take(mac))
    }),
    // portal spec §7: id, status (boolean), message; the front desk shows what the TV reported
    http.post(on('/api/set/action'), async ({ request }) => {
      const body = await readBody(request)
      const id = num(body['id'])
      if (id === null) return failure(400, 'id is required')
      state.actions.report(id, flag(body['status']) ?? false, str(body['message']))
      return ok()
    }),
  ]
}
