import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

import { E2E_WORKERS, portalOrigin, serverPorts } from './tests/e2e/servers'

// Browser tests run against the same servers `npm start` runs (demo backend + Vite), on their own
// ports so a developer's running portal does not collide. The demo backend keeps state, so each worker
// has its own pair (tests/e2e/servers.ts) and its tests their base URL (tests/e2e/test.ts).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// PERF-NOTES.md "Measuring": WebGL through SwiftShader (there is no GPU here), no background traffic.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
]

// The browser sees only the fonts of tests/fontconfig/fonts.conf (DejaVu, Liberation): the portal ships
// its text font, and no test may pass or fail with what else the machine has installed (issue #11).
export const FONTCONFIG_FILE = fileURLToPath(new URL('tests/fontconfig/fonts.conf', import.meta.url))
/** The environment of every Chromium the tests launch (a spec launching its own passes it as `env`). */
export const CHROMIUM_ENV: Record<string, string> = { FONTCONFIG_FILE }
for (const [name, value] of Object.entries(process.env))
  if (value !== undefined && name !== 'FONTCONFIG_FILE') CHROMIUM_ENV[name] = value

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  // Two browsers on two cores can starve each other for seconds: a test that still depends on the frame
  // rate or on keys' timing may fail once there. One retry, and `npm test` counts such a test as flaky
  // (in its closing line), never as passed silently. One worker: no retries unless CI asks.
  retries: E2E_WORKERS > 1 || process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: CHROMIUM_ENV },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node scripts/start.mjs',
    url: `${portalOrigin(index)}/v2/`,
    env: {
      DEMO_BACKEND_PORT: String(serverPorts(index).backend),
      PORTAL_PORT: String(serverPorts(index).portal),
      // Vite's pre-bundled dependencies: one directory per server, not one written by two at once
      PORTAL_CACHE_DIR: `node_modules/.vite-e2e-${index}`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
