import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

// The casting guides on the demo hotel (room 101). The front desk sets what the Chromecast server
// answers the room (POST /frontdesk/api/cast); the guide's state is on the mirror root (data-cast-state).

const ROOM_101 = '02:00:00:00:01:01'
/** portal spec §9: cast heartbeat 60 s */
const HEARTBEAT_MS = 60_000
type Logged = { body: Record<string, unknown> | null }

const castState = (page: Page) => mirror(page).getAttribute('data-cast-state')
const logged = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]
const setCastAnswer = async (request: APIRequestContext, cast: string) =>
  expect((await request.post('/frontdesk/api/cast', { data: { mac: ROOM_101, cast } })).ok()).toBe(true)

/** presses right until the focused Home tile is `name` (waiting for the mirror after each press) */
async function focusTile(page: Page, name: string): Promise<void> {
  const label = () => focused(page).getAttribute('aria-label')
  for (let i = 0; i < 10; i++) {
    const before = await label()
    if (before === name) return
    await press(page, 'ArrowRight')
    await expect.poll(label).not.toBe(before)
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

async function sendInbound(page: Page, message: unknown): Promise<void> {
  await page.evaluate(
    (text) => window.postMessage({ type: 'portal-inbound', message: btoa(text) }, window.location.origin),
    JSON.stringify(message),
  )
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('all devices in use: the guide says so, and leaving releases the reservation', async ({
  page,
  request,
}) => {
  await setCastAnswer(request, 'unavailable')
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await focusTile(page, 'Chromecast')
  await press(page, 'Enter')
  await waitForRoute(page, '/chromecast')
  await expect(
    mirror(page).getByRole('alert', { name: 'Sorry, all chromecast devices are used by other guests.' }),
  ).toHaveCount(1)
  await expect(mirror(page).locator('[role="text"][aria-label="Please try again later."]')).toHaveCount(1)
  expect(await castState(page)).toBe('unavailable')
  // portal spec §7: /api/cast/get with macAddress, ipAddress, device, room
  const [asked] = await logged(request, '/api/cast/get')
  expect(asked?.body).toMatchObject({ macAddress: ROOM_101, device: 'ROOM_101', room: '101' })
  expect(asked?.body?.['ipAddress']).toEqual(expect.any(String))
  await press(page, 'Escape')
  await waitForRoute(page, '/home')
  await expect.poll(async () => (await logged(request, '/api/cast/remove')).length).toBe(1)
  expect((await logged(request, '/api/cast/remove'))[0]?.body).toMatchObject({ macAddress: ROOM_101 })
})

test('watching: the cast key opens the guide, a heartbeat goes every 60 s, leaving releases', async ({
  page,
  request,
}) => {
  // the page's clock runs normally and jumps a minute on demand (no 60 real seconds of waiting)
  await page.clock.install()
  await setCastAnswer(request, 'watch')
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await press(page, 'c')
  await waitForRoute(page, '/chromecast')
  await expect.poll(() => castState(page)).toBe('watch')
  await expect(mirror(page).getByRole('status', { name: "You're connected" })).toHaveCount(1)
  expect(await logged(request, '/api/cast/heartbeat')).toHaveLength(0)
  await page.clock.fastForward(HEARTBEAT_MS)
  const beats = async () => (await logged(request, '/api/cast/heartbeat')).length
  await expect.poll(beats).toBe(1)
  // The next beat is armed when the page has the last one's answer, which can be after the backend logged
  // the request: the clock steps a quarter minute at a time until it goes, and a minute at least passed.
  let stepped = 0
  await expect
    .poll(async () => {
      if ((await beats()) < 2) {
        await page.clock.fastForward(HEARTBEAT_MS / 4)
        stepped += HEARTBEAT_MS / 4
      }
      return beats()
    })
    .toBe(2)
  expect(stepped).toBeGreaterThanOrEqual(HEARTBEAT_MS)
  expect((await logged(request, '/api/cast/heartbeat'))[0]?.body).toMatchObject({
    macAddress: ROOM_101,
    device: 'ROOM_101',
  })
  expect(await castState(page)).toBe('watch')
  await press(page, 'Escape')
  await waitForRoute(page, '/home')
  await expect.poll(async () => (await logged(request, '/api/cast/remove')).length).toBe(1)
  // no heartbeat after leaving
  await page.clock.fastForward(HEARTBEAT_MS)
  expect(await logged(request, '/api/cast/heartbeat')).toHaveLength(2)
})

test('an inbound chromecast message opens the hotspot guide; a pushed reservation decides its state', async ({
  page,
}) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await sendInbound(page, { chromecast: 'hotspot' })
  await waitForRoute(page, '/chromecast/hotspot')
  await expect.poll(() => castState(page)).toBe('available')
  // portal spec §2: the hotspot guide's pictures cast_1 to cast_3
  for (const image of ['cast_1', 'cast_2', 'cast_3'])
    await expect(mirror(page).getByRole('img', { name: image })).toHaveCount(1)
  // a desktop browser has no soft AP: its Wi-Fi name and password are not available (portal spec §8)
  await expect(mirror(page).locator('[role="text"][aria-label="Wi-Fi Name: Not available"]')).toHaveCount(1)
  await expect(mirror(page).getByRole('img', { name: 'Scan the QR code with your phone' })).toHaveCount(1)
  await sendInbound(page, { chromecast: { error: null, status: 200, heartbeat: true } })
  await expect.poll(() => castState(page)).toBe('watch')
  await sendInbound(page, { chromecast: { error: 'Chromecast server down', status: 503 } })
  await expect.poll(() => castState(page)).toBe('error')
  await expect(
    mirror(page).getByRole('alert', { name: 'An error has occurred on the Chromecast server.' }),
  ).toHaveCount(1)
})
