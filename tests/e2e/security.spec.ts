// Issue 20, security: the production build boots and plays under its Content-Security-Policy with no
// violation, a message full of script injections stays text, and a PIN typed into a prompt is written to
// no log, storage, mirror or request.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverPorts } from './servers'
import { startFakeWixpServer } from '../../bridges/wixp/fakeWixpServer'
import { RAW_WIXP_PORT } from '../../bridges/wixp/wixpProtocol'
import { PLATFORM_USER_AGENTS } from '../../scripts/platforms.mjs'
import { expect, test, type Page } from './test'
// @ts-expect-error plain ESM helper without types (the perf harness's loopback server)
import { serve } from '../../perf/lib/serve.mjs'
import { focused, mirror, openPortal, press, resetBackend, settleFrames, waitForRoute } from './portal'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const ROOM_101 = '02:00:00:00:01:01'

/** Records every securitypolicyviolation event and every console line that reports a refusal. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  page.on('dialog', (dialog) => {
    refused.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...refused,
  ]
}

/** The error lines the portal's own logger writes (src/services/logger.ts), as they come. */
function portalErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[portal]')) errors.push(message.text())
  })
  return errors
}

test.describe('the production build under its Content-Security-Policy', () => {
  let dist = ''
  let server: Server | null = null
  let origin = ''

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from the pattern
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(240_000)
    dist = mkdtempSync(join(tmpdir(), 'portal-csp-'))
    const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js')
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: repo,
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    )
    expect(built.status, built.stderr).toBe(0)
    server = (await serve({
      pagesDir: dist,
      portalDir: dist,
      backendPort: serverPorts(workerInfo.parallelIndex).backend,
    })) as Server
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  test('boots to Home, plays live TV and shows its subtitles with no violation reported', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toMatch(/http-equiv="Content-Security-Policy"/)
    const violations = await watchPolicy(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    // live TV: hls.js from the origin, its blob: worker, media through Media Source blob: URLs
    await press(page, 't')
    await expect(mirror(page)).toHaveAttribute('data-route', /^\/live/)
    await expect
      .poll(() => mirror(page).getAttribute('data-live-status'), { timeout: 30_000 })
      .toBe('playing')
    const playedTo = () =>
      page.evaluate(() => (document.getElementById('video-layer') as HTMLVideoElement).currentTime)
    await expect.poll(playedTo, { timeout: 30_000 }).toBeGreaterThan(0)
    // a subtitle chosen (the subtitle key): hls.js gives its <track> the empty data:,WEBVTT and adds the
    // cues itself; the policy once refused that load and reported it on every choice
    await settleFrames(page)
    await press(page, 'u')
    const showing = () =>
      page.evaluate(() =>
        [...(document.getElementById('video-layer') as HTMLVideoElement).textTracks]
          .filter((track) => track.mode === 'showing')
          .map((track) => track.label),
      )
    await expect.poll(showing, { timeout: 20_000 }).toEqual(['English'])
    const trackLoads = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#video-layer track')].map(
          (node) => (node as HTMLTrackElement).readyState,
        ),
      )
    // the chosen track's element loaded (2), not failed (3)
    await expect.poll(async () => (await trackLoads()).includes(2)).toBe(true)
    expect(await violations()).toEqual([])
  })

  test.describe('on a Tizen set, whose bridge opens a WebSocket to the hotel server', () => {
    test.use({ userAgent: PLATFORM_USER_AGENTS.tizen })

    test('a build without the socket in PORTAL_CSP_HOSTS boots, and says once which setting the socket needs', async ({
      page,
      request,
    }) => {
      await resetBackend(request)
      const violations = await watchPolicy(page)
      const errors = portalErrors(page)
      await page.clock.install()
      await page.goto(`${origin}/v2/?mirror=1&fake=1&mac=${ROOM_101}`)
      await waitForRoute(page, '/home')
      // bridges/tizen/inboundSocket.ts: ws://<the base URL's host>:8088/ (the fake's launcher address is
      // the page's origin); the default policy allows the page's own origin only
      const socket = `ws://127.0.0.1:8088`
      await expect.poll(() => errors.filter((line) => line.includes('tizen socket'))).toHaveLength(1)
      expect(errors.find((line) => line.includes('tizen socket'))).toContain(`PORTAL_CSP_HOSTS="${socket}"`)
      // refused for good: no try every 15 s, each refused and reported again
      await page.clock.runFor(60_000)
      expect((await violations()).filter((line) => line.includes(socket))).toHaveLength(2) // event + console
      expect(errors.filter((line) => line.includes('tizen socket'))).toHaveLength(1)
      await expect(mirror(page)).toHaveAttribute('data-route', '/home')
    })
  })

  test.describe('on a Philips web set, whose bridge drives the TV through its own raw WIXP server', () => {
    test.use({ userAgent: PLATFORM_USER_AGENTS.wixp })

    test('the set’s server on its default port: boots to Home with no violation', async ({
      page,
      request,
    }) => {
      // the spec's port on loopback, as on the set (the policy names this one)
      const server = await startFakeWixpServer({ port: RAW_WIXP_PORT, latencyMs: 5, svcVer: '4.0' })
      try {
        ;(server.tv.settings.NetworkStatus as Record<string, string>).MACAddress = ROOM_101
        await resetBackend(request)
        const violations = await watchPolicy(page)
        await page.goto(`${origin}/v2/?mirror=1&fake=1&mac=${ROOM_101}`)
        await waitForRoute(page, '/home')
        // the bridge read the set's power over WIXP
        expect(server.tv.log.some((command) => command.Fun === 'PowerState')).toBe(true)
        expect(await violations()).toEqual([])
      } finally {
        await server.close()
      }
    })

    test('a set on another port, not in PORTAL_CSP_HOSTS: the error screen at once, and the setting it needs', async ({
      page,
      request,
    }) => {
      const server = await startFakeWixpServer({ latencyMs: 5, svcVer: '4.0' })
      try {
        await resetBackend(request)
        const errors = portalErrors(page)
        await page.goto(`${origin}/v2/?mirror=1&fake=1&wixpPort=${server.port}&mac=${ROOM_101}`)
        // not the splash for ever (the bridge once waited for a connection the policy refused)
        await expect(mirror(page).getByRole('alert', { name: 'Something Went Wrong' })).toHaveCount(1)
        await expect(
          mirror(page).locator('[role="text"][aria-label="Bridge could not be started."]'),
        ).toHaveCount(1)
        expect(errors.join('\n')).toContain(`PORTAL_CSP_HOSTS="ws://127.0.0.1:${server.port}"`)
        expect(server.tv.log).toEqual([])
      } finally {
        await server.close()
      }
    })
  })

  test('an image on a host the build was not told of is refused, and the portal names that host and the setting', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    const host = 'http://cdn.example-hotel.test'
    // the hotel's menu icons on a CDN (portal spec §3 Menu image), one the build's PORTAL_CSP_HOSTS lacks
    await page.route('**/api/get/navigation*', async (route) => {
      const response = await route.fetch()
      const items = (await response.json()) as Array<{ image?: string }>
      for (const item of items) if (item.image?.startsWith('/')) item.image = `${host}${item.image}`
      await route.fulfill({ response, json: items })
    })
    const errors = portalErrors(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    await expect
      .poll(() => errors.filter((line) => line.includes(`PORTAL_CSP_HOSTS including "${host}"`)))
      .toHaveLength(1)
    // once every icon has been tried (the screen settled): still one line for the host, not one an icon
    await settleFrames(page)
    expect(errors.filter((line) => line.includes('Content-Security-Policy refused'))).toHaveLength(1)
  })

  test('a message full of script injections shows as text and runs nothing', async ({ page, request }) => {
    await resetBackend(request)
    const violations = await watchPolicy(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    const text =
      '<p>Dear guest<img src=x onerror="alert(1)"><script>alert(2)</script></p>' +
      '<p><a href="javascript:alert(3)">Spa</a> <svg onload=alert(4)> opens at <b>9</b></p>'
    await request.post('/frontdesk/api/actions', {
      data: { mac: ROOM_101, action: 'Message', params: { title: 'Injected', text, autoOpen: true } },
    })
    await expect(mirror(page).getByRole('dialog', { name: 'Messages' })).toHaveCount(1, { timeout: 30_000 })
    await expect(mirror(page).getByRole('heading', { name: 'Injected' })).toHaveCount(1)
    await press(page, 'Enter')
    // the detail view draws the body on the canvas (its text runs: renderer/text/markup.fuzz.test.ts);
    // nothing of it reaches the DOM, and nothing in it ran
    await expect(mirror(page).getByRole('document', { name: 'Injected' })).toHaveCount(1)
    expect(await page.content()).not.toMatch(/alert\(|onerror|onload|javascript:/)
    expect(
      await page.evaluate(() => document.querySelectorAll('script:not([src]), img, svg, a, iframe').length),
    ).toBe(0)
    expect(await violations()).toEqual([])
  })
})

test('a PIN typed into a prompt reaches no log, storage, mirror or request', async ({ page, request }) => {
  const pin = '482916'
  const wrong = '937251'
  await resetBackend(request)
  await request.post('/__demo/device', { data: { mac: ROOM_101, config: { hsm: pin } } })
  const console: string[] = []
  page.on('console', (message) => console.push(message.text()))
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  const prompt = mirror(page).getByRole('dialog', { name: 'Please Enter PIN Code' })
  for (const typed of [wrong, pin]) {
    // portal spec §6: settings, left, left, right, right, settings; then the PIN prompt
    // the sequence's keys less than 1 s apart (portal spec: the buffer clears after 1 s idle), so they are
    // pressed once the screen has stopped drawing
    await settleFrames(page)
    await press(page, 'm', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'ArrowRight', 'm')
    await expect(prompt).toHaveCount(1)
    await expect(focused(page)).toHaveAttribute('aria-label', 'PIN Code')
    await press(page, ...typed.split(''))
    const mirrored = await mirror(page).evaluate((root) => root.innerHTML)
    expect(mirrored).not.toContain(typed)
    await press(page, 'ArrowDown', 'Enter')
    await expect(prompt).toHaveCount(0)
  }
  await expect(mirror(page).getByRole('dialog', { name: 'Hotel Service Menu' })).toHaveCount(1)
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]))
  const sent = await (await request.get('/__demo/requests')).text()
  for (const typed of [wrong, pin]) {
    expect(console.filter((line) => line.includes(typed))).toEqual([])
    expect(storage).not.toContain(typed)
    expect(sent).not.toContain(typed)
  }
  expect(console.some((line) => line.includes('Hotel Service Menu: wrong PIN'))).toBe(true)
})
