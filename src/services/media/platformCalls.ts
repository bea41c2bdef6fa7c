// The controller's calls to the platform that cannot fail loudly: adapters spec §8 / portal spec §8
// "Errors are logged and return false"; no bridge yet answers the fallback.
import type { Bridge, TrackEntry, WindowMetrics } from '../../../bridges/contract'
import { describeError, type Logger } from '../logger'

/** adapters spec §5: subtitle or audio lists with one entry or fewer count as unavailable */
export const usableList = (list: TrackEntry[] | false): TrackEntry[] => (list && list.length > 1 ? list : [])

export function createPlatformCalls(bridge: () => Bridge | null, log: Logger) {
  async function call<T>(what: string, action: (platform: Bridge) => Promise<T>, fallback: T): Promise<T> {
    const platform = bridge()
    if (!platform) return fallback
    try {
      return await action(platform)
    } catch (error) {
      log.warn(`Media ${what} failed: ${describeError(error)}`)
      return fallback
    }
  }
  /** true once the platform did it */
  const done = (what: string, action: (platform: Bridge) => Promise<unknown>) =>
    call(
      what,
      async (platform) => {
        await action(platform)
        return true
      },
      false,
    )

  return {
    call,
    done,
    subtitles: async () => usableList(await call('subtitles', (platform) => platform.subtitles(), false)),
    audioTracks: async () =>
      usableList(await call('audio tracks', (platform) => platform.audioTracks(), false)),
    selectSubtitle: (key: string) =>
      call('subtitle choice', (platform) => platform.selectSubtitle(key), false),
    selectAudioTrack: (key: string) =>
      call('audio choice', (platform) => platform.selectAudioTrack(key), false),
    /** null resets the TV window to full screen */
    window: (metrics: WindowMetrics | null) =>
      done('window', (platform) => (metrics ? platform.setWindow(metrics) : platform.resetWindow())),
  }
}
