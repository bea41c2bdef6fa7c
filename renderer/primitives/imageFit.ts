// How an image of one size sits in a box of another (CSS object-fit semantics). Pure numbers, so the
// rules are unit-tested without a GPU; Img turns the result into a sprite and, for cover, a texture
// frame: cropping through the frame costs nothing per frame, where a mask would add a stencil pass.

export type ImageFit = 'contain' | 'cover' | 'fill'

export type Rect = { x: number; y: number; width: number; height: number }

/** `frame`: the part of the source shown, in source pixels; `place`: where it is drawn in the box. */
export type FitResult = { frame: Rect; place: Rect }

export function fitImage(
  source: { width: number; height: number },
  box: { width: number; height: number },
  fit: ImageFit,
): FitResult {
  const full: Rect = { x: 0, y: 0, width: source.width, height: source.height }
  const boxRect: Rect = { x: 0, y: 0, width: box.width, height: box.height }
  if (fit === 'fill' || source.width <= 0 || source.height <= 0) return { frame: full, place: boxRect }
  const sx = box.width / source.width
  const sy = box.height / source.height
  if (fit === 'contain') {
    const scale = Math.min(sx, sy)
    const width = source.width * scale
    const height = source.height * scale
    return { frame: full, place: { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height } }
  }
  // cover: fill the box and crop the overflow equally on both sides
  const scale = Math.max(sx, sy)
  const width = Math.min(source.width, box.width / scale)
  const height = Math.min(source.height, box.height / scale)
  return {
    frame: { x: (source.width - width) / 2, y: (source.height - height) / 2, width, height },
    place: boxRect,
  }
}

/** What Img and ImageView draw while an image loads and when it fails (one look for both). */
export const IMAGE_LOOK = {
  placeholder: 0x1b2733,
  fallback: 0x2a3440,
  /** the fallback box's label: colour, size, and its inset from the box's sides */
  fallbackText: 0x9aa7b4,
  fallbackTextSize: 16,
  fallbackTextInset: 12,
} as const
