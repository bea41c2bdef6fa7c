import { DevOverlay } from '../devtools/DevOverlay'
import { mountStage } from '../stage/mountStage'
import { Gallery } from './Gallery'
import { GALLERY_KEYS } from './keys'

const stage = await mountStage({
  canvas: document.getElementById('portal') as HTMLCanvasElement,
  mirrorRoot: document.getElementById('scene-mirror'),
})
stage.render(<Gallery />)
const { focus, keys } = stage.services
Object.defineProperty(window, '__portal', { value: { frames: () => stage.services.loop.frames } })
const overlay = new DevOverlay(stage.app, stage.services.loop, document)
document.addEventListener('keydown', (event) => {
  if (event.key === '`') return overlay.toggle()
  const key = GALLERY_KEYS[event.key]
  if (!key) return
  event.preventDefault()
  if (keys.dispatch(focus.focusedId(), key)) return
  if (key === 'enter') focus.select()
  else if (key === 'up' || key === 'down' || key === 'left' || key === 'right') focus.move(key)
})
requestAnimationFrame(() => focus.focus('tile-1'))
