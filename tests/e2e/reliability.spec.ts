// Issue 20: an optional feed never takes a TV down. Each optional boot call in turn answers 502: the
// portal reaches Home without the reload message (adapters spec §8's before-ready rule is for essential
// calls only, src/api/callClass.ts); each essential boot call answering 502 still shows it.
import { expect, test, type APIRequestContext } from './test'
import { injectFault, mirror, openPortal, resetBackend, waitForRoute } from './portal'

const RELOAD = /^Something went wrong, the platform will reload itself, please wait \d+ second\.$/

type Logged = { method: string; path: string }
async function requested(request: APIRequestContext, path: string): Promise<Logged[]> {
  const response = await request.get(`/__demo/requests?path=${encodeURIComponent(path)}`)
  return (await response.json()) as Logged[]
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request)
})

const OPTIONAL_BOOT_CALLS = [
  { call: 'weather', method: 'GET', path: '/api/feeder/weather*', weatherShown: false },
  { call: 'prayer times', method: 'GET', path: '/api/feeder/prayer*', weatherShown: true },
  { call: 'VODs', method: 'GET', path: '/api/get/vods', weatherShown: true },
  { call: 'device update', method: 'POST', path: '/api/set/device/update', weatherShown: true },
] as const

for (const { call, method, path, weatherShown } of OPTIONAL_BOOT_CALLS) {
  test(`the ${call} call answering 502 at boot: Home, no reload message`, async ({ page, request }) => {
    await injectFault(request, { method, path, status: 502, body: { message: 'Bad Gateway' } })
    await openPortal(page)
    await waitForRoute(page, '/home')
    await expect(mirror(page).getByRole('menuitem').first()).toHaveCount(1)
    await expect(mirror(page).getByRole('alert', { name: RELOAD })).toHaveCount(0)
    // the call was made and failed (the fault answered it), and only the weather widget lacks its data
    expect((await requested(request, path)).some((entry) => entry.method === method)).toBe(true)
    // the Home weather widget (a focusable button naming the city and the temperature) is there or not
    const widget = mirror(page).locator('[aria-label$="°"]').first()
    await expect(widget).toHaveCount(weatherShown ? 1 : 0)
  })
}

const ESSENTIAL_BOOT_CALLS = [
  { call: 'device', path: '/api/get/device/*' },
  { call: 'config', path: '/api/get/config' },
  { call: 'languages', path: '/api/get/languages' },
  { call: 'menus', path: '/api/get/navigation' },
  { call: 'channels', path: '/api/get/channels' },
] as const

for (const { call, path } of ESSENTIAL_BOOT_CALLS) {
  test(`the ${call} call answering 502 at boot still shows the reload message`, async ({ page, request }) => {
    await injectFault(request, { method: 'GET', path, status: 502, body: { message: 'Bad Gateway' } })
    await openPortal(page)
    await expect(mirror(page).getByRole('alert', { name: RELOAD })).toHaveCount(1)
  })
}
