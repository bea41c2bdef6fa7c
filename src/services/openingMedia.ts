// Opening media (portal spec §4 Boot: "open opening media ('alarm' then 'after_reboot')"; §2 Welcome:
// before-welcome opening media, and Continue "plays any after-welcome opening media"). Each moment is a
// fullscreen image or video shown through the popup; the caller waits until it has closed.
//
// Where they come from: the spec lists boot_screen_type/time/path in §3 Config and names no other field,
// so the boot screen is the 'after_reboot' moment, and the other moments use our extension keys
// `opening_media.{moment}.type|path|time` (docs/BACKEND-API.md). time is in seconds.
import type { Clock, TimerHandle } from '../time/clock'
import { configNumber, configString } from '../api/config'
import type { Config } from '../api/types'
import type { Logger } from './logger'
import { kindOfExtension, kindOfUrl } from './mediaKind'
import type { OverlayManager, OverlayResult } from './overlays'

export const OPENING_MOMENTS = ['alarm', 'after_reboot', 'before_welcome', 'after_welcome'] as const
export type OpeningMoment = (typeof OPENING_MOMENTS)[number]

/** portal spec §4 Boot: the moments opened after ready, in this order */
export const BOOT_OPENING_MOMENTS: readonly OpeningMoment[] = ['alarm', 'after_reboot']
/** Ours (the spec gives no default): an opening image without a configured time stays this long. */
export const OPENING_IMAGE_DEFAULT_MS = 5000

export type OpeningMedia = { type: 'image' | 'video'; path: string; durationMs: number | null }

function keysOf(moment: OpeningMoment) {
  if (moment === 'after_reboot')
    return { type: 'boot_screen_type', path: 'boot_screen_path', time: 'boot_screen_time' }
  const base = `opening_media.${moment}`
  return { type: `${base}.type`, path: `${base}.path`, time: `${base}.time` }
}

/** The moment's media, or null when none is configured; a malformed entry is logged and skipped. */
export function openingMediaFromConfig(
  config: Config,
  moment: OpeningMoment,
  log?: Pick<Logger, 'warn'>,
): OpeningMedia | null {
  const keys = keysOf(moment)
  const type = configString(config, keys.type)?.trim().toLowerCase() ?? null
  const path = configString(config, keys.path)?.trim() ?? ''
  if (type === null || type === 'none') return null
  // 'image' or 'video'; or a file type (boot_screen_type 'gif', 'mp4'): its kind by the §9 extension
  // lists; or, for any other word, the path's own extension (src/services/mediaKind.ts)
  const kind =
    type === 'image' || type === 'video' ? type : (kindOfExtension(type) ?? (type ? kindOfUrl(path) : null))
  if (kind === null || path === '') {
    log?.warn(`Opening media '${moment}' ignored: ${keys.type}=${type}, ${keys.path}='${path}'`)
    return null
  }
  const seconds = configNumber(config, keys.time)
  const durationMs = seconds !== null && seconds > 0 ? seconds * 1000 : null
  return { type: kind, path, durationMs }
}

export type OpeningMediaDeps = {
  config: () => Config
  /** the popup controller's open (validated request → outcome when it closes) */
  openPopup: (request: unknown) => Promise<OverlayResult>
  closePopup: OverlayManager['close']
  /** whether a popup is up already (the popup ignores a new one, portal spec §4 Overlays) */
  popupOpen: () => boolean
  /**
   * Whether a wake-up alarm is ringing at start: the boot opens the 'alarm' moment only then (it is the
   * alarm's media, portal spec §4 Alarm; the alarm service shows it itself when it rings later).
   * Absent: never at boot.
   */
  alarmRinging?: () => boolean
  clock: Clock
  log: Logger
}

export type OpeningMediaPlayer = {
  /** shows the moment's media (if any) and resolves when it has closed */
  play(moment: OpeningMoment): Promise<void>
  /** portal spec §4 Boot: 'alarm' then 'after_reboot' */
  playBoot(): Promise<void>
}

export function createOpeningMedia(deps: OpeningMediaDeps): OpeningMediaPlayer {
  async function play(moment: OpeningMoment): Promise<void> {
    const media = openingMediaFromConfig(deps.config(), moment, deps.log)
    if (!media) return
    if (deps.popupOpen()) {
      deps.log.warn(`Opening media '${moment}' skipped: a popup is already shown`)
      return
    }
    const request =
      media.type === 'image'
        ? { type: 'image', image: media.path, skip: true, skipAfter: 0 }
        : { type: 'video', video: media.path, skip: true, skipAfter: 0, loop: false }
    const shown = deps.openPopup(request)
    // an image stays its time; a video ends by itself, or at its time when one is configured
    const limit = media.durationMs ?? (media.type === 'image' ? OPENING_IMAGE_DEFAULT_MS : null)
    let timer: TimerHandle | null = null
    if (limit !== null) timer = deps.clock.setTimeout(() => deps.closePopup('popup', 'ended'), limit)
    const result = await shown
    if (timer !== null) deps.clock.clearTimeout(timer)
    if (result.outcome === 'error' || result.outcome === 'invalid' || result.outcome === 'ignored')
      deps.log.warn(`Opening media '${moment}' (${media.path}): ${result.error ?? result.outcome}`)
  }
  return {
    play,
    async playBoot() {
      for (const moment of BOOT_OPENING_MOMENTS)
        if (moment !== 'alarm' || deps.alarmRinging?.() === true) await play(moment)
    },
  }
}
