import { CanvasSource, ImageSource, Texture } from 'pixi.js'
import type { LoadedTexture } from './TextureCache'

// Images load through a plain HTMLImageElement, not Assets.load: the stage runs Pixi with
// skipExtensionImports, and Assets' image path starts workers from source strings that the oldest
// TV engine cannot parse (scripts/legacy-lowering.mjs, Chromium 53: every Assets.load hung there).
// An <img> works on every engine in the device matrix and for every format the browser decodes.

/** Raster size for an SVG that declares no intrinsic size (only a viewBox). */
const SVG_FALLBACK_SIZE = 512

const isSvg = (url: string): boolean => /^data:image\/svg\+xml[;,]/i.test(url) || /\.svg(?:[?#]|$)/i.test(url)

function loadElement(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    // WebGL refuses cross-origin pixels without CORS: ask for them, so a CDN without CORS headers fails
    // here (fallback shown) instead of throwing a SecurityError at upload time.
    if (!/^(data|blob):/i.test(url)) image.crossOrigin = 'anonymous'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`Image failed to load: ${url}`))
    image.src = url
  })
}

/**
 * SVG is drawn into a canvas once: an SVG <img> without width/height has no natural size, and uploading
 * an SVG element straight to WebGL is unreliable on older TV engines, while a canvas always uploads.
 */
function rasterise(image: HTMLImageElement): HTMLCanvasElement {
  const width = image.naturalWidth || SVG_FALLBACK_SIZE
  const height = image.naturalHeight || SVG_FALLBACK_SIZE
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height)
  return canvas
}

/** The browser loader of the shared TextureCache: URL → Pixi texture with its pixel size. */
export async function loadImageTexture(url: string): Promise<LoadedTexture<Texture>> {
  const image = await loadElement(url)
  if (isSvg(url) || image.naturalWidth === 0) {
    const canvas = rasterise(image)
    const texture = new Texture({ source: new CanvasSource({ resource: canvas }) })
    return { texture, width: canvas.width, height: canvas.height }
  }
  const texture = new Texture({ source: new ImageSource({ resource: image }) })
  return { texture, width: image.naturalWidth, height: image.naturalHeight }
}

export function destroyTexture(texture: Texture): void {
  // true: the source goes too; the cache holds the only reference to it
  texture.destroy(true)
}
