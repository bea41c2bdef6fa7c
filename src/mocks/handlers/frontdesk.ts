import { http, HttpResponse } from 'msw'
import { actionTemplates } from '../fixtures/actionTemplates'
import type { DemoState } from '../state'
import { REMOTE_ACTIONS } from '../state'
import { FRONTDESK_DIR, serveFile } from './files'
import { guestInput } from './guestInput'
import { failure, json, on, readBody, str } from './http'

/** The front desk's view of one TV: who is in the room and what the TV last reported. */
function deviceRow(state: DemoState, mac: string) {
  const device = state.devices.find(mac)
  if (!device) return null
  const actions = state.actions.list(device.mac)
  const lastSeen = state.devices.lastSeen(device.mac)
  return {
    ...device,
    last_seen: lastSeen === null ? null : new Date(lastSeen).toISOString(),
    pending: actions.filter((action) => !action.delivered).length,
    last_reported: actions.find((action) => action.reported_at !== null) ?? null,
    // portal spec §4 Chromecast: what the cast server answers this TV, and whether it holds a reservation
    cast: state.devices.castMode(device.mac),
    cast_reserved: state.desk.castReserved(device.mac),
  }
}

/** portal spec §3 Message: the front desk fills in id, date and the read flags. */
function messageParams(
  state: DemoState,
  params: Record<string, unknown>,
  id: number,
): Record<string, unknown> {
  return {
    id,
    from: 'Front Desk',
    title: '',
    text: '',
    date: new Date(state.now()).toISOString(),
    readed: false,
    autoOpen: true,
    ...params,
  }
}

/** The front-desk API under /frontdesk/api/ and its page at /frontdesk/. */
export function createFrontDeskHandlers(state: DemoState) {
  const { devices, actions } = state
  return [
    http.get(on('/frontdesk/api/devices'), () =>
      json(devices.list().map((device) => deviceRow(state, device.mac))),
    ),
    http.get(on('/frontdesk/api/catalog'), () =>
      json({
        actions: REMOTE_ACTIONS,
        templates: actionTemplates(state.now()),
        channels: state.data.channels.map(({ id, sort, title }) => ({ id, sort, title })),
        languages: state.data.languages.map(({ code, NAME }) => ({ code, NAME })),
      }),
    ),
    http.post(on('/frontdesk/api/checkin'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac']) ?? ''
      const input = guestInput(body['guest'])
      if (typeof input === 'string') return failure(400, input)
      if (!devices.find(mac)) return failure(404, 'Device Not Found')
      const guest = devices.checkIn(mac, input)
      // portal spec §4 Remote actions: CheckIn makes the TV sync the guest
      const action = actions.enqueue(mac, 'CheckIn', {})
      return json({ device: deviceRow(state, mac), guest, action }, 201)
    }),
    http.post(on('/frontdesk/api/checkout'), async ({ request }) => {
      const mac = str((await readBody(request))['mac']) ?? ''
      if (!devices.find(mac)) return failure(404, 'Device Not Found')
      const guest = devices.checkOut(mac)
      if (guest) state.guests.forget(guest.id)
      const action = actions.enqueue(mac, 'CheckOut', {})
      return json({ device: deviceRow(state, mac), guest, action }, 201)
    }),
    // portal spec §4 Chromecast states: the answer the cast server gives this room's TV from now on
    http.post(on('/frontdesk/api/cast'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac']) ?? ''
      const cast = str(body['cast'])
      if (cast !== 'available' && cast !== 'watch' && cast !== 'unavailable' && cast !== 'error')
        return failure(400, 'cast must be available, watch, unavailable or error')
      if (!devices.patch(mac, { cast })) return failure(404, 'Device Not Found')
      return json(deviceRow(state, mac))
    }),
    http.get(on('/frontdesk/api/actions'), ({ request }) => {
      const mac = new URL(request.url).searchParams.get('mac')
      return json(actions.list(mac ?? undefined))
    }),
    // Any action name is accepted, so the TV's 'Not found' answer to an unknown one can be tried.
    http.post(on('/frontdesk/api/actions'), async ({ request }) => {
      const body = await readBody(request)
      const mac = str(body['mac']) ?? ''
      const action = str(body['action'])
      const raw = body['params']
      const params =
        typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
      if (!action) return failure(400, 'action is required')
      if (!devices.find(mac)) return failure(404, 'Device Not Found')
      const queued = actions.enqueue(mac, action, params)
      // portal spec §3 Message: the message id is the action id, so it is unique and traceable
      if (action === 'Message') queued.payload.params = messageParams(state, params, queued.id)
      return json(queued, 201)
    }),
    http.get(on('/frontdesk/api/activity'), () =>
      json({
        orders: state.guests.received('order'),
        appointments: state.guests.received('appointment'),
        reservations: state.guests.received('reservation'),
        requests: state.guests.received('request'),
        vodOrders: state.vodOrders.list(),
        fidelio: state.desk.fidelio(),
        records: state.records.requests(),
        commands: state.desk.commands(),
        reports: actions.unmatchedReports(),
      }),
    ),
    // msw matches '/frontdesk' and '/frontdesk/' alike: tell them apart by the path itself.
    http.get(on('/frontdesk'), async ({ request }) => {
      if (new URL(request.url).pathname === '/frontdesk') {
        return new HttpResponse(null, { status: 302, headers: { Location: '/frontdesk/' } })
      }
      return (await serveFile(FRONTDESK_DIR, 'index.html', 'no-cache')) ?? failure(404, 'Not Found')
    }),
    http.get(on('/frontdesk/:file'), async ({ params }) => {
      const file = String(params['file'])
      if (!/^[\w-]+\.(js|css|html)$/.test(file)) return failure(404, 'Not Found')
      return (await serveFile(FRONTDESK_DIR, file, 'no-cache')) ?? failure(404, 'Not Found')
    }),
  ]
}
