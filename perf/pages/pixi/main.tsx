import type { ReactNode } from 'react'
import { mountStage, type WidgetKey } from '../../../renderer/index'
import { systemClock } from '../../../src/time/clock'
import { notoSansFaces } from '../../../renderer/text/notoSans'
import { channelCount, flag, sceneName } from '../shared/fixture'
import { Guide } from './Guide'
import { CarouselScene } from './CarouselScene'
import { Slideshow } from './Slideshow'
import { HomeScene } from './HomeScene'

// The Pixi peer: our renderer exactly as the portal mounts it (mountStage: createRoot, batch cap,
// no ticker, render on demand), no scene mirror (production default), driven by the arrow and page keys.
// Lever variants (PERF_PEERS=pixi:lever) are read from the query string (perf/README.md "Levers").
const stage = await mountStage({
  canvas: document.getElementById('portal') as HTMLCanvasElement,
  mirrorRoot: null,
  clock: systemClock,
  ...(flag('batch16') ? { maxBatchTextures: null } : flag('batch2') ? { maxBatchTextures: 2 } : {}),
  ...(flag('res075') ? { resolution: 0.75 } : {}),
  // the key → pixel path (perf/README.md "Latency levers"): ?asyncInput commits a key's change in a
  // later task as @pixi/react alone does, ?drawNow draws it in the key's task
  input: { commit: !flag('asyncInput'), draw: flag('drawNow') },
  // ?canvasText: every label as Pixi canvas text instead of the glyph atlas; ?pairKerning: the atlas
  // measures each new character pair on its own (before issue 19's line-width kerning)
  textAtlas: flag('canvasText') ? false : flag('pairKerning') ? 'pairKerning' : true,
  // ?listGroup: every WindowList's strip as its own Pixi render group (perf/README.md "Issue 19")
  listRenderGroups: flag('listGroup'),
  // ?eagerMargins: list rows outside the window bound in the key's task, as before issue 19's fourth
  // session (the default binds them after the key's frame: perf/README.md "Issue 19, fourth session")
  deferListMargins: !flag('eagerMargins'),
  // ?allFonts: the first frame waits for Noto Sans's Latin, Latin Extended, Cyrillic and Greek subsets
  // (24 files), as BOOT_FONTS did until issue 19's fourth session, not for Latin's six only
  // (perf/README.md "Issue 19: heap and first frame": the fonts were the boot's critical path)
  ...(flag('allFonts') ? { fonts: notoSansFaces(['latin', 'latin-ext', 'cyrillic', 'greek']) } : {}),
})
const { loop, keys, focus } = stage.services
let committed = false
let firstFrameMs = -1
// The first frame that draws after the scene's first commit is the first frame showing it.
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
const onCommit = (focusId: string) => {
  committed = true
  focus.focus(focusId)
}
// the CMS rows load as their own chunk: the other scenes' boot JS stays what it was; so does the VOD grid,
// whose module builds its 2,000 films at import (91 KB of the guide's heap, perf/README.md "Issue 19: heap
// and first frame")
const { CmsRowsScene } = sceneName() === 'cmsrows' ? await import('./CmsRowsScene') : { CmsRowsScene: null }
const { VodGridScene } = sceneName() === 'vodgrid' ? await import('./VodGridScene') : { VodGridScene: null }
const scenes: Record<ReturnType<typeof sceneName>, () => ReactNode> = {
  guide: () => <Guide length={channelCount()} onCommit={onCommit} />,
  carousel: () => <CarouselScene onCommit={onCommit} />,
  slideshow: () => <Slideshow onCommit={onCommit} />,
  home: () => <HomeScene onCommit={onCommit} />,
  vodgrid: () => (VodGridScene ? <VodGridScene onCommit={onCommit} /> : null),
  cmsrows: () => (CmsRowsScene ? <CmsRowsScene onCommit={onCommit} /> : null),
}
stage.render(scenes[sceneName()]())

const KEYS: Readonly<Record<string, WidgetKey>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  PageUp: 'ch_up',
  PageDown: 'ch_down',
}
document.addEventListener('keydown', (event) => {
  const key = KEYS[event.key]
  if (!key) return
  event.preventDefault()
  stage.input(() => keys.dispatch(focus.focusedId(), key))
})
