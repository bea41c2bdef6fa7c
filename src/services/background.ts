// The background layer (portal spec §2 Home "Background is an image or video", §2 Overlays "background
// layer", §4 Overlays "Background slideshow advances every 5 s (fade 500 ms) if more than one image").
// The router clears it on every navigation and Welcome's Continue clears it; a screen shows its own
// background on entry; the popup hides it while it is up. Timers go through the injectable clock.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../time/clock'
import { configString, configBool } from '../api/config'
import type { Config } from '../api/types'

/** portal spec §4 Overlays: the background slideshow advances every 5 s */
export const BACKGROUND_SLIDE_MS = 5000
/** portal spec §4 Overlays: each slideshow step fades over 500 ms */
export const BACKGROUND_FADE_MS = 500

export type BackgroundSource = { images: readonly string[]; video: string | null }

export type BackgroundState = {
  images: readonly string[]
  video: string | null
  /** the slide shown (0 when there is one image or none) */
  index: number
  /** the popup hides the background while it is up (portal spec §4 Overlays, Popup) */
  hidden: boolean
}

export type Background = {
  readonly store: StoreApi<BackgroundState>
  /** shows a screen's background (images win over nothing; a video plays when there are no images) */
  show(source: BackgroundSource): void
  /** portal spec §2: every navigation and Welcome's Continue clear the background */
  clear(): void
  setHidden(hidden: boolean): void
  /**
   * portal spec §4 Platform focus: losing focus saves the background (and clears it: its video is
   * destroyed with the media, its slideshow stops); `restore` puts back what was saved.
   */
  save(): SavedBackground
  restore(saved: SavedBackground): void
  destroy(): void
}

export type SavedBackground = Pick<BackgroundState, 'images' | 'video' | 'index'>

const EMPTY: BackgroundState = { images: [], video: null, index: 0, hidden: false }

export function createBackground(deps: { clock: Clock }): Background {
  const { clock } = deps
  const store = createStore<BackgroundState>()(() => EMPTY)
  let timer: TimerHandle | null = null

  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer)
    timer = null
  }
  /** one timer while a slideshow of more than one image is visible; none otherwise (idle costs nothing) */
  const schedule = () => {
    stop()
    const { images, hidden } = store.getState()
    if (images.length < 2 || hidden) return
    timer = clock.setTimeout(() => {
      timer = null
      store.setState((state) => ({ index: (state.index + 1) % state.images.length }))
      schedule()
    }, BACKGROUND_SLIDE_MS)
  }

  return {
    store,
    show(source) {
      const images = source.images.filter((url) => url.trim() !== '')
      const video = images.length === 0 && source.video ? source.video : null
      store.setState({ images, video, index: 0 })
      schedule()
    },
    clear() {
      stop()
      store.setState({ images: [], video: null, index: 0 })
    },
    setHidden(hidden) {
      if (store.getState().hidden === hidden) return
      store.setState({ hidden })
      schedule()
    },
    save() {
      const { images, video, index } = store.getState()
      stop()
      store.setState({ images: [], video: null, index: 0 })
      return { images, video, index }
    },
    restore(saved) {
      store.setState({ images: saved.images, video: saved.video, index: saved.index })
      schedule()
    },
    destroy: stop,
  }
}

/**
 * Our config extension (docs/BACKEND-API.md "Config keys the portal adds"): the spec names no field for
 * a screen's background, so `background.{screen}.images` (comma list of URLs) and
 * `background.{screen}.video` (one URL) carry it, for screens 'home' and 'welcome'.
 */
export function backgroundFromConfig(config: Config, screen: 'home' | 'welcome'): BackgroundSource {
  const images = (configString(config, `background.${screen}.images`) ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '')
  return { images, video: configString(config, `background.${screen}.video`)?.trim() || null }
}

/** portal spec §2 Home: "an optional framed video plays in a small player" — `home.framed_video` (ours). */
export function framedVideoFromConfig(config: Config): string | null {
  return configString(config, 'home.framed_video')?.trim() || null
}

/** portal spec §2 Home: "a logo if enabled" — app_logo_visibility (spec) and `app_logo_path` (ours). */
export function logoFromConfig(config: Config): string | null {
  if (!configBool(config, 'app_logo_visibility')) return null
  return configString(config, 'app_logo_path')?.trim() || null
}
