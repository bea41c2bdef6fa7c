import { describe, expect, it } from 'vitest'
import type { BillResponseReply } from '../../api/types'
import { DEMO_GUESTS } from '../fixtures'
import { createTestBackend } from '../testing/backend'
import { BILL_ERR } from './billview'

const pms = DEMO_GUESTS.room101.pms_id
const bill = (type: string, guest_pms_id: string = pms) => ({ guest_pms_id, type })

describe('bill view (POST /Api/billview.php)', () => {
  it('answers the folio after the request step', async () => {
    const backend = createTestBackend()
    expect((await backend.post('/Api/billview.php', bill('request'))).body).toEqual({ errCode: BILL_ERR.ok })
    const reply = (await backend.post<BillResponseReply>('/Api/billview.php', bill('response'))).body
    expect(reply).toMatchObject({ errCode: 0, status: true })
    expect(reply.data?.items.length).toBeGreaterThan(3)
    const sum = reply.data?.items.reduce((total, item) => total + Number(item.amount), 0) ?? 0
    expect(Number(reply.data?.total)).toBeCloseTo(sum, 2)
  })

  it('answers errCode 100 for a response without a request', async () => {
    const reply = await createTestBackend().post('/Api/billview.php', bill('response'))
    expect(reply.body).toMatchObject({ errCode: BILL_ERR.unknown, status: false, data: null })
  })

  it('answers errCode 402 until the PMS has prepared the bill', async () => {
    const backend = createTestBackend()
    backend.state.desk.setBillDelay(10_000)
    await backend.post('/Api/billview.php', bill('request'))
    expect((await backend.post('/Api/billview.php', bill('response'))).body).toMatchObject({ errCode: 402 })
    backend.advance(10_000)
    expect((await backend.post('/Api/billview.php', bill('response'))).body).toMatchObject({ errCode: 0 })
  })

  it('answers errCode 301 for an unknown pms id', async () => {
    const reply = await createTestBackend().post('/Api/billview.php', bill('request', 'PMS-NOPE'))
    expect(reply.body).toEqual({ errCode: BILL_ERR.notAuthorised })
  })

  it('answers an empty folio for a guest without charges', async () => {
    const backend = createTestBackend()
    const other = DEMO_GUESTS.room102.pms_id
    await backend.post('/Api/billview.php', bill('request', other))
    const reply = (await backend.post<BillResponseReply>('/Api/billview.php', bill('response', other))).body
    expect(reply.data?.items).toEqual([])
  })

  it('reaches errCode 401 on the response step through a fault matched on the body', async () => {
    const backend = createTestBackend()
    await backend.post('/__demo/faults', {
      path: '/Api/billview.php',
      match: { type: 'response' },
      status: 200,
      body: { errCode: 401, status: false, data: null },
      times: 1,
    })
    expect((await backend.post('/Api/billview.php', bill('request'))).body).toEqual({ errCode: 0 })
    expect((await backend.post('/Api/billview.php', bill('response'))).body).toMatchObject({ errCode: 401 })
    expect((await backend.post('/Api/billview.php', bill('response'))).body).toMatchObject({ errCode: 0 })
  })
})
