import { expect, test, type Page } from './test'
import { focused, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

const ROOM_101 = '02:00:00:00:01:01'
const ROOM_103 = '02:00:00:00:01:03' // no guest

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

/** moves right along a row until the focused node is `name` (at most `limit` presses) */
async function focusRight(page: Page, name: string, limit = 10): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page).getAttribute('aria-label')) === name) return
    await page.keyboard.press('ArrowRight')
    await page.waitForTimeout(150)
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

/** Home → Hotel Services (an item with subs) → the side pane of its sub-items */
async function openServicesPane(page: Page): Promise<void> {
  await waitForRoute(page, '/home')
  await focusRight(page, 'Hotel Services')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('dialog', { name: 'Hotel Services' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Hotel Services: Restaurants & Bars')
}

test('a Home menu item with subs opens a side pane of its sub-items; the chosen one routes to its module', async ({
  page,
}) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await openServicesPane(page)
  for (const title of ['Restaurants & Bars', 'Spa & Wellness', 'Room Service', 'Activities', 'My Bill'])
    await expect(mirror(page).getByRole('option', { name: title, exact: true })).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Hotel Services: Spa & Wellness')
  await page.keyboard.press('Enter')
  await expect(mirror(page)).toHaveAttribute('data-route', '/cms/spa')
  await expect(mirror(page).getByRole('dialog', { name: 'Hotel Services' })).toHaveCount(0)
})

test('info key → Settings → Sleep Timer → 15 minutes sets the timer and the bar counts down', async ({
  page,
}) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await page.keyboard.press('i')
  await expect(mirror(page).getByRole('toolbar')).toHaveCount(1)
  await focusRight(page, 'Settings')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('dialog', { name: 'Settings' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Settings: Sleep Timer')
  await page.keyboard.press('Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Sleep Timer: 5 minutes')
  await press(page, 'ArrowDown', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Sleep Timer: 15 minutes')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('dialog', { name: /Settings|Sleep Timer/ })).toHaveCount(0)
  await expect(mirror(page).getByRole('button', { name: 'Sleep in 15 minutes' })).toHaveCount(1)
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('sleeptimer') ?? 'null') as { value: number } | null,
  )
  expect(stored?.value).toBe(15 * 60_000)
})

test("the bill view shows the guest's items with the total (request then response form)", async ({
  page,
  request,
}) => {
  // what the PMS holds for Emma Schneider (room 101), asked the way the portal asks
  await request.post('/Api/billview.php', { data: { guest_pms_id: 'PMS-240101', type: 'request' } })
  const folio = (await (
    await request.post('/Api/billview.php', { data: { guest_pms_id: 'PMS-240101', type: 'response' } })
  ).json()) as { data: { items: Array<{ title: string }>; total: string } }
  expect(folio.data.items.length).toBeGreaterThan(0)

  await openPortal(page, `?mac=${ROOM_101}`)
  await openServicesPane(page)
  await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Hotel Services: My Bill')
  await page.keyboard.press('Enter')
  const panel = mirror(page).getByRole('dialog', { name: 'Bill View' })
  await expect(panel).toHaveCount(1)
  // the list is windowed: the rows its 420 px show (70 px each, six and no more) are made, the rest
  // as the guest scrolls to them (portal spec §9 bill scroll 100 px); nothing draws over the footer
  const items = mirror(page).getByRole('list', { name: 'Bill View' }).getByRole('listitem')
  const shown = () => items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
  // newest first: the folio's items in reverse order (portal spec §9)
  const titles = folio.data.items.map((item) => item.title).reverse()
  expect(titles.length).toBeGreaterThan(6)
  await expect.poll(shown).toEqual(titles.slice(0, 6))
  const presses = Math.ceil((titles.length * 70 - 420) / 100)
  for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowDown')
  await expect.poll(async () => (await shown()).at(-1)).toBe(titles.at(-1))
  // once the scroll has ended, only the rows in the list are made
  await expect.poll(async () => (await shown()).length).toBeLessThanOrEqual(7)
  await expect(mirror(page).locator('[aria-label="Total"]')).toHaveCount(1)
  await expect(mirror(page).getByRole('status', { name: `${folio.data.total} €` })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Bill View')
  const asked = (await (await request.get('/__demo/requests?path=/Api/billview.php')).json()) as Array<{
    body: { type: string }
  }>
  expect(asked.slice(-2).map((call) => call.body.type)).toEqual(['request', 'response'])
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
})

test('a room without a guest (no pms_id) is not authorized to view the bill', async ({ page }) => {
  await openPortal(page, `?mac=${ROOM_103}`)
  await openServicesPane(page)
  await press(page, 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Hotel Services: My Bill')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('dialog', { name: 'Bill View' })).toHaveCount(1)
  await expect(
    mirror(page).getByRole('alert', { name: "You aren't authorized to view this section." }),
  ).toHaveCount(1)
})

test('a language chosen from the info bar changes the UI text and updates the guest', async ({
  page,
  request,
}) => {
  // without Settings (no hsm, no wake-up) the language button stands alone in the info bar (portal spec §6)
  const patched = await request.post('/__demo/device', {
    data: { mac: ROOM_101, config: { hsm: '', wakeup: 'false' } },
  })
  expect(patched.ok()).toBe(true)
  // dictionaries other than English are fetched from the v2 host when first shown (portal spec §7);
  // English is in the bundle (the dev server's module import of it is not a fetch)
  const dictionaries: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/locales/') && sent.resourceType() === 'fetch')
      dictionaries.push(new URL(sent.url()).pathname)
  })
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  expect(dictionaries).toEqual([])
  await page.keyboard.press('i')
  await expect(mirror(page).getByRole('button', { name: 'Settings' })).toHaveCount(0)
  await focusRight(page, 'Language')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('dialog', { name: 'Choose Language' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Choose Language: English')
  await press(page, 'ArrowDown', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Choose Language: Deutsch')
  await page.keyboard.press('Enter')
  await expect
    .poll(async () => {
      const updates = (await (
        await request.get('/__demo/requests?path=/api/set/guest/update')
      ).json()) as Array<{
        body: { language: string }
      }>
      return updates.at(-1)?.body.language ?? null
    })
    .toBe('de_DE')
  expect(dictionaries).toEqual(['/v2/locales/de_DE.json'])
  await page.keyboard.press('i')
  await expect(mirror(page).getByRole('button', { name: 'Sprache' })).toHaveCount(1)
  await expect(mirror(page).getByRole('button', { name: 'Nachrichten' })).toHaveCount(1)
})
