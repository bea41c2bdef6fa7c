import { mountStage } from '../../../renderer/index'
import { channelCount } from '../shared/fixture'
import { Guide } from './Guide'

// The Pixi peer: our renderer exactly as the portal mounts it (mountStage: createRoot, batch cap,
// no ticker, render on demand), no scene mirror (production default), driven by ArrowUp/ArrowDown.
const stage = await mountStage({
  canvas: document.getElementById('portal') as HTMLCanvasElement,
  mirrorRoot: null,
})
const { loop, keys, focus } = stage.services
let committed = false
let firstFrameMs = -1
// The first frame that draws after the guide's first commit is the first frame showing the guide.
const unobserve = loop.observe(() => {
  if (!committed) return
  firstFrameMs = performance.now()
  unobserve()
})
window.__perf = {
  get firstFrameMs() {
    return firstFrameMs
  },
  frames: () => loop.frames,
}
const onCommit = () => {
  committed = true
  focus.focus('guide')
}
stage.render(<Guide length={channelCount()} onCommit={onCommit} />)

const KEYS: Readonly<Record<string, 'up' | 'down'>> = { ArrowUp: 'up', ArrowDown: 'down' }
document.addEventListener('keydown', (event) => {
  const key = KEYS[event.key]
  if (!key) return
  event.preventDefault()
  keys.dispatch(focus.focusedId(), key)
})
