import type { Application } from 'pixi.js'
import type { FrameLoop } from '../loop/FrameLoop'

const HISTORY = 120
const WIDTH = 240
const HEIGHT = 96
/** bars are scaled so this frame time fills the graph (two 60 fps frames) */
const GRAPH_MAX_MS = 33.4

type GlLike = { drawElements: (...args: never[]) => void; drawArrays: (...args: never[]) => void }
type TextureSystemLike = { managedTextures?: Array<{ pixelWidth?: number; pixelHeight?: number } | null> }

/**
 * Developer overlay: frame-time graph, FPS, draw calls and texture memory. A small DOM canvas (2D), so
 * showing it never adds work to the WebGL scene it measures. Off by default; toggled by a key.
 */
export class DevOverlay {
  private readonly _canvas: HTMLCanvasElement
  private readonly _times = new Float32Array(HISTORY)
  private readonly _stamps = new Float64Array(HISTORY)
  private _cursor = 0
  private _drawCalls = 0
  private _lastDrawCalls = 0
  private _detach: (() => void) | null = null

  constructor(
    private readonly _app: Application,
    private readonly _loop: FrameLoop,
    doc: Document,
  ) {
    this._canvas = doc.createElement('canvas')
    this._canvas.width = WIDTH
    this._canvas.height = HEIGHT
    this._canvas.setAttribute('aria-hidden', 'true')
    this._canvas.style.cssText = 'position:absolute;top:8px;left:8px;z-index:10;pointer-events:none'
  }

  get visible(): boolean {
    return this._detach !== null
  }

  toggle(): void {
    if (this._detach) this.hide()
    else this.show()
  }

  show(): void {
    if (this._detach) return
    const gl = (this._app.renderer as unknown as { gl?: GlLike }).gl
    const restore = gl ? this._countDrawCalls(gl) : () => {}
    const unobserve = this._loop.observe((frameMs, now) => this._record(frameMs, now))
    this._canvas.ownerDocument.body.appendChild(this._canvas)
    this._detach = () => {
      restore()
      unobserve()
      this._canvas.remove()
    }
    this._loop.invalidate()
  }

  hide(): void {
    this._detach?.()
    this._detach = null
  }

  private _countDrawCalls(gl: GlLike): () => void {
    const { drawElements, drawArrays } = gl
    gl.drawElements = (...args) => {
      this._drawCalls++
      drawElements.apply(gl, args)
    }
    gl.drawArrays = (...args) => {
      this._drawCalls++
      drawArrays.apply(gl, args)
    }
    return () => {
      gl.drawElements = drawElements
      gl.drawArrays = drawArrays
    }
  }

  private _record(frameMs: number, now: number): void {
    this._times[this._cursor] = frameMs
    this._stamps[this._cursor] = now
    this._cursor = (this._cursor + 1) % HISTORY
    this._lastDrawCalls = this._drawCalls
    this._drawCalls = 0
    this._paint(now)
  }

  private _textureBytes(): number {
    const system = (this._app.renderer as unknown as { texture?: TextureSystemLike }).texture
    let bytes = 0
    for (const source of system?.managedTextures ?? [])
      bytes += (source?.pixelWidth ?? 0) * (source?.pixelHeight ?? 0) * 4
    return bytes
  }

  private _paint(now: number): void {
    const ctx = this._canvas.getContext('2d')
    if (!ctx) return
    ctx.fillStyle = 'rgba(0,0,0,0.75)'
    ctx.fillRect(0, 0, WIDTH, HEIGHT)
    let framesLastSecond = 0
    for (let i = 0; i < HISTORY; i++) {
      const age = now - (this._stamps[i] ?? 0)
      if (age >= 0 && age < 1000) framesLastSecond++
      const index = (this._cursor + i) % HISTORY
      const ms = this._times[index] ?? 0
      const h = Math.min(1, ms / GRAPH_MAX_MS) * (HEIGHT - 40)
      ctx.fillStyle = ms > 16.7 ? '#d9534f' : '#5cb85c'
      ctx.fillRect(i * (WIDTH / HISTORY), HEIGHT - h, WIDTH / HISTORY, h)
    }
    const last = this._times[(this._cursor + HISTORY - 1) % HISTORY] ?? 0
    ctx.fillStyle = '#fff'
    ctx.font = '11px monospace'
    ctx.fillText(`frames/s ${framesLastSecond}  frame ${last.toFixed(1)} ms`, 6, 14)
    ctx.fillText(`draws ${this._lastDrawCalls}  tex ${(this._textureBytes() / 1048576).toFixed(1)} MB`, 6, 28)
  }
}
