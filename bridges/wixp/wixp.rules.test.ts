// The Philips web family's own rules (issue 18), against the fake set's raw WIXP server.
import { describe, expect, it, vi } from 'vitest'
import type { PhilipsServerConfig } from '../contract'
import { SILENT_LOG, stubCalls } from '../shared/testEnv'
import { SETTLE_MS, disposedAfterEach, seen } from '../shared/testKit'
import { WIXP_TIMEOUT } from './channel'
import { LISTENER_PATH, PHILIPS_CONFIG_ERROR } from './createWixpBridge'
import { PHILIPS_YOUTUBE_KEY } from './keyMap'
import { wixpRig } from './testRig'
import { COOKIE, HEARTBEAT_MS } from './wixpProtocol'

const rigOf = disposedAfterEach(wixpRig)
function calls(config: PhilipsServerConfig | false | Error = false) {
  const pms: unknown[] = []
  const api = stubCalls({
    philipsConfig: async () => {
      if (config instanceof Error) throw config
      return config
    },
    philipsPms: async (request) => void pms.push(request),
  })
  return { api, pms }
}

describe('wixp commands (adapters spec §7 Raw command channel)', () => {
  it.each([
    ['wixp', '4.0'],
    ['wixpv2', '4.7'],
  ] as const)('%s sends Svc WIXP, SvcVer %s, the kind’s cookie, CmdType and Fun', async (type, version) => {
    const { bridge, server, advance } = await rigOf(type)
    const standby = bridge.setPower('standby')
    await advance(SETTLE_MS)
    expect(await standby).toBe(true)
    expect(server.tv.log.at(-1)).toEqual({
      Svc: 'WIXP',
      SvcVer: version,
      Cookie: COOKIE.POWER,
      CmdType: 'Change',
      Fun: 'PowerState',
      CommandDetails: { ToPowerState: 'Standby' },
    })
  })

  it('rejects with the causing function an Error reply names', async () => {
    const { bridge, advance } = await rigOf()
    const launch = bridge.launchApp('Solitaire').catch((error: Error) => error.message)
    await advance(SETTLE_MS)
    expect(await launch).toBe('ApplicationControl: no application Solitaire')
  })

  it('times a command out after the 60 s action timeout', async () => {
    const { bridge, server, advance } = await rigOf()
    server.tv.unanswered.add('AudioControl')
    const volume = bridge.volume(10).catch((error: Error) => error.message)
    await advance(59_000)
    await advance(1000)
    expect(await volume).toBe(WIXP_TIMEOUT)
  })

  it('sends a heartbeat every 6 s and follows the power state it answers', async () => {
    const { bridge, server, advance } = await rigOf()
    const power = seen(bridge, 'power')
    const heartbeats = () =>
      server.tv.log.filter((c) => c.Cookie === COOKIE.STATUS && c.Fun === 'PowerState').length
    server.tv.power = 'Standby' // changed without a Change message
    await advance(HEARTBEAT_MS - 100)
    expect(heartbeats()).toBe(0)
    await advance(100)
    expect(heartbeats()).toBe(1)
    expect(power).toEqual(['standby'])
    await advance(HEARTBEAT_MS)
    expect(heartbeats()).toBe(2)
  })
})

describe('wixp keys and sources (adapters spec §2, §3)', () => {
  it('asks the set to forward the remote’s subtitle key on both variants (captions in one press)', async () => {
    for (const type of ['wixp', 'wixpv2'] as const) {
      const { server } = await rigOf(type)
      expect(server.tv.forwarded).toContain('Subtitle')
    }
  })

  it('does not forward the youtube key on the web variant (wixp) and does on wixpv2', async () => {
    const web = await rigOf('wixp')
    expect(web.server.tv.forwarded).not.toContain('YouTube')
    const keys = seen(web.bridge, 'key')
    web.controls.key(PHILIPS_YOUTUBE_KEY)
    expect(keys).toEqual([])
    const later = await rigOf('wixpv2')
    expect(later.server.tv.forwarded).toContain('YouTube')
    const laterKeys = seen(later.bridge, 'key')
    later.controls.key(PHILIPS_YOUTUBE_KEY)
    expect(laterKeys.map((event) => event.key)).toEqual(['youtube'])
  })

  it('names inputs as Philips does: MainTuner, None, HDMI1–3', async () => {
    const { bridge, server, advance } = await rigOf()
    const switching = bridge.setSource('HDMI2')
    await advance(SETTLE_MS)
    await switching
    expect(server.tv.log.at(-1)).toMatchObject({
      Fun: 'Source',
      Cookie: COOKIE.SOURCE,
      CommandDetails: { TuneToSource: 'HDMI2' },
    })
    expect(bridge.sourceCode('MAIN')).toBe('MainTuner')
    expect(bridge.sourceCode('HLS')).toBe('None')
  })
})

describe('wixp server config, listener and PMS (adapters spec §7, §8)', () => {
  const config = { active: true, appControlID: 'APP-7', profileName: 'Hotel-Premium', locationID: '214' }

  it('applies an active config.json to the set and sets listener.php as its web listener', async () => {
    const { api } = calls(config)
    const { bridge, server, advance } = await rigOf('wixp', { calls: api })
    bridge.ready?.()
    await advance(SETTLE_MS)
    expect(server.tv.listener).toBe(`http://127.0.0.1:5173${LISTENER_PATH}`)
    expect(server.tv.log.find((c) => c.Fun === 'WebServiceParameters')?.Svc).toBe('WebListeningServices')
    expect(server.tv.settings.SmartTVSettings).toEqual({ Profile: 'Hotel-Premium', AppControlID: 'APP-7' })
  })

  it('leaves the set alone when the config is not active', async () => {
    const { api } = calls({ ...config, active: false })
    const { bridge, server, advance } = await rigOf('wixp', { calls: api })
    bridge.ready?.()
    await advance(SETTLE_MS)
    expect(server.tv.settings.SmartTVSettings).toEqual({})
  })

  it('logs the spec error when the config cannot be read', async () => {
    const errors: string[] = []
    const { api } = calls(new Error('502'))
    const { bridge, advance } = await rigOf('wixp', {
      calls: api,
      log: { ...SILENT_LOG, error: (m) => errors.push(m) },
    })
    bridge.ready?.()
    await advance(SETTLE_MS)
    expect(errors).toEqual([PHILIPS_CONFIG_ERROR])
  })

  it('posts CheckIn and CheckOut with the set’s IP to pms.php', async () => {
    const { api, pms } = calls()
    const { bridge } = await rigOf('wixp', { calls: api })
    await bridge.pms?.checkIn()
    await bridge.pms?.checkOut()
    expect(pms).toEqual([
      { Action: 'CheckIn', IpAddress: '10.10.6.14' },
      { Action: 'CheckOut', IpAddress: '10.10.6.14' },
    ])
  })

  it('clears data on the set with EssentialControl ClearDataNow', async () => {
    const { bridge, server, advance } = await rigOf()
    const clearing = bridge.clearData?.()
    await advance(SETTLE_MS)
    expect(await clearing).toBe(true)
    expect(server.tv.cleared).toBe(1)
  })

  it('takes the base URL from CustomDashboardServerURL, else the page origin', async () => {
    const plain = await rigOf()
    expect(await plain.bridge.baseUrl()).toBe('http://127.0.0.1:5173')
  })
})

describe('wixp maximum volume (adapters spec §5 clamped back, §7/§9 VolumeLimits MaxVolume)', () => {
  const newLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })
  const limitWrites = (
    log: Array<{ CmdType: string; Fun: string; CommandDetails?: Record<string, unknown> }>,
  ) =>
    log.filter(
      (c) =>
        c.CmdType === 'Change' && c.Fun === 'ProfessionalSettingsControl' && c.CommandDetails?.VolumeLimits,
    )

  it('sets a level read above the configured maximum back to it, once, and logs it', async () => {
    const log = newLog()
    const { bridge, server, advance } = await rigOf('wixp', { settings: { maxVolume: 50 }, log })
    server.tv.volume = 80
    const reading = bridge.volume()
    await advance(SETTLE_MS)
    expect(await reading).toBe(50)
    expect(server.tv.volume).toBe(50)
    const sets = server.tv.log.filter((c) => c.CmdType === 'Change' && c.Fun === 'AudioControl')
    expect(sets).toHaveLength(1)
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('above the maximum 50'))
  })

  it('sets the level back when the set reports a volume above the maximum (its own keys)', async () => {
    const { server, advance } = await rigOf('wixp', { settings: { maxVolume: 50 } })
    server.tv.volume = 80
    server.notify('AudioControl', { Volume: 80, AudioMute: 'Off' })
    await advance(SETTLE_MS)
    expect(server.tv.volume).toBe(50)
  })

  it('writes the maximum to VolumeLimits once, only when it differs; the keys then stop there', async () => {
    const { bridge, server, advance, controls } = await rigOf('wixp', { settings: { maxVolume: 50 } })
    const applying = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await applying
    expect(server.tv.settings.VolumeLimits).toEqual({ MaxVolume: 50 })
    const again = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await again
    expect(limitWrites(server.tv.log)).toHaveLength(1)
    server.tv.volume = 49
    controls.key(447)
    controls.key(447)
    await advance(SETTLE_MS)
    expect(server.tv.volume).toBe(50)
  })

  it('logs a refused write and goes on: the bridge still answers', async () => {
    const log = newLog()
    const { bridge, server, advance } = await rigOf('wixp', { settings: { maxVolume: 50 }, log })
    server.tv.refused.add('ProfessionalSettingsControl')
    const applying = bridge.applyMaxVolume?.(50)
    await advance(SETTLE_MS)
    await expect(applying).resolves.toBeUndefined()
    expect(server.tv.settings.VolumeLimits).toEqual({ MaxVolume: 60 })
    expect(log.warn).toHaveBeenCalledWith(
      expect.stringContaining('VolumeLimits MaxVolume to 50 failed'),
      expect.anything(),
    )
    const setting = bridge.volume(30)
    await advance(SETTLE_MS)
    expect(await setting).toBe(30)
  })
})
