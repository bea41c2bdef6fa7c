import { Container } from 'pixi.js'
import { progressFillWidth } from '../primitives/ProgressBar'
import { RectView } from './RectView'

export type ProgressLook = { value: number; trackColour: number; fillColour: number; rtl: boolean }

/**
 * primitives/ProgressBar as an imperative view: a track and a fill, rounded ends, filling from the right
 * in RTL layouts. Only the fill's width redraws geometry; colours are tints.
 */
export class ProgressView {
  readonly node = new Container()
  private readonly _track = new RectView()
  private readonly _fill = new RectView()

  constructor(
    private readonly _width: number,
    private readonly _height = 8,
    private readonly _radius = _height / 2,
  ) {
    this._track.size(_width, _height, _radius)
    this.node.addChild(this._track.node, this._fill.node)
  }

  /** The width the fill draws for `value` (0..1, clamped; NaN counts as 0), as ProgressBar's. */
  fillWidth(value: number): number {
    return progressFillWidth(value, this._width, this._radius)
  }

  set({ value, trackColour, fillColour, rtl }: ProgressLook): void {
    const width = this.fillWidth(value)
    this._track.colour = trackColour
    this._fill.size(width, this._height, this._radius)
    this._fill.colour = fillColour
    this._fill.place(rtl ? this._width - width : 0, 0)
    this._fill.node.visible = width > 0
  }

  destroy(): void {
    this.node.destroy({ children: true })
  }
}
