import { expect, test, type APIRequestContext } from './test'
import { mediaSource, ROOM_101, type LiveChannel } from './liveHelpers'
import {
  drawnTexts,
  expectNoFramesFor,
  mirror,
  openPortal,
  overlappingTexts,
  press,
  resetBackend,
  settleFrames,
  waitForRoute,
} from './portal'

// portal spec §2 Live TV: the OSD's guide up/down navigation, on the demo hotel (room 101). The OSD's
// programme line is a status label on the scene mirror: its aria-label is the programme it shows.

type Channel = LiveChannel
type Program = { start: number; end: number; title: string }

/** the demo guest of room 101 (src/mocks/fixtures/devices.ts DEMO_GUESTS.room101) */
const GUEST_ID = 5101
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** a free DVR channel whose running programme has a while left (no programme change during a test) */
async function pickChannel(request: APIRequestContext) {
  const channels = (await (await request.get('/api/get/channels')).json()) as Channel[]
  const now = Date.now()
  for (const channel of channels.filter((c) => c.dvr && c.epg_id && !c.price)) {
    const guide = (await (await request.get(`/api/get/epgs/${channel.id}/${now}`)).json()) as Record<
      string,
      Program[]
    >
    const programs = guide[channel.epg_id!] ?? []
    const index = programs.findIndex((p) => p.start <= now && now < p.end)
    if (index > 0 && index < programs.length - 1 && programs[index]!.end - now > 90_000) {
      return {
        channel,
        previous: programs[index - 1]!,
        running: programs[index]!,
        next: programs[index + 1]!,
      }
    }
  }
  throw new Error('no free DVR channel with a guide')
}

test('up/down on the OSD browse the channel’s guide; Enter on a finished programme watches it', async ({
  page,
  request,
}) => {
  await resetBackend(request)
  const { channel, previous, running, next } = await pickChannel(request)

  await openPortal(page, `live/all/osd/${channel.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/osd/${channel.id}`)
  const line = mirror(page).getByRole('status', { name: /^(Now|Next): |\d – / })
  await expect(line).toHaveAttribute('aria-label', new RegExp(`^Now: .*${escape(running.title)}$`))

  await press(page, 'ArrowDown')
  await expect(line).toHaveAttribute('aria-label', new RegExp(`^Next: .+ – .+ ${escape(next.title)}$`))
  await press(page, 'ArrowUp', 'ArrowUp')
  // a finished programme: its time range and title, and the guide's Watch in the recording server's range
  await expect(line).toHaveAttribute(
    'aria-label',
    new RegExp(`^(?!Now: |Next: ).+ – .+ ${escape(previous.title)} \\(Watch\\)$`),
  )
  expect(await overlappingTexts(page)).toEqual([])
  // still the same channel, on the OSD
  await expect(mirror(page)).toHaveAttribute('data-live-view', 'osd')
  await expect(mirror(page)).toHaveAttribute('data-live-channel', String(channel.id))

  await press(page, 'Enter')
  const start = Math.floor(previous.start / 1000)
  await expect
    .poll(() => mediaSource(page))
    .toMatch(new RegExp(`/media/dvr/flussonic/${escape(channel.dvr!.name)}/video-${start}-\\d+\\.m3u8$`))
})

test('in Arabic the OSD’s browsed programme sits on the mirrored side, over nothing; idle draws nothing', async ({
  page,
  request,
}) => {
  await resetBackend(request)
  const { channel, next } = await pickChannel(request)
  const guest = await request.post('/api/set/guest/update', { data: { id: GUEST_ID, language: 'ar_AR' } })
  expect(guest.ok()).toBe(true)
  await openPortal(page, `live/all/osd/${channel.id}?mac=${ROOM_101}`)
  await waitForRoute(page, `/live/all/osd/${channel.id}`)
  await expect(mirror(page)).toHaveAttribute('dir', 'rtl')
  await press(page, 'ArrowDown')
  const line = mirror(page).getByRole('status', { name: new RegExp(`${escape(next.title)}$`) })
  await expect(line).toHaveCount(1)
  await settleFrames(page)
  // the line starts at the frame's right edge (40 + 1200 - 136 = 1104 design px on a 1280 stage)
  const box = (await drawnTexts(page)).find((text) => text.text.includes(next.title))
  expect(box).toBeDefined()
  const { width } = page.viewportSize()!
  expect(Math.abs((box!.x + box!.width) / width - 1104 / 1280)).toBeLessThan(0.02)
  expect(await overlappingTexts(page)).toEqual([])
  await expectNoFramesFor(page, 1000)
})
