import { expect, test, type APIRequestContext, type Page } from './test'
import { focused, mirror, openPortal, press, resetBackend, waitForRoute } from './portal'

const ROOM_101 = '02:00:00:00:01:01'
const UNKNOWN_TV = '02:00:00:00:09:99'

type Logged = { path: string; body: Record<string, unknown> | null }
type Probe = {
  __portal: {
    media: { store: { getState(): { state: string; source: string | null } } }
    bridge(): { volume(): Promise<number>; mute(): Promise<boolean>; power(): Promise<string> }
  }
}

const media = (page: Page) =>
  page.evaluate(() => (window as unknown as Probe).__portal.media.store.getState().state)
const bridgeReports = (page: Page, what: 'volume' | 'mute' | 'power') =>
  page.evaluate(
    async (call): Promise<number | boolean | string> =>
      (window as unknown as Probe).__portal.bridge()[call](),
    what,
  )

async function requests(request: APIRequestContext, path: string): Promise<Logged[]> {
  return (await (await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)).json()) as Logged[]
}

/** adapters spec §4 Application focus: the universal bridge reads page visibility, as Tizen does */
async function setVisibility(page: Page, state: 'hidden' | 'visible'): Promise<void> {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility })
    document.dispatchEvent(new Event('visibilitychange'))
  }, state)
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

test('on an external input only the allowed keys act, and Home returns to the portal with its media', async ({
  page,
}) => {
  await openPortal(page, `live/all/home/1?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/home/1')
  await expect.poll(() => media(page), { timeout: 20_000 }).toBe('playing')
  // the source key opens the input picker; HDMI1 takes the screen
  await press(page, 's')
  await expect(focused(page)).toHaveAttribute('aria-label', /HDMI1$/)
  await press(page, 'Enter')
  await expect(mirror(page)).toHaveAttribute('data-input', 'HDMI1')
  await expect(mirror(page)).toHaveAttribute('data-ui', 'hidden')
  await expect.poll(() => media(page)).toBe('stopped')
  // portal spec §4 Input source: info, movies, guide, digits, arrows and enter do nothing here
  await press(page, 'i', 'v', 'e', '5', 'ArrowDown', 'Enter')
  await expect(mirror(page).getByRole('dialog')).toHaveCount(0)
  await expect(mirror(page)).toHaveAttribute('data-route', '/live/all/home/1')
  await expect(mirror(page)).toHaveAttribute('data-input', 'HDMI1')
  // Home returns to MAIN: the UI and the channel come back
  await press(page, 'h')
  await expect(mirror(page)).toHaveAttribute('data-input', 'MAIN')
  await expect(mirror(page)).toHaveAttribute('data-ui', 'shown')
  await expect.poll(() => media(page), { timeout: 20_000 }).toBe('playing')
  await expect(mirror(page)).toHaveAttribute('data-route', '/live/all/home/1')
})

test('losing the platform focus hides the portal and stops its media; regaining it restores both', async ({
  page,
}) => {
  await openPortal(page, `live/all/home/1?mac=${ROOM_101}`)
  await waitForRoute(page, '/live/all/home/1')
  await expect.poll(() => media(page), { timeout: 20_000 }).toBe('playing')
  await setVisibility(page, 'hidden')
  await expect(mirror(page)).toHaveAttribute('data-ui', 'hidden')
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'off')
  await expect.poll(() => media(page)).toBe('stopped')
  await setVisibility(page, 'visible')
  await expect(mirror(page)).toHaveAttribute('data-ui', 'shown')
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
  await expect.poll(() => media(page), { timeout: 20_000 }).toBe('playing')
})

test('an unknown TV gets the location dialog (cancel repeats, an unknown room re-prompts) and then boots Home', async ({
  page,
  request,
}) => {
  await openPortal(page, `?mac=${UNKNOWN_TV}`)
  const assign = mirror(page).getByRole('dialog', { name: 'Assign this TV to a room' })
  await expect(assign).toHaveCount(1)
  await expect(mirror(page)).toHaveAttribute('data-phase', 'assign')
  // portal spec §5: cancel repeats at start
  await press(page, 'Escape')
  await expect(assign).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  // an unknown location: 'Location not found!' and the prompt again
  await press(page, '9', '9', '9', 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await expect(mirror(page).locator('[data-name="Location not found!"]')).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  await press(page, '1', '1', '5', 'ArrowDown', 'Enter')
  await waitForRoute(page, '/home')
  // portal spec §7 POST /api/set/device: the device properties including the location
  const posted = (await requests(request, '/api/set/device')).map((logged) => logged.body)
  expect(posted.map((body) => body?.['location'])).toEqual(['999', '115'])
  expect(posted[1]).toMatchObject({ mac: UNKNOWN_TV, type: 'universal' })
  await expect(mirror(page).getByRole('status', { name: 'Room 115' })).toHaveCount(1)
})

// adapters spec §3, §5: the room number from a device name ROOM_{digits}: the dialog offers it filled in,
// and OK alone assigns the TV to it (the universal bridge keeps its device name in local storage)
test('an unknown TV named ROOM_115 is offered room 115 in the location dialog: OK alone assigns it', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('deviceName', 'ROOM_115'))
  await openPortal(page, `?mac=${UNKNOWN_TV}`)
  const assign = mirror(page).getByRole('dialog', { name: 'Assign this TV to a room' })
  await expect(assign).toHaveCount(1)
  await expect(focused(page)).toHaveAttribute('aria-label', 'Room Number')
  await press(page, 'ArrowDown')
  await expect(focused(page)).toHaveAttribute('aria-label', 'OK')
  await press(page, 'Enter')
  await waitForRoute(page, '/home')
  const posted = (await requests(request, '/api/set/device')).map((logged) => logged.body)
  expect(posted.map((body) => body?.['location'])).toEqual(['115'])
  await expect(mirror(page).getByRole('status', { name: 'Room 115' })).toHaveCount(1)
})

test('the volume, mute and power keys act through the bridge within the configured limits', async ({
  page,
  request,
}) => {
  await request.post('/__demo/device', {
    data: { mac: ROOM_101, config: { defVolume: '20', maxVolume: '25' } },
  })
  await openPortal(page, `?mac=${ROOM_101}`)
  await waitForRoute(page, '/home')
  // portal spec §9: the default volume is set at start
  await expect.poll(() => bridgeReports(page, 'volume')).toBe(20)
  await press(page, '+')
  await expect.poll(() => bridgeReports(page, 'volume')).toBe(23)
  await press(page, '+')
  await expect.poll(() => bridgeReports(page, 'volume')).toBe(25) // maxVolume
  await press(page, '-')
  await expect.poll(() => bridgeReports(page, 'volume')).toBe(22)
  await press(page, 'x')
  await expect.poll(() => bridgeReports(page, 'mute')).toBe(true)
  // adapters spec §4: standby turns navigation off; the power key brings it back
  await press(page, 'p')
  await expect.poll(() => bridgeReports(page, 'power')).toBe('standby')
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'off')
  await press(page, 'p')
  await expect.poll(() => bridgeReports(page, 'power')).toBe('on')
  await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
})
