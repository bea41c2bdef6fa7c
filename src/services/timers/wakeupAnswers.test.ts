import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
import { createFakeClock } from '../../api/fakes'
import type { CallOptions } from '../../api/http'
import type { FidelioWakeupAnswer } from '../../api/requests'
import { fakeLog } from '../actions/fakes'
import { memoryStorage } from '../session/storage'
import {
  UNSENT_WAKEUP_ANSWERS_KEY,
  WAKEUP_ANSWER_RETRY_MS,
  createWakeupAnswers,
  decodeWakeupAnswer,
} from './wakeupAnswers'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const OK: FidelioWakeupAnswer = { room: '101', date: '261128070000', status: 'OK' }

function page(storage = memoryStorage()) {
  const clock = createFakeClock()
  const log = fakeLog()
  const sent: FidelioWakeupAnswer[] = []
  const send = vi.fn(async (answer: FidelioWakeupAnswer, _call: CallOptions) => {
    sent.push(answer)
    return true
  })
  const answers = createWakeupAnswers({ send, clock, log, storage })
  return { clock, log, sent, send, answers, storage }
}

describe('wake-up answers (portal spec §4 Alarm, §7 wakeup/answer): none lost to a backend that is down', () => {
  it(`sends an answer the backend could not take again ${WAKEUP_ANSWER_RETRY_MS} ms later`, async () => {
    const { answers, send, sent, clock, log } = page()
    answers.start()
    send.mockRejectedValueOnce(new ApiError('http', 'POST /api/fidelio/wakeup/answer', 'status 503'))
    await answers.add(OK)
    expect(sent).toEqual([])
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining('Wake-up answer OK for room 101 at 261128070000 could not be sent'),
      expect.anything(),
    )
    clock.advance(WAKEUP_ANSWER_RETRY_MS)
    await settle()
    expect(sent).toEqual([OK])
    answers.stop()
  })

  it('a cancel after an unsent OK of the same wake-up replaces it; another wake-up waits beside it', async () => {
    const { answers, send } = page()
    send.mockRejectedValue(new Error('down'))
    await answers.add(OK)
    await answers.add({ ...OK, status: 'DE' })
    await answers.add({ ...OK, date: '261129070000' })
    expect(answers.count()).toBe(2)
  })

  it('keeps what it could not send across a restart and sends it when the next page starts', async () => {
    const storage = memoryStorage()
    const first = page(storage)
    first.send.mockRejectedValue(new Error('down'))
    first.answers.start()
    await first.answers.add(OK)
    first.answers.stop()
    expect(JSON.parse(storage.getItem(UNSENT_WAKEUP_ANSWERS_KEY)!)).toEqual([OK])
    const second = page(storage)
    second.answers.start()
    await second.answers.flush()
    expect(second.sent).toEqual([OK])
    expect(storage.getItem(UNSENT_WAKEUP_ANSWERS_KEY)).toBeNull()
  })

  it('reads back only whole answers', () => {
    expect(decodeWakeupAnswer(OK)).toEqual(OK)
    expect(decodeWakeupAnswer({ ...OK, status: 'MAYBE' })).toBeNull()
    expect(decodeWakeupAnswer({ ...OK, room: 101 })).toBeNull()
    expect(decodeWakeupAnswer(null)).toBeNull()
  })
})
