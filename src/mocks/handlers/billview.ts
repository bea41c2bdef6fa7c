import { http } from 'msw'
import type { BillRequestReply, BillResponseReply } from '../../api/types'
import type { DemoState } from '../state'
import { failure, json, on, readBody, str } from './http'

/** errCode values of the bill view (portal spec §8 Bill view); 0 means OK. */
export const BILL_ERR = { ok: 0, unknown: 100, notAuthorised: 301, timedOut: 401, notReady: 402 } as const

/**
 * POST /Api/billview.php, the two-step PMS protocol (portal spec §7): `type: request` asks the PMS
 * to prepare the folio, `type: response` collects it. 401 (timed out) is reachable with a fault.
 */
export function createBillViewHandlers(state: DemoState) {
  return [
    http.post(on('/Api/billview.php'), async ({ request }) => {
      const body = await readBody(request)
      const pmsId = str(body['guest_pms_id'])
      const type = str(body['type'])
      const known = pmsId !== null && state.devices.findGuest(null, pmsId) !== undefined
      if (type === 'request') {
        if (!known) return json({ errCode: BILL_ERR.notAuthorised } satisfies BillRequestReply)
        state.desk.requestBill(pmsId)
        return json({ errCode: BILL_ERR.ok } satisfies BillRequestReply)
      }
      if (type === 'response') {
        const refused = (errCode: number): Response =>
          json({ errCode, status: false, data: null } satisfies BillResponseReply)
        if (!known) return refused(BILL_ERR.notAuthorised)
        const progress = state.desk.billState(pmsId)
        if (progress === 'none') return refused(BILL_ERR.unknown)
        // portal spec §8: 402 makes the portal wait 10 s and ask again
        if (progress === 'pending') return refused(BILL_ERR.notReady)
        return json({
          errCode: BILL_ERR.ok,
          status: true,
          data: state.desk.folio(pmsId),
        } satisfies BillResponseReply)
      }
      return failure(400, "type must be 'request' or 'response'")
    }),
  ]
}
