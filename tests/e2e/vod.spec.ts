import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, injectFault, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

// Video on demand on the demo hotel (room 101: Emma Schneider, guest 5101, currency €). The screen's
// state is on the mirror root: data-vod-mode (none / trailer / watch), data-vod-player, data-vod-count,
// data-vod-selected. Films: 1001 The Silent Harbour (4.99), 1004 The Lighthouse Keeper (free),
// 1005 Room 412 (5.99, PIN 1111).

type Film = { id: number; title: string; url: string; trailer: string | null }
type MediaHook = { store: { getState(): { state: string; source: string | null } } }

const ROOM_101 = '02:00:00:00:01:01'
const vod = (page: Page, key: 'mode' | 'player' | 'count' | 'selected') =>
  mirror(page).getAttribute(`data-vod-${key}`)
const mediaSource = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __portal: { media: MediaHook } }).__portal.media.store.getState().source,
  )
const currentTime = (page: Page) =>
  page.evaluate(() => (document.getElementById('video-layer') as HTMLVideoElement).currentTime)
const focusedId = (page: Page) => focused(page).getAttribute('data-node-id')

async function film(request: APIRequestContext, title: string): Promise<Film> {
  const films = (await (await request.get('/api/get/vods')).json()) as Film[]
  const found = films.find((f) => f.title === title)
  if (!found) throw new Error(`no film ${title}`)
  return found
}

/** one key, then wait until focus (or the grid's highlight) has moved */
async function step(page: Page, key: string): Promise<void> {
  const before = await focused(page).getAttribute('aria-label')
  await press(page, key)
  await expect(focused(page)).not.toHaveAttribute('aria-label', before ?? '')
}

/** the grid's highlight onto `title` (the first films are in the first row) */
async function highlight(page: Page, title: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    if ((await focused(page).getAttribute('aria-label')) === `Movies: ${title}`) return
    await step(page, 'ArrowRight')
  }
  await expect(focused(page)).toHaveAttribute('aria-label', `Movies: ${title}`)
}

/** the on-screen keyboard: walk to each key. Its rows (keyboard-key-<index> in keyboardKeys' order): a–j,
 * k–t, u–z - @ ., then the word keys space, caps, 123, ⌫, Enter in a row of their own */
async function typeOnKeyboard(page: Page, text: string): Promise<void> {
  const keys = [...'abcdefghijklmnopqrstuvwxyz', ' ', '-', '@', '.', 'caps', '123', 'backspace', 'enter']
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const rows = [range(0, 9), range(10, 19), [...range(20, 25), 27, 28, 29], [26, 30, 31, 32, 33]]
  const place = (index: number): [number, number] => {
    const row = rows.findIndex((r) => r.includes(index))
    return [row, rows[row]?.indexOf(index) ?? -1]
  }
  for (const target of [...text.split(''), 'enter']) {
    const to = keys.indexOf(target)
    for (let moves = 0; moves < 20; moves++) {
      const from = Number(/keyboard-key-(\d+)/.exec((await focusedId(page)) ?? '')?.[1])
      if (from === to) break
      const [[fr, fc], [tr, tc]] = [place(from), place(to)]
      const key = fr < tr ? 'ArrowDown' : fr > tr ? 'ArrowUp' : fc < tc ? 'ArrowRight' : 'ArrowLeft'
      await press(page, key)
      await expect(focused(page)).not.toHaveAttribute('data-node-id', `keyboard-key-${from}`)
    }
    await expect(focused(page)).toHaveAttribute('data-node-id', `keyboard-key-${to}`)
    await press(page, 'Enter')
  }
}

async function openVod(page: Page): Promise<void> {
  await openPortal(page, `vod?mac=${ROOM_101}`)
  await waitForRoute(page, '/vod')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Movies: The Silent Harbour')
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('the movies key opens /vod with every film in the grid', async ({ page }) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await press(page, 'v')
  await waitForRoute(page, '/vod')
  await expect.poll(() => vod(page, 'count')).toBe('34')
  await expect(mirror(page).getByRole('menuitemradio', { name: 'All (selected)' })).toHaveCount(1)
  await expect(mirror(page).getByRole('heading', { name: 'The Silent Harbour' })).toHaveCount(1)
  await expect(mirror(page).getByRole('button', { name: 'Buy 4.99 €' })).toHaveCount(1)
  // poster titles are cut to the poster's width by design, and the mirror says so (data-cut): the
  // check tests/e2e/captions.spec.ts relies on works in the browser
  await expect(mirror(page).locator('[data-node-id="vod-grid"]')).toHaveAttribute(
    'data-cut',
    /The Silent Harb…/,
  )
})

test('a film list that answers late does not hold the boot: /vod/animation opens without it, then fills and opens its category', async ({
  page,
  request,
}) => {
  const films = (await (await request.get('/api/get/vods')).json()) as (Film & { category: string })[]
  const animated = films.filter((f) => f.category === 'Animation')
  expect(animated.length).toBeGreaterThan(0)
  // the backend answers the film list 10 s late; the boot waits for it at most 3 s (OPTIONAL_FEEDS_WAIT_MS)
  await injectFault(request, {
    method: 'GET',
    path: '/api/get/vods',
    status: 200,
    body: films,
    delayMs: 10_000,
    times: 1,
  })
  await openPortal(page, `vod/animation?mac=${ROOM_101}`)
  await waitForRoute(page, '/vod/animation')
  expect(await vod(page, 'count')).toBe('0')
  // the list arrives: the grid fills, and the route's category, unknown until then, opens
  await expect.poll(() => vod(page, 'count'), { timeout: 20_000 }).toBe(String(animated.length))
  await expect(mirror(page).getByRole('menuitemradio', { name: 'Animation (selected)' })).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', `Movies: ${animated[0]?.title}`)
})

test('search through the on-screen keyboard narrows the grid to matching titles', async ({ page }) => {
  await openVod(page)
  await step(page, 'ArrowUp')
  for (let i = 0; i < 8 && (await focusedId(page)) !== 'vod-search'; i++) await step(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Search: ')
  await press(page, 'Enter')
  await expect(mirror(page).getByRole('group', { name: /^keyboard / })).toHaveCount(1)
  await typeOnKeyboard(page, 'kit')
  await expect(mirror(page).getByRole('group', { name: /^keyboard / })).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Search: kit')
  await expect.poll(() => vod(page, 'count')).toBe('1')
  await expect(mirror(page).getByRole('listbox')).toHaveAttribute('aria-label', 'Movies: Kitchen Wars')
  await expect(mirror(page).getByRole('menuitemradio', { name: 'All (selected)' })).toHaveCount(0)
})

test('buying a priced film plays it and the backend received the order', async ({ page, request }) => {
  const harbour = await film(request, 'The Silent Harbour')
  await openVod(page)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Buy 4.99 €')
  await press(page, 'Enter')
  const confirm = mirror(page).getByRole('dialog', { name: 'The Silent Harbour' })
  await expect(confirm).toHaveCount(1)
  await expect(
    mirror(page).getByLabel('Do you want to buy "The Silent Harbour" for 4.99 €?', { exact: true }),
  ).toHaveCount(1)
  await step(page, 'ArrowRight')
  if ((await focused(page).getAttribute('aria-label')) !== 'OK') await step(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect.poll(() => vod(page, 'player'), { timeout: 20_000 }).toBe('playing')
  expect(await vod(page, 'mode')).toBe('watch')
  expect(await mediaSource(page)).toBe(harbour.url)
  const orders = await (await request.get('/__demo/requests?path=/api/set/order')).json()
  expect(orders.at(-1).body).toMatchObject({ action: 'Vod', description: String(harbour.id), guest_id: 5101 })
  // the front desk's activity list shows the purchase
  const activity = await (await request.get('/frontdesk/api/activity')).json()
  expect(activity.vodOrders[0]).toMatchObject({ room: '101', title: harbour.title, price: '4.99' })
  // Back returns to the detail, focus where it was; the film is now owned
  await press(page, 'Backspace')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  expect(await vod(page, 'mode')).not.toBe('watch')
})

test('reopening a half-watched film offers Continue and resumes near the saved position', async ({
  page,
  request,
}) => {
  const keeper = await film(request, 'The Lighthouse Keeper')
  // the page's clock, so the 10 s save below is jumped to rather than waited for
  await page.clock.install()
  await openVod(page)
  await highlight(page, keeper.title)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  await press(page, 'Enter')
  await expect.poll(() => vod(page, 'player'), { timeout: 20_000 }).toBe('playing')
  // portal spec §4 VOD: the position is saved every 10 s
  const saved = () =>
    page.evaluate(
      (id) => (JSON.parse(localStorage.getItem('vod_resume') ?? '{}')['id:5101'] ?? {})[id] ?? 0,
      keeper.id,
    )
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1)
  await page.clock.fastForward('00:10')
  await expect.poll(saved).toBeGreaterThan(0)
  const position = await saved()
  await press(page, 'Backspace')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  // leave the screen and come back: the film offers Continue
  await press(page, 'h')
  await waitForRoute(page, '/home')
  await press(page, 'v')
  await waitForRoute(page, '/vod')
  await highlight(page, keeper.title)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  await expect(mirror(page).getByLabel(/^Stopped at 00:00:\d\d$/)).toHaveCount(1)
  await step(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Continue')
  await press(page, 'Enter')
  await expect.poll(() => vod(page, 'player'), { timeout: 20_000 }).toBe('playing')
  expect(await mediaSource(page)).toBe(keeper.url)
  // Continue seeks to the saved position 1 s after the film starts
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(position - 0.5)
  expect(await currentTime(page)).toBeLessThan(position + 6)
})

test('the trailer starts after the dwell on the detail and stops when focus leaves', async ({
  page,
  request,
}) => {
  const harbour = await film(request, 'The Silent Harbour')
  await openVod(page)
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Buy 4.99 €')
  expect(await vod(page, 'mode')).toBe('none')
  await expect.poll(() => vod(page, 'mode'), { timeout: 10_000 }).toBe('trailer')
  expect(await mediaSource(page)).toBe(harbour.trailer)
  await expect(mirror(page).getByRole('region', { name: 'Trailer' })).toHaveCount(1)
  await step(page, 'ArrowLeft')
  await expect.poll(() => vod(page, 'mode')).toBe('none')
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { __portal: { media: MediaHook } }).__portal.media.store.getState().state,
      ),
    )
    .toBe('stopped')
})

test('a PIN-protected film refuses a wrong PIN and asks again until cancelled', async ({ page, request }) => {
  await openVod(page)
  await highlight(page, 'Room 412')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Buy 5.99 €')
  await press(page, 'Enter')
  const dialog = mirror(page).getByRole('dialog', { name: 'Restricted Content' })
  await expect(dialog).toHaveCount(1)
  await expect.poll(() => vod(page, 'mode')).toBe('none')
  await expect(focused(page)).toHaveAttribute('aria-label', 'PIN Code')
  // a PIN is typed hidden: the scene mirror (what a screen reader hears) never holds it
  const wrong = '9073'
  await press(page, ...wrong.split(''))
  expect(await mirror(page).evaluate((root) => root.innerHTML)).not.toContain(wrong)
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(mirror(page).getByLabel('Wrong PIN code. Please try again.', { exact: true })).toHaveCount(1)
  await expect(dialog).toHaveCount(1)
  await press(page, 'Backspace')
  await expect(dialog).toHaveCount(0)
  expect(await vod(page, 'player')).toBe('idle')
  const orders = await (await request.get('/__demo/requests?path=/api/set/order')).json()
  expect(orders).toEqual([])
})

test('captions in VOD playback: the subtitle key and the OSD button cycle the film’s tracks, and the guest’s choice comes back', async ({
  page,
}) => {
  type Track = { value: string; selected: boolean }
  type Hooks = { __portal: { media: { subtitles(): Promise<Track[]> } } }
  const selected = () =>
    page.evaluate(
      async () =>
        (await (window as unknown as Hooks).__portal.media.subtitles()).find((track) => track.selected)
          ?.value,
    )
  const button = (label: string) => mirror(page).getByRole('button', { name: `Subtitles: ${label}` })
  // Little Ferry, the first animated film, plays a stream with English and Arabic subtitles
  await openPortal(page, `vod/animation?mac=${ROOM_101}`)
  await waitForRoute(page, '/vod/animation')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Movies: Little Ferry')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  await press(page, 'Enter')
  await expect.poll(() => vod(page, 'player'), { timeout: 20_000 }).toBe('playing')
  await expect(button('Off')).toHaveCount(1)
  // the subtitle key, as on live TV: the next track, told with a toast; the button follows
  await press(page, 'u')
  await expect(mirror(page).getByRole('status', { name: 'info: Subtitles: English' })).toHaveCount(1)
  await expect(button('English')).toHaveCount(1)
  await expect.poll(selected).toBe('English')
  // the OSD button under the picture is the same press
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Subtitles: English')
  await press(page, 'Enter')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Subtitles: العربية')
  await expect.poll(selected).toBe('العربية')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('__store') ?? '{}'))
  expect(stored.guestPrefs['5101']).toEqual({ captions: 'العربية' })
  // the guest's next film starts with Arabic again
  await press(page, 'Backspace')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Watch')
  await press(page, 'Enter')
  await expect.poll(() => vod(page, 'player'), { timeout: 20_000 }).toBe('playing')
  await expect(button('العربية')).toHaveCount(1)
  await expect.poll(selected).toBe('العربية')
})
