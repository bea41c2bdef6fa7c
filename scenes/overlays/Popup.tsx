import { useEffect, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Img, Label, useDir, useRenderer } from '../../renderer'
import { systemClock, type Clock } from '../../src/time/clock'
import { useT } from '../../src/i18n/react'
import type { Logger } from '../../src/services/logger'
import type { MediaController } from '../../src/services/media/types'
import {
  LAYER,
  overlayScope,
  popupScopeKey,
  type OverlayManager,
  type PopupController,
  type PopupRequest,
  type ScopeKeys,
} from '../../src/services/overlays'
import { runPopupSlideshow } from '../../src/services/popupSlideshow'
import { Button, DialogFrame, OverlayScope } from '../shared'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'

export const POPUP_SKIP_ID = 'popup-skip'
export const POPUP_PLAY_ID = 'popup-play'
const BUTTON_HEIGHT = 52
const SKIP_WIDTH = 200
const PLAY_WIDTH = 160
/** the skip countdown label counts whole seconds */
const COUNTDOWN_TICK_MS = 1000

export type PopupProps = {
  overlays: OverlayManager
  popup: PopupController
  log: Logger
  clock?: Clock
  /** the overlays' scope keys: the popup takes back (a skip request) and the keys that navigate away */
  scopeKeys?: ScopeKeys
}

/**
 * portal spec §2 Overlays Popup (layer 107, §9): fullscreen image, video or slideshow, skip button (with
 * the countdown of §4), play/pause for slideshows; hides the background while up. The rules live in
 * the popup controller (src/services/overlays/popup.ts); this draws it and feeds it media events.
 */
export function Popup({ overlays, popup, log, clock = systemClock, scopeKeys }: PopupProps) {
  const entry = useStore(overlays.store, (state) => state.overlays.popup)
  const active = entry?.phase === 'active'
  // portal spec §4 Overlays: skip only by the skip rules; a key that would navigate away closes nothing
  useEffect(
    () =>
      active ? scopeKeys?.register(overlayScope('popup'), (key) => popupScopeKey(popup, key)) : undefined,
    [active, scopeKeys, popup],
  )
  if (!entry || !active) return null
  return (
    <OverlayScope kind="popup">
      <PopupView
        key={entry.id}
        request={entry.request as PopupRequest}
        popup={popup}
        log={log}
        clock={clock}
      />
    </OverlayScope>
  )
}

function PopupView({
  request,
  popup,
  log,
  clock,
}: {
  request: PopupRequest
  popup: PopupController
  log: Logger
  clock: Clock
}) {
  const t = useT()
  const { focus, keys } = useRenderer()
  const { media, background } = usePortal()
  const state = useStore(popup.store)
  const isVideo = request.type === 'video' && request.video !== undefined
  const slideshow = !isVideo && request.images.length > 1
  const withPlay = slideshow || (isVideo && request.playerControl)
  const countdown = useCountdown(state.skipAt, clock)
  const focusId = state.skipVisible ? POPUP_SKIP_ID : withPlay ? POPUP_PLAY_ID : null

  // portal spec §4 Overlays: the popup hides the background while it is up
  useEffect(() => {
    background.setHidden(true)
    return () => background.setHidden(false)
  }, [background])
  useEffect(
    () =>
      slideshow ? runPopupSlideshow({ clock, store: popup.store, count: request.images.length }) : undefined,
    [clock, popup, request.images.length, slideshow],
  )
  useEffect(() => {
    if (!isVideo || request.video === undefined) return
    return playPopupVideo({ media, video: request.video, loop: request.loop, popup, log })
  }, [media, isVideo, request.video, request.loop, popup, log])
  useLayoutEffect(() => {
    if (focusId) focus.focus(focusId)
  }, [focus, focusId])
  // portal spec §4: left/right in a slideshow pauses and moves; back is the key toward the start side
  // (left, or right in Arabic and Hebrew)
  const dir = useDir()
  useEffect(() => {
    if (!slideshow) return
    const handler = (key: string) => {
      if (key !== 'left' && key !== 'right') return false
      popup.moveSlide((key === 'left') !== dir.rtl ? -1 : 1)
      return true
    }
    const undo = [keys.register(POPUP_SKIP_ID, handler), keys.register(POPUP_PLAY_ID, handler)]
    return () => undo.forEach((release) => release())
  }, [keys, popup, slideshow, dir.rtl])

  const image = request.images[state.slide] ?? request.images[0] ?? null
  const playing = !state.paused
  return (
    <DialogFrame
      label="popup"
      zIndex={LAYER.popup}
      // a video shows through the transparent canvas: only an image popup paints the screen
      width={isVideo ? 0 : 1280}
      height={isVideo ? 0 : 720}
      fill={0x000000}
      visible={!isVideo}
      name={t('popup.title')}
    >
      {isVideo ? null : (
        <Img
          url={image}
          width={1280}
          height={720}
          fit="contain"
          name={image ?? ''}
          role="img"
          onError={(url) => {
            // portal spec §4 Overlays: failed media closes at once (a slideshow skips the failed slide)
            log.warn(`Popup image ${url} failed to load`)
            popup.imageFailed(state.slide)
          }}
        />
      )}
      {slideshow ? (
        <Label
          text={`${state.slide + 1} / ${request.images.length}`}
          x={640}
          y={40}
          anchorX={0.5}
          size={theme.fontSize.base}
          color={theme.onSurface}
          role="status"
          mirror={false}
        />
      ) : null}
      {withPlay ? (
        <Button
          id={POPUP_PLAY_ID}
          x={640 - PLAY_WIDTH / 2}
          y={640}
          width={PLAY_WIDTH}
          height={BUTTON_HEIGHT}
          text={playing ? t('common.pause') : t('common.play')}
          onSelect={() => {
            popup.togglePlay()
            if (isVideo) void (playing ? media.pause() : media.resume())
          }}
        />
      ) : null}
      {state.skipVisible ? (
        <Button
          id={POPUP_SKIP_ID}
          x={dir.x(1280 - SKIP_WIDTH - 48, SKIP_WIDTH)}
          y={48}
          width={SKIP_WIDTH}
          height={BUTTON_HEIGHT}
          text={countdown > 0 ? t('common.skipIn', { seconds: countdown }) : t('common.skip')}
          onSelect={() => void popup.skip()}
        />
      ) : null}
    </DialogFrame>
  )
}

/** Whole seconds left until `at` (0 when none), re-rendering once a second while it runs. */
function useCountdown(at: number | null, clock: Clock): number {
  const left = () => (at === null ? 0 : Math.max(0, Math.ceil((at - clock.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  useEffect(() => {
    setSeconds(left())
    if (at === null) return
    let handle: unknown = null
    const tick = () => {
      const value = left()
      setSeconds(value)
      if (value > 0) handle = clock.setTimeout(tick, COUNTDOWN_TICK_MS)
    }
    handle = clock.setTimeout(tick, (at - clock.now()) % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS)
    return () => clock.clearTimeout(handle)
    // left reads `at` and `clock`, the effect's own dependencies
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, clock])
  return seconds
}

/**
 * Plays the popup's video fullscreen through the one media controller and reports its end, stop or
 * failure to the popup (portal spec §4: failed media closes at once; end/stop when not looping closes).
 * Returns the cleanup that stops it.
 */
function playPopupVideo({
  media,
  video,
  loop,
  popup,
  log,
}: {
  media: MediaController
  video: string
  loop: boolean
  popup: PopupController
  log: Logger
}): () => void {
  let live = true
  const unsubscribe = media.store.subscribe((snapshot, previous) => {
    if (!live || snapshot.source !== video || snapshot.state === previous.state) return
    if (snapshot.state === 'error') {
      log.warn(`Popup video ${video} failed: ${snapshot.error ?? 'media error'}`)
      popup.mediaEvent('error')
    } else if (snapshot.state === 'ended') popup.mediaEvent('ended')
    else if (snapshot.state === 'stopped') popup.mediaEvent('stopped')
  })
  void media
    .setWindow(null)
    .then(() => (live ? media.play(video, { loop }) : undefined))
    .catch((error: unknown) => {
      if (!live) return
      log.warn(`Popup video ${video} could not play`, error)
      popup.mediaEvent('error')
    })
  return () => {
    live = false
    unsubscribe()
    void media.stop()
  }
}
