// Where the texts are drawn, for browser tests: the scene mirror says what a label reads and what it
// cuts (data-cut), not where it is, so two captions drawn over each other (an RTL row whose parts met,
// a caption longer in one language than its neighbour's gap) passed every test that read names. These
// read the scene graph itself: every text drawn (Label's glyph runs and canvas texts, the imperative rows'
// glyph runs) with its bounds on the screen, clipped as drawn, and the layer it is in; and every picture
// and filled box, in draw order with the texts, so that a text one is drawn over can be found too.
import { Bounds, Texture, type Container } from 'pixi.js'
import { RectClip } from '../stage/scissorClip'
import { CanvasText } from '../text/canvasText'
import { meshArea, meshBounds } from '../shapes/meshes'
import { SHAPE_PIPE, type Shape } from '../shapes/shapeView'
import type { DrawnBox, TextBox } from './textOverlaps'

/** the container the screens are drawn in (App); its parent's children are the layers */
export const SCREEN_LAYER_LABEL = 'screen'
/** a text more transparent than this is not seen (a fade's end) */
const SEEN_ALPHA = 0.01

type Node = Container & { renderPipeId?: string; text?: unknown; texture?: Texture; shape?: Shape }

const isText = (node: Node) => node.renderPipeId === 'glyphRun' || node instanceof CanvasText
/** a picture: a sprite showing a texture of its own (not the white or empty one a placeholder shows) */
const isImage = (node: Node) =>
  node.renderPipeId === 'sprite' && node.texture !== Texture.WHITE && node.texture !== Texture.EMPTY
/** a part at least this opaque hides what is under it */
const OPAQUE_ALPHA = 0.5
/** a part that covers at least this share of its own bounds is a fill (a border covers far less) */
const FILLED_SHARE = 0.8

/** a filled box (renderer/shapes): some part of it covers its bounds, opaque enough to hide a text */
function isFilledBox(node: Node): boolean {
  if (node.renderPipeId !== SHAPE_PIPE || !node.shape) return false
  return node.shape.some(({ mesh, alpha }) => {
    const bounds = meshBounds(mesh)
    if (alpha < OPAQUE_ALPHA || !bounds) return false
    const area = (bounds.maxX - bounds.minX) * (bounds.maxY - bounds.minY)
    return area > 0 && meshArea(mesh) >= FILLED_SHARE * area
  })
}

function find(node: Container, label: string): Container | null {
  if (node.label === label) return node
  for (const child of node.children) {
    const found = find(child, label)
    if (found) return found
  }
  return null
}

type Rect = { minX: number; minY: number; maxX: number; maxY: number }

const within = (a: Rect, b: Rect | null): Rect =>
  b
    ? {
        minX: Math.max(a.minX, b.minX),
        minY: Math.max(a.minY, b.minY),
        maxX: Math.min(a.maxX, b.maxX),
        maxY: Math.min(a.maxY, b.maxY),
      }
    : a

/** the screen rectangle a container's rectangle clips (scissorClip.ts RectClip) its drawing to, if any */
function clipOf(node: Container): Rect | null {
  const clip = node.effects?.find((effect) => effect instanceof RectClip)
  if (!clip) return null
  const bounds = new Bounds()
  bounds.addFrame(0, 0, clip.width, clip.height, node.getGlobalTransform())
  return { minX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY }
}

/**
 * Every text, picture and filled box drawn under `root` that a guest can see (visible, not faded out, not
 * clipped away, on the `screen` when given), in the order they are drawn.
 */
export function drawnBoxes(root: Container, screen?: { width: number; height: number }): DrawnBox[] {
  const layers = find(root, SCREEN_LAYER_LABEL)?.parent ?? null
  const boxes: DrawnBox[] = []
  const walk = (node: Node, alpha: number, layer: number, clipped: Rect | null) => {
    const seen = alpha * node.alpha
    if (!node.visible || !node.renderable || seen < SEEN_ALPHA) return
    const ownClip = clipOf(node)
    const clip = ownClip ? within(ownClip, clipped) : clipped
    const kind = isText(node) ? 'text' : isImage(node) ? 'image' : isFilledBox(node) ? 'box' : null
    if (kind) {
      // cut at the clips around it, as it is drawn
      const box = within(node.getBounds(), clip)
      const width = box.maxX - box.minX
      const height = box.maxY - box.minY
      if (width >= 1 && height >= 1)
        boxes.push({
          kind,
          text: typeof node.text === 'string' ? node.text : node.label || `(${kind})`,
          layer,
          x: Math.round(box.minX),
          y: Math.round(box.minY),
          width: Math.round(width),
          height: Math.round(height),
        })
    }
    node.children.forEach((child, index) => walk(child, seen, node === layers ? index : layer, clip))
  }
  // what lies past the canvas's edges is not seen either
  walk(root, 1, -1, screen ? { minX: 0, minY: 0, maxX: screen.width, maxY: screen.height } : null)
  return boxes
}

/** Every text drawn under `root` that a guest can see: visible, not faded out, not clipped away. */
export const textBoxes = (root: Container, screen?: { width: number; height: number }): TextBox[] =>
  drawnBoxes(root, screen)
    .filter((box) => box.kind === 'text')
    .map(({ kind: _kind, ...box }) => box)
