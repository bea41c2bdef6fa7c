// The Android set-top family's own rules (issue 18), on the fake wrapper with a test clock.
import { describe, expect, it, vi } from 'vitest'
import { createTestClock } from '../shared/testClock'
import { rigEnv, stubCalls } from '../shared/testEnv'
import { MULTICAST, SETTLE_MS, seen } from '../shared/testKit'
import {
  CLEAR_DATA_WAITS_MS,
  REBOOT_DELAY_MS,
  REMOTE_STATE_CHECK_MS,
  SOFT_AP_WAIT_MS,
  createPlaymoreBridge,
} from './createPlaymoreBridge'
import { createFakePlaymore } from './fakePlaymore'
import {
  NATIVE_EVENT_HOOK,
  type PlaymoreDevice,
  type PlaymoreHost,
  type PlaymorePlatform,
} from './playmoreApi'
import { FILE_MANAGER_APP, PLAYMORE_APPS } from './rules'
import { playmoreRig } from './testRig'

/** The wrapper's getters that answer text (JSON where a record or list). */
const DEVICE_GETTERS = [
  'getProperties',
  'getDeviceName',
  'getSoftAp',
  'getUsbDevices',
  'getRemoteState',
] as const satisfies ReadonlyArray<keyof PlaymoreDevice>
const PLATFORM_GETTERS = [
  'getInstalledApps',
  'getPosition',
  'getSubtitles',
  'getAudios',
] as const satisfies ReadonlyArray<keyof PlaymorePlatform>

/** The bridge over a fake wrapper whose text getters answer `answer` from the start, with a spy log. */
async function oddWrapperRig(answer: unknown) {
  const { clock, advance } = createTestClock()
  const host: PlaymoreHost = {}
  const fake = createFakePlaymore({ host, keyTarget: new EventTarget(), clock })
  for (const getter of DEVICE_GETTERS) Object.assign(host.Device ?? {}, { [getter]: () => answer })
  for (const getter of PLATFORM_GETTERS) Object.assign(host.Platform ?? {}, { [getter]: () => answer })
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const sent: unknown[] = []
  const calls = stubCalls({ remoteState: async (request) => void sent.push(request) })
  const bridge = await createPlaymoreBridge(
    rigEnv({ userAgent: 'Playmore STB', document: new EventTarget(), host, clock, log, calls }),
  )
  return { bridge, fake, host, log, advance, sent }
}

describe('playmore power and volume (adapters spec §4, §5, §9)', () => {
  it('always reports on; standby and on drive the TV over HDMI (tvOff, tvOn)', async () => {
    const { bridge, fake } = await playmoreRig()
    expect(await bridge.setPower('standby')).toBe(true)
    expect(fake.box.tv).toBe('off')
    expect(await bridge.power()).toBe('on')
  })

  it.each([
    ['playmore', 'Playmore', 15, 50, 8],
    ['playmoreatv', 'Xiaomi', 25, 50, 13],
    ['playmoreatv', 'Beko', 100, 50, 50],
  ] as const)(
    '%s of %s maps percentages to %i steps',
    async (type, manufacturer, steps, percent, expected) => {
      const { bridge, fake } = await playmoreRig(type, { manufacturer, steps })
      await bridge.volume(percent)
      expect(fake.box.steps).toBe(expected)
    },
  )

  it('sets steps read above the configured maximum back to the maximum’s steps (§5 clamped back)', async () => {
    const { bridge, fake } = await playmoreRig('playmoreatv', {
      manufacturer: 'Beko',
      steps: 100,
      settings: { maxVolume: 50 },
    })
    fake.box.steps = 80
    expect(await bridge.volume()).toBe(50)
    expect(fake.box.steps).toBe(50)
    // on 15 steps the maximum 50 is 8 steps (53 %): a level at the maximum's steps stays
    const stb = await playmoreRig('playmore', { settings: { maxVolume: 50 } })
    stb.fake.box.steps = 8
    expect(await stb.bridge.volume()).toBe(53)
    stb.fake.box.steps = 12
    expect(await stb.bridge.volume()).toBe(53)
    expect(stb.fake.box.steps).toBe(8)
  })
})

describe('playmore air mouse (adapters spec §2, §5)', () => {
  it('shows the air-mouse popup before an app that needs it and launches it once the mouse is on', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    const prompts = seen(bridge, 'airMouse')
    let done = false
    const launch = bridge.launchApp('com.android.chrome').then((value) => ((done = true), value))
    await advance(SETTLE_MS)
    expect(prompts).toEqual(['required'])
    expect(fake.box.foreground).toBeNull()
    expect(done).toBe(false)
    fake.controls.mouse(true)
    await advance(SETTLE_MS)
    expect(await launch).toBe(true)
    expect(prompts).toEqual(['required', null])
    expect(fake.box.foreground).toBe('com.android.chrome')
  })

  it('asks to switch the mouse off for an app that does not need it', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    fake.controls.mouse(true)
    await advance(SETTLE_MS)
    const prompts = seen(bridge, 'airMouse')
    void bridge.launchApp('com.netflix.ninja')
    await advance(SETTLE_MS)
    expect(prompts).toEqual(['deactivate'])
  })

  it('adds the config mouse_required_apps and needs none while a ruwido remote is connected', async () => {
    const configured = await playmoreRig('playmore', {
      settings: { mouseRequiredApps: ['com.netflix.ninja'] },
    })
    const prompts = seen(configured.bridge, 'airMouse')
    void configured.bridge.launchApp('com.netflix.ninja')
    await configured.advance(SETTLE_MS)
    expect(prompts).toEqual(['required'])
    const ruwido = await playmoreRig('playmore', { settings: { mouseRequiredApps: ['com.netflix.ninja'] } })
    ruwido.fake.controls.plug([{ name: 'ruwido r-rc', vendor: 'ruwido austria gmbh' }])
    const none = seen(ruwido.bridge, 'airMouse')
    const launch = ruwido.bridge.launchApp('com.android.chrome')
    await ruwido.advance(SETTLE_MS)
    expect(await launch).toBe(true)
    expect(none).toEqual([])
  })
})

describe('playmore USB, remote state, clear data (adapters spec §4–§9)', () => {
  it('opens the file manager only with mounted USB storage', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    fake.controls.mouse(true) // the file manager needs the air mouse: have it on
    await advance(SETTLE_MS)
    expect(await bridge.launchApp(FILE_MANAGER_APP)).toBe(false)
    fake.controls.plug([{ name: 'SanDisk', mounted: true, path: '/storage/usb0' }])
    const launch = bridge.launchApp(FILE_MANAGER_APP)
    await advance(SETTLE_MS)
    expect(await launch).toBe(true)
  })

  it('checks the Bluetooth remote every 10 s and on a bluetooth event, reporting only a change', async () => {
    const sent: unknown[] = []
    const calls = stubCalls({ remoteState: async (request) => void sent.push(request) })
    const { fake, advance } = await playmoreRig('playmore', { calls })
    expect(sent).toEqual([
      { mac: '00:1a:79:5e:6f:70', location: '118', state: { status: true, battery: 80 } },
    ])
    await advance(REMOTE_STATE_CHECK_MS)
    expect(sent).toHaveLength(1)
    fake.controls.remote({ status: true, battery: 40 }, false)
    await advance(REMOTE_STATE_CHECK_MS - 1)
    expect(sent).toHaveLength(1)
    await advance(1)
    expect(sent).toHaveLength(2)
    fake.controls.remote({ status: false, battery: 40 })
    await advance(100)
    expect(sent.at(-1)).toMatchObject({ state: { status: false, battery: 40 } })
  })

  it('clears data through the platform, waiting 1500 ms before and 3000 ms after', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    let done = false
    const clearing = bridge.clearData?.().then(() => (done = true))
    await advance(CLEAR_DATA_WAITS_MS[0] - 1)
    expect(fake.box.cleared).toBe(0)
    await advance(1)
    expect(fake.box.cleared).toBe(1)
    await advance(CLEAR_DATA_WAITS_MS[1] - 1)
    expect(done).toBe(false)
    await advance(1)
    await clearing
    expect(done).toBe(true)
  })

  it('waits 1000 ms between setting the soft AP and switching it on', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    const enabling = bridge.softAp?.enable({ ssid: 'ROOM_118', password: '795e6f70' })
    await advance(SOFT_AP_WAIT_MS - 1)
    expect(fake.box.softAp).toEqual({ ssid: 'ROOM_118', password: '795e6f70', enabled: false })
    await advance(1)
    expect(await enabling).toBe(true)
    expect(fake.box.softAp.enabled).toBe(true)
  })

  it('reboots 2000 ms after it is asked', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    void bridge.reboot()
    await advance(REBOOT_DELAY_MS - 1)
    expect(fake.box.reboots).toBe(0)
    await advance(1)
    expect(fake.box.reboots).toBe(1)
  })
})

describe('playmore TV window (adapters spec §9 TV window scaling 1.5, display 1920x1080)', () => {
  it('scales the player’s window by 1.5 from design pixels and resets it to the full display', async () => {
    const { bridge, fake, advance } = await playmoreRig()
    const play = bridge.play(MULTICAST)
    await advance(SETTLE_MS)
    await play
    await bridge.setWindow({ x: 100, y: 50, width: 640, height: 360, index: 0 })
    expect(fake.box.player.window).toEqual([150, 75, 960, 540])
    await bridge.resetWindow()
    expect(fake.box.player.window).toEqual([0, 0, 1920, 1080])
  })
})

describe('playmore native answers of the wrong shape (adapters spec §7)', () => {
  it.each(['null', '{}', '"x"', '[null]', 'not json', null])(
    'starts when every getter answers %s, and reads each as none',
    async (answer) => {
      const { bridge, advance, sent } = await oddWrapperRig(answer)
      expect(await bridge.apps()).toEqual(PLAYMORE_APPS)
      expect(await bridge.subtitles()).toBe(false)
      expect(await bridge.audioTracks()).toBe(false)
      expect(await bridge.position()).toEqual({ position: 0, duration: 0, seekable: false })
      expect(await bridge.seek(10)).toBe(false)
      expect(await bridge.softAp?.status()).toBe(false)
      expect(await bridge.properties()).toBe(false)
      const launch = bridge.launchApp(FILE_MANAGER_APP) // no USB storage to read
      await advance(REMOTE_STATE_CHECK_MS)
      expect(await launch).toBe(false)
      expect(sent).toEqual([]) // no remote state to report
    },
  )

  it('drops an event whose JSON is not a record with a log, and hears the next good one', async () => {
    const { bridge, host, log } = await oddWrapperRig('{}')
    const focus = seen(bridge, 'focus')
    const fire = host[NATIVE_EVENT_HOOK] as (name: string, json: string) => void
    log.warn.mockClear()
    for (const json of ['null', '"x"', '[null]', 'not json'])
      expect(() => fire('appFocus', json)).not.toThrow()
    expect(log.warn).toHaveBeenCalledTimes(4)
    fire('appFocus', JSON.stringify({ focused: false }))
    expect(focus).toEqual(['applicationUnfocused'])
  })
})

describe('playmore remote-state check (adapters spec §4, §9: every 10 s, a change reported)', () => {
  it('does not report the same state in other types (status 1, battery "80") as a change', async () => {
    const sent: unknown[] = []
    const calls = stubCalls({ remoteState: async (request) => void sent.push(request) })
    const { fake, advance } = await playmoreRig('playmore', { calls })
    expect(sent).toHaveLength(1)
    fake.box.remote = { status: 1, battery: '80' } as unknown as typeof fake.box.remote
    await advance(5 * REMOTE_STATE_CHECK_MS)
    expect(sent).toHaveLength(1)
    fake.box.remote = { status: 1, battery: '75' } as unknown as typeof fake.box.remote
    await advance(REMOTE_STATE_CHECK_MS)
    expect(sent.at(-1)).toMatchObject({ state: { status: true, battery: 75 } })
    await advance(5 * REMOTE_STATE_CHECK_MS)
    expect(sent).toHaveLength(2)
  })

  it('keeps checking every 10 s after a check that throws, and logs it', async () => {
    const { host, log, advance, sent } = await oddWrapperRig('{}')
    const device = host.Device as PlaymoreDevice
    device.getRemoteState = () => {
      throw new Error('the wrapper lost its Bluetooth service')
    }
    await advance(REMOTE_STATE_CHECK_MS)
    expect(log.error).toHaveBeenCalledTimes(1)
    device.getRemoteState = () => JSON.stringify({ status: true, battery: 60 })
    await advance(REMOTE_STATE_CHECK_MS - 1)
    expect(sent).toEqual([])
    await advance(1)
    expect(sent).toEqual([{ mac: '', location: '', state: { status: true, battery: 60 } }])
    expect(log.error).toHaveBeenCalledTimes(1)
  })
})
