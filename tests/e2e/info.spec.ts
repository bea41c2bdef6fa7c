import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, injectFault, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

// The information screens on the demo hotel (room 101), reached from Home's City Guide side pane
// (portal spec §2 Home: an item with subs opens a side pane). Screen state on the mirror root:
// data-weather-city, data-prayer-next, data-flight-board, data-news-feed.

const ROOM_101 = '02:00:00:00:01:01'
type Weather = { name: string; slug: string; forecast: { date: string }[] }
type Airport = { code: string; name: string; departures: { code: string }[] }

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __portal: { frames: () => number } }).__portal.frames())
const rootData = (page: Page, key: string) => mirror(page).getAttribute(`data-${key}`)
const requests = async (request: APIRequestContext, path: string) =>
  (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as unknown[]

/** presses `key` until the focused node is named `name` (a menu tile, a side pane row) */
async function focusOn(page: Page, name: string | RegExp, key = 'ArrowRight'): Promise<void> {
  const label = () => focused(page).getAttribute('aria-label')
  const matches = (text: string | null) =>
    text !== null && (typeof name === 'string' ? text === name : name.test(text))
  for (let i = 0; i < 10; i++) {
    const before = await label()
    if (matches(before)) return
    await press(page, key)
    // the mirror follows the focus a frame later: wait for it before judging the next press
    await expect.poll(label).not.toBe(before)
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

/** Home → City Guide → one of its sub-items (then, with a path, waits for that screen) */
async function openFromCityGuide(page: Page, item: string, path?: string): Promise<void> {
  await waitForRoute(page, '/home')
  await focusOn(page, 'City Guide')
  await press(page, 'Enter')
  await expect(mirror(page).getByRole('dialog', { name: 'City Guide' })).toHaveCount(1)
  await focusOn(page, `City Guide: ${item}`, 'ArrowDown')
  await press(page, 'Enter')
  if (path) await waitForRoute(page, path)
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('weather: the city pane opens on entry with two cities; the forecast drops its last 3 days', async ({
  page,
  request,
}) => {
  const all = (await (await request.get('/api/feeder/weather/')).json()) as Weather[]
  const two = all.slice(0, 2)
  await injectFault(request, { method: 'GET', path: '/api/feeder/weather*', status: 200, body: two })
  await openPortal(page, `?mac=${ROOM_101}`)
  await openFromCityGuide(page, 'Weather', '/weather')
  const pane = mirror(page).getByRole('dialog', { name: 'Cities' })
  await expect(pane).toHaveCount(1)
  const options = mirror(page)
    .getByRole('listbox', { name: /^Cities: / })
    .getByRole('option')
  await expect(options).toHaveCount(2)
  expect(await options.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual(
    two.map((city) => city.name),
  )
  await waitForRoute(page, '/weather')
  await press(page, 'ArrowDown', 'Enter')
  await expect(pane).toHaveCount(0)
  await expect.poll(() => rootData(page, 'weather-city')).toBe(two[1]?.slug)
  await expect(mirror(page).getByRole('heading', { name: two[1]?.name ?? '?' })).toHaveCount(1)
  // portal spec §9: 10 forecast days in the feed, 7 on the strip ('ddd D' of each local date)
  const day = (date: string) => {
    const [y, m, d] = date.split('-').map(Number)
    const at = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1)
    return `${at.toLocaleDateString('en-US', { weekday: 'short' })} ${at.getDate()}`
  }
  const forecast = two[1]?.forecast ?? []
  expect(forecast).toHaveLength(10)
  for (const entry of forecast.slice(0, 7))
    await expect(mirror(page).locator(`[role="text"][aria-label="${day(entry.date)}"]`)).toHaveCount(1)
  await expect(
    mirror(page).locator(`[role="text"][aria-label="${day(forecast[7]?.date ?? '')}"]`),
  ).toHaveCount(0)
})

test('prayer times, flights and news open from Home with their data', async ({ page, request }) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await openFromCityGuide(page, 'Prayer Times', '/prayer')
  for (const period of ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'])
    await expect(mirror(page).locator(`[role="text"][aria-label="${period}"]`)).toHaveCount(1)
  // one period is next, highlighted (the mirror names it)
  await expect.poll(() => rootData(page, 'prayer-next')).toMatch(/^(fajr|dhuhr|asr|maghrib|isha)$/)
  await expect(mirror(page).getByRole('status', { name: /^Next Prayer: / })).toHaveCount(1)
  // the highlight waits on one timer: once drawn, the screen draws no frames (DESIGN.md render on demand)
  await expect
    .poll(async () => {
      const before = await frames(page)
      await page.waitForTimeout(500)
      return (await frames(page)) === before
    })
    .toBe(true)
  await press(page, 'Escape')

  const airports = (await (await request.get('/api/feeder/flight/')).json()) as Airport[]
  const first = airports[0]?.departures ?? []
  await openFromCityGuide(page, 'Flights', '/flight')
  await expect.poll(() => rootData(page, 'flight-board')).toBe(`${airports[0]?.code}:departures`)
  const board = mirror(page).getByRole('listbox', { name: new RegExp(`^${airports[0]?.name}: Departures: `) })
  await expect(board).toHaveAttribute('aria-label', new RegExp(`: ${first[0]?.code} · `))
  await press(page, 'ArrowDown')
  await expect(board).toHaveAttribute('aria-label', new RegExp(`: ${first[1]?.code} · `))
  // the second airport's board, chosen from the airport list
  await press(page, 'ArrowUp', 'ArrowUp')
  await focusOn(page, `${airports[1]?.name} (${airports[1]?.code})`)
  await press(page, 'Enter')
  await expect.poll(() => rootData(page, 'flight-board')).toBe(`${airports[1]?.code}:departures`)
  await press(page, 'Escape')

  await openFromCityGuide(page, 'News', '/news')
  const feeds = (await (await request.get('/api/feeder/news/')).json()) as {
    name: string
    items: { title: string }[]
  }[]
  await expect.poll(() => rootData(page, 'news-feed')).toBe(feeds[0]?.name)
  const cards = mirror(page).getByRole('listbox', { name: new RegExp(`^${feeds[0]?.name}: `) })
  await expect(cards).toHaveAttribute('aria-label', `${feeds[0]?.name}: ${feeds[0]?.items[0]?.title}`)
  await press(page, 'ArrowRight')
  await expect(cards).toHaveAttribute('aria-label', `${feeds[0]?.name}: ${feeds[0]?.items[1]?.title}`)
  await expect(mirror(page).getByRole('img', { name: feeds[0]?.name ?? '?' })).toHaveCount(1)
})

test('a screen without data goes back to the previous screen (portal spec §5)', async ({ page, request }) => {
  await injectFault(request, { method: 'GET', path: '/api/feeder/news*', status: 200, body: [] })
  await openPortal(page, `?mac=${ROOM_101}`)
  await openFromCityGuide(page, 'News')
  // the news screen asked its feeder, found nothing and went back
  await expect.poll(async () => (await requests(request, '/api/feeder/news/')).length).toBe(1)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem', { name: 'City Guide' })).toHaveCount(1)
})

test('the Home weather widget and an inbound weather message lead to the weather screen', async ({
  page,
}) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await press(page, 'ArrowUp')
  await expect(focused(page)).toHaveAttribute('aria-label', /^Istanbul -?\d+°$/)
  await press(page, 'Enter')
  await waitForRoute(page, '/weather')
  await expect(mirror(page).getByRole('dialog', { name: 'Cities' })).toHaveCount(1)
  await press(page, 'Escape')
  await expect(mirror(page).getByRole('dialog', { name: 'Cities' })).toHaveCount(0)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Cities')
  await press(page, 'Escape')
  await waitForRoute(page, '/home')
  await page.evaluate(() =>
    window.postMessage(
      { type: 'portal-inbound', message: btoa(JSON.stringify({ weather: 'Antalya' })) },
      window.location.origin,
    ),
  )
  await waitForRoute(page, '/weather/antalya')
  await expect.poll(() => rootData(page, 'weather-city')).toBe('antalya')
  await expect(mirror(page).getByRole('heading', { name: 'Antalya' })).toHaveCount(1)
})

test('prayer times, flights and the TV guide write times as the hotel set its clock (portal spec §3 datetime_format)', async ({
  page,
  request,
}) => {
  const times = (pattern: RegExp) =>
    mirror(page)
      .locator('[role="text"]')
      .evaluateAll(
        (nodes, source) =>
          nodes
            .map((node) => node.getAttribute('aria-label') ?? '')
            .filter((t) => new RegExp(source).test(t)),
        pattern.source,
      )
  const guide = mirror(page).getByRole('listbox', { name: /^TV Guide: / })
  const board = mirror(page).getByRole('listbox', { name: /: Departures: / })

  // the demo hotel keeps a 24-hour clock: no meridiem anywhere
  await openPortal(page, `prayer?mac=${ROOM_101}`)
  await waitForRoute(page, '/prayer')
  await expect.poll(() => times(/^\d\d:\d\d$/)).toHaveLength(5)
  await openPortal(page, `flight?mac=${ROOM_101}`)
  await waitForRoute(page, '/flight')
  await expect(board).toHaveAttribute('aria-label', / · \d\d:\d\d$/)
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  await expect(guide).toHaveAttribute('aria-label', /^TV Guide: \d\d:\d\d (?!AM |PM )/)

  // '12' is 12-hour with the meridiem (§9 hh:mm A) on every screen
  await request.post('/__demo/device', { data: { mac: ROOM_101, config: { datetime_format: '12' } } })
  await openPortal(page, `prayer?mac=${ROOM_101}`)
  await waitForRoute(page, '/prayer')
  await expect.poll(() => times(/^\d\d:\d\d (AM|PM)$/)).toHaveLength(5)
  await openPortal(page, `flight?mac=${ROOM_101}`)
  await waitForRoute(page, '/flight')
  await expect(board).toHaveAttribute('aria-label', / · \d\d:\d\d (AM|PM)$/)
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  await expect(guide).toHaveAttribute('aria-label', /^TV Guide: \d\d:\d\d (AM|PM) /)
})

test('a screen without data that is itself the home page leaves for the Home menu (portal spec §2, §5)', async ({
  page,
  request,
}) => {
  // the menu's home item is News, and the news feed is empty: the TV boots into News, which cannot leave
  // for the home page (itself: 'Same route.' would keep it on its spinner)
  const item = { image_type: 'icon', image: '', isShow: '1', target: '' }
  const menus = [
    { ...item, id: 1, title: 'News', isHome: '1', module: 'news' },
    { ...item, id: 2, title: 'Prayer Times', isHome: '0', module: 'prayer' },
  ]
  await injectFault(request, { method: 'GET', path: '/api/get/navigation*', status: 200, body: menus })
  await injectFault(request, { method: 'GET', path: '/api/feeder/news*', status: 200, body: [] })
  await openPortal(page, `?mac=${ROOM_101}`)
  await expect.poll(async () => (await requests(request, '/api/feeder/news/')).length).toBe(1)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem', { name: 'News' })).toHaveCount(1)
  await expect(mirror(page).getByRole('menuitem', { name: 'Prayer Times' })).toHaveCount(1)
})
