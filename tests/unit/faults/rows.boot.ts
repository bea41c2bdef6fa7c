// The calls of the boot (portal spec §4 Boot and Sync full): device, device update, config, languages,
// menus, weather, prayer times, VODs, channels, and the theme file of the v2 host. Their owner is the boot
// itself: what the guest sees is the home page (with whatever data arrived), the reload countdown or the
// error screen.
import { API_PATHS } from '../../../src/api/paths'
import { bootPortal } from './boot'
import type { CellEnv, Row } from './matrix'
import { ROOM_101 } from './portal'

/** What the booted portal shows: the error screen, nothing (the reload countdown), or Home and what it
 * lacks compared with a healthy boot. */
export function bootOutcome(env: CellEnv, themeLoaded: boolean): string {
  const app = env.portal.stores.app.getState()
  if (app.blockingNotice) return 'the reload message replaces the splash'
  if (app.phase === 'error') return `error screen '${app.errorDetail ?? ''}'`
  const hotel = env.portal.stores.hotel.getState()
  const missing: string[] = []
  if (hotel.weather.length === 0) missing.push('no weather widget')
  if (!hotel.prayer) missing.push('no prayer times')
  if (hotel.vods.length === 0) missing.push('no films')
  if (hotel.channels.length === 0) missing.push("Live: 'The platform has no channels'")
  if (!themeLoaded) missing.push("the portal's own theme")
  const device = hotel.device
  if (!device) missing.push('no device')
  return ['Home', ...missing].join('; ')
}

const runBoot = async (env: CellEnv): Promise<string> => {
  const run = await env.wait(bootPortal(env.portal))
  return bootOutcome(env, run.themeLoaded)
}

const boot = (
  call: string,
  callClass: Row['callClass'],
  target: Row['target'],
  failed: string,
  more: Partial<Row> = {},
): Row => ({ call, callClass, when: 'boot', target, run: runBoot, healthy: 'Home', failed, ...more })

const status = (method: string, path: string, code: number | string) =>
  `error screen '${method} ${path} failed with status ${code}'`
const essentialPer = (method: string, path: string, decode: string) => ({
  '401': status(method, path, 401),
  '402': status(method, path, 402),
  '406': status(method, path, 406),
  '426': status(method, path, 426),
  malformed: decode,
  truncated: decode,
})

const DEVICE = API_PATHS.device(ROOM_101.mac)
const notJson = (method: string, path: string) => `error screen '${method} ${path}: response is not JSON'`

export const BOOT_ROWS: Row[] = [
  boot(
    'device',
    'essential',
    { method: 'GET', path: '/api/get/device/*' },
    'the reload message replaces the splash',
    {
      sample: { method: 'GET', path: DEVICE },
      per: {
        ...essentialPer('GET', DEVICE, notJson('GET', DEVICE)),
        'wrong shape': "error screen 'device: expected object, got array'",
      },
    },
  ),
  boot('device update (sync)', 'optional', { method: 'POST', path: API_PATHS.updateDevice }, 'Home', {
    sample: { method: 'POST', path: API_PATHS.updateDevice, body: { ...ROOM_101, id: 101, location: '101' } },
    acknowledgement: true,
  }),
  boot(
    'config',
    'essential',
    { method: 'GET', path: API_PATHS.config },
    'the reload message replaces the splash',
    {
      per: {
        ...essentialPer('GET', API_PATHS.config, notJson('GET', API_PATHS.config)),
        'wrong shape': "error screen 'Configurations could not be fetching as expected'",
      },
    },
  ),
  boot(
    'languages',
    'essential',
    { method: 'GET', path: API_PATHS.languages },
    'the reload message replaces the splash',
    {
      per: {
        ...essentialPer('GET', API_PATHS.languages, notJson('GET', API_PATHS.languages)),
        'wrong shape': "error screen 'languages: expected array, got object'",
      },
    },
  ),
  boot(
    'navigation (menus)',
    'essential',
    { method: 'GET', path: API_PATHS.navigation },
    'the reload message replaces the splash',
    {
      per: {
        ...essentialPer('GET', API_PATHS.navigation, notJson('GET', API_PATHS.navigation)),
        'wrong shape': "error screen 'navigation: expected array, got object'",
      },
    },
  ),
  boot('weather (sync)', 'optional', { method: 'GET', path: API_PATHS.weather }, 'Home; no weather widget'),
  boot('prayer times (sync)', 'optional', { method: 'GET', path: API_PATHS.prayer }, 'Home; no prayer times'),
  boot('vods (sync)', 'optional', { method: 'GET', path: API_PATHS.vods }, 'Home; no films'),
  boot(
    'channels',
    'essential',
    { method: 'GET', path: API_PATHS.channels },
    'the reload message replaces the splash',
    {
      per: {
        ...essentialPer('GET', API_PATHS.channels, "Home; Live: 'The platform has no channels'"),
        // channels is a retried sync step: a 401 is shown, logged and retried; the boot goes on
        '401': "Home; Live: 'The platform has no channels'",
        '402': "Home; Live: 'The platform has no channels'",
        '406': "Home; Live: 'The platform has no channels'",
        '426': "Home; Live: 'The platform has no channels'",
        'wrong shape': "Home; Live: 'The platform has no channels'",
      },
    },
  ),
  boot(
    'theme (v2 host)',
    'optional',
    { method: 'GET', path: '/v2/theme.json' },
    "Home; the portal's own theme",
    {
      ownTransport: true,
    },
  ),
]
