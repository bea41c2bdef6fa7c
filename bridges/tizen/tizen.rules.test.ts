// The Tizen family's own rules (issue 17), on the fake set, a real local socket server and a test clock.
import { describe, expect, it, vi } from 'vitest'
import { encodeInboundMessage } from '../shared/inbound'
import { stubCalls } from '../shared/testEnv'
import { SOFT_AP_WAIT_MS } from '../shared/softAp'
import { MULTICAST, SETTLE_MS, disposedAfterEach, seen } from '../shared/testKit'
import { FAKE_TIZEN_LATENCY_MS } from './fakeTizen'
import { POWER_NORMAL, TIZEN_USB_APP } from './createTizenBridge'
import { RELOAD_DATA_MESSAGE, SOCKET_RECONNECT_MS } from './inboundSocket'
import { TIZEN_REGISTERED_KEYS } from './keyMap'
import { tuneInfo } from './player'
import { TOKEN_RETRY_MS, TOKEN_STORAGE_KEY } from './token'
import { tizenRig } from './testRig'

const rigOf = disposedAfterEach(tizenRig)

describe('tizen power (adapters spec §4)', () => {
  it('reads Normal as on and goes to the platform view on standby', async () => {
    const { bridge, fake, advance } = await rigOf()
    const power = seen(bridge, 'power')
    const platform = seen(bridge, 'platform')
    fake.controls.power('standby')
    await advance(SETTLE_MS)
    expect(power).toEqual(['standby'])
    expect(platform).toEqual(['view'])
    expect(await bridge.power()).toBe('standby')
  })
})

describe('tizen power at start and in events (adapters spec §4 "Tizen reads Normal as on")', () => {
  const spyLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })
  const answering = (answer: () => unknown) => ({
    socket: false,
    prepare: (fake: { host: { b2bapis: { b2bpower: { getPowerState(): string } } } }) =>
      void (fake.host.b2bapis.b2bpower.getPowerState = answer as () => string),
  })

  it.each([
    [POWER_NORMAL, 'on'],
    ['Standby', 'standby'],
    ['PowerOff', 'standby'], // not Normal: standby, not on
    ['normal', 'standby'],
  ])('starts from getPowerState %s as %s', async (answer, state) => {
    const { bridge } = await rigOf(
      'tizen',
      answering(() => answer),
    )
    expect(await bridge.power()).toBe(state)
  })

  it('takes a read that fails or answers no text as on, the state the portal starts in, and logs it', async () => {
    for (const answer of [
      () => {
        throw new Error('b2bpower is not ready')
      },
      () => '',
      () => null,
    ]) {
      const log = spyLog()
      const { bridge } = await rigOf('tizen', { ...answering(answer), log })
      expect(await bridge.power()).toBe('on')
      expect(log.warn.mock.calls[0]?.[0]).toContain('power state could not be read')
    }
  })

  it('hears Normal as on and any other state as standby; an event without a state is logged and ignored', async () => {
    const log = spyLog()
    const { bridge, fake } = await rigOf('tizen', { socket: false, log })
    const power = seen(bridge, 'power')
    const listener = fake.tv.powerListener
    listener?.({ data: 'PowerOff' })
    listener?.({ data: POWER_NORMAL })
    listener?.({} as { data: string })
    listener?.(null as unknown as { data: string })
    expect(power).toEqual(['standby', 'on'])
    expect(await bridge.power()).toBe('on')
    expect(log.warn).toHaveBeenCalledTimes(2)
  })
})

describe('tizen soft AP (adapters spec §7, §9 soft AP calls wait 1000 ms)', () => {
  it('sets the SSID, the key and switches it on 1000 ms apart, not back to back', async () => {
    const { bridge, fake, advance } = await rigOf('tizen', { socket: false })
    const enabling = bridge.softAp?.enable({ ssid: 'ROOM_214', password: '09aabbcc' })
    await advance(FAKE_TIZEN_LATENCY_MS)
    expect(fake.tv.softAp).toEqual({ ssid: 'ROOM_214', key: '', on: false })
    // each call answers after the set's latency; the next is made 1000 ms after that answer
    await advance(SOFT_AP_WAIT_MS + FAKE_TIZEN_LATENCY_MS - 1)
    expect(fake.tv.softAp.key).toBe('')
    await advance(1)
    expect(fake.tv.softAp).toEqual({ ssid: 'ROOM_214', key: '09aabbcc', on: false })
    await advance(SOFT_AP_WAIT_MS + FAKE_TIZEN_LATENCY_MS - 1)
    expect(fake.tv.softAp.on).toBe(false)
    await advance(1)
    expect(await enabling).toBe(true)
    expect(fake.tv.softAp.on).toBe(true)
  })
})

describe('tizen keys (adapters spec §2, §5)', () => {
  it('registers the keys it uses and never volume, mute or power', async () => {
    const { fake } = await rigOf()
    expect([...fake.tv.registered].sort()).toEqual([...TIZEN_REGISTERED_KEYS].sort())
    for (const name of ['VolumeUp', 'VolumeDown', 'VolumeMute', 'Power'])
      expect(fake.tv.registered.has(name)).toBe(false)
  })
})

describe('tizen media (adapters spec §3, §5, §9)', () => {
  it('tunes RF with the frequency the portal scaled (×1000 kHz) and Samsung channel types', () => {
    const info = tuneInfo({
      broadcastType: 'DVB-T',
      frequency: 474_000,
      programNumber: 3,
      symbolRate: 0,
      satelliteID: null,
      polarization: 'V',
      modulation: 'QAM256',
      bandwidth: null,
      major: 2,
    })
    expect(info).toEqual({
      broadcastStandard: 'DVB',
      channelType: 'DTV',
      frequency: 474_000,
      modulationType: 'QAM256', // adapters spec §9 DVB-T: QAM256, major 2
      programNumber: 3,
      major: 2,
    })
  })

  it('tunes DVB-C with QAM256, 8 MHz and major 1, and DVB-T2 with OFDM_T2 and no major (adapters spec §9)', () => {
    const rf = {
      frequency: 322_000,
      programNumber: 7,
      symbolRate: 6875,
      satelliteID: null,
      polarization: 'V',
    } as const
    expect(
      tuneInfo({ ...rf, broadcastType: 'DVB-C', modulation: 'QAM256', bandwidth: '8MHz', major: 1 }),
    ).toMatchObject({ channelType: 'CDTV', modulationType: 'QAM256', bandwidth: '8Mhz', major: 1 })
    const t2 = tuneInfo({
      ...rf,
      broadcastType: 'DVB-T2',
      modulation: 'OFDM_T2',
      bandwidth: null,
      major: null,
    })
    expect(t2).toMatchObject({ channelType: 'DTV', modulationType: 'OFDM_T2' })
    expect(t2).not.toHaveProperty('major')
  })

  it('de-duplicates a broadcast audio list by language and drops yyy', async () => {
    const { bridge, fake, advance } = await rigOf()
    const play = bridge.play(MULTICAST)
    await advance(SETTLE_MS)
    await play
    fake.controls.tracks([], ['eng', 'eng', 'yyy', 'tur'])
    const audio = await bridge.audioTracks()
    expect(audio && audio.map((entry) => [entry.key, entry.value])).toEqual([
      ['zero', 'eng'],
      ['3', 'tur'],
    ])
  })

  it('writes index 0 as "zero" and selects it back', async () => {
    const { bridge, fake, advance } = await rigOf()
    const play = bridge.play({ url: 'http://cdn/movie.mp4', streamType: 'mp4', sourceType: 'vod' })
    await advance(SETTLE_MS)
    await play
    fake.controls.tracks([], ['deu', 'eng'])
    expect(await bridge.selectAudioTrack('1')).toBe(true)
    expect(await bridge.selectAudioTrack('zero')).toBe(true)
    expect(fake.player.state.current.AUDIO).toBe(0)
  })

  it('scales the video window by 1.5 from design pixels', async () => {
    const { bridge, fake, advance } = await rigOf()
    const play = bridge.play(MULTICAST)
    await advance(SETTLE_MS)
    await play
    await bridge.setWindow({ x: 100, y: 50, width: 640, height: 360, index: 0 })
    expect(fake.player.state.rect).toEqual([150, 75, 960, 540])
  })
})

describe('tizen apps and inputs (adapters spec §4, §5)', () => {
  it('launches the USB app only with mounted external storage', async () => {
    const { bridge, fake, advance } = await rigOf()
    const refused = bridge.launchApp(TIZEN_USB_APP)
    await advance(SETTLE_MS)
    expect(await refused).toBe(false)
    fake.controls.usb(true)
    const launched = bridge.launchApp(TIZEN_USB_APP)
    await advance(SETTLE_MS)
    expect(await launched).toBe(true)
  })

  it('refuses an input that is not connected', async () => {
    const { bridge, advance } = await rigOf()
    const switching = bridge.setSource('HDMI3')
    await advance(SETTLE_MS)
    expect(await switching).toBe(false)
  })
})

describe('tizen token (adapters spec §4, §7)', () => {
  function calls(answers: boolean[]) {
    const sent: Array<{ ip: string; mac: string }> = []
    const api = stubCalls({
      tizenToken: async (request) => {
        sent.push(request)
        if (!answers.shift()) throw new Error('502')
        return true
      },
    })
    return { api, sent }
  }

  it('sends the token request once the portal is ready and retries every 5 s until it succeeds', async () => {
    const { api, sent } = calls([false, false, true])
    const { bridge, storage, advance } = await rigOf('tizenv2', { calls: api, socket: false })
    await advance(SETTLE_MS)
    expect(sent).toEqual([])
    bridge.ready?.()
    await advance(10)
    expect(sent).toEqual([{ ip: '10.10.3.21', mac: 'f4:7b:09:aa:bb:cc' }])
    await advance(TOKEN_RETRY_MS - 20)
    expect(sent).toHaveLength(1)
    await advance(TOKEN_RETRY_MS * 2)
    expect(sent).toHaveLength(3)
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('true')
    await advance(TOKEN_RETRY_MS * 3)
    expect(sent).toHaveLength(3)
  })

  it('sends nothing when a token is stored', async () => {
    const { api, sent } = calls([true])
    const { bridge, storage, advance } = await rigOf('tizenv2', { calls: api, socket: false })
    storage.setItem(TOKEN_STORAGE_KEY, '"abc"')
    bridge.ready?.()
    await advance(SETTLE_MS)
    expect(sent).toEqual([])
  })
})

describe('tizen inbound WebSocket (adapters spec §7)', () => {
  it('connects to the host of the base URL on the configured port', async () => {
    const { server } = await rigOf()
    expect(server?.connections()).toHaveLength(1)
    expect(server?.connections()[0]?.request.headers.host).toBe(`127.0.0.1:${server?.port}`)
  })

  it('routes FORWARD_MESSAGE_RECIEVED messages and reloads the data on newMessage', async () => {
    const { bridge, server, advance } = await rigOf()
    const messages = seen(bridge, 'message')
    server?.forward(encodeInboundMessage({ chromecast: { status: 200 } }))
    server?.newMessage()
    await advance(SETTLE_MS)
    expect(messages).toEqual([{ chromecast: { status: 200 } }, RELOAD_DATA_MESSAGE])
  })

  it('reconnects 15 s after the connection closed', async () => {
    const { server, advance } = await rigOf()
    server?.connections().forEach((connection) => connection.close())
    for (let i = 0; i < 50 && server?.connections().length !== 0; i++) await advance(0)
    await advance(0) // the portal's side has seen the close too
    await advance(SOCKET_RECONNECT_MS - 1000)
    expect(server?.connections()).toHaveLength(0)
    await advance(1000)
    for (let i = 0; i < 50 && server?.connections().length === 0; i++) await advance(0)
    expect(server?.connections()).toHaveLength(1)
  })
})

describe('tizen maximum volume (adapters spec §5 clamped back)', () => {
  it('sets a level read above the configured maximum back to it, once, and logs it', async () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const { bridge, fake } = await rigOf('tizen', { settings: { maxVolume: 50 }, log, socket: false })
    fake.tv.volume = 80
    expect(await bridge.volume()).toBe(50)
    expect(fake.tv.volume).toBe(50)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('above the maximum 50'))
  })

  it('leaves a muted set alone', async () => {
    const { bridge, fake } = await rigOf('tizen', { settings: { maxVolume: 50 }, socket: false })
    Object.assign(fake.tv, { volume: 80, muted: true })
    expect(await bridge.volume()).toBe(80)
    expect(fake.tv).toMatchObject({ volume: 80, muted: true })
  })
})
