import { chromium, type FullConfig } from '@playwright/test'

// The Vite dev server compiles modules on first request; on a loaded 2-core machine the first boot can
// take longer than a test's expectations allow. Boot the portal once (and the gallery) before the
// suite so every test meets a warm server.
export default async function globalSetup(config: FullConfig): Promise<void> {
  const project = config.projects[0]
  const baseURL = project?.use.baseURL
  if (!baseURL) return
  const browser = await chromium.launch(project.use.launchOptions)
  try {
    const page = await browser.newPage()
    for (const path of ['/v2/', '/v2/renderer/gallery/']) {
      await page.goto(baseURL + path, { timeout: 180_000 })
      await page.waitForFunction(() => document.querySelector('#scene-mirror')?.children.length, undefined, {
        timeout: 180_000,
      })
    }
  } finally {
    await browser.close()
  }
}
