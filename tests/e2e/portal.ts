import { expect, type APIRequestContext, type Page } from '@playwright/test'
import {
  overlappingTexts as overlapping,
  coveredTexts,
  type DrawnBox,
  type TextBox,
} from '../../renderer/mirror/textOverlaps'

/** The demo backend's test controls (src/mocks: /__demo/*), reached through the portal's proxy. */
export async function resetBackend(request: APIRequestContext): Promise<void> {
  const response = await request.post('/__demo/reset')
  expect(response.ok()).toBe(true)
}

export type Fault = {
  method?: string
  path: string
  status: number
  body?: unknown
  raw?: string
  /** the answer comes this much later */
  delayMs?: number
  times?: number
}

export async function injectFault(request: APIRequestContext, fault: Fault): Promise<void> {
  const response = await request.post('/__demo/faults', { data: fault })
  expect(response.ok()).toBe(true)
}

/** What a TV reported for a front-desk remote action (POST /api/set/action). */
export type ActionReport = { status: boolean; message: string | null }

/** Queues a remote action for the TV of `mac` at the demo front desk; resolves to its id. */
export async function sendAction(
  request: APIRequestContext,
  mac: string,
  action: string,
  params: unknown,
): Promise<number> {
  const response = await request.post('/frontdesk/api/actions', { data: { mac, action, params } })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** What the TV of `mac` reported for action `id`, null until it has. */
export async function actionReport(
  request: APIRequestContext,
  mac: string,
  id: number,
): Promise<ActionReport | null> {
  const list = (await (await request.get(`/frontdesk/api/actions?mac=${mac}`)).json()) as Array<{
    id: number
    status: boolean | null
    message: string | null
  }>
  const entry = list.find((candidate) => candidate.id === id)
  return entry && entry.status !== null ? { status: entry.status, message: entry.message } : null
}

/** Waits for the TV's report of action `id` (a poll every 2 s in the demo hotel) and resolves to it. */
export async function reportOf(request: APIRequestContext, mac: string, id: number): Promise<ActionReport> {
  let report: ActionReport | null = null
  await expect
    .poll(async () => (report = await actionReport(request, mac, id)), { timeout: 30_000 })
    .not.toBeNull()
  return report as unknown as ActionReport
}

/** The scene mirror: the DOM/ARIA tree every browser test reads the canvas through. */
export const mirror = (page: Page) => page.locator('#scene-mirror')
export const focused = (page: Page) => page.locator('#scene-mirror [data-focused="true"]')

export async function openPortal(page: Page, query = ''): Promise<void> {
  await page.goto(`/v2/${query}`)
}

/** Waits for a route and for remote navigation, which the portal re-enables 1 s after each navigation. */
export async function waitForRoute(page: Page, path: string): Promise<void> {
  await expect(mirror(page)).toHaveAttribute('data-route', path)
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
}

export async function press(page: Page, ...keys: string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key)
}

/** The screen's pixels inside `clip` as a screenshot shows them: RGBA, row by row, 0–255. */
export async function screenPixels(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  { waitForFonts = true }: { waitForFonts?: boolean } = {},
): Promise<number[]> {
  // Playwright's screenshot first waits for every font load of the page (document.fonts.ready); without
  // that wait (a test holding font files back) the picture comes from the DevTools protocol
  const png = waitForFonts
    ? (await page.screenshot({ clip })).toString('base64')
    : (
        (await (
          await page.context().newCDPSession(page)
        ).send('Page.captureScreenshot', {
          format: 'png',
          clip: { ...clip, scale: 1 },
        })) as { data: string }
      ).data
  // decoded by the page's own PNG decoder, and sent back as base64: a million numbers as a JSON array
  // took over 4 s for a 1280 × 200 clip, the text 0.1 s
  const rgba = await page.evaluate(
    async ({ png, width, height }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const context = Object.assign(document.createElement('canvas'), { width, height }).getContext('2d')
      if (!context) throw new Error('no 2d context')
      context.drawImage(image, 0, 0)
      const bytes = context.getImageData(0, 0, width, height).data
      let binary = ''
      for (let at = 0; at < bytes.length; at += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
      return btoa(binary)
    },
    { png, width: clip.width, height: clip.height },
  )
  return Array.from(Buffer.from(rgba, 'base64'))
}

/**
 * How many pixels of two same-sized `screenPixels` pictures differ by more than `tolerance` (the sum of
 * the red, green and blue differences): 0 for the same picture, anti-aliasing noise aside.
 */
export function pixelsDiffering(a: readonly number[], b: readonly number[], tolerance = 24): number {
  let count = 0
  for (let i = 0; i < a.length; i += 4) {
    let distance = 0
    for (let channel = 0; channel < 3; channel++)
      distance += Math.abs((a[i + channel] ?? 0) - (b[i + channel] ?? 0))
    if (distance > tolerance) count++
  }
  return count
}

/**
 * Holds back the code of the features loaded after Home (src/app/laterFeatures.ts) until `release()`:
 * what a guest or the front desk does in the seconds before it arrives. `asked()`: the page has asked.
 */
export async function holdLaterFeatures(page: Page): Promise<{ release(): void; asked(): boolean }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/src\/app\/features\/later\.ts/, async (route) => {
    asked = true
    await released
    await route.continue()
  })
  return { release, asked: () => asked }
}

/** The portal's count of drawn frames (window.__portal). */
export const portalFrames = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __portal: { frames(): number } }).__portal.frames())

type FrameTrace = { __portal: { traceFrames(on: boolean): void; frameCauses(): string[] } }

/**
 * Asserts that the portal draws no frame for `ms` (render on demand); when it does, the failure lists
 * what asked for each frame (renderer/loop/FrameLoop.ts traceCauses).
 */
export async function expectNoFramesFor(page: Page, ms: number): Promise<void> {
  await page.evaluate(() => (window as unknown as FrameTrace).__portal.traceFrames(true))
  await page.waitForTimeout(ms)
  const causes = await page.evaluate(() => {
    const portal = (window as unknown as FrameTrace).__portal
    const drawn = portal.frameCauses()
    portal.traceFrames(false)
    return drawn
  })
  expect(causes, 'frames drawn while the screen should be idle, with what asked for each').toEqual([])
}

/** Every text the screen draws now, with its box and layer (renderer/mirror/textBoxes.ts). */
export const drawnTexts = (page: Page): Promise<TextBox[]> =>
  page.evaluate(() => (window as unknown as { __portal: { texts(): TextBox[] } }).__portal.texts())

/**
 * The texts the screen draws now that a guest cannot read whole (renderer/mirror/textBoxes.ts): `A ⟷ B`
 * for each pair of texts of one layer drawn over each other, `A under image B` (or `box B`) for a text a
 * picture or a filled box of its layer is drawn over, in part or whole. What a layer above covers is not compared.
 */
export async function overlappingTexts(page: Page): Promise<string[]> {
  const boxes = await page.evaluate(() =>
    (window as unknown as { __portal: { drawn(): DrawnBox[] } }).__portal.drawn(),
  )
  const texts = boxes.filter((box) => box.kind === 'text')
  // a screen draws text: none found means the probe broke, and "no overlaps" would prove nothing
  expect(texts.length, 'texts drawn (window.__portal.drawn)').toBeGreaterThan(0)
  const at = (box: TextBox) => `${box.text} (${box.x},${box.y} ${box.width}×${box.height})`
  return [
    ...overlapping(texts).map(([a, b]) => `${at(a)} ⟷ ${at(b)}`),
    ...coveredTexts(boxes).map(([text, cover]) => `${at(text)} under ${cover.kind} ${at(cover)}`),
  ]
}

/**
 * Serves the demo hotel's theme file with `options` merged into its own (portal spec §3 Theme), for the
 * page's next loads; returns the call that serves it unchanged again.
 */
export async function serveThemeOptions(
  page: Page,
  options: Record<string, unknown>,
): Promise<() => Promise<void>> {
  const url = '**/v2/theme.json'
  await page.route(url, async (route) => {
    const response = await route.fetch()
    const file = (await response.json()) as { options?: Record<string, unknown> }
    await route.fulfill({ response, json: { ...file, options: { ...file.options, ...options } } })
  })
  return () => page.unroute(url)
}

/**
 * Waits until the screen stops drawing (fonts and images in, tweens done): no image still loading
 * (`__portal.imagesLoading`), then two quiet reads in a row, so a poster or font that arrives late on a
 * loaded machine is not mistaken for an idle frame.
 */
export async function settleFrames(page: Page): Promise<void> {
  // an image or a script font still on its way draws once more when it arrives, whenever that is on a
  // loaded machine
  await expect
    .poll(() =>
      page.evaluate(() => {
        type Probe = { __portal: { imagesLoading?(): number; fontsLoading?(): number } }
        const portal = (window as unknown as Probe).__portal
        return (portal.imagesLoading?.() ?? 0) + (portal.fontsLoading?.() ?? 0)
      }),
    )
    .toBe(0)
  let previous = -1
  let quiet = 0
  await expect
    .poll(
      async () => {
        const now = await portalFrames(page)
        quiet = now === previous ? quiet + 1 : 0
        previous = now
        return quiet >= 2
      },
      { intervals: [400] },
    )
    .toBe(true)
}
