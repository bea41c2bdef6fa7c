import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, injectFault, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

// Hotel content on the demo hotel (issue 14): the CMS list, every detail layout, the actions and the
// cart. Room 101 is Emma Schneider (guest 5101, PMS-240101); room 103 has no guest. Focus names: a row
// is "<row>: <card>", the toast "<theme>: <text>".

const ROOM_101 = '02:00:00:00:01:01'
const ROOM_103 = '02:00:00:00:01:03'

type Item = { id: number; title: string; price: number | null }
type Carousel = { id: number; name: string; items: Item[] }
type Logged = { method: string; path: string; body: Record<string, unknown> }

async function cms(request: APIRequestContext, target: string): Promise<Carousel[]> {
  return (await (await request.get(`/api/get/cms/${target}`)).json()) as Carousel[]
}
function itemOf(carousels: Carousel[], title: string): { carousel: Carousel; item: Item } {
  for (const carousel of carousels) {
    const item = carousel.items.find((candidate) => candidate.title === title)
    if (item) return { carousel, item }
  }
  throw new Error(`no CMS item ${title}`)
}
async function sent(request: APIRequestContext): Promise<Logged[]> {
  return (await (await request.get('/__demo/requests?path=/api/send/cart')).json()) as Logged[]
}

/** presses `key` until the focused node is `name` (autoplaying rows start anywhere); each press waits for
 * the mirror to show its move, so a press is never made on a name the canvas has already left */
async function focusOn(page: Page, name: string | RegExp, key = 'ArrowRight', tries = 8): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const label = (await focused(page).getAttribute('aria-label')) ?? ''
    if (typeof name === 'string' ? label === name : name.test(label)) return
    await press(page, key)
    await expect(focused(page)).not.toHaveAttribute('aria-label', label, { timeout: 5000 })
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}
const toast = (page: Page, name: string) => mirror(page).getByRole('status', { name })
const dialog = (page: Page, name: string) => mirror(page).getByRole('dialog', { name })
/** portal spec §5: the booking's confirmation (cms.nonProductConfirm), naming the action */
const confirmation = (page: Page, action: string) =>
  mirror(page).getByLabel(`Do you want to send your ${action}?`, { exact: true })

/** on a product's detail layout: Add to Cart, the counter (typed digits, or empty for 1), OK */
async function addToCart(page: Page, button: string, count: string): Promise<void> {
  await expect(focused(page)).toHaveAttribute('aria-label', button)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Quantity (1 to 9)')
  if (count) await press(page, ...count.split(''))
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(toast(page, 'success: Your cart has been updated.')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Checkout')
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('Room Service from Home: two products into the cart, checkout sends the exact cart payload', async ({
  page,
  request,
}) => {
  const rows = await cms(request, 'roomservice')
  const breakfast = itemOf(rows, 'Turkish Breakfast')
  const continental = itemOf(rows, 'Continental Breakfast')
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await focusOn(page, 'Hotel Services')
  await press(page, 'Enter')
  await expect(dialog(page, 'Hotel Services')).toHaveCount(1)
  await focusOn(page, 'Hotel Services: Room Service', 'ArrowDown')
  await press(page, 'Enter')
  await waitForRoute(page, '/cms/roomservice')
  await expect(mirror(page).getByRole('heading', { name: 'Room Service' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Breakfast: Turkish Breakfast')

  await press(page, 'Enter')
  await waitForRoute(page, `/cms/default/roomservice/21/${breakfast.item.id}`)
  await addToCart(page, 'Add to Cart · 24 €', '2')
  await press(page, 'ArrowRight', 'Enter') // Continue Shopping
  await press(page, 'Escape')
  await waitForRoute(page, '/cms/roomservice/21')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Breakfast: Turkish Breakfast')
  await press(page, 'ArrowRight', 'Enter')
  await waitForRoute(page, `/cms/default/roomservice/21/${continental.item.id}`)
  await addToCart(page, 'Add to Cart · 18 €', '')
  await press(page, 'Enter') // Checkout opens the cart
  await expect(dialog(page, 'Cart')).toHaveCount(1)
  await expect(mirror(page).getByRole('status', { name: '66.00 €' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Send')
  await press(page, 'Enter')

  await expect(
    toast(
      page,
      'success: Your order has been successfully sended. We will be in touch with you as soon as possible.',
    ),
  ).toHaveCount(1)
  await expect(dialog(page, 'Cart')).toHaveCount(0)
  const line = (item: Item, carousel: Carousel, count: number) => ({
    title: item.title,
    count,
    code: String(item.id),
    id: item.id,
    price: item.price,
    main: 'roomservice',
    catalog: carousel.name,
    endpoint: 'roomservice',
    action_type: 'product',
  })
  expect((await sent(request)).map((call) => call.body)).toEqual([
    {
      action: 'order',
      room: '101',
      room_id: 101,
      guest_name: 'Emma Schneider',
      guest_id: 5101,
      guest_pms: 'PMS-240101',
      mac: ROOM_101,
      ip: '127.0.0.1',
      items: [line(breakfast.item, breakfast.carousel, 2), line(continental.item, continental.carousel, 1)],
    },
  ])
})

/** The spa's massage opened on its detail, and its Book an Appointment prompt opened on it */
async function openAppointment(page: Page, request: APIRequestContext): Promise<Item> {
  const { item } = itemOf(await cms(request, 'spa'), 'Aromatherapy Massage')
  await openPortal(page, `cms/default/spa/31/${item.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/cms/default/spa/31/${item.id}`)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Book an Appointment')
  await press(page, 'Enter')
  await expect(dialog(page, 'Appointment')).toHaveCount(1)
  return item
}

test('a spa appointment through the prompt: the day is required, the time selector steps, the details are sent', async ({
  page,
  request,
}) => {
  const item = await openAppointment(page, request)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Today')

  // OK with no day chosen: the §5 message, and the prompt stays
  await focusOn(page, 'OK', 'ArrowDown')
  await press(page, 'Enter')
  await expect(
    mirror(page).getByRole('alert', { name: 'Please fill all the fields marked with *' }),
  ).toHaveCount(1)
  await expect(dialog(page, 'Appointment')).toHaveCount(1)

  // up to the day chips (whichever spatial navigation reaches first), then along them to Tomorrow
  await focusOn(page, /^(Today|Tomorrow|.*\d.*)$/, 'ArrowUp')
  const chip = await focused(page).getAttribute('aria-label')
  await focusOn(page, 'Tomorrow', chip === 'Today' ? 'ArrowRight' : 'ArrowLeft')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Tomorrow ✓')
  const part = (name: string) =>
    mirror(page).getByRole('spinbutton', { name }).locator('[role="text"]').first().getAttribute('aria-label')
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Time Hours')
  const hours = Number(await part('Time Hours'))
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowDown')
  const minutes = Number(await part('Time Minutes'))
  await press(page, 'ArrowLeft')
  const two = (n: number) => String(n).padStart(2, '0')
  const time = `${two((hours + 2) % 24)}:${two((minutes + 45) % 60)}`
  await expect.poll(async () => `${await part('Time Hours')}:${await part('Time Minutes')}`).toBe(time)
  await focusOn(page, 'OK', 'ArrowDown')
  await press(page, 'Enter')

  // portal spec §5: the confirmation first; nothing is sent until the guest says OK
  await expect(confirmation(page, 'Appointment')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  expect(await sent(request)).toEqual([])
  await press(page, 'Enter')

  await expect(
    toast(
      page,
      'success: Your order has been successfully sended. We will be in touch with you as soon as possible.',
    ),
  ).toHaveCount(1)
  const tomorrow = await page.evaluate(() => {
    const day = new Date()
    day.setDate(day.getDate() + 1)
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  })
  const [call] = await sent(request)
  expect(call?.body).toMatchObject({
    action: 'appointment',
    room: '101',
    guest_id: 5101,
    items: [
      {
        title: 'Aromatherapy Massage',
        count: 1,
        id: item.id,
        price: 85,
        main: 'spa',
        catalog: 'Treatments',
        endpoint: 'spa',
      },
    ],
    details: { date: tomorrow, time },
  })
  const activity = await (await request.get('/frontdesk/api/activity')).json()
  expect(activity.appointments[0].details).toEqual({ date: tomorrow, time })
})

test('declining the confirmation of an appointment sends nothing and gives the focus back to the item', async ({
  page,
  request,
}) => {
  await openAppointment(page, request)
  await focusOn(page, 'Tomorrow')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Tomorrow ✓')
  await focusOn(page, 'OK', 'ArrowDown')
  await press(page, 'Enter')
  await expect(confirmation(page, 'Appointment')).toHaveCount(1)
  await focusOn(page, 'Cancel')
  await press(page, 'Enter')

  await expect(confirmation(page, 'Appointment')).toHaveCount(0)
  await expect(dialog(page, 'Appointment')).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Book an Appointment')
  await expect(mirror(page).getByRole('status', { name: /^(success|danger): / })).toHaveCount(0)
  expect(await sent(request)).toEqual([])
  const activity = await (await request.get('/frontdesk/api/activity')).json()
  expect(activity.appointments).toEqual([])
})

test('each of the five detail layouts is reachable from the list and focusable; content none does nothing', async ({
  page,
}) => {
  await openPortal(page, `cms/spa?mac=${ROOM_101}`)
  await waitForRoute(page, '/cms/spa')
  const open = async (card: string, key: string, route: RegExp, focus: string) => {
    await focusOn(page, card, key)
    await press(page, 'Enter')
    await expect(mirror(page)).toHaveAttribute('data-route', route)
    await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
    await expect(focused(page)).toHaveAttribute('aria-label', focus)
    await press(page, 'Escape')
    await expect(mirror(page)).toHaveAttribute('data-route', /^\/cms\/spa\/3\d$/)
    await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
    await expect(focused(page)).toHaveAttribute('aria-label', card)
  }
  await open(
    'Treatments: Traditional Hammam',
    'ArrowRight',
    /^\/cms\/boxed\/spa\/31\/\d+$/,
    'Book an Appointment',
  )
  await open(
    'Treatments: Aromatherapy Massage',
    'ArrowRight',
    /^\/cms\/default\/spa\/31\/\d+$/,
    'Book an Appointment',
  )
  await open(
    'Treatments: Couples Massage',
    'ArrowLeft',
    /^\/cms\/video\/spa\/31\/\d+$/,
    'Book an Appointment',
  )

  // the side pane opens over the list, in its own focus scope; back closes it
  await press(page, 'ArrowDown')
  await focusOn(page, 'Packages: Express Relax')
  await press(page, 'Enter')
  await expect(dialog(page, 'Express Relax')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Book an Appointment')
  await press(page, 'Escape')
  await expect(dialog(page, 'Express Relax')).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Packages: Express Relax')

  await press(page, 'ArrowDown')
  await focusOn(page, 'Facilities: Fitness Centre')
  const route = await mirror(page).getAttribute('data-route')
  await press(page, 'Enter') // content_type none
  await expect(focused(page)).toHaveAttribute('aria-label', 'Facilities: Fitness Centre')
  expect(await mirror(page).getAttribute('data-route')).toBe(route)

  await focusOn(page, 'Facilities: Indoor Pool', 'ArrowLeft')
  await press(page, 'Enter')
  await expect(mirror(page)).toHaveAttribute('data-route', /^\/cms\/slideshow\/spa\/33\/\d+$/)
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
  await expect(focused(page)).toHaveAttribute('aria-label', /^Indoor Pool: \d \/ 4$/)
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', /^Indoor Pool: \d \/ 4 · Pause$/)
})

test("ordering while checked out says 'You can't order without check-in.' and sends nothing", async ({
  page,
  request,
}) => {
  const { item } = itemOf(await cms(request, 'roomservice'), 'Club Sandwich')
  await openPortal(page, `cms/roomservice/22/${item.id}?mac=${ROOM_103}`)
  await waitForRoute(page, `/cms/default/roomservice/22/${item.id}`)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Add to Cart · 16 €')
  await press(page, 'Enter')
  await expect(toast(page, "warning: You can't order without check-in.")).toHaveCount(1)
  await expect(mirror(page).getByRole('dialog', { name: 'Club Sandwich' })).toHaveCount(0)
  expect(await sent(request)).toEqual([])
})

test("a 5xx on checkout says 'Something went wrong.' and the cart is cleared and closed", async ({
  page,
  request,
}) => {
  const { item } = itemOf(await cms(request, 'roomservice'), 'Turkish Coffee')
  await injectFault(request, { method: 'POST', path: '/api/send/cart', status: 503 })
  await openPortal(page, `cms/roomservice/23/${item.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/cms/default/roomservice/23/${item.id}`)
  await addToCart(page, 'Add to Cart · 5 €', '3')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Send')
  await press(page, 'Enter')
  await expect(toast(page, 'danger: Something went wrong.')).toHaveCount(1)
  await expect(dialog(page, 'Cart')).toHaveCount(0)
  expect((await sent(request)).map((call) => (call.body['items'] as { count: number }[])[0]?.count)).toEqual([
    3,
  ])
  // the cart is empty: the info bar offers no Shopping Cart
  await press(page, 'i')
  await expect(mirror(page).getByRole('button', { name: 'Settings' })).toHaveCount(1)
  await expect(mirror(page).getByRole('button', { name: /^Shopping Cart/ })).toHaveCount(0)
})

test('a CMS page whose load failed is fetched again on the next visit (portal spec §5)', async ({
  page,
  request,
}) => {
  // the first load answers 503: the screen leaves without data; the next visit asks again and shows it
  await injectFault(request, {
    method: 'GET',
    path: '/api/get/cms/*',
    status: 503,
    body: { message: 'Service Unavailable' },
    times: 1,
  })
  await openPortal(page, `?mac=${ROOM_101}`)
  const openRoomService = async () => {
    await waitForRoute(page, '/home')
    await focusOn(page, 'Hotel Services')
    await press(page, 'Enter')
    await expect(dialog(page, 'Hotel Services')).toHaveCount(1)
    await focusOn(page, 'Hotel Services: Room Service', 'ArrowDown')
    await press(page, 'Enter')
  }
  const asked = async () =>
    (
      (await (
        await request.get(`/__demo/requests?path=${encodeURIComponent('/api/get/cms/roomservice')}`)
      ).json()) as unknown[]
    ).length
  await openRoomService()
  // the page was asked for (so the route has left Home), then the screen left without data: back on
  // Home once its navigation is on again (waiting for Home alone could pass before the first push)
  await expect.poll(asked).toBe(1)
  await waitForRoute(page, '/home')
  await openRoomService()
  await waitForRoute(page, '/cms/roomservice')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Breakfast: Turkish Breakfast')
  expect(await asked()).toBe(2)
})

test('a CMS page without data that is itself the home page leaves for the Home menu (portal spec §2, §5)', async ({
  page,
  request,
}) => {
  const item = { image_type: 'icon', image: '', isShow: '1' }
  const menus = [
    { ...item, id: 1, title: 'Room Service', isHome: '1', module: 'cms', target: 'roomservice' },
    { ...item, id: 2, title: 'News', isHome: '0', module: 'news', target: '' },
  ]
  await injectFault(request, { method: 'GET', path: '/api/get/navigation*', status: 200, body: menus })
  await injectFault(request, { method: 'GET', path: '/api/get/cms/*', status: 200, body: [] })
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem', { name: 'Room Service' })).toHaveCount(1)
})
