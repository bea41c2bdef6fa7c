import { roundRectMesh } from '../shapes/meshes'
import { ShapeView } from '../shapes/shapeView'

const WHITE = 0xffffff

/**
 * A filled, optionally rounded rectangle for imperative views (list rows: views/README in
 * renderer/views/index.ts). The geometry is drawn white once per size and coloured by tint, so a colour
 * change (a row becoming active) rebuilds nothing. Draws what primitives/Box draws for a plain fill.
 */
export class RectView {
  readonly node = new ShapeView()
  private _shape = ''

  /** Size and corner radius: the geometry is redrawn only when one of them changed. */
  size(width: number, height: number, radius = 0): void {
    const shape = `${width}|${height}|${radius}`
    if (shape === this._shape) return
    this._shape = shape
    this.node.shape = [{ mesh: roundRectMesh(width, height, radius), color: WHITE, alpha: 1 }]
  }

  set colour(colour: number) {
    this.node.tint = colour
  }

  place(x: number, y: number): void {
    this.node.position.set(x, y)
  }

  destroy(): void {
    this.node.destroy()
  }
}
