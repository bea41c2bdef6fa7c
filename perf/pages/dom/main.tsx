import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { channelCount, sceneName } from '../shared/fixture'
import { Guide } from './Guide'
import { CarouselScene } from './CarouselScene'
import { Slideshow } from './Slideshow'
import { HomeScene } from './HomeScene'
import { VodGridScene } from './VodGridScene'

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
// The first rAF after the first commit: the frame that paints the scene.
const onCommit = () => {
  if (committed) return
  committed = true
  requestAnimationFrame(() => {
    firstFrameMs = performance.now()
  })
}
// the CMS rows load as their own chunk: the other scenes' boot JS stays what it was
const { CmsRowsScene } = sceneName() === 'cmsrows' ? await import('./CmsRowsScene') : { CmsRowsScene: null }
const scenes: Record<ReturnType<typeof sceneName>, () => ReactNode> = {
  guide: () => <Guide length={channelCount()} onCommit={onCommit} />,
  carousel: () => <CarouselScene onCommit={onCommit} />,
  slideshow: () => <Slideshow onCommit={onCommit} />,
  home: () => <HomeScene onCommit={onCommit} />,
  vodgrid: () => <VodGridScene onCommit={onCommit} />,
  cmsrows: () => (CmsRowsScene ? <CmsRowsScene onCommit={onCommit} /> : null),
}
createRoot(element).render(scenes[sceneName()]())
