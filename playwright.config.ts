import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'

// Browser tests run against the same servers `npm start` runs (demo backend + Vite), on their own
// ports so a developer's running portal does not collide. One worker: the demo backend keeps state.
const BACKEND_PORT = process.env.E2E_BACKEND_PORT ?? '5190'
const PORTAL_PORT = process.env.E2E_PORTAL_PORT ?? '5183'
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
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORTAL_PORT}`,
    viewport: { width: 1280, height: 720 },
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: CHROMIUM_ENV },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORTAL_PORT}/v2/`,
    env: { DEMO_BACKEND_PORT: BACKEND_PORT, PORTAL_PORT },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
