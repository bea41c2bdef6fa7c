import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext, type Page } from './test'
import { byTitle, channels, live, mediaSource, ROOM_101, type LiveChannel } from './liveHelpers'
import {
  focused,
  holdLaterFeatures,
  injectFault,
  mirror,
  openPortal,
  press,
  reportOf,
  resetBackend,
  sendAction,
  pixelsDiffering,
  screenPixels,
  serveThemeOptions,
  settleFrames,
  waitForRoute,
} from './portal'

// Live TV on the demo hotel (room 101: Emma Schneider, owns the Movie Pack; channel PIN asked once per
// session). The screen's state is on the mirror root: data-live-view, data-live-status, data-live-channel.

type Channel = LiveChannel
type Program = { start: number; end: number; title: string }

const currentTime = (page: Page) =>
  page.evaluate(() => (document.getElementById('video-layer') as HTMLVideoElement).currentTime)

async function focusButton(page: Page, name: string, key = 'ArrowRight'): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if ((await focused(page).getAttribute('aria-label')) === name) return
    await press(page, key)
  }
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

/** queues a front-desk remote action for room 101; resolves to what the TV reported for it */
const frontDesk = async (request: APIRequestContext, action: string, params: unknown) =>
  reportOf(request, ROOM_101, await sendAction(request, ROOM_101, action, params))

test('IPTV.ChannelGo from the front desk tunes the channel from Home and on Live TV; an id the hotel lacks or not an id fails with its message', async ({
  page,
  request,
}) => {
  const list = await channels(request)
  const family = byTitle(list, 'Family Channel')
  const news = byTitle(list, 'Business Today')
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  // before the screen was ever shown: the hotel's channel list decides
  expect(await frontDesk(request, 'IPTV.ChannelGo', { id: 99999 })).toEqual({
    status: false,
    message: 'Channel 99999 not found',
  })
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  expect(await frontDesk(request, 'IPTV.ChannelGo', { id: family.id })).toEqual({
    status: true,
    message: 'Done',
  })
  await waitForRoute(page, `/live/all/home/${family.id}`)
  await expect.poll(() => live(page, 'channel')).toBe(String(family.id))
  // on the screen: the live session tunes it; an id sent as its digits is the same id
  expect(await frontDesk(request, 'IPTV.ChannelGo', { id: String(news.id) })).toEqual({
    status: true,
    message: 'Done',
  })
  await expect.poll(() => live(page, 'channel')).toBe(String(news.id))
  expect(await frontDesk(request, 'IPTV.ChannelGo', { id: 99999 })).toEqual({
    status: false,
    message: 'Channel 99999 not found',
  })
  // not an id: Number(true) would have tuned channel 1
  expect(await frontDesk(request, 'IPTV.ChannelGo', { id: true })).toEqual({
    status: false,
    message: 'IPTV.ChannelGo needs params.id, a channel id; got boolean',
  })
  expect(await live(page, 'channel')).toBe(String(news.id))
})

test('IPTV.ChannelGo and IPTV.Records for a guest who has not finished the welcome screen fail with why, and Welcome stays', async ({
  page,
  request,
}) => {
  const ROOM_102 = '02:00:00:00:01:02' // a guest who has not seen the welcome screen yet
  const family = byTitle(await channels(request), 'Family Channel')
  await openPortal(page, `?mac=${ROOM_102}`)
  await waitForRoute(page, '/welcome')
  const sent = async (action: string, params: unknown) =>
    reportOf(request, ROOM_102, await sendAction(request, ROOM_102, action, params))
  expect(await sent('IPTV.ChannelGo', { id: family.id })).toEqual({
    status: false,
    message: `Channel ${family.id} was not opened: the guest has not finished the welcome screen`,
  })
  expect(await sent('IPTV.Records', {})).toEqual({
    status: false,
    message: 'My Records was not opened: the guest has not finished the welcome screen',
  })
  await expect(mirror(page)).toHaveAttribute('data-route', '/welcome')
})

test('a channel whose stream fails is played again by itself: the error is shown in the guest’s language, then the picture', async ({
  page,
  request,
}) => {
  // a German guest: the error is drawn in German (the store keeps the spec's English for the logs)
  const GUEST_ID = 5101
  expect(
    (await request.post('/api/set/guest/update', { data: { id: GUEST_ID, language: 'de_DE' } })).ok(),
  ).toBe(true)
  await page.addInitScript(() => sessionStorage.setItem('language', 'de_DE'))
  const german = JSON.parse(readFileSync(new URL('../../locales/de_DE.json', import.meta.url), 'utf8')) as {
    errors: { playFailed: string }
  }
  const list = (await (await request.get('/api/get/channels')).json()) as (Channel & {
    channel_uri: string
  })[]
  const family = list.find((c) => c.title === 'Family Channel')
  if (!family) throw new Error('no Family Channel')
  // the stream's playlist answers 404 once (hls.js does not ask again by itself), then it is back
  const playlist = new URL(family.channel_uri, 'http://x').pathname
  await injectFault(request, { method: 'GET', path: playlist, status: 404, body: {}, times: 1 })
  const retried: string[] = []
  page.on('console', (message) => {
    if (/playing it again after its failure/.test(message.text())) retried.push(message.text())
  })
  // the page's clock, so the wait before the next try is jumped over rather than waited for
  await page.clock.install()
  await openPortal(page, `live/all/home/${family.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/home/${family.id}`)
  await expect.poll(() => live(page, 'status')).toBe('error')
  await expect(mirror(page).getByLabel(german.errors.playFailed, { exact: true })).toHaveCount(1)
  expect(retried).toEqual([])
  // the next try (LIVE_RETRY_FIRST_MS, 10 s) plays it; no key was pressed
  await page.clock.fastForward('00:10')
  await expect.poll(() => live(page, 'status')).toBe('playing')
  await expect.poll(() => mediaSource(page)).toContain(playlist)
  expect(await live(page, 'channel')).toBe(String(family.id))
  expect(retried).toEqual([
    `[portal] Channel ${family.id} (Family Channel): playing it again after its failure`,
  ])
})

test('IPTV.Records from the front desk opens My Records, from Home and on Live TV', async ({
  page,
  request,
}) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  expect(await frontDesk(request, 'IPTV.Records', {})).toEqual({ status: true, message: 'Done' })
  await waitForRoute(page, '/live/all/none')
  await expect.poll(() => live(page, 'view')).toBe('records')
  await expect(mirror(page).getByRole('heading', { name: 'My Records' })).toHaveCount(1)
  await press(page, 'Escape')
  await expect.poll(() => live(page, 'view')).not.toBe('records')
  expect(await frontDesk(request, 'IPTV.Records', {})).toEqual({ status: true, message: 'Done' })
  await expect.poll(() => live(page, 'view')).toBe('records')
})

test('ch_up from Home opens /live/all/osd', async ({ page }) => {
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await press(page, 'PageUp')
  await waitForRoute(page, '/live/all/osd')
  await expect.poll(() => live(page, 'view')).toBe('osd')
  await expect(mirror(page).getByRole('button', { name: 'TV Guide' })).toHaveCount(1)
})

// Found by the fault walk (eighteenth session): a TV started straight into Live TV showed the empty
// state, "No available channel", for one commit before the channels: the screen drew before its session
// had read the line-up. The mirror's alerts are recorded from the page's first script, so an alert that
// lived for one commit is seen (this fails on every run without the fix, in German as in any language).
test('a guest starting straight into Live TV in German never sees the empty state before the channels', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/set/guest/update', { data: { id: 5101, language: 'de_DE' } })
  expect(response.ok()).toBe(true)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __alerts: string[] }).__alerts = seen
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue
          for (const element of [node, ...node.querySelectorAll('[role]')])
            // mirror nodes only (data-node-id), not the announcer's live regions
            if (element.getAttribute('role') === 'alert' && element.hasAttribute('data-node-id'))
              seen.push(element.getAttribute('aria-label') ?? '')
        }
    }).observe(document, { childList: true, subtree: true })
  })
  await openPortal(page, `live/all/home?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/home')
  await expect(mirror(page)).toHaveAttribute('lang', 'de')
  await expect.poll(() => live(page, 'status')).toBe('playing')
  expect(await page.evaluate(() => (window as unknown as { __alerts: string[] }).__alerts)).toEqual([])
})

test('typing 0-1-2 tunes channel 012', async ({ page, request }) => {
  const target = (await channels(request)).find((c) => c.sort.padStart(3, '0') === '012')!
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await press(page, '0', '1', '2')
  await waitForRoute(page, `/live/all/home/${target.id}`)
  await expect.poll(() => live(page, 'channel')).toBe(String(target.id))
  await expect.poll(() => live(page, 'status')).toBe('playing')
})

test("a channel number typed before the live feature's code is in tunes it once the code joins", async ({
  page,
  request,
}) => {
  const target = (await channels(request)).find((c) => c.sort.padStart(3, '0') === '012')!
  // the later features' code held back until the digits have been pressed (src/app/heldKeys.ts)
  const later = await holdLaterFeatures(page)
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  await expect(mirror(page)).toHaveAttribute('data-features', 'loading')
  await press(page, '0', '1', '2')
  await expect(mirror(page)).toHaveAttribute('data-route', '/home')
  later.release()
  await expect(mirror(page)).toHaveAttribute('data-features', 'loaded')
  await waitForRoute(page, `/live/all/home/${target.id}`)
  await expect.poll(() => live(page, 'channel')).toBe(String(target.id))
})

test('a real HLS channel plays: the video advances', async ({ page }) => {
  await openPortal(page, `live/all/home/1?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/home/1')
  await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
  // channel 001 carries subtitle tracks: its playlist is the stream's master with them (issue 12)
  expect(await mediaSource(page)).toMatch(/\/media\/streams\/\w+\/(index|subtitled)\.m3u8$/)
  const start = await currentTime(page)
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(start + 0.5)
})

test('the category sidebar filters and search clears the category', async ({ page }) => {
  await openPortal(page, `live/all/categories?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/categories')
  await expect(focused(page)).toHaveAttribute('aria-label', /^Channel Search/)
  await focusButton(page, 'News', 'ArrowDown')
  await press(page, 'Enter')
  await expect(mirror(page).getByRole('menuitemradio', { name: 'News (selected)' })).toHaveCount(1)
  await expect(mirror(page).getByRole('listbox')).toHaveAttribute('aria-label', /^All Channels: 1\d\d /)
  await focusButton(page, 'Channel Search: ', 'ArrowUp')
  await press(page, '2', '0', '1')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Channel Search: 201')
  await expect(mirror(page).getByRole('menuitemradio', { name: 'News (selected)' })).toHaveCount(0)
  await expect(mirror(page).getByRole('listbox')).toHaveAttribute(
    'aria-label',
    'All Channels: 201 Arena Sport 1',
  )
})

test('a PIN channel asks for the PIN and plays after the right one', async ({ page, request }) => {
  const thriller = byTitle(await channels(request), 'Thriller Max')
  await openPortal(page, `live/all/home/${thriller.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/home/${thriller.id}`)
  const dialog = mirror(page).getByRole('dialog', { name: 'Restricted Content' })
  await expect(dialog).toHaveCount(1)
  expect(await live(page, 'status')).toBe('pin')
  await expect(focused(page)).toHaveAttribute('aria-label', 'PIN Code')
  await press(page, '1', '1', '1', '1', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
})

test('buying a priced channel plays it', async ({ page, request }) => {
  const sport = byTitle(await channels(request), 'Arena Sport 1')
  await openPortal(page, `live/all/home/${sport.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/home/${sport.id}`)
  await expect(mirror(page).getByRole('dialog', { name: 'Locked Channel' })).toHaveCount(1)
  await expect.poll(() => live(page, 'status')).toBe('locked')
  await expect(focused(page)).toHaveAttribute('aria-label', /^Buy 9\.99 €/)
  await press(page, 'Enter')
  const confirm = mirror(page).getByRole('dialog', { name: 'Arena Sport 1' })
  await expect(confirm).toHaveCount(1)
  await focusButton(page, 'OK')
  await press(page, 'Enter')
  await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
  expect(await live(page, 'view')).toBe('list')
  const orders = await (await request.get('/__demo/requests?path=/api/set/order')).json()
  expect(orders.at(-1).body).toMatchObject({ action: 'Channel', description: 'Sports Pack', guest_id: 5101 })
})

test('Start Over plays the DVR URL for the current program', async ({ page, request }) => {
  const list = await channels(request)
  const now = Date.now()
  // a DVR channel whose current programme began at least 5 minutes ago (portal spec §5 Start Over)
  let pick: { channel: Channel; program: Program } | null = null
  for (const channel of list.filter(
    (c) => c.dvr && c.epg_id && !('price' in c && (c as { price: unknown }).price),
  )) {
    const guide = (await (await request.get(`/api/get/epgs/${channel.id}/${now}`)).json()) as Record<
      string,
      Program[]
    >
    const program = guide[channel.epg_id!]?.find((p) => p.start <= now && now < p.end)
    if (program && now - program.start > 7 * 60_000 && program.end - now > 60_000) {
      pick = { channel, program }
      break
    }
  }
  expect(pick).not.toBeNull()
  const { channel, program } = pick!
  await openPortal(page, `live/all/osd/${channel.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/osd/${channel.id}`)
  await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
  // the OSD hides after 8 to 16 s without a key (portal spec §4 navigation idle check); a slow start
  // may outlast it: enter on the channel view brings it back
  if ((await live(page, 'view')) !== 'osd') await press(page, 'Enter')
  await expect(mirror(page).getByRole('button', { name: 'Start Over' })).toHaveCount(1)
  await focusButton(page, 'Start Over')
  await press(page, 'Enter')
  const start = Math.floor(program.start / 1000)
  const duration = Math.round((program.end - program.start) / 1000)
  await expect
    .poll(() => mediaSource(page))
    .toMatch(new RegExp(`/media/dvr/flussonic/${channel.dvr!.name}/video-${start}-${duration}\\.m3u8$`))
  await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
})

test('the programme guide follows the highlighted channel once the list stops moving', async ({ page }) => {
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  const list = mirror(page).getByRole('listbox', { name: /^All Channels: / })
  const highlighted = async () =>
    /^All Channels: \d{3} (.+)$/.exec((await list.getAttribute('aria-label')) ?? '')?.[1]
  const first = await highlighted()
  expect(first).toBeTruthy()
  await expect(mirror(page).getByRole('heading', { name: `TV Guide — ${first}` })).toHaveCount(1)
  await press(page, 'ArrowDown')
  await expect.poll(highlighted).not.toBe(first)
  const second = await highlighted()
  // after the settle delay the guide names the newly highlighted channel and lists its programmes
  await expect(mirror(page).getByRole('heading', { name: `TV Guide — ${second}` })).toHaveCount(1)
  await expect(mirror(page).getByRole('listbox', { name: /^TV Guide: / })).toHaveCount(1)
})

/** The screen's pixel at (x, y), [r, g, b] 0–255. */
const pixel = async (page: Page, x: number, y: number): Promise<number[]> =>
  (await screenPixels(page, { x, y, width: 1, height: 1 })).slice(0, 3)
const clearColour = (page: Page) =>
  page.evaluate(() => (window as unknown as { __portal: { clearColour(): number[] } }).__portal.clearColour())

test("the list view's surface is the frame's clear colour, the preview's corner stays see-through", async ({
  page,
}) => {
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  await expect(focused(page)).toHaveAttribute('aria-label', /^All Channels: /)
  // the hotel's surface colour (its theme file) at 0.92, premultiplied as the canvas is composited
  const themeFile = (await (await page.request.get('/v2/theme.json')).json()) as {
    color: { surface: string }
  }
  const hex = Number.parseInt(themeFile.color.surface.slice(1), 16)
  const surface = [16, 8, 0].map((shift) => Math.round(((hex >> shift) & 0xff) * 0.92))
  const clear = await clearColour(page)
  expect(clear[3]).toBeCloseTo(0.92, 5)
  expect(clear.slice(0, 3).map((channel) => Math.round(channel * 255))).toEqual(surface)
  // under the list, below its last row, nothing but the surface is drawn
  for (const [x, y] of [
    [8, 700],
    [610, 600],
    [1270, 710],
  ] as const) {
    const drawn = await pixel(page, x, y)
    for (const [i, value] of drawn.entries())
      expect(Math.abs(value - (surface[i] ?? 0))).toBeLessThanOrEqual(1)
  }
  // the corner above the guide, beside the preview, shows the page behind the canvas
  expect(await pixel(page, 1275, 5)).toEqual([0, 0, 0])
  // full-screen video: no surface, the frame is cleared transparent
  await press(page, 'Escape')
  await expect.poll(() => live(page, 'view')).not.toBe('list')
  await expect.poll(() => clearColour(page)).toEqual([0, 0, 0, 0])
})

test('the list after seven single moves draws what one page move draws: the highlight over one row, the rows that came in bound', async ({
  page,
}) => {
  // the programmes' progress bars are drawn from the clock: the same instant for both pictures
  await page.clock.setFixedTime(new Date('2026-11-25T09:30:00'))
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  await expect(focused(page)).toHaveAttribute('aria-label', /: 001 /)
  // scenes/live/context.ts LIVE_LAYOUT: 7 rows of 64 px from y 130, 560 px wide from x 40
  const list = { x: 40, y: 130, width: 560, height: 7 * 64 }
  // the heading's "n / N" place, right-aligned at the list's end (scenes/live/ListHeader.tsx)
  const place = { x: 400, y: 44, width: 200, height: 40 }
  await settleFrames(page)
  const first = await screenPixels(page, place)
  const rowAt = (row: number) => ({ x: 40 + 300, y: 130 + row * 64 + 30, width: 1, height: 1 })
  // one move at a time: each binds the row entering the pool and the two whose highlight changed
  for (const sort of ['002', '003', '004', '005', '006', '007', '008']) {
    await press(page, 'ArrowDown')
    await expect(focused(page)).toHaveAttribute('aria-label', new RegExp(`: ${sort} `))
  }
  await settleFrames(page)
  const stepped = await screenPixels(page, list)
  const steppedPicture = await page.screenshot({ clip: list })
  const steppedPlace = await screenPixels(page, place)
  // the active row (the 4th) is the theme's primary colour, the row above it the raised surface
  const theme = (await (await page.request.get('/v2/theme.json')).json()) as {
    color: { primary: string }
  }
  const primary = Number.parseInt(theme.color.primary.slice(1), 16)
  const rgb = (hex: number) => [16, 8, 0].map((shift) => (hex >> shift) & 0xff)
  const activeRow = (await screenPixels(page, rowAt(3))).slice(0, 3)
  for (const [i, value] of activeRow.entries())
    expect(Math.abs(value - (rgb(primary)[i] ?? 0))).toBeLessThan(3)
  const above = (await screenPixels(page, rowAt(2))).slice(0, 3)
  expect(Math.abs((above[0] ?? 0) - (rgb(primary)[0] ?? 0))).toBeGreaterThan(40)

  // back to 001, then the same place in one page move: every row of the window is bound in that move
  for (let i = 0; i < 7; i++) await press(page, 'ArrowUp')
  await expect(focused(page)).toHaveAttribute('aria-label', /: 001 /)
  await press(page, 'PageDown')
  await expect(focused(page)).toHaveAttribute('aria-label', /: 008 /)
  await settleFrames(page)
  const paged = await screenPixels(page, list)
  if (pixelsDiffering(paged, stepped) > 0) {
    // kept with the test's results, to show what differed (this once failed in CI, 1,993 px, and passed
    // on its retry)
    await test
      .info()
      .attach('list after seven single moves', { body: steppedPicture, contentType: 'image/png' })
    await test.info().attach('list after one page move', {
      body: await page.screenshot({ clip: list }),
      contentType: 'image/png',
    })
  }
  expect(pixelsDiffering(paged, stepped)).toBe(0)
  // the place follows every move: "8 / N" both ways, not the "1 / N" it started with
  expect(pixelsDiffering(await screenPixels(page, place), steppedPlace)).toBe(0)
  expect(pixelsDiffering(steppedPlace, first)).toBeGreaterThan(20)
})

const timedTweens = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __portal: { timedTweens(): number } }).__portal.timedTweens())

/**
 * Tweens that run over time (not jumped to their end) for one ArrowDown in the Live TV list, the theme
 * file's options.animate set: read from the tweens, not from the frames drawn, so a loaded machine
 * drawing a 200 ms scroll in one frame counts the same as one drawing twelve.
 */
async function timedTweensForOneMove(page: Page, animate: boolean): Promise<number> {
  const unserve = await serveThemeOptions(page, { animate })
  await openPortal(page, `live/all/list?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/list')
  await expect(focused(page)).toHaveAttribute('aria-label', /^All Channels: /)
  await settleFrames(page)
  const before = await timedTweens(page)
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', /^All Channels: 002 /)
  await settleFrames(page)
  await unserve()
  return (await timedTweens(page)) - before
}

test("the theme's options.animate: off, the list moves without its scroll animation; on, it scrolls", async ({
  page,
}) => {
  // off: the move's tweens (the list's scroll, the highlight) jump to their end; on: they run
  const still = await timedTweensForOneMove(page, false)
  const animated = await timedTweensForOneMove(page, true)
  expect(still).toBe(0)
  expect(animated).toBeGreaterThanOrEqual(1)
})
