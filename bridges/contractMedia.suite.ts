// The media part of the contract suite (issue 17, adapters spec §3–§5, §8, §9): play resolves once the
// platform reports playing, failures and timeouts reject it, stop waits for the platform, media held
// while the device is off plays at power on, and the subtitle/audio lists. Each rule runs only where the
// family's harness gives a request it applies to and its capability object has the ability.
import { expect, it } from 'vitest'
import type { ContractHarness } from './contractHarness'
import { RESOLVED, answer, rigRunner, startPlay, track } from './contractSteps'
import { REQUEST_TIMEOUT } from './shared/mediaSession'
import { SETTLE_MS, seen } from './shared/testKit'

/** Registers the media rules inside the family's contract describe block. */
export function describeMediaContract(harness: ContractHarness): void {
  const caps = harness.capabilities
  const withRig = rigRunner(harness)

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
}
