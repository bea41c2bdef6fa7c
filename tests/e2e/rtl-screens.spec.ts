import { expect, test, type Page } from './test'
import {
  focused,
  mirror,
  expectNoFramesFor,
  openPortal,
  overlappingTexts,
  press,
  resetBackend,
  settleFrames,
  waitForRoute,
} from './portal'

// Issue 12 on the screens built beside it (VOD, CMS, weather, flights, news, Chromecast): in Arabic the
// scene mirror says rtl, left moves on to what the guest sees next (the renderer mirrors the focus
// rectangles; lists and galleries flip their own keys), what is drawn sits on the mirrored side (read
// from the screen's pixels where nothing is focusable), and each screen draws no frames once idle
// (DESIGN.md "Render on demand").

/** the demo guest of room 101 (src/mocks/fixtures/devices.ts DEMO_GUESTS.room101) */
const GUEST_ID = 5101
type Rect = { x: number; y: number; width: number; height: number }

async function openInArabic(page: Page, path: string): Promise<void> {
  await resetBackend(page.request)
  const response = await page.request.post('/api/set/guest/update', {
    data: { id: GUEST_ID, language: 'ar_AR' },
  })
  expect(response.ok()).toBe(true)
  await openPortal(page, path)
  await waitForRoute(page, path ? `/${path}` : '/home')
  await expect(mirror(page)).toHaveAttribute('dir', 'rtl')
  await expect(mirror(page)).toHaveAttribute('lang', 'ar')
}

/** one key, then the focused node's accessible name */
async function step(page: Page, key: string, name: RegExp | string): Promise<void> {
  await press(page, key)
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

/**
 * Once settled the screen stays still: no frame is drawn while nothing changes (render on demand); and no
 * text is drawn over another (the mirrored layout's parts do not meet: renderer/mirror/textBoxes.ts).
 */
async function expectIdle(page: Page): Promise<void> {
  await settleFrames(page)
  await expectNoFramesFor(page, 1000)
  expect(await overlappingTexts(page)).toEqual([])
}

/** The share of the pixels of `rect` on the screen within 40 of the colour `rgb` in each channel. */
async function share(page: Page, rect: Rect, rgb: [number, number, number]): Promise<number> {
  const png = (await page.screenshot({ clip: rect })).toString('base64')
  return page.evaluate(
    async ({ png, rgb }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const canvas = Object.assign(document.createElement('canvas'), {
        width: image.width,
        height: image.height,
      })
      const context = canvas.getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('no 2d context')
      context.drawImage(image, 0, 0)
      const pixels = context.getImageData(0, 0, image.width, image.height).data
      let near = 0
      for (let i = 0; i < pixels.length; i += 4)
        if ([0, 1, 2].every((c) => Math.abs((pixels[i + c] ?? 0) - (rgb[c] ?? 0)) <= 40)) near++
      return near / (pixels.length / 4)
    },
    { png, rgb },
  )
}

const WHITE: [number, number, number] = [255, 255, 255]
/** theme.primary (scenes/theme.ts): a focused button's fill */
const GOLD: [number, number, number] = [0xc9, 0xa4, 0x5c]

test('VOD in Arabic: reached from Home with the remote, the first poster is at the right and left moves on through the row', async ({
  page,
}) => {
  // Home's menu runs from the right: Live TV, Radio, then Movies to their left (titled in Arabic)
  await openInArabic(page, '')
  await expect(focused(page)).toHaveAttribute('aria-label', 'التلفزيون')
  await step(page, 'ArrowLeft', 'الراديو')
  await press(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'menu-4')
  await press(page, 'Enter')
  await waitForRoute(page, '/vod')
  await expect(focused(page)).toHaveAttribute('aria-label', /: The Silent Harbour$/)
  await step(page, 'ArrowLeft', /: Rooftop Run$/)
  await step(page, 'ArrowLeft', /: Kitchen Wars$/)
  await step(page, 'ArrowRight', /: Rooftop Run$/)
  // the grid is on the right, the first poster at its right edge: the focus ring's left side lies in
  // the gap before it (x 1116-1120) only while that poster is highlighted
  const ring = { x: 1116, y: 110, width: 4, height: 160 }
  await settleFrames(page)
  expect(await share(page, ring, GOLD)).toBe(0)
  await step(page, 'ArrowRight', /: The Silent Harbour$/)
  await expectIdle(page)
  expect(await share(page, ring, GOLD)).toBeGreaterThan(0.9)
})

test('CMS in Arabic: a row moves on to the left, and the default layout has its picture on the right', async ({
  page,
}) => {
  await openInArabic(page, 'cms/restaurant')
  await expect(focused(page)).toHaveAttribute('aria-label', /: Kuruçeşme Terrace$/)
  await step(page, 'ArrowLeft', /: Sultan’s Table$/)
  await step(page, 'ArrowRight', /: Kuruçeşme Terrace$/)

  const rows = (await (await page.request.get('/api/get/cms/roomservice')).json()) as Array<{
    id: number
    items: Array<{ id: number; title: string }>
  }>
  const row = rows.find((entry) => entry.items.some((item) => item.title === 'Turkish Breakfast'))
  const item = row?.items.find((entry) => entry.title === 'Turkish Breakfast')
  if (!row || !item) throw new Error('no Turkish Breakfast in the room service rows')
  await openPortal(page, `cms/default/roomservice/${row.id}/${item.id}`)
  await waitForRoute(page, `/cms/default/roomservice/${row.id}/${item.id}`)
  await expect(focused(page)).toHaveAttribute('data-node-id', 'cms-action')
  // the gallery is on the right of the text and its button; in it, left shows the next picture
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', 'Turkish Breakfast: 1 / 3')
  await step(page, 'ArrowLeft', 'Turkish Breakfast: 2 / 3')
  await step(page, 'ArrowRight', 'Turkish Breakfast: 1 / 3')
  // three pictures: two more steps to the left come round to the first
  await step(page, 'ArrowLeft', 'Turkish Breakfast: 2 / 3')
  await step(page, 'ArrowLeft', 'Turkish Breakfast: 3 / 3')
  await step(page, 'ArrowLeft', 'Turkish Breakfast: 1 / 3')
  await expectIdle(page)
})

test('weather in Arabic: the city pane opens from the right, the Cities button sits at the left, idle draws nothing', async ({
  page,
}) => {
  await openInArabic(page, 'weather')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'sidepane-list')
  await expect(focused(page)).toHaveAttribute('aria-label', /: Istanbul$/)
  await step(page, 'ArrowDown', /: Antalya$/)
  // the pane (500 px) opens on the right: its highlighted row is there, not at the left edge
  await settleFrames(page)
  expect(await share(page, { x: 830, y: 200, width: 260, height: 36 }, GOLD)).toBeGreaterThan(0.9)
  expect(await share(page, { x: 50, y: 200, width: 260, height: 36 }, GOLD)).toBe(0)
  await press(page, 'Escape')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'weather-cities')
  await expectIdle(page)
  expect(await share(page, { x: 100, y: 60, width: 160, height: 44 }, GOLD)).toBeGreaterThan(0.5)
  expect(await share(page, { x: 1020, y: 60, width: 160, height: 44 }, GOLD)).toBe(0)
})

test('flights in Arabic: the board tabs run from the right, left moves on; idle draws nothing', async ({
  page,
}) => {
  await openInArabic(page, 'flight')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-board')
  // departures is the first board tab: on the right of arrivals
  await press(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-board-departures')
  await press(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-board-arrivals')
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-board-departures')
  // the airport tabs lie to the right of the board tabs, the first airport (IST) at the right edge
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-airport-SAW')
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-airport-IST')
  await press(page, 'ArrowLeft')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'flight-airport-SAW')
  await expectIdle(page)
})

test('news in Arabic: the cards move on to the left; idle draws nothing', async ({ page }) => {
  await openInArabic(page, 'news')
  await expect(focused(page)).toHaveAttribute('data-node-id', 'news-cards')
  const first = (await focused(page).getAttribute('aria-label')) ?? ''
  await press(page, 'ArrowLeft')
  await expect(focused(page)).not.toHaveAttribute('aria-label', first)
  await press(page, 'ArrowRight')
  await expect(focused(page)).toHaveAttribute('aria-label', first)
  await expectIdle(page)
})

test('Chromecast in Arabic: the QR code (never mirrored) is at the left, the text at the right; idle draws nothing', async ({
  page,
}) => {
  await openInArabic(page, 'chromecast')
  await expect(mirror(page)).toHaveAttribute('data-cast-state', 'available')
  await expect(mirror(page).getByRole('img', { name: /QR/ })).toHaveCount(1)
  await expectIdle(page)
  // the QR code's white quiet zone and modules: half its square is white
  expect(await share(page, { x: 80, y: 130, width: 300, height: 300 }, WHITE)).toBeGreaterThan(0.4)
  expect(await share(page, { x: 900, y: 130, width: 300, height: 300 }, WHITE)).toBeLessThan(0.1)
})
