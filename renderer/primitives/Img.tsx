import { useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Rectangle, Texture } from 'pixi.js'
import { useRenderer } from '../react/context'
import { useInvalidateOnCommit, useMirrorNode } from '../react/hooks'
import { LoadGateContext, gatedAcquire } from '../textures/loadGate'
import type { LoadedTexture } from '../textures/TextureCache'
import { useTextureCache } from '../textures/textureCacheContext'
import { Box } from './Box'
import { Label } from './Label'
import { fitImage, IMAGE_LOOK, type ImageFit } from './imageFit'

export type ImgProps = {
  /** null shows the fallback (an item without artwork) */
  url: string | null
  x?: number
  y?: number
  width: number
  height: number
  /** default 'contain' */
  fit?: ImageFit
  placeholderColor?: number
  fallbackColor?: number
  /** text on the fallback box, e.g. the item's title */
  fallbackLabel?: string
  /** corner radius of the placeholder and fallback boxes */
  radius?: number
  alpha?: number
  visible?: boolean
  /** mirrored as role 'img' (or `role`) with this name when given */
  name?: string
  role?: string
  /**
   * Called once when the texture of `url` fails to load (not for a null url, which is no image). The
   * image shows its fallback box all the same; the caller decides what a failure means (a popup closes,
   * portal spec §4 Overlays: failed media closes at once).
   */
  onError?: (url: string) => void
}

type ImageState =
  | { url: string | null; status: 'loading' | 'error'; value: null }
  | { url: string | null; status: 'ready'; value: LoadedTexture<Texture> }

/**
 * Holds the shared cache's texture for `url` while mounted (pinned: never evicted while shown). Inside a
 * scrolling list (LoadGateContext) a texture that is not cached yet starts loading only once the list's
 * gate is open; a cached one shows at once.
 */
function useCachedTexture(url: string | null, onError?: (url: string) => void): ImageState {
  const cache = useTextureCache()
  const gate = useContext(LoadGateContext)
  const { loop } = useRenderer()
  const [state, setState] = useState<ImageState>({ url, status: 'loading', value: null })
  // the latest callback, read when the load settles: a new callback does not start the load again
  const failed = useRef(onError)
  failed.current = onError
  useLayoutEffect(() => {
    if (url === null) {
      setState({ url, status: 'error', value: null })
      return
    }
    setState({ url, status: 'loading', value: null })
    return gatedAcquire(
      cache,
      gate,
      url,
      (lease) => {
        if (lease.current) setState({ url, status: 'ready', value: lease.current })
      },
      (result) => {
        setState(
          result.ok ? { url, status: 'ready', value: result.value } : { url, status: 'error', value: null },
        )
        // a texture arriving changes pixels: the idle loop must draw a frame for it
        loop.invalidate()
        if (!result.ok) failed.current?.(url)
      },
    )
  }, [cache, gate, loop, url])
  return state.url === url ? state : { url, status: 'loading', value: null }
}

/**
 * An image from a URL through the shared texture cache: a placeholder box while it loads, a fallback
 * box (with an optional label) when it fails, the texture fitted into width × height otherwise.
 */
export function Img(props: ImgProps) {
  const { x = 0, y = 0, width, height, fit = 'contain', radius = 0, alpha = 1, visible = true } = props
  useInvalidateOnCommit()
  useMirrorNode(undefined, props.name === undefined ? undefined : (props.role ?? 'img'), props.name)
  const state = useCachedTexture(props.url, props.onError)
  const value = state.value

  const shown = useMemo(() => {
    if (!value) return null
    const { frame, place } = fitImage(value, { width, height }, fit)
    const cropped = frame.width < value.width || frame.height < value.height
    // cover crops through the texture frame: a view of the shared source, no copy and no mask
    const texture = cropped
      ? new Texture({
          source: value.texture.source,
          frame: new Rectangle(frame.x, frame.y, frame.width, frame.height),
        })
      : value.texture
    return { texture, place, owned: cropped }
  }, [value, width, height, fit])
  useEffect(
    () => () => {
      if (shown?.owned) shown.texture.destroy(false)
    },
    [shown],
  )

  return (
    <pixiContainer x={x} y={y} alpha={alpha} visible={visible}>
      {shown ? (
        <pixiSprite
          texture={shown.texture}
          x={shown.place.x}
          y={shown.place.y}
          width={shown.place.width}
          height={shown.place.height}
        />
      ) : state.status === 'error' ? (
        <>
          <Box
            width={width}
            height={height}
            radius={radius}
            fill={props.fallbackColor ?? IMAGE_LOOK.fallback}
          />
          {props.fallbackLabel !== undefined && (
            <Label
              text={props.fallbackLabel}
              x={width / 2}
              y={height / 2}
              anchorX={0.5}
              anchorY={0.5}
              size={IMAGE_LOOK.fallbackTextSize}
              color={IMAGE_LOOK.fallbackText}
              maxWidth={width - IMAGE_LOOK.fallbackTextInset}
              mirror={false}
            />
          )}
        </>
      ) : (
        <Box
          width={width}
          height={height}
          radius={radius}
          fill={props.placeholderColor ?? IMAGE_LOOK.placeholder}
        />
      )}
    </pixiContainer>
  )
}
