// What the composition root reads from the page: URL flags, local storage, and the read-only probes that
// browser tests and the perf harness use where the scene mirror is on.
import type { Bridge } from '../../bridges/contract'
import type { StageHandle } from '../../renderer'
import type { MediaController } from '../services/media'
import { drawnBoxes, textBoxes } from '../../renderer/mirror/textBoxes'
import { sharedTextureCache } from '../../renderer/textures/textureCacheContext'

export type PageFlags = { mirror: boolean; mirrorRootOnly: boolean; webgl1: boolean }

/**
 * ?mirror=1 enables the scene mirror in production; ?mirror=root its root only (route, navigation,
 * focused id: what the perf harness reads, without the per-node DOM a TV never writes); ?webgl=1 forces
 * WebGL 1.
 */
export function pageFlags(search: string): PageFlags {
  const params = new URLSearchParams(search)
  const mirror = params.get('mirror')
  return { mirror: mirror === '1', mirrorRootOnly: mirror === 'root', webgl1: params.get('webgl') === '1' }
}

/** where the tab keeps the query that set page flags (bridges/detect.ts keeps a fake's the same way) */
export const PAGE_FLAGS_SESSION_KEY = 'portal.pageFlags'
const FLAG_PARAMS = ['mirror', 'webgl'] as const

/**
 * The page flags of this tab: the query's when it names one, else the ones an earlier load of the tab was
 * given. The router drops the query once the portal navigates, and a reload (the Reload and Reboot remote
 * actions, a Philips standby) would otherwise come back without the mirror or WebGL 1 it was asked for.
 */
export function tabPageFlags(win: Pick<Window, 'location' | 'sessionStorage'>): PageFlags {
  const search = win.location.search
  const named = FLAG_PARAMS.some((name) => new URLSearchParams(search).has(name))
  try {
    if (named) win.sessionStorage.setItem(PAGE_FLAGS_SESSION_KEY, search)
    else return pageFlags(win.sessionStorage.getItem(PAGE_FLAGS_SESSION_KEY) ?? search)
  } catch {
    // no session storage (a locked-down profile): this load's query only
  }
  return pageFlags(search)
}

/** The scene mirror: on in development and tests; in production by ?mirror=1 or VITE_SCENE_MIRROR=1. */
export function mirrorEnabled(flags: PageFlags): boolean {
  return (
    import.meta.env.DEV || import.meta.env.VITE_SCENE_MIRROR === '1' || flags.mirror || flags.mirrorRootOnly
  )
}

export function readLocal(win: Window, key: string): string | null {
  try {
    return win.localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * `window.__portal`, for tests: the WebGL version, the frame count and what asked for each frame, the tweens that ran over time, the
 * frame's clear colour (a screen's backdrop, renderer/stage/backdrops.ts), the texts drawn and their
 * boxes, the images and script fonts loading, the media controller and the platform bridge (what it reports: volume,
 * mute, input), and whether remote actions wait.
 */
export function exposeTestHooks(
  win: Window,
  stage: StageHandle,
  media: MediaController,
  bridge: () => Bridge | null,
  actionsPaused: () => boolean | null = () => null,
): void {
  const renderer = stage.app.renderer as { context?: { webGLVersion?: number } }
  Object.defineProperty(win, '__portal', {
    configurable: true,
    value: {
      webglVersion: renderer.context?.webGLVersion ?? 0,
      frames: () => stage.services.loop.frames,
      // what asked for each frame from now on (renderer/loop/FrameLoop.ts): an idle check that fails
      // names what drew
      traceFrames: (on: boolean) => stage.services.loop.traceCauses(on),
      frameCauses: () => [...stage.services.loop.causes],
      // tweens that ran over time, not jumped (the theme's options.animate): counted at any frame rate
      timedTweens: () => stage.timedTweens(),
      clearColour: () => [...stage.app.renderer.background.colorRgba],
      // every text drawn, where, in which layer (renderer/mirror/textBoxes.ts): the overlap checks
      texts: () => textBoxes(stage.app.stage, stage.app.renderer.screen),
      // …and the pictures with them, in draw order: the check for a text a picture covers
      drawn: () => drawnBoxes(stage.app.stage, stage.app.renderer.screen),
      // images still on their way: each draws one more frame when it arrives (tests settle after them)
      imagesLoading: () => sharedTextureCache().stats().loading,
      // script fonts (Arabic, Hebrew, Chinese…) still on their way: each draws its texts once more too
      fontsLoading: () => stage.services.fonts?.loading() ?? 0,
      media,
      bridge,
      // whether remote actions wait (a popup, a navigation's first 5 s, the platform's focus lost); null
      // before the remote services started
      actionsPaused,
    },
  })
}
