import { useEffect, useState } from 'react'
import { Box, VideoRect, type ScreenRect } from '../../renderer'
import type { Logger } from '../../src/services/logger'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'

export type FramedVideoProps = {
  url: string
  x: number
  y: number
  width: number
  height: number
  name: string
  log: Logger
}

/** portal spec §2 Home: "an optional framed video plays in a small player" — the TV video window placed
 * in a frame (VideoRect → media.setWindow), looping while Home shows; full screen again when it leaves. */
export function FramedVideo({ url, x, y, width, height, name, log }: FramedVideoProps) {
  const { media } = usePortal()
  const [rect, setRect] = useState<ScreenRect | null>(null)
  const placed = rect !== null
  // the small window sits in front of the portal (adapters spec §3 TV window metrics: index front), so
  // the background under Home needs no hole cut for it
  useEffect(() => {
    if (rect) void media.setWindow({ ...rect, index: 'front' })
  }, [media, rect])
  useEffect(() => {
    if (!placed) return
    let live = true
    media.play(url, { loop: true }).catch((error: unknown) => {
      if (live) log.warn(`Framed video ${url} could not play`, error)
    })
    return () => {
      live = false
      void media.stop().then(() => media.setWindow(null))
    }
  }, [media, url, placed, log])
  return (
    <pixiContainer x={x} y={y}>
      {/* the frame is drawn around the window: the video itself shows through the empty rectangle */}
      <Box x={-4} y={-4} width={width + 8} height={4} fill={theme.border} />
      <Box x={-4} y={height} width={width + 8} height={4} fill={theme.border} />
      <Box x={-4} y={0} width={4} height={height} fill={theme.border} />
      <Box x={width} y={0} width={4} height={height} fill={theme.border} />
      <VideoRect width={width} height={height} onPlace={setRect} name={name} />
    </pixiContainer>
  )
}
