// The Samsung hotel TV driver's own rules (issue 17), on the fake plugins with a test clock.
import { describe, expect, it, vi } from 'vitest'
import { SOFT_AP_WAIT_MS } from '../shared/softAp'
import { SETTLE_MS, VOD, seen } from '../shared/testKit'
import { CHECKOUT_REBOOT_MS, DASHBOARD_APP, VOLUME_CONTROL_APP } from './createSamsungBridge'
import { CAPTURED_KEYS, KEY_MENU, RELEASED_KEYS } from './keyMap'
import { HLS_COMPONENT, smartTvUrl } from './player'
import { samsungRig } from './testRig'

/** a rig whose player plays the file, and the media events from then on */
async function playingRig() {
  const rig = await samsungRig()
  const play = rig.bridge.play(VOD)
  await rig.advance(SETTLE_MS)
  await play
  return { ...rig, media: seen(rig.bridge, 'media') }
}

describe('samsung keys and start-up (adapters spec §2, §9)', () => {
  it('captures home, exit, back/return, menu, green and source and releases volume, mute and power', async () => {
    const { fake } = await samsungRig()
    expect([...fake.tv.registered].sort()).toEqual([...CAPTURED_KEYS].sort())
    for (const code of RELEASED_KEYS) expect(fake.tv.registered.has(code)).toBe(false)
  })

  it('sets the banner state to 1', async () => {
    const { fake } = await samsungRig()
    expect(fake.tv.banner).toBe(1)
  })
})

describe('samsung identity (adapters spec §3)', () => {
  it('derives the serial from the mac, fixes the manufacturer and type, takes the product code', async () => {
    const { bridge } = await samsungRig()
    expect(await bridge.properties()).toEqual({
      mac: '5c:49:7d:11:22:33',
      ip: '10.10.4.15',
      serial: '5C497D112233',
      firmware: 'T-HKMFDEUC-1235.0',
      software: '1235.0',
      manufacturer: 'Samsung',
      product: 'HG43EJ690',
      type: 'samsung',
    })
  })
})

describe('samsung power (adapters spec §4)', () => {
  it('reads a power-state event with first parameter 6 as standby and any other as on', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const power = seen(bridge, 'power')
    fake.hotel().OnEvent?.(211, '6', '')
    fake.hotel().OnEvent?.(211, '3', '')
    await advance(SETTLE_MS)
    expect(power).toEqual(['standby', 'on'])
  })

  it('ignores other power events while a transition is in progress', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const power = seen(bridge, 'power')
    const going = bridge.setPower('standby')
    fake.hotel().OnEvent?.(211, '0', '') // a late "on" from before the command
    await advance(SETTLE_MS)
    expect(await going).toBe(true)
    expect(power).toEqual(['standby'])
  })
})

describe('samsung sources and menu key (adapters spec §4)', () => {
  it('ignores source events 47 and 49 and reports the others', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const sources = seen(bridge, 'source')
    fake.controls.sourceEvent(47)
    fake.controls.sourceEvent(49)
    fake.controls.sourceEvent(32)
    await advance(SETTLE_MS)
    expect(sources).toEqual(['HDMI2'])
  })

  it('the menu key sets the source to None then MainTuner while the portal has focus', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const keys = seen(bridge, 'key')
    fake.controls.key(KEY_MENU)
    await advance(SETTLE_MS)
    expect(fake.tv.sources).toEqual(['None', 'MainTuner'])
    expect(keys).toEqual([])
  })

  it('the menu key closes the active app when another app has focus', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const launch = bridge.launchApp('Netflix')
    await advance(SETTLE_MS)
    expect(await launch).toBe(true)
    fake.controls.key(KEY_MENU)
    await advance(SETTLE_MS)
    expect(fake.tv.active).toBe(DASHBOARD_APP)
    expect(fake.tv.sources).toEqual([])
  })
})

describe('samsung active application (adapters spec §4 Application focus)', () => {
  it('launches the dashboard when no app is active and power is on', async () => {
    const { fake, advance } = await samsungRig()
    fake.controls.activeApp('')
    await advance(SETTLE_MS)
    expect(fake.tv.active).toBe(DASHBOARD_APP)
  })

  it('ignores active-application changes in standby and the volume-control app', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const focus = seen(bridge, 'focus')
    fake.controls.activeApp(VOLUME_CONTROL_APP)
    await advance(SETTLE_MS)
    fake.controls.power('standby')
    await advance(SETTLE_MS)
    fake.controls.activeApp('YouTube')
    fake.controls.activeApp('')
    await advance(SETTLE_MS)
    expect(focus).toEqual([])
    expect(fake.tv.active).toBe('')
  })
})

describe('samsung check-in and check-out (adapters spec §4, §9)', () => {
  it('check-in sets the room Occupied', async () => {
    const { bridge, fake } = await samsungRig()
    await bridge.pms?.checkIn()
    expect(fake.tv.roomStatus).toBe('Occupied')
  })

  it('check-out sets the room Vacant and reboots 3 s later', async () => {
    const { bridge, fake, advance } = await samsungRig()
    await bridge.pms?.checkOut()
    expect(fake.tv.roomStatus).toBe('Vacant')
    await advance(CHECKOUT_REBOOT_MS - 1)
    expect(fake.tv.reboots).toBe(0)
    await advance(1)
    expect(fake.tv.reboots).toBe(1)
  })
})

describe('samsung smart TV player (adapters spec §4, §5, §9)', () => {
  it('plays mp4, ts, mov and mkv as they are and gives anything else the HLS component', () => {
    for (const url of ['http://a/b.mp4', 'http://a/b.ts?x=1', 'http://a/b.MOV', 'http://a/b.mkv'])
      expect(smartTvUrl(url)).toBe(url)
    expect(smartTvUrl('http://a/live.m3u8')).toBe(`http://a/live.m3u8${HLS_COMPONENT}`)
  })

  it.each([
    'OnConnectionFailed',
    'OnAuthenticationFailed',
    'OnStreamNotFound',
    'OnNetworkDisconnected',
    'OnRenderError',
  ] as const)('%s is a media error', async (callback) => {
    const { fake, advance, media } = await playingRig()
    fake.controls.playerCallback(callback)
    await advance(SETTLE_MS)
    expect(media).toEqual([{ name: 'mediaError', message: callback }])
  })

  it('no stream input is an error only when not already playing', async () => {
    const { bridge, fake, advance, media } = await playingRig()
    fake.controls.playerCallback('OnNoStreamInput')
    await advance(SETTLE_MS)
    expect(media).toEqual([])
    fake.controls.player('silent')
    const next = bridge.play(VOD).catch((error: Error) => error.message)
    fake.controls.playerCallback('OnNoStreamInput')
    await advance(SETTLE_MS)
    expect(await next).toBe('OnNoStreamInput')
  })

  it('reports buffering and scales the file player window by 0.75', async () => {
    const { bridge, fake, advance, media } = await playingRig()
    fake.controls.playerCallback('OnBufferingStart')
    await advance(SETTLE_MS)
    expect(media).toEqual([{ name: 'mediaBuffering' }])
    await bridge.setWindow({ x: 100, y: 40, width: 640, height: 360, index: 0 })
    expect(fake.tv.player.area).toEqual([75, 30, 480, 270])
  })
})

describe('samsung maximum volume (adapters spec §5 clamped back)', () => {
  it('sets a level read above the configured maximum back to it, once, and logs it', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const { bridge, fake } = await samsungRig({ maxVolume: 50 }, log)
    fake.tv.volume = 80
    expect(await bridge.volume()).toBe(50)
    expect(fake.tv.volume).toBe(50)
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('above the maximum 50'))
  })

  it('leaves a muted set alone', async () => {
    const { bridge, fake } = await samsungRig({ maxVolume: 50 })
    Object.assign(fake.tv, { volume: 80, muted: true })
    expect(await bridge.volume()).toBe(80)
    expect(fake.tv).toMatchObject({ volume: 80, muted: true })
  })
})

describe('samsung soft AP (adapters spec §7 soft AP on/off/status/key, §9 soft AP calls wait 1000 ms)', () => {
  it('switches the soft AP on 1000 ms after setting its key, not back to back', async () => {
    const { bridge, fake, advance } = await samsungRig()
    const enabling = bridge.softAp?.enable({ ssid: 'ROOM_305', password: '00aabbcc' })
    await advance(0)
    expect(fake.tv.softAp).toEqual({ key: '00aabbcc', on: false })
    await advance(SOFT_AP_WAIT_MS - 1)
    expect(fake.tv.softAp.on).toBe(false)
    await advance(1)
    expect(await enabling).toBe(true)
    expect(fake.tv.softAp.on).toBe(true)
  })
})
