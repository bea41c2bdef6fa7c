import { http } from 'msw'
import type { DigitalSignage } from '../../api/types'
import { DEMO_THEMES } from '../fixtures/themes'
import type { DemoState } from '../state'
import { failure, json, num, ok, on, readBody, str } from './http'

/** The portal's theme file on its v2 host (portal spec §7 "Static theme ... json files come from the v2 host"). */
export const THEME_PATH = '/v2/theme.json'

/**
 * POST /__demo/signage (docs/BACKEND-API.md "Demo controls"): `{ location, empty: true }`,
 * `{ location, restore: true }`, `{ location, scale, start }` (the lobby loop with every duration × scale
 * from `start`, unix ms; browser tests run it fast) or `{ location, signage }` (any distribution).
 */
export function createSignageControls(state: DemoState) {
  return [
    http.post(on('/__demo/signage'), async ({ request }) => {
      const body = await readBody(request)
      const location = str(body['location'])
      if (!location) return failure(400, 'location is required')
      if (body['empty'] === true) state.signage.empty(location)
      else if (body['restore'] === true) state.signage.restore(location)
      else if (typeof body['signage'] === 'object' && body['signage'] !== null)
        state.signage.set(location, body['signage'] as DigitalSignage)
      else {
        const scale = num(body['scale'])
        if (scale === null || scale <= 0) return failure(400, 'empty, restore, signage or a positive scale')
        state.signage.set(location, state.data.signage.scaledLobby(scale, num(body['start']) ?? state.now()))
      }
      return json(state.signage.get(location))
    }),
  ]
}

/** Signage and theme: what the TVs read, and the front desk's switches for them. */
export function createSignageHandlers(state: DemoState) {
  return [
    // portal spec §7: GET /api/get/digitalsignage with the device's location
    http.get(on('/api/get/digitalsignage'), ({ request }) =>
      json(state.signage.get(new URL(request.url).searchParams.get('location') ?? '')),
    ),
    http.get(on('/frontdesk/api/signage'), () =>
      json(
        Object.entries(state.signage.modes()).map(([location, mode]) => ({
          location,
          mode,
          layouts: state.signage.get(location).layouts.length,
        })),
      ),
    ),
    // the front desk empties a location's distribution (its screens show the logo) or restores it
    http.post(on('/frontdesk/api/signage'), async ({ request }) => {
      const body = await readBody(request)
      const location = str(body['location'])
      const action = str(body['action'])
      if (!location || !state.data.locations.some((l) => l.location.toLowerCase() === location.toLowerCase()))
        return failure(404, 'Location not found!')
      if (action === 'empty') state.signage.empty(location)
      else if (action === 'restore') state.signage.restore(location)
      else return failure(400, "action must be 'empty' or 'restore'")
      return json({ location, layouts: state.signage.get(location).layouts.length })
    }),
    http.get(on(THEME_PATH), () => json(state.theme.file())),
    http.get(on('/frontdesk/api/themes'), () =>
      json({
        current: state.theme.current(),
        themes: Object.entries(DEMO_THEMES).map(([name, theme]) => ({ name, title: theme.title })),
      }),
    ),
    http.post(on('/frontdesk/api/theme'), async ({ request }) =>
      state.theme.set(str((await readBody(request))['name']) ?? '') ? ok() : failure(404, 'Theme not found'),
    ),
  ]
}
