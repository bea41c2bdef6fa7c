import { createRoot } from 'react-dom/client'
import { channelCount } from '../shared/fixture'
import { Guide } from './Guide'

// The DOM peer laid out in the same 1280×720 design space as the canvas peers.
const element = document.getElementById('root') as HTMLElement
element.style.cssText = 'position:relative;width:1280px;height:720px;overflow:hidden'
let firstFrameMs = -1
let committed = false
window.__perf = {
  get firstFrameMs() {
    return firstFrameMs
  },
  // the DOM has no render loop of its own to count
  frames: () => null,
}
// The first rAF after the first commit: the frame that paints the guide.
const onCommit = () => {
  if (committed) return
  committed = true
  requestAnimationFrame(() => {
    firstFrameMs = performance.now()
  })
}
createRoot(element).render(<Guide length={channelCount()} onCommit={onCommit} />)
