import { Container, Rectangle, Sprite, Texture } from 'pixi.js'
import { fitImage, IMAGE_LOOK, type ImageFit } from '../primitives/imageFit'
import { gatedAcquire } from '../textures/loadGate'
import type { LoadedTexture } from '../textures/TextureCache'
import { RectView } from './RectView'
import type { ViewServices } from './services'
import { TextView } from './TextView'

export type ImageViewOptions = {
  width: number
  height: number
  /** default 'contain' */
  fit?: ImageFit
  placeholderColor?: number
  fallbackColor?: number
  /** corner radius of the placeholder and fallback boxes */
  radius?: number
}

/**
 * primitives/Img as an imperative view: the shared texture cache's texture for a URL, fitted into
 * width × height, behind the list's load gate (a texture not cached yet starts loading once the list is
 * still), pinned while shown and released when the view shows another URL or is destroyed. A
 * placeholder box while it loads, a fallback box (with an optional label) when it fails or there is no
 * URL. A texture arriving after the bind calls `services.changed()`.
 */
export class ImageView {
  readonly node = new Container()
  /** the placeholder and the fallback: one box, coloured by tint (one display object less a row) */
  private readonly _box = new RectView()
  private _status: 'loading' | 'error' | 'ready' = 'loading'
  private readonly _sprite = new Sprite()
  private _label: TextView | null = null
  /** the fallback caption's text, laid out only while the fallback box shows (a picture that loads needs none) */
  private _labelText: string | undefined = undefined
  private _url: string | null | undefined = undefined
  private _release: (() => void) | null = null
  private _owned: Texture | null = null

  constructor(
    private readonly _services: ViewServices,
    private readonly _options: ImageViewOptions,
  ) {
    const { width, height, radius = 0 } = _options
    this._box.size(width, height, radius)
    this.node.addChild(this._box.node, this._sprite)
    this._show('loading')
  }

  /** Shows `url` (null: the fallback) at (x, y); the same URL again keeps its texture and lease. */
  set(url: string | null, x = 0, y = 0, fallbackLabel?: string): void {
    this.node.position.set(x, y)
    this._labelText = fallbackLabel
    this._setUrl(url)
    this._syncLabel()
  }

  private _setUrl(url: string | null): void {
    if (url === this._url) return
    this._url = url
    this._stop()
    if (url === null) return this._show('error')
    this._show('loading')
    let bound = true
    this._release = gatedAcquire(
      this._services.textures,
      this._services.gate,
      url,
      (lease) => {
        if (lease.current) this._ready(lease.current)
      },
      (result) => {
        if (this._url !== url) return
        if (result.ok) this._ready(result.value)
        else this._show('error')
        // after the bind: the row's pixels changed by themselves
        if (!bound) this._services.changed()
      },
    )
    bound = false
  }

  /** 'loading' | 'error' | 'ready' (tests, devtools) */
  get status(): 'loading' | 'error' | 'ready' {
    return this._status
  }

  destroy(): void {
    this._stop()
    this._label?.destroy()
    this.node.destroy({ children: true })
  }

  private _ready(value: LoadedTexture<Texture>): void {
    const { frame, place } = fitImage(value, this._options, this._options.fit ?? 'contain')
    const cropped = frame.width < value.width || frame.height < value.height
    this._dropOwned()
    // cover crops through the texture frame: a view of the shared source, no copy and no mask
    const texture = cropped
      ? new Texture({
          source: value.texture.source,
          frame: new Rectangle(frame.x, frame.y, frame.width, frame.height),
        })
      : value.texture
    if (cropped) this._owned = texture
    const sprite = this._sprite
    sprite.texture = texture
    sprite.position.set(place.x, place.y)
    sprite.setSize(place.width, place.height)
    this._show('ready')
  }

  private _show(status: 'loading' | 'error' | 'ready'): void {
    this._status = status
    this._box.node.visible = status !== 'ready'
    this._box.colour =
      status === 'error'
        ? (this._options.fallbackColor ?? IMAGE_LOOK.fallback)
        : (this._options.placeholderColor ?? IMAGE_LOOK.placeholder)
    this._sprite.visible = status === 'ready'
    this._syncLabel()
  }

  /** The fallback caption: laid out and shown with the fallback box only, hidden otherwise. */
  private _syncLabel(): void {
    const text = this._status === 'error' ? this._labelText : undefined
    if (text === undefined) {
      this._label?.hide()
      return
    }
    const { width, height } = this._options
    if (!this._label) {
      this._label = new TextView(this._services)
      this.node.addChild(this._label.node)
    }
    this._label.set({
      text,
      x: width / 2,
      y: height / 2,
      anchorX: 0.5,
      anchorY: 0.5,
      size: IMAGE_LOOK.fallbackTextSize,
      color: IMAGE_LOOK.fallbackText,
      maxWidth: width - IMAGE_LOOK.fallbackTextInset,
    })
  }

  private _stop(): void {
    this._release?.()
    this._release = null
    this._sprite.texture = Texture.EMPTY
    this._dropOwned()
  }

  private _dropOwned(): void {
    this._owned?.destroy(false)
    this._owned = null
  }
}
