import { useLayoutEffect, useState } from 'react'
import { Box } from '../../../renderer/index'
import { PosterGrid } from '../../../scenes/vod/PosterGrid'
import { GRID, VOD_IDS } from '../../../scenes/vod/layout'
import { theme } from '../../../scenes/theme'
import { flag } from '../shared/fixture'
import { vodCount, vodItems } from '../shared/vodgrid'

const items = vodItems(vodCount())

/**
 * The product's poster grid (scenes/vod/PosterGrid) as the VOD screen mounts it, over N films.
 * Lever variants: `?uncached` draws rows uncached, `?mask` clips with the stencil mask instead of the
 * opaque band the screen draws over the margin row above the window.
 */
export function VodGridScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  const [index, setIndex] = useState(0)
  useLayoutEffect(() => onCommit(VOD_IDS.grid), [onCommit])
  // the harness's input latency: this commit shows the key's change (perf/lib/recorder.js)
  useLayoutEffect(() => window.__rec?.commit(), [index])
  const mask = flag('mask')
  return (
    <>
      <Box width={1280} height={720} fill={theme.surface} />
      <PosterGrid
        id={VOD_IDS.grid}
        name="Movies"
        items={items}
        index={index}
        onIndexChange={setIndex}
        cacheRows={!flag('uncached')}
        clip={mask ? 'mask' : 'none'}
      />
      {mask ? null : <Box width={1280} height={GRID.y} fill={theme.surface} />}
    </>
  )
}
