// The hcap family's own rules (issue 17), each on the fake set with a test clock.
import { describe, expect, it, vi } from 'vitest'
import { encodeInboundMessage } from '../shared/inbound'
import { SILENT_LOG } from '../shared/testEnv'
import { DVB_C, MULTICAST, SETTLE_MS, seen } from '../shared/testKit'
import { hcapRig } from './testRig'
import { INPUT_TYPE } from './hcapApi'
import { channelOptions } from './player'
import { HOTEL_MODE, SETUP_PROPERTIES } from './setup'

describe('hcap power and volume (adapters spec §4, §5)', () => {
  it('reads power mode 1 as on and any other mode (576 included) as standby', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const power = seen(bridge, 'power')
    fake.tv.powerMode = 576
    fake.dispatch('power_mode_changed')
    await advance(SETTLE_MS)
    expect(power).toEqual(['standby'])
  })

  it('mutes by setting volume -1 and unmutes to the configured default volume', async () => {
    const { bridge, fake, advance } = await hcapRig({ defaultVolume: 12 })
    const muting = bridge.mute(true)
    await advance(SETTLE_MS)
    expect(await muting).toBe(true)
    expect(fake.tv.muted).toBe(true)
    const unmuting = bridge.mute(false)
    await advance(SETTLE_MS)
    expect(await unmuting).toBe(false)
    expect(fake.tv).toMatchObject({ muted: false, volume: 12 })
  })

  it('clamps volume to the lower of the set maximum_volume_level and the configured maximum', async () => {
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 })
    const setting = bridge.volume(90)
    await advance(SETTLE_MS)
    expect(await setting).toBe(50)
    expect(fake.tv.volume).toBe(50)
  })
})

describe('hcap maximum volume (adapters spec §5 clamped back, §9 maximum_volume_level)', () => {
  const newLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

  it('sets a level read above the configured maximum back to it, once, and logs it', async () => {
    const log = newLog()
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 }, log)
    fake.tv.volume = 80
    const sets = fake.tv.calls.filter((call) => call === 'set_volume_level').length
    const reading = bridge.volume()
    await advance(SETTLE_MS)
    expect(await reading).toBe(50)
    expect(fake.tv.volume).toBe(50)
    expect(fake.tv.calls.filter((call) => call === 'set_volume_level').length).toBe(sets + 1)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('above the maximum 50'))
  })

  it('sets the level back when the set reports a change above the maximum (its own keys)', async () => {
    const { fake, advance } = await hcapRig({ maxVolume: 50 })
    fake.tv.volume = 80
    fake.dispatch('volume_level_changed')
    await advance(SETTLE_MS)
    expect(fake.tv.volume).toBe(50)
  })

  it('leaves a muted set alone when it reports a volume change', async () => {
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 })
    const muting = bridge.mute(true)
    await advance(SETTLE_MS)
    await muting
    fake.tv.volume = 80
    fake.dispatch('volume_level_changed')
    await advance(SETTLE_MS)
    expect(fake.tv).toMatchObject({ volume: 80, muted: true })
  })

  it('writes the maximum to maximum_volume_level once, only when it differs; the keys then stop there', async () => {
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 })
    const writes = () => fake.tv.propertyWrites.filter(([key]) => key === 'maximum_volume_level')
    const applying = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await applying
    expect(writes()).toEqual([['maximum_volume_level', '50']])
    const again = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await again
    expect(writes()).toHaveLength(1)
    fake.tv.volume = 49
    fake.controls.key(447)
    fake.controls.key(447)
    await advance(SETTLE_MS)
    expect(fake.tv.volume).toBe(50)
  })

  it('sets a level above the new maximum back once the maximum is written', async () => {
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 })
    fake.tv.volume = 70
    const applying = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await applying
    expect(fake.tv.volume).toBe(50)
  })

  it('logs a failed write and goes on: the bridge still answers', async () => {
    const log = newLog()
    const { bridge, fake, advance } = await hcapRig({ maxVolume: 50 }, log)
    fake.controls.failNext('set_property')
    const applying = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await expect(applying).resolves.toBeUndefined()
    expect(fake.tv.properties.get('maximum_volume_level')).toBe('80')
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('maximum_volume_level to 50 failed'),
      expect.anything(),
    )
    const setting = bridge.volume(30)
    await advance(SETTLE_MS)
    expect(await setting).toBe(30)
  })
})

describe('hcap set-up at start (adapters spec §9 Hcap setup)', () => {
  it('enables hotel mode in limited mode and sets the six properties', async () => {
    const { fake } = await hcapRig()
    expect(fake.tv.hotelMode).toEqual(HOTEL_MODE)
    for (const [key, value] of SETUP_PROPERTIES) expect(fake.tv.properties.get(key), key).toBe(value)
  })

  it('registers the application keys but leaves volume, mute and power to the TV', async () => {
    const { fake } = await hcapRig()
    expect(fake.tv.keyTable.has(602)).toBe(true)
    for (const reserved of [447, 448, 449, 409]) expect(fake.tv.keyTable.has(reserved)).toBe(false)
  })

  it('opens the TCP and UDP daemons on the data port 4000', async () => {
    const { fake } = await hcapRig()
    expect([...fake.tv.daemons].sort()).toEqual(['tcp:4000', 'udp:4000'])
  })
})

describe('hcap identity (adapters spec §3, §5, §8)', () => {
  it('tries the second network device when the first has an invalid IP', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const [first] = fake.tv.network
    if (first) first.ip = '0.0.0.0'
    const reading = bridge.properties()
    await advance(SETTLE_MS)
    expect(await reading).toMatchObject({ ip: '10.10.2.101', mac: 'a8:23:fe:12:34:57' })
  })

  it('falls back to the network information when the device read fails', async () => {
    const { bridge, fake, advance } = await hcapRig()
    fake.tv.network = []
    fake.tv.networkInformation = { mac: 'a8:23:fe:00:00:01', ip: '10.10.9.9' }
    const reading = bridge.properties()
    await advance(SETTLE_MS)
    expect(await reading).toMatchObject({ ip: '10.10.9.9', mac: 'a8:23:fe:00:00:01', type: 'hcap' })
  })

  it('takes the base URL from the Pro:Centric server, else the page origin', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const fallback = bridge.baseUrl()
    await advance(SETTLE_MS)
    expect(await fallback).toBe('http://hotel.example')
    fake.tv.procentric = { ipAddress: '10.0.0.5', domainName: '', port: 8080 }
    const configured = bridge.baseUrl()
    await advance(SETTLE_MS)
    expect(await configured).toBe('http://10.0.0.5:8080')
  })
})

describe('hcap external inputs (adapters spec §4 External input events)', () => {
  it('ignores USB (8), OTHERS (9) and an unchanged input; reports HDMI at once', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const sources = seen(bridge, 'source')
    fake.controls.changeInput(INPUT_TYPE.USB)
    fake.controls.changeInput(INPUT_TYPE.OTHERS)
    await advance(SETTLE_MS)
    expect(sources).toEqual([])
    fake.controls.changeInput(INPUT_TYPE.HDMI, 1)
    await advance(100)
    expect(sources).toEqual(['HDMI2'])
    fake.controls.changeInput(INPUT_TYPE.HDMI, 1)
    await advance(SETTLE_MS)
    expect(sources).toEqual(['HDMI2'])
  })

  it('reports the TV input (1) after a 1-second delay', async () => {
    const { bridge, fake, advance } = await hcapRig()
    fake.controls.changeInput(INPUT_TYPE.HDMI, 0)
    await advance(SETTLE_MS)
    const sources = seen(bridge, 'source')
    fake.controls.changeInput(INPUT_TYPE.TV, 0)
    await advance(100) // the event and the input read answered
    await advance(899)
    expect(sources).toEqual([])
    await advance(200)
    expect(sources).toEqual(['MAIN'])
  })

  it('reads the input again every 5000 ms', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const sources = seen(bridge, 'source')
    fake.tv.input = { type: INPUT_TYPE.HDMI, index: 2 } // changed without an event
    await advance(5100)
    expect(sources).toEqual(['HDMI3'])
  })
})

describe('hcap HDMI sink (adapters spec §4)', () => {
  it.each([
    ['soft', 'view'],
    ['hard', 'main'],
  ] as const)('sink off with hdmi.cec %s asks for the platform %s', async (action, expected) => {
    const { bridge, fake, advance } = await hcapRig({ hdmiCec: action })
    const platform = seen(bridge, 'platform')
    fake.controls.hdmiSink(false)
    await advance(SETTLE_MS)
    expect(platform).toEqual([expected])
  })

  it('sink off with hdmi.cec reboot reboots the set', async () => {
    const { fake, advance } = await hcapRig({ hdmiCec: 'reboot' })
    fake.controls.hdmiSink(false)
    await advance(SETTLE_MS)
    expect(fake.tv.rebooted).toBe(1)
  })

  it('debounces sink on by 2 s and acts on it once (repeat guard)', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const platform = seen(bridge, 'platform')
    fake.controls.hdmiSink(true)
    await advance(1500)
    fake.controls.hdmiSink(true) // flapping restarts the wait
    await advance(1900)
    expect(platform).toEqual([])
    await advance(200)
    expect(platform).toEqual(['view'])
    fake.controls.hdmiSink(true)
    await advance(3000)
    expect(platform).toEqual(['view'])
  })
})

describe('hcap media (adapters spec §4, §8)', () => {
  it('ignores channel status 33 and 0 and reports playing for a displayed channel', async () => {
    const { bridge, fake, advance } = await hcapRig()
    fake.controls.player('silent')
    const play = bridge.play(MULTICAST)
    const media = seen(bridge, 'media')
    await advance(SETTLE_MS)
    for (const status of [33, 0]) {
      if (fake.tv.channel) fake.tv.channel.status = status
      fake.dispatch('channel_status_changed')
      await advance(SETTLE_MS)
    }
    expect(media).toEqual([])
    fake.controls.reportPlaying()
    await advance(SETTLE_MS)
    await play
    expect(media).toEqual([{ name: 'mediaPlaying' }])
  })

  it('tunes RF with the platform frequency and the hcap broadcast type', () => {
    expect(
      channelOptions({
        url: 'dvb-c://frequency=474',
        streamType: 'mp4',
        sourceType: 'rf',
        rf: { ...DVB_C, frequency: 474_000_000 },
      }),
    ).toEqual({
      channelType: 1,
      rfBroadcastType: 48,
      frequency: 474_000_000,
      programNumber: 12,
      symbolRate: 6875,
    })
  })

  it('an HLS play that times out stops the pending media calls', async () => {
    const { bridge, fake, advance } = await hcapRig()
    fake.controls.player('silent')
    const play = bridge
      .play({ url: 'http://cdn/live.m3u8', streamType: 'hls', sourceType: 'hls' })
      .catch((e: Error) => e)
    await advance(8000 + SETTLE_MS)
    expect(((await play) as Error).message).toBe('Request timeout!')
    expect(fake.tv.calls.slice(-3)).toEqual(['media_stop', 'media_destroy', 'media_shutdown'])
    expect(fake.tv.media).toBeNull()
  })

  it('restarts the media subsystem when stopping the HLS player fails', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const play = bridge.play({ url: 'http://cdn/vod.m3u8', streamType: 'hls', sourceType: 'hls' })
    await advance(SETTLE_MS)
    await play
    fake.controls.failNext('media_stop')
    const stop = bridge.stop()
    await advance(SETTLE_MS)
    await stop
    expect(fake.tv.calls.slice(-3)).toEqual(['media_stop', 'media_shutdown', 'media_startup'])
    expect(fake.tv.mediaStarted).toBe(true)
  })
})

describe('hcap apps and inbound data (adapters spec §3, §5, §8)', () => {
  it('lists the set’s preloaded apps and the predefined hcap ids', async () => {
    const { bridge, advance } = await hcapRig()
    const listing = bridge.apps()
    await advance(SETTLE_MS)
    const keys = (await listing).map((app) => app.value)
    expect(keys).toEqual(expect.arrayContaining(['Screen Share', 'YouTube', 'USB', 'Browser', 'Bluetooth']))
  })

  it('sends EXIT when destroying the app fails', async () => {
    const { bridge, fake, advance } = await hcapRig()
    const launch = bridge.launchApp('144115188075859002')
    await advance(SETTLE_MS)
    expect(await launch).toBe(true)
    fake.controls.failNext('destroy_preloaded_application')
    const close = bridge.closeApp('144115188075859002')
    await advance(SETTLE_MS)
    expect(await close).toBe(true)
    expect(fake.tv.sentKeys).toEqual([1001])
  })

  it('takes data messages only on port 4000 and reports undecodable ones', async () => {
    const errors: string[] = []
    const { bridge, fake, advance } = await hcapRig(
      {},
      { ...SILENT_LOG, error: (message) => errors.push(message) },
    )
    const messages = seen(bridge, 'message')
    fake.tv.daemons.add('tcp:5000')
    fake.controls.sendData('tcp', 5000, encodeInboundMessage({ rc: 'home' }))
    fake.controls.sendData('udp', 4000, encodeInboundMessage({ action: { action: 'Reload' } }))
    fake.controls.sendData('tcp', 4000, 'not json at all')
    await advance(SETTLE_MS)
    expect(messages).toEqual([{ action: { action: 'Reload' } }])
    expect(errors).toEqual(['hcap: inbound message on port 4000: Inbound message is not valid base64'])
  })
})
