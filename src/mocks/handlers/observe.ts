import { http, HttpResponse } from 'msw'
import type { DemoState, Fault } from '../state'
import { json, parseBody, queryOf } from './http'

const isBackendCall = (path: string): boolean => /^\/api\//i.test(path)
const isControl = (path: string): boolean => path.startsWith('/__demo/')

function faultResponse(fault: Fault): Response {
  // status 0 stands for "no reply": the fetch fails as on a dropped connection.
  if (fault.status === 0) return HttpResponse.error()
  if (fault.raw !== undefined) {
    return new HttpResponse(fault.raw, {
      status: fault.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  if (fault.body !== undefined) return json(fault.body, fault.status)
  if (fault.status >= 400) return json({ message: `Demo fault ${fault.status}` }, fault.status)
  return new HttpResponse(null, { status: fault.status })
}

/**
 * Run before every other handler: the request log (backend calls only, so media segments and the
 * front desk's polling do not drown it), then injected faults (all paths but /__demo/).
 */
export function createObserveHandlers(state: DemoState) {
  return [
    http.all('*', async ({ request }) => {
      const url = new URL(request.url)
      if (!isBackendCall(url.pathname)) return undefined
      state.log.record({
        method: request.method,
        path: url.pathname,
        query: queryOf(request),
        body: await parseBody(request),
        deviceType: request.headers.get('device-type'),
      })
      return undefined
    }),
    http.all('*', async ({ request }) => {
      const path = new URL(request.url).pathname
      if (isControl(path)) return undefined
      const fault = state.faults.take(request.method, path, await parseBody(request))
      if (!fault) return undefined
      if (fault.delayMs) await state.sleep(fault.delayMs)
      return faultResponse(fault)
    }),
  ]
}
