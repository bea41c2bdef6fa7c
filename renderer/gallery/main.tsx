import { DevOverlay } from '../devtools/DevOverlay'
import { mountStage } from '../stage/mountStage'
import { TextureCacheContext, createTextureCache } from '../textures/textureCacheContext'
import { Gallery } from './Gallery'
import { GALLERY_KEYS } from './galleryKeys'
import type { TimerClock } from '../time/timerClock'

// http://127.0.0.1:5173/v2/renderer/gallery/ (Vite dev server); ?animate=1 runs the spinner and the
// carousel autoplay; ?canvasText draws every label as canvas text instead of the glyph atlas (compare
// the two). The backtick key toggles the developer overlay.
// The gallery is the renderer's own page and imports nothing from src/, so it builds the browser clock
// the portal gets from src/time/clock.ts.
const clock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
}
const query = new URLSearchParams(location.search)
const stage = await mountStage({
  canvas: document.getElementById('portal') as HTMLCanvasElement,
  mirrorRoot: document.getElementById('scene-mirror'),
  clock,
  textAtlas: !query.has('canvasText'),
})
const animate = query.has('animate')
// the app owns its texture cache (a device capability sets the budget); the gallery uses the default
const textures = createTextureCache()
stage.render(
  <TextureCacheContext.Provider value={textures}>
    <Gallery animate={animate} />
  </TextureCacheContext.Provider>,
)
const { focus, keys, loop } = stage.services
// Test hooks: frames drawn so far (the idle test compares two readings instead of timing anything)
// and the texture cache's state (screenshots wait until no image is loading).
Object.defineProperty(window, '__portal', {
  value: { frames: () => loop.frames, textures: () => textures.stats() },
})
const overlay = new DevOverlay(stage.app, loop, document)
document.addEventListener('keydown', (event) => {
  if (event.key === '`') return overlay.toggle()
  const key = GALLERY_KEYS[event.key]
  if (!key) return
  event.preventDefault()
  stage.input(() => {
    if (keys.dispatch(focus.focusedId(), key)) return
    if (key === 'enter') focus.select()
    else if (key === 'up' || key === 'down' || key === 'left' || key === 'right') focus.move(key)
  })
})
