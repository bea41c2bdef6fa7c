// The video plays behind the transparent canvas: the DOM <video> or the TV's own video window, placed in
// screen pixels by the platform bridge (adapters spec: setWindow). Scenes think in the 1280×720 design
// space; this converts a rectangle the stage has already transformed (scaled and letterboxed to the
// screen) from canvas pixels to page CSS pixels.

export type ScreenRect = { x: number; y: number; width: number; height: number }

export type CanvasPlacement = {
  /** the canvas element's box on the page (getBoundingClientRect) */
  bounds: { left: number; top: number; width: number; height: number }
  /** the renderer's screen size in canvas pixels (app.screen) */
  screen: { width: number; height: number }
}

/** Whole CSS pixels of the rectangle between two canvas-pixel corners. */
export function toScreenRect(
  topLeft: { x: number; y: number },
  bottomRight: { x: number; y: number },
  { bounds, screen }: CanvasPlacement,
): ScreenRect {
  const sx = screen.width > 0 ? bounds.width / screen.width : 1
  const sy = screen.height > 0 ? bounds.height / screen.height : 1
  const left = Math.round(bounds.left + topLeft.x * sx)
  const top = Math.round(bounds.top + topLeft.y * sy)
  const right = Math.round(bounds.left + bottomRight.x * sx)
  const bottom = Math.round(bounds.top + bottomRight.y * sy)
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

export function sameRect(a: ScreenRect | null, b: ScreenRect): boolean {
  return a !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
}
