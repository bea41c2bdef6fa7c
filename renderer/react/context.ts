import type { Backdrops } from '../stage/backdrops'
import { createContext, useContext } from 'react'
import type { FocusEngine } from '../focus'
import type { FrameLoop } from '../loop/FrameLoop'
import type { SceneMirror } from '../mirror/SceneMirror'
import type { TweenHandle, TweenOptions } from '../anim'
import type { KeyHandlers } from './keyHandlers'
import type { PreparedText } from '../text/prepare'
import type { TimerClock } from '../time/timerClock'
import type { ScriptFonts } from '../text/scriptFonts'
import type { PixiGlyphAtlas } from '../text/pixiGlyphs'

export type RendererServices = {
  loop: FrameLoop
  focus: FocusEngine
  mirror: SceneMirror
  keys: KeyHandlers
  /** the app's clock (DESIGN.md "One clock"), given to mountStage: lists' autoplay and load-gate timers */
  clock: TimerClock
  /** starts a tween on the frame loop (mutates display objects; never React state) */
  animate: (options: TweenOptions) => TweenHandle
  /** converts a point in canvas (screen) pixels to the 1280×720 design space (DESIGN.md) */
  toDesign: (point: { x: number; y: number }) => { x: number; y: number }
  /** true when the interface language is right-to-left: the renderer mirrors layout once, here */
  rtl: boolean
  /** Arabic, Hebrew and Chinese faces, loaded when a text needs them; absent in unit tests (no fonts) */
  fonts?: ScriptFonts
  /**
   * Rasterise and upload these texts now, ahead of showing them (idle text preparation, perf/README.md);
   * each call replaces the previous set. Absent where no stage runs (unit tests).
   */
  prepareText?: (items: readonly PreparedText[]) => void
  /**
   * The glyph atlas labels of unshaped scripts draw from (text/glyphAtlas.ts); absent where no stage runs
   * (unit tests) or when the stage was mounted with `textAtlas: false`: labels then draw canvas text.
   */
  glyphs?: PixiGlyphAtlas
  /**
   * WindowList's default for `renderGroup` (StageOptions.listRenderGroups; perf/README.md "Issue 19:
   * input latency levers"); absent: false.
   */
  listRenderGroups?: boolean
  /**
   * WindowList with imperative rows binds the rows outside its window after the key's frame (default
   * true; StageOptions.deferListMargins; perf/README.md "Issue 19, fourth session")
   */
  deferListMargins?: boolean
  /**
   * The screens' full-screen surfaces (primitives/Backdrop.tsx), drawn as the frame's clear colour where
   * nothing is drawn before them (stage/backdrops.ts); absent where no stage runs (unit tests): drawn.
   */
  backdrops?: Backdrops
}

export const RendererContext = createContext<RendererServices | null>(null)
/** id of the nearest focus container (null = scope root) */
export const FocusParentContext = createContext<string | null>(null)
/** id of the nearest mirrored ancestor */
export const MirrorParentContext = createContext<string | null>(null)
/** focus scope the subtree registers into */
export const FocusScopeContext = createContext<string>('root')

export function useRenderer(): RendererServices {
  const services = useContext(RendererContext)
  if (!services) throw new Error('Renderer primitives must be rendered inside <RendererProvider>')
  return services
}
