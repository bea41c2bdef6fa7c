import { expect, test, type Page } from './test'
import { mirror, openPortal, resetBackend, waitForRoute } from './portal'

type PortalProbe = { __portal?: { frames: () => number } }
const frames = (page: Page) =>
  page.evaluate(() => (window as unknown as PortalProbe).__portal?.frames() ?? -1)

// DESIGN.md "Render on demand": an idle portal draws no frames (counted by the loop, not timed).
type RafProbe = { __rafCalls?: number }
const rafCalls = (page: Page) => page.evaluate(() => (window as unknown as RafProbe).__rafCalls ?? -1)

test('an idle Home draws no frames and schedules no animation frames; a key press draws again', async ({
  page,
  request,
}) => {
  // Count every requestAnimationFrame the page makes: idle must mean no loop at all, not only no render.
  await page.addInitScript(() => {
    const probe = window as unknown as RafProbe
    probe.__rafCalls = 0
    const raf = window.requestAnimationFrame.bind(window)
    window.requestAnimationFrame = (callback) => {
      probe.__rafCalls = (probe.__rafCalls ?? 0) + 1
      return raf(callback)
    }
  })
  await resetBackend(request)
  await openPortal(page)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem').first()).toHaveCount(1)
  // Let texture loads and the focus animation settle: wait until the count stops moving for a whole
  // second (an image that arrives late on a loaded machine draws once more, and is not idleness broken).
  await expect
    .poll(async () => {
      const before = await frames(page)
      await page.waitForTimeout(1000)
      return (await frames(page)) === before
    })
    .toBe(true)
  const settled = await frames(page)
  const rafBefore = await rafCalls(page)
  await page.waitForTimeout(2000)
  expect(await frames(page)).toBe(settled)
  expect(await rafCalls(page)).toBe(rafBefore)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => frames(page)).toBeGreaterThan(settled)
})
