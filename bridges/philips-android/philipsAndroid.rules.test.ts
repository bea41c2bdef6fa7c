// The Philips Android family's own rules (issue 18), on the fake native bridge with a test clock.
import { describe, expect, it, vi } from 'vitest'
import type { PlatformCalls } from '../contract'
import { createTestClock } from '../shared/testClock'
import { SILENT_LOG, rigEnv, stubCalls } from '../shared/testEnv'
import { MULTICAST, SETTLE_MS, seen } from '../shared/testKit'
import { PHILIPS_CONFIG_ERROR } from '../wixp/philips'
import {
  CHECKIN_APP_REFRESH_MS,
  CHECK_IN_ERROR,
  COMBINED_CHANNEL_SOURCE,
  FOCUS_PREVENTION_MS,
  HARDWARE_POWER_KEY,
  KEYS_AGAIN_MS,
  PHILIPS_ANDROID_APP_NAMES,
  createPhilipsAndroidBridge,
} from './createPhilipsAndroidBridge'
import { createFakePhilipsAndroid } from './fakePhilipsAndroid'
import { EVENT_HOOK, type PhilipsHost, type PhilipsTV } from './philipsApi'
import { philipsRig } from './testRig'

/** The PhilipsTV getters that answer text; the odd set answers `answer` from each of them. */
const TEXT_GETTERS = [
  'getProperties',
  'getDeviceName',
  'getPowerState',
  'getSource',
  'getInstalledApps',
  'getAudioTracks',
  'getSubtitles',
] as const satisfies ReadonlyArray<keyof PhilipsTV>

/** The bridge over a fake set whose getters answer as given (before the bridge starts), with a spy log. */
async function oddSetRig(answer: (getter: string) => unknown, apps?: string[]) {
  const { clock, advance } = createTestClock()
  const host: PhilipsHost = { location: { reload: () => undefined } }
  const fake = createFakePhilipsAndroid({ host, keyTarget: new EventTarget(), clock })
  if (apps) fake.set.apps = apps
  const tv = host.PhilipsTV as PhilipsTV
  for (const getter of TEXT_GETTERS) Object.assign(tv, { [getter]: () => answer(getter) })
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const bridge = await createPhilipsAndroidBridge(
    rigEnv({ userAgent: 'Android Philips', document: new EventTarget(), host, clock, log }),
  )
  return { bridge, host, log, advance }
}
const predefined = PHILIPS_ANDROID_APP_NAMES.map((name) => ({ key: name, value: name }))

const api = (philipsConfig: PlatformCalls['philipsConfig']) => stubCalls({ philipsConfig })

describe('philips-android apps and power (adapters spec §3, §4)', () => {
  it('lists apps by name: key and value are the app name', async () => {
    const { bridge } = await philipsRig()
    expect((await bridge.apps()).slice(0, 2)).toEqual([
      { key: 'Netflix', value: 'Netflix' },
      { key: 'YouTube', value: 'YouTube' },
    ])
  })

  it('lowercases power events and reloads the page on standby', async () => {
    const { bridge, fake, advance, reloads } = await philipsRig()
    const power = seen(bridge, 'power')
    fake.controls.power('standby') // the set says STANDBY
    await advance(SETTLE_MS)
    expect(power).toEqual(['standby'])
    expect(reloads.count).toBe(1)
  })

  it('turns the hardware power key (26) into STANDBY while on, and ignores it in standby', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const power = seen(bridge, 'power')
    fake.controls.hardwareKey(HARDWARE_POWER_KEY)
    await advance(SETTLE_MS)
    fake.controls.hardwareKey(HARDWARE_POWER_KEY)
    await advance(SETTLE_MS)
    expect(power).toEqual(['standby'])
  })
})

describe('philips-android predefined apps (adapters spec §3 Predefined apps)', () => {
  it('lists the six predefined apps when the set lists none', async () => {
    const { bridge } = await oddSetRig(() => '[]')
    expect(await bridge.apps()).toEqual(predefined)
  })

  it('adds each predefined app the set did not list, after the listed ones, none twice', async () => {
    const { bridge } = await oddSetRig(() => JSON.stringify(['Netflix', 'Spotify', 'YouTube']))
    expect(await bridge.apps()).toEqual([
      { key: 'Netflix', value: 'Netflix' },
      { key: 'Spotify', value: 'Spotify' },
      { key: 'YouTube', value: 'YouTube' }, // the spec's Youtube: names match without case
      ...predefined.filter((app) => !['Netflix', 'Youtube'].includes(app.key)),
    ])
  })

  it('adds nothing when the set lists all six', async () => {
    const { bridge, fake } = await philipsRig()
    expect(await bridge.apps()).toEqual(fake.set.apps.map((name) => ({ key: name, value: name })))
  })
})

describe('philips-android native answers of the wrong shape (adapters spec §7)', () => {
  it.each(['null', '{}', '"x"', '[null]', 'not json'])(
    'starts when every getter answers %s, lists the predefined apps and has no tracks',
    async (answer) => {
      const { bridge, log } = await oddSetRig(() => answer)
      expect(await bridge.power()).toBe('on')
      expect(await bridge.apps()).toEqual(predefined)
      expect(await bridge.subtitles()).toBe(false)
      expect(await bridge.audioTracks()).toBe(false)
      expect(await bridge.properties()).toBe(false) // adapters spec §3: incomplete, so unavailable
      if (answer !== '"x"') expect(log.warn).toHaveBeenCalled() // "x" is a fine device name or power state
    },
  )

  it('starts when the set answers null (not text) from every getter', async () => {
    const { bridge } = await oddSetRig(() => null)
    expect(await bridge.power()).toBe('on')
    expect(await bridge.deviceName()).toBe('')
    expect(await bridge.apps()).toEqual(predefined)
    expect(await bridge.subtitles()).toBe(false)
  })

  it('drops an event whose JSON is not a record with a log, and hears the next good one', async () => {
    const { bridge, host, log } = await oddSetRig(() => '"ON"')
    const power = seen(bridge, 'power')
    const fire = host[EVENT_HOOK] as (name: string, json: string) => void
    log.warn.mockClear()
    for (const json of ['null', '"x"', '[null]', 'not json']) expect(() => fire('power', json)).not.toThrow()
    expect(log.warn).toHaveBeenCalledTimes(4)
    fire('power', JSON.stringify({ state: 'STANDBY' }))
    expect(power).toEqual(['standby'])
  })
})

describe('philips-android focus (adapters spec §4 Application focus)', () => {
  it('ignores focus events until 5 s after power on', async () => {
    const { bridge, fake, advance } = await philipsRig({ settle: false })
    const focus = seen(bridge, 'focus')
    fake.controls.focus(false)
    await advance(FOCUS_PREVENTION_MS - 100)
    expect(focus).toEqual([])
    await advance(100)
    fake.controls.focus(true)
    fake.controls.focus(false)
    await advance(SETTLE_MS)
    expect(focus).toEqual(['applicationUnfocused'])
  })

  it('resets the source to NONE when the portal regains focus and registers the keys again 1 s later', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const launch = bridge.launchApp('YouTube')
    await advance(SETTLE_MS)
    await launch
    fake.set.source = 'HDMI2'
    const registrations = fake.set.keyRegistrations
    fake.controls.focus(true)
    await advance(100)
    expect(fake.set.source).toBe('NONE')
    await advance(KEYS_AGAIN_MS - 200)
    expect(fake.set.keyRegistrations).toBe(registrations)
    await advance(200)
    expect(fake.set.keyRegistrations).toBe(registrations + 1)
  })

  it('maps COMBINED_CHANNEL_SOURCE, and any source while the portal is in front, to NONE', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const sources = seen(bridge, 'source')
    fake.controls.sourceEvent('HDMI1') // the portal is in front
    fake.controls.sourceEvent(COMBINED_CHANNEL_SOURCE)
    await advance(SETTLE_MS)
    const launch = bridge.launchApp('Netflix')
    await advance(SETTLE_MS)
    await launch
    fake.controls.sourceEvent('HDMI1')
    await advance(SETTLE_MS)
    expect(sources).toEqual(['MAIN', 'MAIN', 'HDMI1'])
  })
})

describe('philips-android media, check-in and config (adapters spec §4, §5, §7, §8)', () => {
  it('treats a multicast audio list of one track as unavailable', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const play = bridge.play(MULTICAST)
    await advance(SETTLE_MS)
    await play
    fake.controls.tracks([], ['tur'])
    expect(await bridge.audioTracks()).toBe(false)
  })

  it('scales the multicast player’s window by 1.5 from design pixels (§9 TV window scaling)', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const play = bridge.play(MULTICAST)
    await advance(SETTLE_MS)
    await play
    await bridge.setWindow({ x: 100, y: 50, width: 640, height: 360, index: 0 })
    expect(fake.set.player.window).toEqual([150, 75, 960, 540])
    await bridge.resetWindow()
    expect(fake.set.player.window).toEqual([0, 0, 1920, 1080])
  })

  it('reads the installed app list again 10 s after check-in', async () => {
    const { bridge, fake, advance } = await philipsRig()
    const reads = fake.set.appsRead
    await bridge.pms?.checkIn()
    await advance(CHECKIN_APP_REFRESH_MS - 1)
    expect(fake.set.appsRead).toBe(reads)
    await advance(1)
    expect(fake.set.appsRead).toBe(reads + 1)
  })

  it('logs the spec text when check-in fails', async () => {
    const errors: string[] = []
    const { bridge, fake } = await philipsRig({
      log: { ...SILENT_LOG, error: (message) => errors.push(message) },
    })
    fake.set.failCheckIn = true
    await bridge.pms?.checkIn()
    expect(errors).toEqual([CHECK_IN_ERROR])
  })

  it('gives an active server config to the set, and logs the spec error when it cannot be read', async () => {
    const config = { active: true, appControlID: 'A1', profileName: 'Hotel', locationID: '402' }
    const good = await philipsRig({ calls: api(async () => config) })
    good.bridge.ready?.()
    await good.advance(10)
    expect(good.fake.set.config).toEqual(config)
    const errors: string[] = []
    const bad = await philipsRig({
      calls: api(async () => false),
      log: { ...SILENT_LOG, error: (m) => errors.push(m) },
    })
    bad.bridge.ready?.()
    await bad.advance(10)
    expect(errors).toEqual([PHILIPS_CONFIG_ERROR])
  })
})

describe('philips-android maximum volume (adapters spec §5 clamped back)', () => {
  it('sets a level read above the configured maximum back to it, once, and logs it', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const { bridge, fake } = await philipsRig({ settings: { maxVolume: 50 }, log })
    fake.set.volume = 80
    expect(await bridge.volume()).toBe(50)
    expect(fake.set.volume).toBe(50)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('above the maximum 50'))
  })
})
