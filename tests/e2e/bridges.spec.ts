import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

// The portal on each TV platform (issues 17/18): the browser reports the platform's user agent, ?fake=1
// installs that platform's fake API (bridges/<family>/fake*.ts) where a real set has its own, and the
// portal boots through the family's bridge. The keyboard is the platform's remote (the fake turns keys
// into its own codes); window.__fakePlatform holds the fake's controls.

const ROOM_101 = '02:00:00:00:01:01'

type Snapshot = { power: string; playing: string | null; foreground: string | null }
type FakePlatform = {
  family: string
  type: string
  controls: { power(state: string): void; snapshot(): Snapshot }
}
type MediaState = { state: string; queued: boolean; source: string | null }
type Logged = { path: string; deviceType?: string | null }

const PLATFORMS = [
  {
    type: 'hcap',
    family: 'hcap',
    userAgent:
      'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager',
  },
  {
    type: 'tizen',
    family: 'tizen',
    userAgent:
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) 69.0.3497.106/5.0 TV Safari/537.36',
  },
  {
    type: 'tizenv2',
    family: 'tizen',
    userAgent:
      'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
  },
  {
    type: 'samsung',
    family: 'samsung',
    userAgent: 'Mozilla/5.0 (SMART-TV; Linux; SmartHub) AppleWebKit/537.36 (KHTML, like Gecko) Safari/537.36',
  },
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
const setPower = (page: Page, state: 'on' | 'standby') =>
  page.evaluate(
    (next) => (window as unknown as { __fakePlatform: FakePlatform }).__fakePlatform.controls.power(next),
    state,
  )
const live = (page: Page, key: 'status' | 'channel') => mirror(page).getAttribute(`data-live-${key}`)

async function deviceTypes(
  request: APIRequestContext,
  path: string,
): Promise<Array<string | null | undefined>> {
  const logged = (await (
    await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)
  ).json()) as Logged[]
  return logged.map((entry) => entry.deviceType)
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

for (const platform of PLATFORMS) {
  test.describe(`${platform.type} platform`, () => {
    test.use({ userAgent: platform.userAgent })

    test(`boots over its fake to Home, plays a channel through the ${platform.family} player and follows the TV into standby and back`, async ({
      page,
      request,
    }) => {
      await openPortal(page, `?fake=1&mac=${ROOM_101}`)
      await waitForRoute(page, '/home')
      expect(await fake(page)).toMatchObject({ family: platform.family, type: platform.type, power: 'on' })
      // adapters spec §7: the backend sees the platform's type value in Device-Type
      expect(await deviceTypes(request, '/api/get/config')).toContain(platform.type)

      // the remote's digits 0-1-2 tune channel 012 (portal spec §2), played by the platform's player
      await press(page, '0', '1', '2')
      await expect.poll(() => live(page, 'status'), { timeout: 20_000 }).toBe('playing')
      const played = (await fake(page)).playing
      expect(played).toMatch(/\/media\/streams\/\w+\/index\.m3u8/)

      // the TV goes to standby by itself: the portal stops the platform player and keeps the channel
      await setPower(page, 'standby')
      await expect.poll(() => media(page)).toMatchObject({ state: 'stopped', queued: true })
      expect((await fake(page)).playing).toBeNull()

      // and back on: after the power-on delay the same channel plays again on the platform
      await setPower(page, 'on')
      await expect
        .poll(() => media(page), { timeout: 10_000 })
        .toMatchObject({ state: 'playing', queued: false })
      expect((await fake(page)).playing).toBe(played)
    })
  })
}
