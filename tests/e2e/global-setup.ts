import { chromium, type FullConfig } from '@playwright/test'
import { E2E_WORKERS, portalOrigin } from './servers'

// The Vite dev server compiles modules on first request; on a loaded 2-core machine the first boot can
// take longer than a test's expectations allow. Boot the portal once (and the gallery) before the
// suite so every test meets a warm server: each worker's (tests/e2e/servers.ts), at the same time.
export default async function globalSetup(config: FullConfig): Promise<void> {
  const project = config.projects[0]
  if (!project) return
  const browser = await chromium.launch(project.use.launchOptions)
  const warm = async (origin: string) => {
    const page = await browser.newPage()
    for (const path of ['/v2/', '/v2/renderer/gallery/']) {
      await page.goto(origin + path, { timeout: 180_000 })
      await page.waitForFunction(() => document.querySelector('#scene-mirror')?.children.length, undefined, {
        timeout: 180_000,
      })
    }
    await page.close()
  }
  try {
    await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => warm(portalOrigin(index))))
  } finally {
    await browser.close()
  }
}
