// The one contract suite every bridge runs against its fake (issue 17): identity, keys, power, standby
// and power-on, media events, subtitle/audio lists, volume, sources, soft AP, app focus, inbound
// messages. A family's test file calls `describeContract(harness)`; its own rules are tested beside it.
// Each rule is checked only where the family's capability object says the platform has it.
import { describe, expect, it } from 'vitest'
import type { MediaRequest, SourceInput } from './contract'
import type { ContractHarness, ContractRig } from './contractHarness'
import { encodeInboundMessage } from './shared/inbound'
import { REQUEST_TIMEOUT } from './shared/mediaSession'
import { PROPERTY_FIELDS } from './shared/properties'
import { softApCredentials } from './shared/softAp'
import { SETTLE_MS, seen } from './shared/testKit'

export type { ContractHarness, ContractRig, FakeControls, PlatformSnapshot } from './contractHarness'

/** a tracked promise that resolved */
const RESOLVED = { done: true, failed: false }

/** A bridge call answered by the platform: the clock runs while the fake set works on it. */
async function answer<T>(rig: ContractRig, promise: Promise<T>): Promise<T> {
  const state = track(promise)
  for (let waited = 0; !state.done && waited < 10 * SETTLE_MS; waited += SETTLE_MS / 10)
    await rig.advance(SETTLE_MS / 10)
  return promise
}

/** Settles a promise without awaiting it, so the test can move the clock while it is pending. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; failed: boolean; value?: T; error?: Error } = { done: false, failed: false }
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: Error) => Object.assign(state, { done: true, failed: true, error }),
  )
  return state
}

/** A play with the platform player answering in `mode`, and the media events from its start. */
function startPlay(rig: ContractRig, request: MediaRequest, mode: 'auto' | 'silent' | 'fail') {
  const media = seen(rig.bridge, 'media')
  rig.fake.player(mode)
  return { media, play: track(rig.bridge.play(request)) }
}

export function describeContract(harness: ContractHarness): void {
  const caps = harness.capabilities
  const withRig = (test: (rig: ContractRig) => Promise<void>) => async () => {
    const rig = await harness.setup()
    try {
      await test(rig)
    } finally {
      rig.dispose()
    }
  }

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

    const playable = harness.playable
    it.runIf(playable)(
      'play waits for the platform to report playing, and reports it once (§4)',
      withRig(async (rig) => {
        if (!playable) return
        const { media, play } = startPlay(rig, playable, 'silent')
        await rig.advance(SETTLE_MS)
        expect(play.done).toBe(false)
        rig.fake.reportPlaying()
        rig.fake.reportPlaying()
        rig.fake.reportPlaying()
        await rig.advance(SETTLE_MS)
        expect(play).toMatchObject(RESOLVED)
        expect(media.filter((event) => event.name === 'mediaPlaying')).toHaveLength(1)
        expect(rig.fake.snapshot().playing).not.toBeNull()
      }),
    )

    it.runIf(playable)(
      'a platform play failure rejects the play and emits mediaError (§8)',
      withRig(async (rig) => {
        if (!playable) return
        const { media, play } = startPlay(rig, playable, 'fail')
        await rig.advance(SETTLE_MS)
        expect(play.done).toBe(true)
        expect(play.error).toBeInstanceOf(Error)
        expect(media.map((event) => event.name)).toContain('mediaError')
      }),
    )

    it.runIf(playable)(
      'stop resolves and emits mediaStopped once the platform has stopped (§4)',
      withRig(async (rig) => {
        if (!playable) return
        await answer(rig, rig.bridge.play(playable))
        const media = seen(rig.bridge, 'media')
        // what the platform plays at the moment the bridge says it stopped
        const stoppedAt: Array<string | null> = []
        rig.bridge.on(
          'media',
          ({ name }) => void (name === 'mediaStopped' && stoppedAt.push(rig.fake.snapshot().playing)),
        )
        const stop = track(rig.bridge.stop().then(() => rig.fake.snapshot().playing))
        await rig.advance(SETTLE_MS)
        expect(stop).toMatchObject({ ...RESOLVED, value: null })
        expect(stoppedAt).toEqual([null])
        expect(media.map((event) => event.name)).toEqual(['mediaStopped'])
      }),
    )

    it.runIf(playable && caps.power)(
      'media that starts playing while the device is off is stopped and requested again at power on (§4)',
      withRig(async (rig) => {
        if (!playable) return
        const { media, play } = startPlay(rig, playable, 'silent')
        await rig.advance(10)
        rig.fake.power('standby')
        await rig.advance(SETTLE_MS)
        rig.fake.reportPlaying()
        await rig.advance(SETTLE_MS)
        expect(rig.fake.snapshot().playing).toBeNull()
        expect(play.done).toBe(false)
        rig.fake.player('auto')
        rig.fake.power('on')
        await rig.advance(SETTLE_MS)
        expect(play).toMatchObject(RESOLVED)
        expect(rig.fake.snapshot().playing).not.toBeNull()
        expect(media.filter((event) => event.name === 'mediaPlaying')).toHaveLength(1)
      }),
    )

    const timesOut = harness.timesOut
    it.runIf(timesOut)(
      'a play the platform never answers times out after 8000 ms and is stopped (§4, §9)',
      withRig(async (rig) => {
        if (!timesOut) return
        const { media, play } = startPlay(rig, timesOut, 'silent')
        await rig.advance(7999)
        expect(play.done).toBe(false)
        await rig.advance(1)
        expect(play.error?.message).toBe(REQUEST_TIMEOUT)
        expect(media).toContainEqual({ name: 'mediaError', message: REQUEST_TIMEOUT })
        await rig.advance(SETTLE_MS)
        expect(rig.fake.snapshot().playing).toBeNull()
      }),
    )

    const waits = harness.waits
    it.runIf(waits)(
      'a play without a platform timeout waits for the platform',
      withRig(async (rig) => {
        if (!waits) return
        const { play } = startPlay(rig, waits, 'silent')
        await rig.advance(20_000)
        expect(play.done).toBe(false)
        rig.fake.reportPlaying()
        await rig.advance(SETTLE_MS)
        expect(play).toMatchObject(RESOLVED)
      }),
    )

    it.runIf(caps.tracks && playable)(
      'lists subtitles behind off/None and treats one entry or fewer as unavailable (§3, §5)',
      withRig(async (rig) => {
        if (!playable) return
        await answer(rig, rig.bridge.play(playable))
        rig.fake.tracks([], ['eng'])
        await rig.advance(10)
        expect(await answer(rig, rig.bridge.subtitles())).toBe(false)
        expect(await answer(rig, rig.bridge.audioTracks())).toBe(false)
        rig.fake.tracks(['eng', 'tur'], ['eng', 'deu'])
        await rig.advance(10)
        const subtitles = await answer(rig, rig.bridge.subtitles())
        expect(subtitles && subtitles[0]).toMatchObject({ key: 'off', value: 'None' })
        expect(subtitles && subtitles.length).toBe(3)
        const audio = await answer(rig, rig.bridge.audioTracks())
        expect(audio && audio.length).toBe(2)
        expect(await answer(rig, rig.bridge.selectSubtitle('off'))).toBe(true)
      }),
    )

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
