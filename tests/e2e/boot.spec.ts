import { expect, test } from './test'
import { focused, injectFault, mirror, openPortal, resetBackend, waitForRoute } from './portal'

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('a fresh boot shows the demo hotel menu and focus moves with the arrow keys', async ({
  page,
  request,
}) => {
  const menus = (await (await request.get('/api/get/navigation')).json()) as Array<{
    title: string
    isShow: string
  }>
  const visible = menus.filter((item) => item.isShow === '1').map((item) => item.title)
  expect(visible.length).toBeGreaterThan(2)

  await openPortal(page)
  await waitForRoute(page, '/home')
  const items = mirror(page).getByRole('menuitem')
  await expect(items).toHaveCount(visible.length)
  for (const title of visible)
    await expect(mirror(page).getByRole('menuitem', { name: title, exact: true })).toHaveCount(1)

  await expect(focused(page)).toHaveAttribute('aria-label', visible[0] ?? '')
  await page.keyboard.press('ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', visible[1] ?? '')
  await page.keyboard.press('ArrowLeft')
  await expect(focused(page)).toHaveAttribute('aria-label', visible[0] ?? '')
})

test('the checked-in guest is greeted by name on Home', async ({ page, request }) => {
  const device = (await (await request.get('/api/get/device/02:00:00:00:01:01')).json()) as {
    guest: { name: string; surname: string }
  }
  await openPortal(page)
  await waitForRoute(page, '/home')
  await expect(
    mirror(page).getByRole('heading', { name: `Welcome, ${device.guest.name} ${device.guest.surname}` }),
  ).toHaveCount(1)
})

test('a backend answering 503 at boot shows the reload message', async ({ page, request }) => {
  await injectFault(request, {
    path: '/api/get/device/*',
    status: 503,
    body: { message: 'Service Unavailable' },
  })
  await openPortal(page)
  const alert = mirror(page).getByRole('alert')
  await expect(alert).toHaveAttribute(
    'aria-label',
    /^Something went wrong, the platform will reload itself, please wait (\d+) second\.$/,
  )
  const seconds = Number((await alert.getAttribute('aria-label'))?.match(/wait (\d+) second/)?.[1])
  expect(seconds).toBeGreaterThanOrEqual(30)
  expect(seconds).toBeLessThanOrEqual(120)
})

test('a boot that ends on the error screen says it will try again, and does by itself once the backend is fixed', async ({
  page,
  request,
}) => {
  // a config the portal cannot read (a list): the boot fails (portal spec §8, the error screen); the
  // fault answers once, so the backend is "fixed" for the next boot
  await injectFault(request, { method: 'GET', path: '/api/get/config', status: 200, body: [], times: 1 })
  // the page's clock, so the retry (5–15 min, src/services/boot.ts BOOT_RETRY_MAX_MS) is jumped to
  await page.clock.install()
  await openPortal(page)
  await expect(mirror(page).getByRole('alert', { name: 'Something Went Wrong' })).toHaveCount(1)
  await expect(
    mirror(page).getByLabel('The TV will try again by itself in a few minutes.', { exact: true }),
  ).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('data-route', '')
  await page.clock.fastForward('15:00')
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('alert', { name: 'Something Went Wrong' })).toHaveCount(0)
})

test('a malformed channel list boots without a crash and logs the error', async ({ page, request }) => {
  await injectFault(request, { path: '/api/get/channels', status: 200, raw: '{"channels": [ {"id": "oops"' })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await openPortal(page)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem').first()).toHaveCount(1)
  await expect.poll(() => errors.some((text) => /channels/i.test(text))).toBe(true)
})

test('an unknown device gets the location dialog instead of the error screen (portal spec §4 Sync assign)', async ({
  page,
}) => {
  // the whole first start (cancel repeats, unknown room, boot Home) is in device.spec.ts
  await openPortal(page, '?mac=02:00:00:00:99:99')
  await expect(mirror(page).getByRole('dialog', { name: 'Assign this TV to a room' })).toHaveCount(1)
  await expect(mirror(page).getByRole('alert', { name: 'Something Went Wrong' })).toHaveCount(0)
})

test('Home and Back navigate between screens, and the route shows in the address bar', async ({
  page,
  request,
}) => {
  await resetBackend(request)
  await openPortal(page)
  await waitForRoute(page, '/home')
  await page.keyboard.press('v') // movies
  await waitForRoute(page, '/vod')
  expect(new URL(page.url()).pathname).toBe('/v2/vod')
  await page.keyboard.press('Backspace')
  await waitForRoute(page, '/home')
  await expect(focused(page)).toHaveAttribute('role', 'menuitem')
})
