// The one contract suite every bridge runs against its fake (issue 17): identity, an empty device or
// premises name ignored, keys, power, standby and power-on, media events and subtitle/audio lists
// (contractMedia.suite.ts), volume, sources, soft AP, app focus, inbound messages. A family's test file
// calls `describeContract(harness)`; its own rules are tested beside it.
// Each rule is checked only where the family's capability object says the platform has it.
import { describe, expect, it } from 'vitest'
import type { SourceInput } from './contract'
import type { ContractHarness } from './contractHarness'
import { describeMediaContract } from './contractMedia.suite'
import { RESOLVED, answer, rigRunner, track } from './contractSteps'
import { encodeInboundMessage } from './shared/inbound'
import { PROPERTY_FIELDS } from './shared/properties'
import { softApCredentials } from './shared/softAp'
import { SETTLE_MS, seen } from './shared/testKit'

export type { ContractHarness, ContractRig, FakeControls, PlatformSnapshot } from './contractHarness'

export function describeContract(harness: ContractHarness): void {
  const caps = harness.capabilities
  const withRig = rigRunner(harness)

  describe(`${harness.family} bridge contract`, () => {
    it(
      'declares its capability object',
      withRig(async ({ bridge }) => {
        expect(bridge.capabilities).toEqual(caps)
        expect(bridge.deviceType()).toBe(harness.deviceType)
      }),
    )

    it(
      'reports identity only when all eight fields are non-empty (adapters spec §3)',
      withRig(async (rig) => {
        const props = await answer(rig, rig.bridge.properties())
        expect(props).not.toBe(false)
        if (!props) return
        for (const field of PROPERTY_FIELDS) expect(props[field], field).not.toBe('')
        expect(props.type).toBe(harness.deviceType)
        rig.fake.blank(harness.blankField ?? 'serial')
        expect(await answer(rig, rig.bridge.properties())).toBe(false)
      }),
    )

    it(
      'ignores an empty device or premises name: false, and the name stays (§5)',
      withRig(async (rig) => {
        const before = await answer(rig, rig.bridge.deviceName())
        expect(await answer(rig, rig.bridge.setDeviceName(''))).toBe(false)
        expect(await answer(rig, rig.bridge.deviceName())).toBe(before)
      }),
    )

    it(
      'normalises platform key codes to remote keys and leaves the TV its own keys (§2)',
      withRig(async (rig) => {
        const keys = seen(rig.bridge, 'key')
        for (const [code] of harness.keys) rig.fake.key(code)
        for (const code of harness.reservedKeys) rig.fake.key(code)
        await rig.advance(SETTLE_MS)
        expect(keys.map((event) => event.key)).toEqual(harness.keys.map(([, key]) => key))
      }),
    )

    it.runIf(caps.power)(
      'emits each power transition once, in the order the platform reports them',
      withRig(async (rig) => {
        const power = seen(rig.bridge, 'power')
        rig.fake.power('standby')
        rig.fake.power('standby')
        await rig.advance(SETTLE_MS)
        rig.fake.power('on')
        await rig.advance(SETTLE_MS)
        expect(power).toEqual(['standby', 'on'])
        expect(await answer(rig, rig.bridge.power())).toBe('on')
      }),
    )

    it.runIf(caps.power)(
      'goes to standby and powers on through the platform (§4)',
      withRig(async (rig) => {
        const power = seen(rig.bridge, 'power')
        expect(await answer(rig, rig.bridge.setPower('standby'))).toBe(true)
        await rig.advance(SETTLE_MS)
        expect(rig.fake.snapshot().power).toBe('standby')
        expect(await answer(rig, rig.bridge.power())).toBe('standby')
        expect(await answer(rig, rig.bridge.setPower('on'))).toBe(true)
        await rig.advance(SETTLE_MS)
        expect(rig.fake.snapshot().power).toBe('on')
        expect(power).toEqual(['standby', 'on'])
      }),
    )

    describeMediaContract(harness)

    it.runIf(caps.volume)(
      'sets volume only with a number, clamped to the maximum; mute with a boolean or number (§5)',
      withRig(async (rig) => {
        expect(await answer(rig, rig.bridge.volume(60))).toBe(60)
        expect(rig.fake.snapshot().volume).toBe(60)
        expect(await answer(rig, rig.bridge.volume())).toBe(60)
        expect(await answer(rig, rig.bridge.volume(Number.NaN))).toBe(60)
        expect(await answer(rig, rig.bridge.volume(harness.maxVolume + 40))).toBe(harness.maxVolume)
        expect(rig.fake.snapshot().volume).toBe(harness.maxVolume)
        expect(await answer(rig, rig.bridge.mute(true))).toBe(true)
        expect(rig.fake.snapshot().muted).toBe(true)
        expect(await answer(rig, rig.bridge.mute())).toBe(true)
        expect(await answer(rig, rig.bridge.mute(0))).toBe(false)
        expect(rig.fake.snapshot().muted).toBe(false)
      }),
    )

    it(
      'maps each input to the platform code of the source table (§3)',
      withRig(async ({ bridge }) => {
        for (const [input, code] of Object.entries(harness.sourceCodes))
          expect(bridge.sourceCode(input as SourceInput), input).toBe(code)
      }),
    )

    it.runIf(caps.sources)(
      'switches the platform to an input and reads it back; an empty input is ignored (§5)',
      withRig(async (rig) => {
        expect(await answer(rig, rig.bridge.setSource('HDMI1'))).toBe(true)
        await rig.advance(SETTLE_MS)
        expect(rig.fake.snapshot().source).toBe(harness.sourceCodes.HDMI1)
        expect(await answer(rig, rig.bridge.source())).toBe('HDMI1')
        expect(await answer(rig, rig.bridge.setSource('' as SourceInput))).toBe(false)
      }),
    )

    it.runIf(caps.hotspot)(
      'enables the soft AP named after the TV with the mac-derived password (§3)',
      withRig(async (rig) => {
        const softAp = rig.bridge.softAp
        expect(softAp).toBeDefined()
        if (!softAp) return
        const props = await answer(rig, rig.bridge.properties())
        const expected = softApCredentials(await answer(rig, rig.bridge.deviceName()), props ? props.mac : '')
        const ap = await answer(rig, softAp.credentials())
        expect(ap).toEqual(expected)
        expect(ap.password).toBe(expected.password)
        expect(await answer(rig, softAp.enable(ap))).toBe(true)
        expect(rig.fake.snapshot().softAp).toEqual({ ...ap, enabled: true })
        expect(await answer(rig, softAp.status())).toBe(true)
        expect(await answer(rig, softAp.enable({ ssid: '', password: ap.password }))).toBe(false)
        expect(await answer(rig, softAp.disable())).toBe(true)
        expect(await answer(rig, softAp.status())).toBe(false)
      }),
    )

    it.runIf(caps.apps)(
      'resolves a launch once the portal loses focus and a close once it regains it (§4)',
      withRig(async (rig) => {
        const focus = seen(rig.bridge, 'focus')
        const apps = await answer(rig, rig.bridge.apps())
        expect(apps.length).toBeGreaterThan(0)
        const app = apps[0]
        if (!app) return
        expect(await answer(rig, rig.bridge.launchApp(''))).toBe(false)
        // each resolves only once the platform reported the focus change it waits for
        const launch = track(rig.bridge.launchApp(app.key).then((done) => [done, [...focus]]))
        await rig.advance(SETTLE_MS)
        expect(launch).toMatchObject({ ...RESOLVED, value: [true, ['applicationUnfocused']] })
        expect(rig.fake.snapshot().foreground).not.toBeNull()
        const close = track(rig.bridge.closeApp(app.key).then((done) => [done, focus.length]))
        await rig.advance(SETTLE_MS)
        expect(close).toMatchObject({ ...RESOLVED, value: [true, 2] })
        expect(rig.fake.snapshot().foreground).toBeNull()
        expect(focus).toEqual(['applicationUnfocused', 'applicationFocusing'])
      }),
    )

    it.runIf(caps.apps)(
      'reports focus the platform gives and takes (§4)',
      withRig(async (rig) => {
        const focus = seen(rig.bridge, 'focus')
        rig.fake.focus(false)
        await rig.advance(SETTLE_MS)
        rig.fake.focus(true)
        await rig.advance(SETTLE_MS)
        expect(focus).toEqual(['applicationUnfocused', 'applicationFocusing'])
      }),
    )

    it.runIf(caps.inbound)(
      'decodes inbound base64 JSON and drops what does not decode (§3, §5)',
      withRig(async (rig) => {
        const messages = seen(rig.bridge, 'message')
        rig.fake.inbound(encodeInboundMessage({ rc: 'volume-up' }))
        rig.fake.inbound('%%% not base64 %%%')
        rig.fake.inbound(encodeInboundMessage({ weather: { city: 'Antalya' } }))
        await rig.advance(SETTLE_MS)
        expect(messages).toEqual([{ rc: 'volume-up' }, { weather: { city: 'Antalya' } }])
      }),
    )
  })
}
