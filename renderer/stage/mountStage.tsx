import type { ReactNode } from 'react'
import { createRoot } from '@pixi/react'
import { Ticker, type Application } from 'pixi.js'
import { FocusEngine } from '../focus'
import { Tweens } from '../anim'
import { FrameLoop } from '../loop/FrameLoop'
import { commitNow } from '../react/flushSync'
import { SceneMirror } from '../mirror/SceneMirror'
import { RendererContext, type RendererServices } from '../react/context'
import { KeyHandlers } from '../react/keyHandlers'
import type { TimerClock } from '../time/timerClock'
import { capBatchTextures } from './pixiSetup'
import { TextPrep } from '../text/prepare'
import { createGlyphAtlas } from '../text/pixiGlyphs'
import { loadFonts, type FontFaceSpec } from '../text/fonts'
import { drawWithoutShippedFaces } from '../text/styles'
import { BOOT_FONTS, notoSansScriptSources } from '../text/notoSans'
import { notoScriptSources } from '../text/notoScripts'
import { ScriptFonts, weightBucket, type ScriptSources } from '../text/scriptFonts'
import { Backdrops } from './backdrops'

/** DESIGN.md: everything is laid out in 1280×720 design pixels and the stage is scaled to the screen. */
export const DESIGN_WIDTH = 1280
export const DESIGN_HEIGHT = 720
/** How long the first draw waits for the shipped fonts before it uses the machine's (then logs). */
export const FONT_TIMEOUT_MS = 3000
/** After the shipped fonts arrive late and the scene is drawn again with them, the glyph atlas it drew
 * from before is released this much later: long after the first frame of the new scene. */
export const LATE_FONTS_ATLAS_RELEASE_MS = 1000
/**
 * How long an Arabic, Hebrew or Chinese text waits for its face before it is drawn with the machine's
 * (then logs): longer than at boot, since a text drawn with the fallback keeps it (text/scriptFonts.ts)
 * and a TV without a CJK font would show boxes; nothing else waits meanwhile.
 */
export const SCRIPT_FONT_TIMEOUT_MS = 10_000

export type StageOptions = {
  canvas: HTMLCanvasElement
  /** element for the scene mirror, or null to disable it */
  mirrorRoot: HTMLElement | null
  /** false: the mirror keeps its root only (renderer/mirror/SceneMirror.ts SceneMirrorOptions) */
  mirrorNodes?: boolean
  /** device capabilities (PERF-NOTES.md levers) */
  resolution?: number
  maxBatchTextures?: number | null
  preferWebGLVersion?: 1 | 2
  rtl?: boolean
  /** the app's clock (DESIGN.md "One clock"): the renderer's timers run on it, so tests can step them */
  clock: TimerClock
  /** faces loaded before the first text is drawn; default: the shipped Noto Sans Latin (text/notoSans.ts) */
  fonts?: readonly FontFaceSpec[]
  /**
   * fonts of the scripts the boot faces lack (Latin Extended, Cyrillic, Greek, Arabic, Hebrew, Chinese),
   * loaded when a text needs them; default: the shipped Noto faces (text/notoSans.ts, text/notoScripts.ts)
   */
  scriptFonts?: ScriptSources
  /** where a font that failed or timed out is reported; default console.warn */
  log?: (message: string, detail?: unknown) => void
  /**
   * The key → pixel path (perf/README.md "Latency levers"). `commit` (default true): `input()` commits
   * the React updates a key causes inside the key's own task instead of a later scheduler task.
   * `draw` (default false): `input()` then draws the frame at once instead of at the next animation
   * frame. Perf pages turn them off to measure them.
   */
  input?: { commit?: boolean; draw?: boolean }
  /**
   * Labels of the scripts that need no shaping draw from a shared glyph atlas (default true;
   * text/glyphAtlas.ts); false draws every label as Pixi canvas text (a perf page variant measures it);
   * 'pairKerning' measures each new character pair on its own (GlyphAtlasOptions.pairKerning).
   */
  textAtlas?: boolean | 'pairKerning'
  /**
   * Every WindowList's strip is its own Pixi render group unless the list says otherwise (default false;
   * perf/README.md "Issue 19: input latency levers"): a scroll moves one group transform, and a change
   * inside the list rebuilds the list's instructions only, not the screen's. Not established as a gain
   * (more script per frame on the guide fixture), hence off.
   */
  listRenderGroups?: boolean
  /** imperative list rows outside the window are bound after the key's frame (default true) */
  deferListMargins?: boolean
}

export type StageHandle = {
  app: Application
  /** the renderer's services as scenes see them now (a direction change replaces the object) */
  readonly services: RendererServices
  render(scene: ReactNode): void
  /**
   * Handles one remote key: runs `handle` (the app's key dispatch) and, per `StageOptions.input`,
   * commits the scene changes it caused before returning and draws them.
   */
  input<R>(handle: () => R): R
  /**
   * Switches the layout direction at run time (the interface language changed): every useDir, Mirror,
   * Row and Label re-lays out from the next commit, without a reload; the scene mirror's root carries
   * `dir` and `lang` so screen readers and tests see the same.
   */
  setDirection(direction: { rtl: boolean; lang: string }): void
  /** The hotel theme's `options.animate`: false draws scrolls, slides and fades at their end (Tweens.motion). */
  setMotion(on: boolean): void
  /** how many tweens have run over time rather than jumped (Tweens.timed), for tests */
  timedTweens(): number
  destroy(): void
}

export async function mountStage(options: StageOptions): Promise<StageHandle> {
  capBatchTextures(options.maxBatchTextures ?? 1)
  // fonts load while Pixi starts; the handle (and so the first scene's text) waits for both
  const log =
    options.log ??
    ((message: string, detail?: unknown) => console.warn(message, ...(detail === undefined ? [] : [detail])))
  const setTimer = (callback: () => void, ms: number) => {
    const id = window.setTimeout(callback, ms)
    return () => window.clearTimeout(id)
  }
  // set once the stage is up: the shipped faces arrived after FONT_TIMEOUT_MS
  let lateFonts: () => void = () => {}
  let fontsLate = false
  const fontsReady = loadFonts(options.fonts ?? BOOT_FONTS, {
    timeoutMs: FONT_TIMEOUT_MS,
    log,
    setTimer,
    onLate: () => {
      fontsLate = true
      lateFonts()
    },
  })
  const scriptFonts = new ScriptFonts({
    sources: options.scriptFonts ?? {
      ...notoSansScriptSources(),
      ...notoScriptSources(import.meta.env.BASE_URL),
    },
    timeoutMs: SCRIPT_FONT_TIMEOUT_MS,
    log,
    setTimer,
  })
  const mirror = new SceneMirror(options.mirrorRoot, { nodes: options.mirrorNodes ?? true })
  const focus = new FocusEngine()
  let app: Application | null = null
  const newAtlas = () =>
    options.textAtlas === false
      ? undefined
      : createGlyphAtlas(options.canvas.ownerDocument, { pairKerning: options.textAtlas === 'pairKerning' })
  const glyphs = newAtlas()
  const backdrops = new Backdrops({ width: DESIGN_WIDTH, height: DESIGN_HEIGHT })
  const loop = new FrameLoop({
    render: () => {
      if (!app?.renderer) return
      // glyphs added since the last frame reach their page textures before anything draws them
      services.glyphs?.flush()
      // Pixi's system ticker (texture GC scheduler) is stopped below; it is pumped once per drawn frame.
      Ticker.system.update(performance.now())
      // the screen's surface as the clear colour when nothing is drawn before it (stage/backdrops.ts)
      if (backdrops.prepare(app.stage, app.renderer.screen)) {
        // alpha first: Pixi warns when a translucent colour follows an opaque one
        app.renderer.background.alpha = 0
        app.renderer.background.color = backdrops.clear
      }
      app.renderer.render({ container: app.stage })
    },
  })
  // One animation system on the one loop: the loop keeps drawing only while a tween runs.
  const tweens = new Tweens({ now: () => performance.now() })
  loop.add((now) => tweens.advance(now))
  const root = createRoot(options.canvas, {
    onInit(initialised) {
      app = initialised
      // Render on demand (DESIGN.md): without this, Ticker.system keeps a requestAnimationFrame loop
      // alive for the texture GC scheduler even when nothing is drawn (perf harness: 181 rAF calls and
      // 7 % of a core per idle 3 s → 0).
      initialised.ticker?.stop()
      Ticker.system.stop()
    },
  })
  const pixiOptions = {
    autoStart: false,
    sharedTicker: false,
    antialias: false,
    backgroundAlpha: 0,
    preference: 'webgl' as const,
    preferWebGLVersion: options.preferWebGLVersion ?? 2,
    skipExtensionImports: true,
    resolution: options.resolution ?? 1,
    autoDensity: true,
    width: DESIGN_WIDTH,
    height: DESIGN_HEIGHT,
  }
  const textPrep = new TextPrep(() => app?.renderer ?? null)
  let services: RendererServices = {
    loop,
    focus,
    mirror,
    keys: new KeyHandlers(),
    clock: options.clock,
    animate: (options) => {
      const handle = tweens.tween(options)
      loop.invalidate()
      return handle
    },
    rtl: options.rtl ?? false,
    fonts: scriptFonts,
    backdrops,
    ...(glyphs ? { glyphs } : {}),
    ...(options.listRenderGroups === undefined ? {} : { listRenderGroups: options.listRenderGroups }),
    ...(options.deferListMargins === undefined ? {} : { deferListMargins: options.deferListMargins }),
    // a text whose script face is not loaded yet is not prepared: its texture would keep the fallback
    // glyphs (text/scriptFonts.ts); the label draws it once the face is in
    prepareText: (items) =>
      textPrep.prepare(items.filter((item) => scriptFonts.ready(item.text, weightBucket(item.style.weight)))),
    toDesign: (point) => {
      const stage = app?.stage
      if (!stage) return point
      return { x: (point.x - stage.x) / stage.scale.x, y: (point.y - stage.y) / stage.scale.y }
    },
  }
  let scene: ReactNode = null
  const wrap = (next: ReactNode) => (
    <RendererContext.Provider value={services}>{next}</RendererContext.Provider>
  )
  mirror.setDirection(services.rtl ? 'rtl' : 'ltr')
  const started = await root.render(wrap(null), pixiOptions)
  // the shipped faces missed the timeout: texts are drawn from the machine's fonts until they arrive
  // (text/styles.ts), then again with them (lateFonts)
  if ((await fontsReady) === 'timeout' && !fontsLate) drawWithoutShippedFaces(true)
  app = started
  // The perf harness injects this hook (perf/lib/recorder.js) to count draw-loop frames, their JS time
  // and display objects; nothing defines it in the portal.
  const probe = (globalThis as { __stageProbe?: (stage: { app: Application; loop: FrameLoop }) => void })
    .__stageProbe
  probe?.({ app: started, loop })

  const resize = () => {
    if (!app?.renderer) return
    const width = window.innerWidth
    const height = window.innerHeight
    const scale = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT)
    app.renderer.resize(width, height)
    app.stage.scale.set(scale)
    app.stage.position.set((width - DESIGN_WIDTH * scale) / 2, (height - DESIGN_HEIGHT * scale) / 2)
    loop.invalidate()
  }
  resize()
  window.addEventListener('resize', resize)
  lateFonts = () => {
    drawWithoutShippedFaces(false)
    const old = services.glyphs
    // a new atlas: every label lays its text out again and list pools are made again (WindowList), with
    // the faces; committed now, so nothing draws from the old atlas after the next frame
    const fresh = old && newAtlas()
    services = fresh ? { ...services, glyphs: fresh } : { ...services }
    commitNow(() => void root.render(wrap(scene), pixiOptions))
    loop.invalidate()
    options.clock.setTimeout(() => old?.destroy(), LATE_FONTS_ATLAS_RELEASE_MS)
  }

  return {
    app: started,
    get services() {
      return services
    },
    input(handle) {
      const result = options.input?.commit === false ? handle() : commitNow(handle)
      if (options.input?.draw === true) loop.flush(performance.now())
      return result
    },
    render(next) {
      scene = next
      void root.render(wrap(scene), pixiOptions)
      loop.invalidate()
    },
    timedTweens: () => tweens.timed,
    setMotion(on) {
      tweens.motion = on
    },
    setDirection({ rtl, lang }) {
      mirror.setDirection(rtl ? 'rtl' : 'ltr', lang)
      if (rtl === services.rtl) return
      // a new services object: every useRenderer() consumer re-renders with the new direction (rare: a
      // language change), while the engine instances inside stay the same
      services = { ...services, rtl }
      void root.render(wrap(scene), pixiOptions)
      loop.invalidate()
    },
    destroy() {
      window.removeEventListener('resize', resize)
      loop.stop()
      app?.destroy()
    },
  }
}
