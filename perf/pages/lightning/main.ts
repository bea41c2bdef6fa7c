import { RendererMain, SdfTrFontFace, type INode, type ITextNode } from '@lightningjs/renderer'
import { SdfTextRenderer, WebGlCoreRenderer } from '@lightningjs/renderer/webgl'
// The MSDF atlases are not in the npm package (PERF-NOTES.md): Vite copies them into the bundle.
import regularAtlas from '../../../../shared/fonts/lightning-msdf/Ubuntu-Regular.msdf.png?url'
import regularData from '../../../../shared/fonts/lightning-msdf/Ubuntu-Regular.msdf.json?url'
import boldAtlas from '../../../../shared/fonts/lightning-msdf/Ubuntu-Bold.msdf.png?url'
import boldData from '../../../../shared/fonts/lightning-msdf/Ubuntu-Bold.msdf.json?url'
import { page, rowsToMount, step, windowStart } from '../../../renderer/lists/windowMath'
import {
  CHANNEL_WIDTH,
  COLORS,
  GRID_WIDTH,
  GRID_X,
  LIST_X,
  LIST_Y,
  PAGE_ROWS,
  PROGRESS_WIDTH,
  PROGRESS_X,
  ROW_HEIGHT,
  SCROLL_MS,
  VISIBLE_ROWS,
  channel,
  channelCount,
} from '../shared/fixture'

// The Lightning 3 peer: the same fixture written the way a Lightning app would (imperative nodes,
// a fixed pool of row slots whose texts change, the renderer's own animation). Colours are 0xRRGGBBAA.
const rgba = (color: number): number => ((color << 8) | 0xff) >>> 0
const length = channelCount()
const ACTIVE_SLOT = 3
const MARGIN = 1
const POOL = VISIBLE_ROWS + 2 * MARGIN

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
  title: ITextNode
  now: ITextNode
  next: ITextNode
  bar: INode
  cells: { box: INode; title: ITextNode }[]
}

const root = renderer.root
const header = text(root, LIST_X, 28, 28, COLORS.text, true)
header.text = 'TV Guide'
const counter = text(root, LIST_X + GRID_X + GRID_WIDTH - 120, 36, 18, COLORS.dim)
const width = GRID_X + GRID_WIDTH
const viewport = group(root, LIST_X, LIST_Y, width, VISIBLE_ROWS * ROW_HEIGHT)
viewport.clipping = true
// Children of a node whose bounds are off-screen are culled: the strip is as tall as its content.
const strip = group(viewport, 0, 0, width, POOL * ROW_HEIGHT)

const slots: Slot[] = []
for (let k = 0; k < POOL; k++) {
  const node = group(strip, 0, 0, width, ROW_HEIGHT)
  const box = rect(node, 0, 0, CHANNEL_WIDTH, ROW_HEIGHT - 4, COLORS.row)
  const slot: Slot = {
    node,
    box,
    number: text(node, 14, 10, 20, COLORS.dim),
    title: text(node, 70, 8, 20, COLORS.text, true),
    now: text(node, 70, 34, 15, COLORS.text),
    next: text(node, 70, 54, 14, COLORS.dim),
    // the track is created before the bar so it draws under it
    bar:
      (rect(node, PROGRESS_X, 40, PROGRESS_WIDTH, 6, COLORS.track),
      rect(node, PROGRESS_X, 40, 0, 6, COLORS.fill)),
    cells: [],
  }
  for (let c = 0; c < 6; c++) {
    const cellBox = rect(node, GRID_X, 0, 10, ROW_HEIGHT - 4, COLORS.cell)
    slot.cells.push({ box: cellBox, title: text(cellBox, 8, 28, 14, COLORS.text) })
  }
  slots.push(slot)
}

function fill(slot: Slot, index: number, active: boolean, y: number): void {
  const data = channel(index)
  const ink = rgba(active ? COLORS.activeText : COLORS.text)
  const dim = rgba(active ? COLORS.activeText : COLORS.dim)
  slot.node.y = y
  slot.box.color = rgba(active ? COLORS.active : COLORS.row)
  slot.number.text = data.number
  slot.number.color = dim
  slot.title.text = data.title
  slot.title.color = ink
  slot.now.text = data.now
  slot.now.color = ink
  slot.next.text = data.next
  slot.next.color = dim
  slot.bar.width = data.progress * PROGRESS_WIDTH
  slot.bar.color = rgba(active ? COLORS.activeText : COLORS.fill)
  data.cells.forEach((cell, k) => {
    const target = slot.cells[k]
    if (!target) return
    target.box.x = GRID_X + cell.x
    target.box.width = cell.width
    target.box.color = rgba(cell.now ? COLORS.cellNow : COLORS.cell)
    target.title.text = cell.title
  })
}

let index = 0
let shownStart = 0
let scroll: { stop(): void } | null = null
function show(): void {
  const spec = { length, rows: VISIBLE_ROWS, activeSlot: ACTIVE_SLOT, index, wrap: true }
  const start = windowStart(spec)
  for (const row of rowsToMount({ ...spec, margin: MARGIN })) {
    const slot = slots[row.key]
    if (slot) fill(slot, row.index, row.index === index, (row.position - start) * ROW_HEIGHT)
  }
  counter.text = `${index + 1} / ${length}`
  const delta = start - shownStart
  shownStart = start
  if (delta === 0) return
  // Same scroll as the other peers: jump back by the rows moved, ease to 0 (continuing a running one).
  scroll?.stop()
  if (Math.abs(delta) >= VISIBLE_ROWS) {
    // a page jump shows the new window at once, as WindowList does
    strip.y = 0
    return
  }
  strip.y = strip.y + delta * ROW_HEIGHT
  const animation = strip.animate({ y: 0 }, { duration: SCROLL_MS, easing: 'ease-out' })
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
const active = slots[ACTIVE_SLOT]?.title
active?.once('loaded', () => {
  requestAnimationFrame(() => {
    firstFrameMs = performance.now()
  })
})
show()

document.addEventListener('keydown', (event) => {
  const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
  const pages = event.key === 'PageDown' ? 1 : event.key === 'PageUp' ? -1 : 0
  if (delta === 0 && pages === 0) return
  event.preventDefault()
  index = pages !== 0 ? page(index, pages * PAGE_ROWS, length) : step(index, delta, length, true)
  show()
  // the harness's input latency: the change is in the scene now (perf/lib/recorder.js)
  window.__rec?.commit()
})
