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
  // Home's clock redraws when the minute turns: one fixed instant, so a run that spans a minute's end
  // does not see that frame (it is no loop: the minute ticker is one timer)
  await page.clock.setFixedTime(new Date('2026-11-25T09:30:20'))
  await resetBackend(request)
  await openPortal(page)
  await waitForRoute(page, '/home')
  await expect(mirror(page).getByRole('menuitem').first()).toHaveCount(1)
  // the features loaded after Home join with a render of their own (src/app/laterFeatures.ts)
  await expect(mirror(page)).toHaveAttribute('data-features', 'loaded')
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
