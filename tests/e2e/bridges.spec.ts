import { expect, test, type APIRequestContext, type Page } from './test'
import { startFakeWixpServer, type FakeWixpServer } from '../../bridges/wixp/fakeWixpServer'
import { COOKIE } from '../../bridges/wixp/wixpProtocol'
import { mirror, openPortal, press, resetBackend, waitForRoute } from './portal'
import { PLATFORM_USER_AGENTS } from '../../scripts/platforms.mjs'

// The portal on each TV platform (issues 17/18): the browser reports the platform's user agent, ?fake=1
// installs that platform's fake API where a real set has its own (bridges/<family>/fakeEntry.ts), and
// the portal boots through the family's bridge. The keyboard is the platform's remote (the fake turns
// keys into its own codes); window.__fakePlatform holds the fake's controls. The Philips web set's side
// is the fake raw WIXP server, a real WebSocket server run by this test.

const ROOM_101 = '02:00:00:00:01:01'
/** adapters spec §9: Philips Android ignores focus events until 5 s after power on */
const PHILIPS_FOCUS_PREVENTION_MS = 5000

type Snapshot = { power: string; playing: string | null; foreground: string | null }
type FakePlatform = {
  family: string
  type: string
  controls: {
    power(state: string): void
    focus(focused: boolean): void
    mouse?(active: boolean): void
    snapshot(): Snapshot
  }
}
type MediaState = { state: string; queued: boolean }
type Logged = { path: string; deviceType?: string | null; body?: Record<string, unknown> }

/** each platform's user agent (adapters spec §1), shared with the random walk */
const UA = PLATFORM_USER_AGENTS

/** what each platform's journey shows: the TV's own standby and back, or an app launched and left */
const PLATFORMS = [
  { type: 'hcap', family: 'hcap', userAgent: UA.hcap, journey: 'standby' },
  { type: 'tizen', family: 'tizen', userAgent: UA.tizen, journey: 'standby' },
  { type: 'tizenv2', family: 'tizen', userAgent: UA.tizenv2, journey: 'standby' },
  { type: 'samsung', family: 'samsung', userAgent: UA.samsung, journey: 'standby' },
  { type: 'playmore', family: 'playmore', userAgent: UA.playmore, journey: 'app' },
  { type: 'playmoreatv', family: 'playmore', userAgent: UA.playmoreatv, journey: 'app' },
  { type: 'philips-android', family: 'philips-android', userAgent: UA['philips-android'], journey: 'app' },
] as const

const fake = (page: Page) =>
  page.evaluate(() => {
    const platform = (window as unknown as { __fakePlatform: FakePlatform }).__fakePlatform
    return { family: platform.family, type: platform.type, ...platform.controls.snapshot() }
  })
const media = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __portal: { media: { store: { getState(): MediaState } } } }
    ).__portal.media.store.getState(),
  )
const control = (page: Page, call: 'standby' | 'on' | 'back' | 'mouse') =>
  page.evaluate((what) => {
    const { controls } = (window as unknown as { __fakePlatform: FakePlatform }).__fakePlatform
    if (what === 'back') controls.focus(true)
    else if (what === 'mouse') controls.mouse?.(true)
    else controls.power(what)
  }, call)
const liveStatus = (page: Page) => mirror(page).getAttribute('data-live-status')

async function logged(request: APIRequestContext, path: string): Promise<Logged[]> {
  return (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]
}

/** Home under the platform, Device-Type sent, channel 012 tuned with the remote's digits (portal spec §2) */
async function bootAndTune(page: Page, request: APIRequestContext, type: string, query: string) {
  await openPortal(page, query)
  await waitForRoute(page, '/home')
  // adapters spec §7: the backend sees the platform's type value in Device-Type
  expect((await logged(request, '/api/get/config')).map((entry) => entry.deviceType)).toContain(type)
  await press(page, '0', '1', '2')
  // hls.js through SwiftShader beside another worker's browser: up to a minute on a loaded machine
  await expect.poll(() => liveStatus(page), { timeout: 60_000 }).toBe('playing')
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'on') // the channel's navigation settled
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

for (const platform of PLATFORMS) {
  test.describe(`${platform.type} platform`, () => {
    test.use({ userAgent: platform.userAgent })

    test(`boots over its fake, plays a channel through the ${platform.family} player, ${platform.journey === 'standby' ? 'follows the TV into standby and back' : 'launches an app and comes back'}`, async ({
      page,
      request,
    }) => {
      await bootAndTune(page, request, platform.type, `?fake=1&mac=${ROOM_101}`)
      const booted = await fake(page)
      expect(booted).toMatchObject({ family: platform.family, type: platform.type, foreground: null })
      expect(booted.playing).toMatch(/\/media\/streams\/\w+\/index\.m3u8/)

      if (platform.journey === 'standby') {
        // the TV goes to standby by itself: the portal stops the platform player and keeps the channel
        await control(page, 'standby')
        await expect.poll(() => media(page)).toMatchObject({ state: 'stopped', queued: true })
        expect((await fake(page)).playing).toBeNull()
      } else {
        if (platform.type === 'philips-android') await page.waitForTimeout(PHILIPS_FOCUS_PREVENTION_MS)
        // the remote's YouTube key launches the platform's YouTube: the portal loses focus, media waits
        await press(page, 'F6')
        if (platform.family === 'playmore') {
          // the demo hotel lists YouTube in mouse_required_apps: the air-mouse popup first (adapters
          // spec §2), navigation off, until the guest switches the mouse on
          const popup = mirror(page).getByRole('dialog', { name: 'Announcement' })
          await expect(popup).toHaveCount(1)
          await expect(mirror(page)).toHaveAttribute('data-navigation', 'off')
          expect((await fake(page)).foreground).toBeNull()
          await control(page, 'mouse')
          await expect(popup).toHaveCount(0)
        }
        await expect.poll(async () => (await fake(page)).foreground).toMatch(/youtube/i)
        await expect.poll(() => media(page)).toMatchObject({ state: 'stopped', queued: true })
      }
      // back on (power on, or the guest leaves the app): after the platform's delay the channel plays again
      await control(page, platform.journey === 'standby' ? 'on' : 'back')
      await expect
        .poll(() => media(page), { timeout: 10_000 })
        .toMatchObject({ state: 'playing', queued: false })
      expect((await fake(page)).playing).toBe(booted.playing)
    })
  })
}

test.describe('Philips Android standby', () => {
  test.use({ userAgent: UA['philips-android'] })

  test('reloads the page when the set goes to standby (adapters spec §4)', async ({ page }) => {
    await openPortal(page, `?fake=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    const reloaded = page.waitForEvent('load')
    await control(page, 'standby')
    await reloaded
    await waitForRoute(page, '/home')
  })
})

for (const type of ['wixp', 'wixpv2'] as const) {
  test.describe(`${type} platform`, () => {
    test.use({ userAgent: UA[type] })
    let server: FakeWixpServer

    test.beforeEach(async () => {
      server = await startFakeWixpServer({ latencyMs: 5, svcVer: type === 'wixp' ? '4.0' : '4.7' })
      ;(server.tv.settings.NetworkStatus as Record<string, string>).MACAddress = ROOM_101
    })
    test.afterEach(async () => server.close())

    test(`boots against the set's raw WIXP server, plays a channel, and a power command round-trips with its cookie`, async ({
      page,
      request,
    }) => {
      await bootAndTune(page, request, type, `?fake=1&wixpPort=${server.port}`)
      // the front desk's StandBy: the bridge sends PowerState with the POWER cookie and waits for that reply
      const queued = (await (
        await request.post('/frontdesk/api/actions', {
          data: { mac: ROOM_101, action: 'StandBy', params: {} },
        })
      ).json()) as { id: number }
      await expect
        .poll(
          async () => {
            const actions = (await (
              await request.get(`/frontdesk/api/actions?mac=${ROOM_101}`)
            ).json()) as Array<{
              id: number
              status: boolean | null
            }>
            return actions.find((action) => action.id === queued.id)?.status ?? null
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      expect(server.tv.log).toContainEqual({
        Svc: 'WIXP',
        SvcVer: type === 'wixp' ? '4.0' : '4.7',
        Cookie: COOKIE.POWER,
        CmdType: 'Change',
        Fun: 'PowerState',
        CommandDetails: { ToPowerState: 'Standby' },
      })
      expect(server.tv.power).toBe('Standby')
      await expect.poll(() => media(page)).toMatchObject({ state: 'stopped', queued: true })
      // the set powers on by itself (a Change message): the channel plays again
      server.power('on')
      await expect
        .poll(() => media(page), { timeout: 10_000 })
        .toMatchObject({ state: 'playing', queued: false })
    })
  })
}
