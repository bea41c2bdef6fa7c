import { expect, test, type APIRequestContext, type Page } from './test'
import { mirror, openPortal, resetBackend, waitForRoute } from './portal'

const LOBBY_SIGNAGE = '02:00:00:00:0d:01'
const LAYOUT = /^Layout (\d) of 3: /

type Logged = { path: string; query: Record<string, string> }

async function requests(request: APIRequestContext, path: string): Promise<Logged[]> {
  return (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]
}

/** Records every layout the signage status in the scene mirror names, in order, from page load on. */
async function recordLayouts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __layouts: string[] }).__layouts = seen
    const note = () => {
      for (const node of document.querySelectorAll('#scene-mirror [role="status"]')) {
        const name = node.getAttribute('aria-label') ?? ''
        if (name.startsWith('Layout ') && seen.at(-1) !== name) seen.push(name)
      }
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

const layouts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layouts: string[] }).__layouts.slice())

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('the lobby signage device cycles the three layouts in order and shows the logo once the front desk empties the distribution', async ({
  page,
  request,
}) => {
  // the demo lobby loop (photos, video, poster) at a quarter of its durations: 6 s, 4 s, 3 s
  const fast = await request.post('/__demo/signage', { data: { location: 'Lobby', scale: 0.25 } })
  expect(fast.ok()).toBe(true)
  await recordLayouts(page)
  await openPortal(page, `?mac=${LOBBY_SIGNAGE}`)
  // portal spec §2: a DS device goes straight to /DS
  await expect(mirror(page)).toHaveAttribute('data-route', '/DS')
  await expect.poll(async () => (await layouts(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(4)
  const order = (await layouts(page)).map((name) => Number(LAYOUT.exec(name)?.[1]))
  // every change goes to the next layout of the loop: 1 → 2 → 3 → 1 …
  order.slice(1).forEach((index, k) => expect(index).toBe(((order[k] ?? 0) % 3) + 1))
  expect(new Set(order)).toEqual(new Set([1, 2, 3]))
  expect(await layouts(page)).toContain('Layout 2 of 3: video')
  // the portal asked for its own location's distribution (portal spec §7)
  const polled = await requests(request, '/api/get/digitalsignage')
  expect(polled.at(-1)?.query).toEqual({ location: 'Lobby' })

  // the front desk empties the distribution: the next poll (10 s) shows the logo, no reload
  const emptied = await request.post('/frontdesk/api/signage', {
    data: { location: 'Lobby', action: 'empty' },
  })
  expect(emptied.ok()).toBe(true)
  await expect(mirror(page).getByRole('img', { name: 'Logo' })).toHaveCount(1, { timeout: 15_000 })
  await expect(mirror(page).getByRole('status', { name: 'No layout' })).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('data-route', '/DS')
})

test('a still image layout draws no frames until its next change', async ({ page, request }) => {
  const poster = '/media/digitalsignage/images/cruise.svg'
  const still = {
    distribution: { id: 9, name: 'Poster' },
    start: Date.now(),
    layouts: [{ type: 'image', url: poster, images: poster, duration: 3600, per_duration: 3600 }],
  }
  await request.post('/__demo/signage', { data: { location: 'Lobby', signage: still } })
  // the page's clock, so the next poll (10 s on) is jumped to rather than waited for
  await page.clock.install()
  await openPortal(page, `?mac=${LOBBY_SIGNAGE}`)
  // remote navigation comes back 1 s after the start route (portal spec §2): that commit draws a frame
  await waitForRoute(page, '/DS')
  await expect(mirror(page).getByRole('img', { name: poster })).toHaveCount(1)
  const frames = () =>
    page.evaluate(() => (window as unknown as { __portal: { frames(): number } }).__portal.frames())
  // once the texture is up, nothing changes: the count stops moving (render on demand, DESIGN.md)
  await expect
    .poll(async () => {
      const before = await frames()
      await page.waitForTimeout(500)
      return (await frames()) === before
    })
    .toBe(true)
  const settled = await frames()
  const polls = (await requests(request, '/api/get/digitalsignage')).length
  // a poll of the unchanged distribution later (10 s), still not one frame
  await page.clock.fastForward('00:10')
  await expect
    .poll(async () => (await requests(request, '/api/get/digitalsignage')).length)
    .toBeGreaterThan(polls)
  expect(await frames()).toBe(settled)
})

// Found by the fault walk (README "Testing notes"): adapters spec §8 shows a failed call's error, and the
// signage poll failing every 10 s flashed the same notice on the lobby screen every 10 s for as long as
// the distribution server was down. A call repeated on a timer shows each outage once (api/repeatingCall.ts).
test('a distribution server that stays down shows its error once on the lobby screen, not at every poll', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shown = new WeakSet<Element>()
    const seen: string[] = []
    ;(window as unknown as { __notices: string[] }).__notices = seen
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('#scene-mirror [role="status"]'))
        if (/fault/i.test(node.getAttribute('aria-label') ?? '') && !shown.has(node)) {
          shown.add(node)
          seen.push(node.getAttribute('aria-label') ?? '')
        }
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  const notices = () => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices.slice())
  // the page's clock, so the polls (10 s apart) are jumped to rather than waited for
  await page.clock.install()
  await openPortal(page, `?mac=${LOBBY_SIGNAGE}`)
  await expect(mirror(page)).toHaveAttribute('data-route', '/DS')
  await expect(mirror(page).getByRole('status', { name: LAYOUT })).toHaveCount(1)
  const before = (await requests(request, '/api/get/digitalsignage')).length
  const fault = await request.post('/__demo/faults', {
    data: { method: 'GET', path: '/api/get/digitalsignage', status: 503 },
  })
  expect(fault.ok()).toBe(true)
  // three polls fail (10 s apart), each notice long gone (3 s) before the next poll
  for (let poll = 1; poll <= 3; poll++) {
    await page.clock.fastForward('00:10')
    await expect
      .poll(async () => (await requests(request, '/api/get/digitalsignage')).length - before)
      .toBeGreaterThanOrEqual(poll)
    // the failed answer has reached the page and its notice (if any) is up
    await expect.poll(async () => (await notices()).length).toBe(1)
  }
  await page.waitForTimeout(500)
  expect(await notices()).toEqual(['Demo fault 503'])
  // the screen keeps the layouts it had
  await expect(mirror(page)).toHaveAttribute('data-route', '/DS')
  await expect(mirror(page).getByRole('status', { name: LAYOUT })).toHaveCount(1)
})
