// Issue 20, the fault matrix in the browser: four representative cells of tests/unit/faults (which runs
// every call × every fault in node) shown on the real page. Each journey injects one fault through
// /__demo/faults, checks what the guest is shown, then that the portal still navigates, plays live TV,
// opens the info bar, and that the guest's stored data (favourites, a VOD position, the wake-up alarm, the
// sleep timer, and the cart where the spec keeps it) is what it was.
import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, injectFault, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

const ROOM_101 = '02:00:00:00:01:01'
type Logged = { method: string; path: string; body: Record<string, unknown> | null }

/** what the guest has stored, as the portal's services write it (see tests/unit/faults/portal.ts) */
function storedData(now: number): Record<string, string> {
  const tomorrow = new Date(now + 24 * 3_600_000)
  tomorrow.setHours(7, 0, 0, 0)
  return {
    __store: JSON.stringify({ favourites: { '5101': [1, 13, 27] } }),
    vod_resume: JSON.stringify({ 'id:5101': { '1003': 1234 } }),
    alarm: JSON.stringify({ value: tomorrow.getTime(), fidelio: false }),
    sleeptimer: JSON.stringify({ value: 60 * 60_000, date: now }),
  }
}

/** seeds the stored data once, before the portal first reads it */
async function seed(page: Page): Promise<Record<string, string>> {
  const data = storedData(Date.now())
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('faults-seeded')) return
    sessionStorage.setItem('faults-seeded', '1')
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, data)
  return data
}

const stored = (page: Page, keys: string[]) =>
  page.evaluate((names) => Object.fromEntries(names.map((key) => [key, localStorage.getItem(key)])), keys)

const logged = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]

const notice = (page: Page, text: string) => mirror(page).getByRole('status', { name: text })

/** the rest of the portal after the fault: Home, live TV playing, the info bar, the stored data */
async function stillWorks(page: Page, request: APIRequestContext, data: Record<string, string>) {
  await request.delete('/__demo/faults')
  await press(page, 'h')
  await waitForRoute(page, '/home')
  await openInfobar(page)
  await press(page, 'Escape')
  await expect(mirror(page).getByRole('button', { name: 'Settings' })).toHaveCount(0)
  await press(page, 't')
  await expect.poll(() => mirror(page).getAttribute('data-live-status'), { timeout: 20_000 }).toBe('playing')
  expect(await stored(page, Object.keys(data))).toEqual(data)
}

/** the info key opens the info bar (pressed again if the first press came before navigation was back on) */
async function openInfobar(page: Page): Promise<void> {
  await expect(async () => {
    await press(page, 'i')
    await expect(mirror(page).getByRole('button', { name: 'Settings' })).toHaveCount(1, { timeout: 2000 })
  }).toPass({ timeout: 15_000 })
}

/** presses `key` until the focused node is `name`, waiting for each move to show in the mirror */
async function focusOn(page: Page, name: string | RegExp, key = 'ArrowRight', tries = 10): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const label = (await focused(page).getAttribute('aria-label')) ?? ''
    if (typeof name === 'string' ? label === name : name.test(label)) return
    await press(page, key)
    await expect(focused(page)).not.toHaveAttribute('aria-label', label, { timeout: 5000 })
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

/** on a product's detail layout: Add to Cart, the counter, OK (tests/e2e/cms.spec.ts) */
async function addToCart(page: Page, button: string, count: string): Promise<void> {
  await expect(focused(page)).toHaveAttribute('aria-label', button)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Quantity (1 to 9)')
  await press(page, ...count.split(''), 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(
    mirror(page).getByRole('status', { name: 'success: Your cart has been updated.' }),
  ).toHaveCount(1)
}

async function roomServiceItem(request: APIRequestContext, title: string): Promise<number> {
  type Carousel = { items: Array<{ id: number; title: string }> }
  const rows = (await (await request.get('/api/get/cms/roomservice')).json()) as Carousel[]
  const item = rows.flatMap((row) => row.items).find((entry) => entry.title === title)
  if (!item) throw new Error(`no room service item ${title}`)
  return item.id
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test("the guide answering 503 on Live: the body shown, 'No available program data', the channel plays", async ({
  page,
  request,
}) => {
  const data = await seed(page)
  await injectFault(request, { method: 'GET', path: '/api/get/epgs/*', status: 503 })
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  // one notice, however many channels' guides failed behind it (src/stores/appStore.ts pushNotice)
  await expect(notice(page, 'Demo fault 503')).toHaveCount(1)
  await expect(mirror(page).getByRole('status', { name: 'No available program data' })).toHaveCount(1)
  await expect.poll(() => mirror(page).getAttribute('data-live-status'), { timeout: 20_000 }).toBe('playing')
  expect((await logged(request, '/api/get/epgs/*')).length).toBeGreaterThan(0)
  await stillWorks(page, request, data)
})

test('a CMS page answering malformed JSON leaves for Home; the cart keeps its item', async ({
  page,
  request,
}) => {
  const data = await seed(page)
  const coffee = await roomServiceItem(request, 'Turkish Coffee')
  await injectFault(request, {
    method: 'GET',
    path: '/api/get/cms/hotelinfo',
    status: 200,
    raw: "{'rows': [1,]",
  })
  await openPortal(page, `cms/roomservice/23/${coffee}?mac=${ROOM_101}`)
  await waitForRoute(page, `/cms/default/roomservice/23/${coffee}`)
  await addToCart(page, 'Add to Cart · 5 €', '2')
  await press(page, 'Escape') // the cart dialog
  await press(page, 'h')
  await waitForRoute(page, '/home')
  await focusOn(page, 'Hotel Guide')
  await press(page, 'Enter')
  // portal spec §5: a CMS screen without data leaves; a bad body is logged, not shown (it is no message)
  await expect.poll(() => logged(request, '/api/get/cms/hotelinfo').then((calls) => calls.length)).toBe(1)
  await waitForRoute(page, '/home')
  await openInfobar(page)
  await expect(mirror(page).getByRole('button', { name: 'Shopping Cart' })).toHaveCount(1)
  await press(page, 'Escape')
  await stillWorks(page, request, data)
})

test("checkout answered with a truncated body: 'Something went wrong.', the cart cleared as the spec says", async ({
  page,
  request,
}) => {
  const data = await seed(page)
  const coffee = await roomServiceItem(request, 'Turkish Coffee')
  await injectFault(request, { method: 'POST', path: '/api/send/cart', status: 200, raw: '{"success": tr' })
  await openPortal(page, `cms/roomservice/23/${coffee}?mac=${ROOM_101}`)
  await waitForRoute(page, `/cms/default/roomservice/23/${coffee}`)
  await addToCart(page, 'Add to Cart · 5 €', '3')
  await press(page, 'Enter') // Checkout opens the cart
  await expect(focused(page)).toHaveAttribute('aria-label', 'Send')
  await press(page, 'Enter')
  await expect(mirror(page).getByRole('status', { name: 'danger: Something went wrong.' })).toHaveCount(1)
  await expect(mirror(page).getByRole('dialog', { name: 'Cart' })).toHaveCount(0)
  expect((await logged(request, '/api/send/cart')).map((call) => call.body?.['room'])).toEqual(['101'])
  await stillWorks(page, request, data)
})

test('the Chromecast reservation dropped: the guide says the server failed; leaving still releases', async ({
  page,
  request,
}) => {
  const data = await seed(page)
  await injectFault(request, { method: 'POST', path: '/api/cast/get', status: 0 })
  await openPortal(page, `chromecast?mac=${ROOM_101}`)
  await waitForRoute(page, '/chromecast')
  await expect(
    mirror(page).getByRole('alert', { name: 'An error has occurred on the Chromecast server.' }),
  ).toHaveCount(1)
  await expect(mirror(page).getAttribute('data-cast-state')).resolves.toBe('error')
  await press(page, 'Escape')
  await waitForRoute(page, '/home')
  await expect.poll(async () => (await logged(request, '/api/cast/remove')).length).toBe(1)
  await stillWorks(page, request, data)
})
