import { expect, test, type APIRequestContext, type Page } from './test'
import { holdLaterFeatures, mirror, openPortal, resetBackend, settleFrames, waitForRoute } from './portal'

const ROOM_101 = '02:00:00:00:01:01'

/** adapters spec §3 Inbound message: base64 JSON, posted the way the universal bridge takes it. */
async function sendInbound(page: Page, message: unknown, raw?: string): Promise<void> {
  await page.evaluate(
    ({ message, raw }) => {
      const bytes = new TextEncoder().encode(JSON.stringify(message))
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      window.postMessage({ type: 'portal-inbound', message: raw ?? btoa(binary) }, window.location.origin)
    },
    { message, raw },
  )
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('remote commands arrive as inbound messages and act like the keys they name', async ({ page }) => {
  const warnings: string[] = []
  page.on('console', (entry) => {
    if (entry.type() === 'warning') warnings.push(entry.text())
  })
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  // A bad message and an unknown command are logged; nothing else happens.
  await sendInbound(page, null, '%%% not base64 %%%')
  await sendInbound(page, { rc: 'dance' })
  await expect
    .poll(() => warnings.join('\n'))
    .toContain('Inbound message dropped: Inbound message is not valid base64')
  await expect.poll(() => warnings.join('\n')).toContain('Remote command "dance": Unknown command')
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  // channel-list opens the channel list; home comes back home.
  await sendInbound(page, { rc: 'channel-list' })
  await waitForRoute(page, '/live/all/list')
  await sendInbound(page, { rc: 'home' })
  await waitForRoute(page, '/home')
})

test('a remote command sent before the later features are in is held and acted on once they are', async ({
  page,
}) => {
  // the later features' code (src/app/laterFeatures.ts) held back until the command has been sent: the
  // inbound handlers start after it, and the bridge emits from its first moment (src/app/inboundGate.ts)
  const later = await holdLaterFeatures(page)
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await expect.poll(() => later.asked()).toBe(true)
  await sendInbound(page, { rc: 'channel-list' })
  await settleFrames(page)
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  later.release()
  await waitForRoute(page, '/live/all/list')
})

test('an inbound action runs through the action executor', async ({ page }) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  const text = 'Pool closes at 20:00 tonight'
  await sendInbound(page, { action: { action: 'Message.Marquee', params: { data: text, speed: 5 } } })
  await expect(mirror(page).getByRole('marquee', { name: text })).toHaveCount(1)
})

/** how far ahead the front-desk system sets the wake-up */
const WAKE_UP_IN_MS = 8_000

/** Home, then a fidelio wake-up sent to the TV as the front-desk system does, 8 s from now; once it is
 * stored the page's clock jumps to it (Playwright's clock: the test does not wait the 8 s out) */
async function setFidelioWakeUp(page: Page): Promise<void> {
  await page.clock.install()
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  // portal spec §3 Wake-up request: DA (YYMMDD) and TI (HHmmss) in the TV's local time, 8 s from now
  const wakeUp = await page.evaluate((inMs) => {
    const at = new Date(Date.now() + inMs)
    const two = (n: number) => String(n).padStart(2, '0')
    return {
      DA: `${two(at.getFullYear() % 100)}${two(at.getMonth() + 1)}${two(at.getDate())}`,
      TI: `${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}`,
    }
  }, WAKE_UP_IN_MS)
  await sendInbound(page, { fidelio: wakeUp })
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('alarm') ?? 'null') as { fidelio?: boolean }),
    )
    .toMatchObject({ fidelio: true })
  await page.clock.fastForward(WAKE_UP_IN_MS)
}

/** the statuses of the wake-up answers the TV sent, in order (the demo logs a request before any fault) */
async function wakeUpAnswers(request: APIRequestContext): Promise<unknown[]> {
  const path = encodeURIComponent('/api/fidelio/wakeup/answer')
  const logged = (await (await request.get(`/__demo/requests?path=${path}`)).json()) as {
    body?: Record<string, unknown>
  }[]
  return logged.map((entry) => entry.body?.['status'])
}

test('an inbound fidelio wake-up sets a front-desk alarm that rings and is answered OK', async ({
  page,
  request,
}) => {
  await setFidelioWakeUp(page)
  // portal spec §4 Alarm: from the front-desk system, answered OK on firing (§7 wakeup/answer)
  await expect.poll(() => wakeUpAnswers(request), { timeout: 40_000 }).toEqual(['OK'])
  await expect(mirror(page).getByRole('dialog', { name: 'Wake-Up Alarm' })).toHaveCount(1)
})

// Not in the spec (nothing is lost): an answer the backend could not take waits in local storage and is
// sent again, 30 s later or when the TV starts again (services/timers/wakeupAnswers.ts)
test('a wake-up answer the backend could not take is sent again when the TV starts again', async ({
  page,
  request,
}) => {
  const fault = { method: 'POST', path: '/api/fidelio/wakeup/answer', status: 503, times: 1 }
  expect((await request.post('/__demo/faults', { data: fault })).ok()).toBe(true)
  await setFidelioWakeUp(page)
  await expect.poll(() => wakeUpAnswers(request), { timeout: 40_000 }).toEqual(['OK'])
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('portal.unsentWakeupAnswers')))
    .toContain('"status":"OK"')
  await page.reload()
  await expect.poll(() => wakeUpAnswers(request), { timeout: 30_000 }).toEqual(['OK', 'OK'])
  await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.unsentWakeupAnswers'))).toBeNull()
})
