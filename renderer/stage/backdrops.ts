// A screen's full-screen surface drawn as the frame's clear colour (issue 19, perf/README.md "Backdrop as
// the clear colour"). The GPU of a TV, and SwiftShader here, pays for every pixel a frame blends: a
// full-screen surface Box is about a million blended pixels each frame, the cost of a whole second
// composite. The frame is cleared anyway, so when nothing is drawn before the surface it is cleared to the
// surface's colour instead and the Box is not drawn. Where something is drawn before it (a background
// picture under a translucent screen), or the surface does not cover the canvas (a letterboxed stage), the
// Box is drawn as before: the result is the same pixels either way.
import { Matrix, type Container } from 'pixi.js'

/** One mounted Backdrop (renderer/primitives/Backdrop.tsx). */
export type BackdropEntry = {
  /** the Backdrop's container: what is drawn before it decides */
  node: Container
  /** the full-screen surface, hidden while the clear colour stands in for it */
  surface: Container
  /** 0xRRGGBB */
  fill: number
  alpha: number
}

/** A clear colour as WebGL takes it with a premultiplied-alpha canvas: [r·a, g·a, b·a, a], 0–1. */
export type ClearColour = [number, number, number, number]

/** The clear colour of a frame with no backdrop: transparent, the video layer shows through. */
export const TRANSPARENT: ClearColour = [0, 0, 0, 0]

/** Does `node` draw anything: a visible view (Graphics, Sprite, Text) in it, itself included. */
function drawsSomething(node: Container): boolean {
  if (!node.visible || !node.renderable || node.alpha <= 0) return false
  if ((node as { renderPipeId?: string }).renderPipeId !== undefined) return true
  for (const child of node.children) if (drawsSomething(child)) return true
  return false
}

/** True when nothing of `root`'s tree is drawn before `node` and every ancestor of it is visible. */
export function drawnFirst(node: Container, root: Container): boolean {
  for (let child = node; child !== root;) {
    const parent = child.parent
    if (!parent || !child.visible || !child.renderable) return false
    for (const sibling of parent.children) {
      if (sibling === child) break
      if (drawsSomething(sibling)) return false
    }
    child = parent
  }
  return root.visible
}

/** The product of the alphas from `node` up to `root`, both included. */
function alphaTo(node: Container, root: Container): number {
  let alpha = 1
  for (let at: Container | null = node; at; at = at === root ? null : at.parent) alpha *= at.alpha
  return alpha
}

type Size = { width: number; height: number }

const scratch = new Matrix()

/**
 * Does the `design` rectangle under `node` (its 0, 0 to the design width and height) cover the whole
 * `view` (CSS pixels), unrotated? A slid or scaled screen, or a letterboxed stage, does not. The transform
 * is taken from the local transforms up to `root` (the stage), so it is this frame's, before Pixi updates
 * its world transforms in the render.
 */
export function coversView(node: Container, root: Container, design: Size, view: Size): boolean {
  // up from the node: each ancestor's transform goes before what is below it (no per-frame array)
  const m = scratch.identity()
  for (let at: Container | null = node; at; at = at === root ? null : at.parent) {
    at.updateLocalTransform()
    m.prepend(at.localTransform)
  }
  const HALF = 0.5
  return (
    m.b === 0 &&
    m.c === 0 &&
    m.tx <= HALF &&
    m.ty <= HALF &&
    m.tx + m.a * design.width >= view.width - HALF &&
    m.ty + m.d * design.height >= view.height - HALF
  )
}

/** The mounted backdrops; the stage asks, before each frame, which one (if any) is the clear colour. */
export class Backdrops {
  private readonly entries: BackdropEntry[] = []

  /** `design`: the size a Backdrop's surface has (the stage's design size, 1280×720) */
  constructor(private readonly design: Size) {}

  /** registers a Backdrop; returns its removal */
  add(entry: BackdropEntry): () => void {
    this.entries.push(entry)
    return () => {
      const at = this.entries.indexOf(entry)
      if (at >= 0) this.entries.splice(at, 1)
      entry.surface.visible = true
    }
  }

  /** the frame's clear colour as the last `prepare` chose it (one array, rewritten in place) */
  readonly clear: ClearColour = [...TRANSPARENT]

  /**
   * Before a frame of `root` over a `view`-sized canvas: the backdrop drawn first and covering the canvas
   * gives the clear colour (`clear`) and hides its surface; every other backdrop draws its surface.
   * Changes a surface's visibility only when the choice changed (a change rebuilds Pixi's instructions).
   * Returns whether `clear` changed.
   */
  prepare(root: Container, view: Size): boolean {
    let chosen: BackdropEntry | null = null
    for (const entry of this.entries) {
      const first = !chosen && drawnFirst(entry.node, root) && coversView(entry.node, root, this.design, view)
      if (entry.surface.visible === first) entry.surface.visible = !first
      if (first) chosen = entry
    }
    const alpha = chosen ? chosen.alpha * alphaTo(chosen.node, root) : 0
    const fill = chosen?.fill ?? 0
    let changed = false
    for (let i = 0; i < 4; i++) {
      const value = i === 3 ? alpha : (((fill >> (16 - 8 * i)) & 0xff) / 255) * alpha
      if (this.clear[i] === value) continue
      this.clear[i] = value
      changed = true
    }
    return changed
  }
}
