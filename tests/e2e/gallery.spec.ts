import { expect, test, type Page } from './test'
import { focused, mirror, press, screenPixels } from './portal'

// The renderer gallery (renderer/gallery/): every primitive on one WebGL canvas, read through the scene
// mirror, the loop's frame counter and pixels. SwiftShader renders deterministically, so screenshots
// are compared against committed references with a small tolerance.

const GALLERY = '/v2/renderer/gallery/'

type Clip = { x: number; y: number; width: number; height: number }
type PortalHooks = { frames(): number; textures(): { loading: number } }

const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __portal: PortalHooks }).__portal.frames())
const loading = (page: Page) =>
  page.evaluate(() => (window as unknown as { __portal: PortalHooks }).__portal.textures().loading)

/** Waits until no image is loading and the loop has stopped drawing (tweens done, textures shown). */
async function settle(page: Page): Promise<void> {
  await expect.poll(() => loading(page)).toBe(0)
  let previous = -1
  await expect
    .poll(
      async () => {
        const now = await frames(page)
        const still = now === previous
        previous = now
        return still
      },
      { intervals: [400] },
    )
    .toBe(true)
}

async function openGallery(page: Page, query = ''): Promise<void> {
  await page.goto(GALLERY + query)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Tile 1')
}

async function expectFocus(page: Page, key: string, name: string): Promise<void> {
  await press(page, key)
  await expect(focused(page)).toHaveAttribute('aria-label', name)
}

/** Per pixel column of `clip`, how many pixels are light (text ink on the dark gallery surfaces). */
async function inkColumns(page: Page, clip: Clip): Promise<number[]> {
  const data = await screenPixels(page, clip)
  const columns = new Array<number>(clip.width).fill(0)
  for (let i = 0; i < data.length; i += 4)
    if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 360) columns[(i / 4) % clip.width]! += 1
  return columns
}

/** Smallest summed difference of two ink profiles over a ±1 px shift, relative to their ink. */
function profileDistance(a: number[], b: number[]): number {
  let best = Infinity
  for (let shift = -1; shift <= 1; shift++) {
    let diff = 0
    for (let i = 1; i < a.length - 1; i++) diff += Math.abs((a[i] ?? 0) - (b[i + shift] ?? 0))
    best = Math.min(best, diff)
  }
  const ink = a.reduce((sum, n) => sum + n, 0) + b.reduce((sum, n) => sum + n, 0)
  return ink === 0 ? 1 : (2 * best) / ink
}

test('focus moves through the grid, into the message and the carousel, and up into the list', async ({
  page,
}) => {
  await openGallery(page)
  await expectFocus(page, 'ArrowRight', 'Tile 2')
  await expectFocus(page, 'ArrowDown', 'Tile 5')
  await expectFocus(page, 'ArrowLeft', 'Tile 4')
  await expectFocus(page, 'ArrowUp', 'Tile 1')
  await press(page, 'ArrowRight')
  await expectFocus(page, 'ArrowRight', 'Tile 3')
  await expectFocus(page, 'ArrowRight', 'Message')
  // the message scrolls itself: up and down stay on it until it is back at its top
  await expectFocus(page, 'ArrowDown', 'Message')
  await expectFocus(page, 'ArrowUp', 'Message')
  await expectFocus(page, 'ArrowRight', 'Carousel: Item 1')
  await expectFocus(page, 'ArrowUp', '5000 rows: Row 0001')
})

test("the list's active row follows ArrowDown, PageDown and PageUp, and wraps at the top", async ({
  page,
}) => {
  await openGallery(page)
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight')
  await expectFocus(page, 'ArrowUp', '5000 rows: Row 0001')
  await expectFocus(page, 'ArrowDown', '5000 rows: Row 0002')
  await expectFocus(page, 'PageDown', '5000 rows: Row 0009')
  await expectFocus(page, 'PageUp', '5000 rows: Row 0002')
  await press(page, 'ArrowUp')
  await expectFocus(page, 'ArrowUp', '5000 rows: Row 5000')
})

/** The distinct colours (as 0xRRGGBB) of the screenshot pixels inside `clip`. */
async function colours(page: Page, clip: Clip): Promise<number[]> {
  const data = await screenPixels(page, clip)
  const seen = new Set<number>()
  for (let i = 0; i < data.length; i += 4)
    seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0))
  return [...seen]
}

test('the list and the carousel draw nothing outside their window: their margin rows and items are clipped', async ({
  page,
}) => {
  await openGallery(page)
  await settle(page)
  // the list's window starts at y 80; its margin row (Row 4997) is mounted above it, at y 24 to 80
  const aboveList = await colours(page, { x: 790, y: 30, width: 400, height: 48 })
  // the carousel's window ends at x 1240; its next item (Item 5) is mounted to the right of it
  const rightOfCarousel = await colours(page, { x: 1242, y: 492, width: 36, height: 92 })
  const background = await colours(page, { x: 1210, y: 30, width: 60, height: 40 })
  expect(background).toHaveLength(1)
  expect(aboveList).toEqual(background)
  expect(rightOfCarousel).toEqual(background)
})

test('the carousel moves its own item with left and right and goes round', async ({ page }) => {
  await openGallery(page)
  await press(page, 'ArrowRight', 'ArrowRight', 'ArrowRight')
  await expectFocus(page, 'ArrowRight', 'Carousel: Item 1')
  await expectFocus(page, 'ArrowRight', 'Carousel: Item 2')
  await press(page, 'ArrowLeft')
  await expectFocus(page, 'ArrowLeft', 'Carousel: Item 12')
})

test('every primitive is in the scene mirror with a role and a name', async ({ page }) => {
  await openGallery(page)
  const expected: Array<[string, string]> = [
    ['img', 'Box: filled'],
    ['img', 'Img: poster, contain'],
    ['img', 'Img: fallback'],
    ['img', 'QR: hotel app'],
    ['region', 'Panel with a title'],
    ['progressbar', 'Progress: 40%'],
    ['status', 'Loading'],
    ['region', 'Video window'],
    ['document', 'Message'],
    ['listbox', '5000 rows: Row 0001'],
    ['listbox', 'Carousel: Item 1'],
    ['text', 'مرحبا بكم في الفندق'],
  ]
  // exact role and name; 'text' is the mirror's own role for labels, not an ARIA role getByRole knows
  for (const [role, name] of expected)
    await expect(mirror(page).locator(`[role="${role}"][aria-label="${name}"]`)).toHaveCount(1)
  // VideoRect hands the app its rectangle in page pixels (the canvas fills the 1280×720 page)
  await expect(mirror(page).locator('[role="status"][aria-label="564,330 186×105"]')).toHaveCount(1)
})

test('an idle gallery draws no frames over 2 seconds', async ({ page }) => {
  await openGallery(page)
  await settle(page)
  const before = await frames(page)
  await page.waitForTimeout(2000)
  expect(await frames(page)).toBe(before)
})

test('a running spinner keeps the loop drawing and the carousel autoplays every 2 s', async ({ page }) => {
  await openGallery(page, '?animate=1')
  const before = await frames(page)
  await expect(mirror(page).getByRole('listbox', { name: 'Carousel: Item 2' })).toHaveCount(1, {
    timeout: 5000,
  })
  expect(await frames(page)).toBeGreaterThan(before + 5)
})

test('an Arabic label renders right to left: its first word is drawn at the right of its box', async ({
  page,
}) => {
  await openGallery(page)
  await settle(page)
  // RtlDemo (renderer/gallery/GalleryText.tsx): a right-to-left panel at x 780, 420 wide; each label
  // starts 12 px from its right edge. Line 1 is line 0's first three words followed by Latin text.
  const line = (i: number): Clip => ({ x: 780, y: 606 + 30 * i, width: 420, height: 28 })
  const [arabic, mixed] = [await inkColumns(page, line(0)), await inkColumns(page, line(1))]
  const rightmost = (columns: number[]) => columns.findLastIndex((n) => n > 0)
  expect(Math.abs(rightmost(arabic) - 408)).toBeLessThanOrEqual(4)
  expect(Math.abs(rightmost(mixed) - 408)).toBeLessThanOrEqual(4)
  // the shared words sit at the right end of both lines, the Latin words to their left; drawn
  // left to right, "Grand Hotel!" would end line 1 on the right instead
  const words = 110
  const right = (columns: number[]) => columns.slice(408 - words, 410)
  expect(profileDistance(right(arabic), right(mixed))).toBeLessThan(0.25)
})

test("Noto Sans's six Latin faces have all loaded by the time the stage draws", async ({ page }) => {
  await openGallery(page)
  // renderer/text/notoSans.ts BOOT_FONTS: the Latin subset's 6 faces, registered and loaded by mountStage
  // (its other subsets are script fonts, loaded when a text needs them: renderer/text/scriptFonts.ts)
  const latin = await page.evaluate(() => {
    const holdsA = (range: string) =>
      range.split(',').some((part) => {
        const [low = '', high] = part.trim().replace(/^U\+/i, '').split('-')
        return 0x41 >= parseInt(low, 16) && 0x41 <= parseInt(high ?? low, 16)
      })
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans' && holdsA(face.unicodeRange))
      .map((face) => `${face.weight} ${face.style} ${face.status}`)
      .sort()
  })
  expect(latin).toEqual([
    '300 normal loaded',
    '400 italic loaded',
    '400 normal loaded',
    '600 normal loaded',
    '700 italic loaded',
    '700 normal loaded',
  ])
  expect(await page.evaluate(() => document.fonts.check('bold 18px "Noto Sans"', 'Tile'))).toBe(true)
})

const SHOTS: Array<[string, Clip]> = [
  ['boxes-and-labels.png', { x: 30, y: 70, width: 360, height: 360 }],
  ['grid-and-stacks.png', { x: 30, y: 432, width: 400, height: 280 }],
  ['panel-and-images.png', { x: 430, y: 70, width: 330, height: 252 }],
  ['qrcode-and-video.png', { x: 430, y: 322, width: 330, height: 124 }],
  ['scrolltext.png', { x: 430, y: 450, width: 330, height: 250 }],
  ['windowlist.png', { x: 770, y: 70, width: 440, height: 410 }],
  ['carousel.png', { x: 770, y: 480, width: 480, height: 116 }],
  ['rtl-labels.png', { x: 770, y: 596, width: 440, height: 110 }],
]

test('each primitive matches its reference screenshot', async ({ page }) => {
  await openGallery(page)
  await settle(page)
  for (const [name, clip] of SHOTS)
    await expect(page).toHaveScreenshot(name, { clip, maxDiffPixelRatio: 0.02 })
})
