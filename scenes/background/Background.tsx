import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Container } from 'pixi.js'
import { useStore } from 'zustand'
import { Img, useRenderer } from '../../renderer'
import { BACKGROUND_FADE_MS } from '../../src/services/background'
import type { Logger } from '../../src/services/logger'
import { usePortal } from '../shared/portalContext'

/**
 * The background layer under the screens (portal spec §2 Home, Overlays; §4 slideshow every 5 s with a
 * 500 ms fade). Cheap by design: at most two sprites, the fade is a tween on the frame loop, and between
 * slides nothing redraws. A video background plays full screen through the media controller behind the
 * transparent canvas. The popup hides it (the service's `hidden`).
 */
export function Background({ log }: { log: Logger }) {
  const { background } = usePortal()
  const images = useStore(background.store, (state) => state.images)
  const index = useStore(background.store, (state) => state.index)
  const video = useStore(background.store, (state) => state.video)
  const hidden = useStore(background.store, (state) => state.hidden)
  return (
    <pixiContainer label="background" visible={!hidden}>
      {images.length > 0 ? <Slides url={images[index] ?? images[0] ?? null} /> : null}
      {video && !hidden ? <BackgroundVideo url={video} log={log} /> : null}
    </pixiContainer>
  )
}

/** The current slide over the previous one; the new one fades in, then the old one is dropped. */
function Slides({ url }: { url: string | null }) {
  const { animate } = useRenderer()
  const [layers, setLayers] = useState<{ below: string | null; above: string | null }>({
    below: null,
    above: url,
  })
  const front = useRef<Container>(null)
  if (layers.above !== url) setLayers({ below: layers.above, above: url })
  useLayoutEffect(() => {
    const node = front.current
    if (!node || layers.below === null) return
    node.alpha = 0
    const tween = animate({
      from: 0,
      to: 1,
      durationMs: BACKGROUND_FADE_MS,
      onUpdate: (alpha) => {
        node.alpha = alpha
      },
      onComplete: () => setLayers((current) => ({ below: null, above: current.above })),
    })
    return () => {
      tween.cancel()
      node.alpha = 1
    }
  }, [animate, layers.above, layers.below])
  return (
    <>
      {layers.below !== null ? (
        <Img key={layers.below} url={layers.below} width={1280} height={720} fit="cover" />
      ) : null}
      <pixiContainer ref={front}>
        <Img
          key={layers.above}
          url={layers.above}
          width={1280}
          height={720}
          fit="cover"
          role="img"
          name={layers.above ?? ''}
        />
      </pixiContainer>
    </>
  )
}

/** Plays the background video full screen and looping while mounted (the media controller's one player). */
function BackgroundVideo({ url, log }: { url: string; log: Logger }) {
  const { media } = usePortal()
  useEffect(() => {
    let live = true
    void media
      .setWindow(null)
      .then(() => (live ? media.play(url, { loop: true }) : undefined))
      .catch((error: unknown) => {
        if (live) log.warn(`Background video ${url} could not play`, error)
      })
    return () => {
      live = false
      void media.stop()
    }
  }, [media, url, log])
  return null
}
