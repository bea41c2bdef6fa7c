import { chromium, expect, test } from './test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'
import { focused, mirror, resetBackend } from './portal'

// docs/DEVICES.md: several hotel TVs expose only WebGL 1 (pixi.js 8 once failed on webOS with
// Chrome 53 for lack of WebGL 2). This browser has WebGL 2 switched off entirely.
test('the portal starts and navigates on a WebGL 1-only browser', async ({ request, baseURL }) => {
  await resetBackend(request)
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-webgl2'],
  })
  try {
    const page = await browser.newPage({ baseURL: baseURL ?? '', viewport: { width: 1280, height: 720 } })
    const contexts = await page.evaluate(() => ({
      webgl2: Boolean(document.createElement('canvas').getContext('webgl2')),
      webgl1: Boolean(document.createElement('canvas').getContext('webgl')),
    }))
    expect(contexts).toEqual({ webgl2: false, webgl1: true })
    await page.goto('/v2/')
    await expect(mirror(page)).toHaveAttribute('data-route', '/home')
    await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
    const first = await focused(page).getAttribute('aria-label')
    await page.keyboard.press('ArrowRight')
    await expect(focused(page)).not.toHaveAttribute('aria-label', first ?? '')
    const version = await page.evaluate(
      () => (window as unknown as { __portal?: { webglVersion: number } }).__portal?.webglVersion,
    )
    expect(version).toBe(1)
  } finally {
    await browser.close()
  }
})
