import { http } from 'msw'
import type { RecordRequest } from '../../api/types'
import { createFlights } from '../fixtures/flights'
import { createPrayer, createWeather } from '../fixtures/weather'
import type { DemoState } from '../state'
import { failure, json, num, on, readBody, str } from './http'

/** The feeders answer with and without the trailing slash the portal sends. */
const feeder = (name: string): string[] => [on(`/api/feeder/${name}/`), on(`/api/feeder/${name}`)]

/** Feeders and recordings (portal spec §7); digital signage is in signage.ts. */
export function createFeedHandlers(state: DemoState) {
  const { data } = state
  return [
    ...feeder('weather').map((path) => http.get(path, () => json(createWeather(state.now())))),
    ...feeder('prayer').map((path) => http.get(path, () => json(createPrayer(state.now())))),
    ...feeder('flight').map((path) => http.get(path, () => json(createFlights(state.now())))),
    ...feeder('news').map((path) => http.get(path, () => json(data.news(state.now())))),

    // portal spec §7: macAddress, pms_id; a guest's own recordings plus the General ones
    http.get(on('/api/get/records'), ({ request }) => {
      const params = new URL(request.url).searchParams
      const mac = params.get('macAddress')
      const pmsId =
        str(params.get('pms_id')) ?? (mac ? (state.devices.find(mac)?.guest?.pms_id ?? null) : null)
      return json(state.records.list(pmsId))
    }),
    http.post(on('/api/set/records'), async ({ request }) => {
      const body = await readBody(request)
      const start = num(body['start'])
      const duration = num(body['duration'])
      if (start === null || duration === null) return failure(400, 'start and duration are required')
      const recordRequest: RecordRequest = {
        id: num(body['id']) ?? 0,
        title: str(body['title']) ?? 'Recording',
        start,
        end: num(body['end']) ?? start + duration * 1000,
        duration,
        state: 0,
        uri: str(body['uri']) ?? '',
        proc_id: str(body['proc_id']) ?? `rec-${state.now()}`,
        source: str(body['source']) ?? '',
        macAddress: str(body['macAddress']) ?? '',
        ipAddress: str(body['ipAddress']) ?? '',
        pms_id: str(body['pms_id']) ?? 'General',
      }
      return json({ success: true, record: state.records.add(recordRequest) })
    }),
  ]
}
