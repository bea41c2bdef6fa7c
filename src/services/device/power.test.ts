import { describe, expect, it, vi } from 'vitest'
import type { PowerState } from '../../../bridges/contract'
import { createAppStore } from '../../stores'
import { manualClock } from '../../time/fakes'
import {
  createPowerControl,
  platformRequestHandler,
  POWER_ON_DELAY_MS,
  POWER_STATE_FAILED,
  STANDBY_TO_PLATFORM_MS,
} from './power'

function setup(hadMedia = false, capabilities?: { powerOnDelayMs: number }) {
  const { clock, advance, pending } = manualClock()
  const app = createAppStore()
  app.setState({ phase: 'ready', navigationEnabled: true })
  let power: PowerState = 'on'
  const bridge = {
    ...(capabilities ? { capabilities } : {}),
    power: vi.fn(async () => power),
    setPower: vi.fn(async (next: PowerState) => {
      power = next
      return true
    }),
  }
  const calls: string[] = []
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const control = createPowerControl({
    clock,
    app,
    bridge: () => bridge,
    hadMedia: () => hadMedia,
    goToPlatformView: () => calls.push('platform view'),
    goToMainState: () => calls.push('main state'),
    log,
  })
  /** what the bridge's power event does: the app store first (startPortal), then this service */
  const event = (state: PowerState) => {
    app.setState({ power: state })
    control.onPower(state)
  }
  return { control, app, bridge, calls, log, advance, pending, event }
}

describe('standby and power (adapters spec §4 Power, §9)', () => {
  it('turns navigation off in standby', () => {
    const f = setup()
    f.event('standby')
    expect(f.app.getState().navigationEnabled).toBe(false)
  })

  it('goes to the platform view in standby when no media plays', () => {
    const f = setup(false)
    f.event('standby')
    expect(f.calls).toEqual(['platform view'])
  })

  it('stays where it is in standby when media played (the media is requested again on power on)', () => {
    const f = setup(true)
    f.event('standby')
    expect(f.calls).toEqual([])
  })

  it('goes to the main state when still in standby after 60 s', () => {
    const f = setup(true)
    f.event('standby')
    f.advance(STANDBY_TO_PLATFORM_MS - 1)
    expect(f.calls).toEqual([])
    f.advance(1)
    expect(f.calls).toEqual(['main state'])
  })

  it('does not go to the main state when powered on within 60 s', () => {
    const f = setup(true)
    f.event('standby')
    f.advance(30_000)
    f.event('on')
    f.advance(STANDBY_TO_PLATFORM_MS)
    expect(f.calls).toEqual([])
  })

  it('enables navigation 1 s after power on', () => {
    const f = setup()
    f.event('standby')
    f.event('on')
    f.advance(POWER_ON_DELAY_MS - 1)
    expect(f.app.getState().navigationEnabled).toBe(false)
    f.advance(1)
    expect(f.app.getState().navigationEnabled).toBe(true)
    expect(f.pending()).toBe(0)
  })

  it("waits the bridge's own power-on delay: 2 s on the Samsung hotel TV (adapters spec §9)", () => {
    const f = setup(false, { powerOnDelayMs: 2000 })
    f.event('standby')
    f.event('on')
    f.advance(1999)
    expect(f.app.getState().navigationEnabled).toBe(false)
    f.advance(1)
    expect(f.app.getState().navigationEnabled).toBe(true)
  })

  it('keeps navigation off after power on while another app has the focus', () => {
    const f = setup()
    f.event('standby')
    f.app.setState({ focused: false })
    f.event('on')
    f.advance(POWER_ON_DELAY_MS)
    expect(f.app.getState().navigationEnabled).toBe(false)
  })

  it('the power key toggles on and standby through the bridge', async () => {
    const f = setup()
    await f.control.toggle()
    expect(f.bridge.setPower).toHaveBeenLastCalledWith('standby')
    await f.control.toggle()
    expect(f.bridge.setPower).toHaveBeenLastCalledWith('on')
  })

  it("logs 'Unable to get device power state' when the bridge cannot say", async () => {
    const f = setup()
    f.bridge.power.mockRejectedValueOnce(new Error('hcap: busy'))
    await f.control.toggle()
    expect(f.bridge.setPower).not.toHaveBeenCalled()
    expect(f.log.warn).toHaveBeenCalledWith(`${POWER_STATE_FAILED}: hcap: busy`)
  })
})

describe("the platform's requests (adapters spec §4 HDMI sink: hdmi.cec soft and hard; Entering standby)", () => {
  function handler(busy: boolean) {
    const calls: string[] = []
    const handle = platformRequestHandler({
      mediaBusy: () => busy,
      goToPlatformView: () => calls.push('platform view'),
      goToMainState: () => calls.push('main state'),
    })
    return { calls, handle }
  }

  it('soft (view) goes to the platform view, unless media plays (it stays where it plays)', () => {
    const idle = handler(false)
    idle.handle('view')
    expect(idle.calls).toEqual(['platform view'])
    const playing = handler(true)
    playing.handle('view')
    expect(playing.calls).toEqual([])
  })

  it('hard (main) is the full platform go, whatever plays', () => {
    const playing = handler(true)
    playing.handle('main')
    expect(playing.calls).toEqual(['main state'])
    const idle = handler(false)
    idle.handle('main')
    expect(idle.calls).toEqual(['main state'])
  })
})
