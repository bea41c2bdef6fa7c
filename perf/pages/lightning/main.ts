import { RendererMain, SdfTrFontFace, type INode, type ITextNode } from '@lightningjs/renderer'
import { SdfTextRenderer, WebGlCoreRenderer } from '@lightningjs/renderer/webgl'
// The MSDF atlases are not in the npm package (PERF-NOTES.md): Vite copies them into the bundle.
import regularAtlas from '../../../../shared/fonts/lightning-msdf/Ubuntu-Regular.msdf.png?url'
import regularData from '../../../../shared/fonts/lightning-msdf/Ubuntu-Regular.msdf.json?url'
import boldAtlas from '../../../../shared/fonts/lightning-msdf/Ubuntu-Bold.msdf.png?url'
import boldData from '../../../../shared/fonts/lightning-msdf/Ubuntu-Bold.msdf.json?url'
import { page, rowsToMount, step, windowStart } from '../../../renderer/lists/windowMath'
import { COLORS, channelCount } from '../shared/fixture'
import {
  GUIDE,
  GUIDE_COLORS,
  GUIDE_HEADER,
  GUIDE_ROW as R,
  SettledList,
  guideLineUp,
  guideNow,
  guideNumber,
} from '../shared/guide'

// The Lightning 3 peer: the Live TV list fixture written the way a Lightning app would (imperative
// nodes, a fixed pool of row slots whose texts change, the renderer's own animation), with the same
// guide and logo rules as the product (SettledList). Colours are 0xRRGGBBAA.
const rgba = (color: number): number => ((color << 8) | 0xff) >>> 0
const length = channelCount()
const channels = guideLineUp(length)
const POOL = GUIDE.rows + 2 * GUIDE.margin
const renderer = new RendererMain(
  {
    appWidth: 1280,
    appHeight: 720,
    clearColor: rgba(COLORS.background),
    renderEngine: WebGlCoreRenderer,
    fontEngines: [SdfTextRenderer],
  },
  'app',
)
const stage = renderer.stage
const metrics = { ascender: 776, descender: -185, lineGap: 56, unitsPerEm: 1000 }
stage.fontManager.addFontFace(
  new SdfTrFontFace('msdf', {
    fontFamily: 'Ubuntu',
    descriptors: {},
    atlasUrl: regularAtlas,
    atlasDataUrl: regularData,
    stage,
    metrics,
  }),
)
// the bold atlas lacks metrics: these are read from the TTF (PERF-NOTES.md)
stage.fontManager.addFontFace(
  new SdfTrFontFace('msdf', {
    fontFamily: 'UbuntuBold',
    descriptors: {},
    atlasUrl: boldAtlas,
    atlasDataUrl: boldData,
    stage,
    metrics,
  }),
)

// A node without a colour draws as an opaque white rectangle: containers get color 0.
const group = (parent: INode, x: number, y: number, width: number, height: number): INode =>
  renderer.createNode({ parent, x, y, width, height, color: 0 })
const rect = (parent: INode, x: number, y: number, width: number, height: number, color: number): INode =>
  renderer.createNode({ parent, x, y, width, height, color: rgba(color) })
const text = (parent: INode, x: number, y: number, size: number, color: number, bold = false): ITextNode =>
  renderer.createTextNode({
    parent,
    x,
    y,
    text: '',
    fontFamily: bold ? 'UbuntuBold' : 'Ubuntu',
    fontSize: size,
    color: rgba(color),
  })

type Slot = {
  node: INode
  box: INode
  number: ITextNode
  logo: INode
  title: ITextNode
  programme: ITextNode
  track: INode
  bar: INode
}

const root = renderer.root
const header = text(root, GUIDE.x, GUIDE_HEADER.titleY, GUIDE_HEADER.titleSize, GUIDE_COLORS.header, true)
header.text = GUIDE_HEADER.title
const counter = text(
  root,
  GUIDE.x + GUIDE.width - 120,
  GUIDE_HEADER.countY,
  GUIDE_HEADER.countSize,
  GUIDE_COLORS.dim,
)
const viewport = group(root, GUIDE.x, GUIDE.y, GUIDE.width, GUIDE.rows * GUIDE.rowHeight)
viewport.clipping = true
// Children of a node whose bounds are off-screen are culled: the strip is as tall as its content.
const strip = group(viewport, 0, 0, GUIDE.width, POOL * GUIDE.rowHeight)

const slots: Slot[] = []
for (let k = 0; k < POOL; k++) {
  const node = group(strip, 0, 0, GUIDE.width, GUIDE.rowHeight)
  const { logo, progress } = R
  slots.push({
    node,
    box: rect(node, 0, 0, GUIDE.width, R.boxHeight, GUIDE_COLORS.row),
    number: text(node, R.number.x, R.number.y, R.number.size, GUIDE_COLORS.dim),
    logo: rect(node, logo.x, logo.y, logo.width, logo.height, GUIDE_COLORS.placeholder),
    title: text(node, R.title.x, R.title.y, R.title.size, GUIDE_COLORS.text, true),
    programme: text(node, R.programme.x, R.programme.y, R.programme.size, GUIDE_COLORS.dim),
    // the track is created before the bar so it draws under it
    track: rect(node, progress.x, progress.y, progress.width, progress.height, GUIDE_COLORS.track),
    bar: rect(node, progress.x, progress.y, 0, progress.height, GUIDE_COLORS.fill),
  })
}

let index = 0
let shownStart = 0
let scroll: { stop(): void } | null = null
const mounted = () =>
  rowsToMount({
    length,
    rows: GUIDE.rows,
    activeSlot: GUIDE.activeSlot,
    index,
    wrap: true,
    margin: GUIDE.margin,
  })
const settled = new SettledList(length, () => show())

function fill(slot: Slot, row: number, active: boolean, y: number): void {
  const channel = channels[row]!
  const now = settled.hasGuide(row) ? guideNow(row, Date.now()) : null
  const ink = rgba(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.text)
  const dim = rgba(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.dim)
  slot.node.y = y
  slot.box.color = rgba(active ? GUIDE_COLORS.active : GUIDE_COLORS.row)
  slot.number.text = guideNumber(channel)
  slot.number.color = dim
  const logo = settled.hasLogo(row)
  slot.logo.src = logo ? channel.logo : null
  slot.logo.color = logo ? 0xffffffff : rgba(GUIDE_COLORS.placeholder)
  slot.title.text = channel.title
  slot.title.color = ink
  slot.programme.text = now?.title ?? ''
  slot.programme.color = dim
  slot.track.alpha = now ? 1 : 0
  slot.bar.alpha = now ? 1 : 0
  slot.bar.width = (now?.progress ?? 0) * R.progress.width
  slot.bar.color = rgba(active ? GUIDE_COLORS.activeText : GUIDE_COLORS.fill)
}

function show(): void {
  const start = windowStart({ length, rows: GUIDE.rows, activeSlot: GUIDE.activeSlot, index, wrap: true })
  for (const row of mounted()) {
    const slot = slots[row.key]
    if (slot) fill(slot, row.index, row.index === index, (row.position - start) * GUIDE.rowHeight)
  }
  counter.text = `${index + 1} / ${length}`
  const delta = start - shownStart
  shownStart = start
  if (delta === 0) return
  // Same scroll as the other peers: jump back by the rows moved, ease to 0 (continuing a running one).
  scroll?.stop()
  if (Math.abs(delta) >= GUIDE.rows) {
    // a page jump shows the new window at once, as WindowList does
    strip.y = 0
    return
  }
  strip.y = strip.y + delta * GUIDE.rowHeight
  const animation = strip.animate({ y: 0 }, { duration: GUIDE.scrollMs, easing: 'ease-out' })
  scroll = animation
  animation.start()
}

let firstFrameMs = -1
window.__perf = {
  get firstFrameMs() {
    return firstFrameMs
  },
  // Lightning's loop polls for changes every ~16 ms; its idle cost shows in raf_calls instead
  frames: () => null,
  objects: () => countNodes(renderer.root),
}
function countNodes(node: INode): number {
  return 1 + node.children.reduce((total, child) => total + countNodes(child), 0)
}
// Clipped or off-screen text never fires `loaded` (PERF-NOTES.md): wait on the active row's title only.
const active = slots[GUIDE.activeSlot]?.title
active?.once('loaded', () => {
  requestAnimationFrame(() => {
    firstFrameMs = performance.now()
  })
})
settled.start(
  0,
  mounted().map((row) => row.index),
)
show()

document.addEventListener('keydown', (event) => {
  const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
  const pages = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0
  if (delta === 0 && pages === 0) return
  event.preventDefault()
  index = pages !== 0 ? page(index, pages * GUIDE.pageRows, length) : step(index, delta, length, true)
  settled.moved(index, () => mounted().map((row) => row.index))
  show()
  // the harness's input latency: the change is in the scene now (perf/lib/recorder.js)
  window.__rec?.commit()
})
