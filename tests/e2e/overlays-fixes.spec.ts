import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, mirror, openPortal, reportOf, resetBackend, sendAction, waitForRoute } from './portal'

// Overlay defects found by the audit: a popup's failed image (portal spec §4 Overlays "failed media
// closes at once") and the messages panel's list past its window (§2 Messages panel), read through the
// scene mirror.
const MAC = '02:00:00:00:01:01'

const popup = (page: Page) => mirror(page).getByRole('dialog', { name: 'Announcement' })
const messagesPanel = (page: Page) => mirror(page).getByRole('dialog', { name: 'Messages' })

/** front-desk Message actions, each reported by the TV before the next is checked */
async function sendMessages(request: APIRequestContext, titles: readonly string[]): Promise<void> {
  const ids: number[] = []
  for (const title of titles)
    ids.push(await sendAction(request, MAC, 'Message', { title, text: `<p>${title}</p>`, autoOpen: false }))
  for (const id of ids) expect(await reportOf(request, MAC, id)).toMatchObject({ status: true })
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('a Message.Image whose image fails to load closes its popup at once, even one that cannot be skipped', async ({
  page,
  request,
}) => {
  await openPortal(page)
  await waitForRoute(page, '/home')
  const id = await sendAction(request, MAC, 'Message.Image', {
    image: '/media/img/background/missing-image.png',
    skip: false,
  })
  // the action is reported once the popup is shown, as for a video popup (services/popupActions.ts)
  expect(await reportOf(request, MAC, id)).toMatchObject({ status: true })
  await expect(popup(page)).toHaveCount(0, { timeout: 15_000 })
  // the screen under it has its focus back, and the next popup is taken (the slot is free)
  await expect(focused(page)).toHaveAttribute('role', 'menuitem')
  const next = await sendAction(request, MAC, 'Message.Image', {
    image: '/media/img/background/home-2.svg',
    skip: true,
  })
  expect(await reportOf(request, MAC, next)).toMatchObject({ status: true })
  await expect(popup(page)).toHaveCount(1)
})

test('the messages panel reaches and opens the oldest of 8 messages with down', async ({ page, request }) => {
  await openPortal(page)
  await waitForRoute(page, '/home')
  const titles = Array.from({ length: 8 }, (_, i) => `Note ${i + 1}`)
  await sendMessages(request, titles)
  // the info bar's Messages button opens the list
  await page.keyboard.press('i')
  await expect(mirror(page).getByRole('toolbar')).toHaveCount(1)
  for (let i = 0; i < 12; i++) {
    if ((await focused(page).getAttribute('aria-label')) === 'Messages') break
    await page.keyboard.press('ArrowRight')
  }
  await expect(focused(page)).toHaveAttribute('aria-label', 'Messages')
  await page.keyboard.press('Enter')
  await expect(messagesPanel(page)).toHaveCount(1)
  await expect(mirror(page).locator('[aria-label="8 new messages"]')).toHaveCount(1)
  // newest first: Note 8 at the top, Note 1 the 8th row, past the 6 rows shown
  await expect(focused(page)).toHaveAttribute('aria-label', 'Messages: Note 8 — Front Desk')
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Messages: Note 1 — Front Desk')
  await page.keyboard.press('Enter')
  await expect(mirror(page).getByRole('heading', { name: 'Note 1' })).toHaveCount(1)
  // opening marks it read: the header counts the 7 left
  await expect(mirror(page).locator('[aria-label="7 new messages"]')).toHaveCount(1)
})

test('a popup that cannot be skipped stays up through back, home, tv, movies and digits', async ({
  page,
  request,
}) => {
  await openPortal(page)
  await waitForRoute(page, '/home')
  const id = await sendAction(request, MAC, 'Message.Image', {
    image: '/media/img/background/home-2.svg',
    skip: false,
  })
  expect(await reportOf(request, MAC, id)).toMatchObject({ status: true })
  await expect(popup(page)).toHaveCount(1)
  // Escape is back, h home, t tv, v movies (bridges/universal/keyMap.ts)
  for (const key of ['Escape', 'h', 't', 'v', '1', 'i']) await page.keyboard.press(key)
  await expect(popup(page)).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  await expect(mirror(page).getByRole('toolbar')).toHaveCount(0)
})
