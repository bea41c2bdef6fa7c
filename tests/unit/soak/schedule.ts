// The room TV's week (tests/unit/soak/roomTv.soak.test.ts): the boot, then the same day seven times, in
// 5-minute steps on the manual clock (every timer due inside a step fires in order: slideshow slides,
// guide resyncs, polls, token renewals). Test support only.
import { fullSync } from '../../../src/services/sync'
import { createRoomTv, HOME_SLIDES, ROOM_101, type RoomTv } from './roomTv'

export const DAY_MS = 24 * 3_600_000
const STEP_MS = 5 * 60_000
const at = (hours: number, minutes = 0) => (hours * 60 + minutes) * 60_000
/** a film on the hotel's CDN (portal spec §5: an mp4 off the platform origin is CDN-converted) */
const CDN_FILM = 'https://cdn.example.com/films/the-silent-harbour.mp4'

export type SoakTv = RoomTv & {
  daily: Array<{ day: number; rang: number; awake: boolean; slept: number; slides: boolean; played: boolean }>
}

/** Monday 5 January 2026, midnight (local time: the alarm and the day plan are wall-clock times) */
const START = new Date(2026, 0, 5).getTime()

async function queueAlarm(tv: RoomTv, dayStart: number): Promise<void> {
  await tv.frontDesk('/frontdesk/api/actions', {
    mac: ROOM_101.mac,
    action: 'Alarm',
    params: { value: dayStart + DAY_MS + at(7) },
  })
}

/** Boots the TV to Home with the remote actions running, and the first wake-up call queued. */
export async function bootSoakTv(): Promise<SoakTv> {
  const tv = Object.assign(await createRoomTv(START), { daily: [] as SoakTv['daily'] })
  // the hotel's Home background for this room: a slideshow of three images (portal spec §4 Overlays)
  await tv.frontDesk('/__demo/device', {
    mac: ROOM_101.mac,
    config: { 'background.home.images': HOME_SLIDES.join(',') },
  })
  await queueAlarm(tv, START - DAY_MS)
  await tv.during(async () => {
    await fullSync(tv.syncDeps())
    tv.stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
    tv.router.enable()
  })
  await tv.go('/home')
  // portal spec §4 Sleep timer: expiry is standby, the picture stops
  tv.bridge.on('power', (power) => {
    if (power === 'standby') void tv.media.stop()
  })
  await tv.during(async () => tv.executor.start())
  return tv
}

/** One day of the TV, from midnight to midnight. */
export async function livingDay(tv: SoakTv, day: number): Promise<void> {
  const dayStart = tv.start + (day - 1) * DAY_MS
  const record = { day, rang: 0, awake: false, slept: 0, slides: false, played: false }
  const offPower = tv.bridge.on('power', (power) => {
    if (power === 'standby') record.slept++
  })
  // the alarm rings: it is cleared (portal spec §4 Alarm "cleared on expiry") and the TV powers on
  const offAlarm = tv.alarm.store.subscribe((state, previous) => {
    if (previous.alarm && !state.alarm) record.rang++
  })
  const offSlides = tv.background.store.subscribe((state, previous) => {
    if (state.index !== previous.index) record.slides = true
  })
  const events: Record<number, () => Promise<void>> = {
    [at(4)]: async () => {
      // the front desk refreshes the room; the weather provider fails that once (issue 20: retried)
      tv.demo.faults.add({ method: 'GET', path: '/api/feeder/weather/', status: 503, times: 1 })
      await tv.frontDesk('/frontdesk/api/actions', { mac: ROOM_101.mac, action: 'SyncData', params: {} })
    },
    [at(7, 5)]: async () => void (record.awake = tv.stores.app.getState().power === 'on'),
    [at(18)]: () => tv.go('/live/all/home'),
    [at(21)]: async () => {
      await tv.go('/home')
      await tv.media.play(CDN_FILM)
      record.played = tv.media.store.getState().state === 'playing'
    },
    [at(22)]: () => queueAlarm(tv, dayStart),
    [at(23)]: async () => void tv.sleep.set(30),
  }
  for (let time = 0; time < DAY_MS; time += STEP_MS) {
    const event = events[time]
    if (event) await tv.during(event)
    await tv.run(STEP_MS)
  }
  offPower()
  offAlarm()
  offSlides()
  tv.daily.push(record)
}
