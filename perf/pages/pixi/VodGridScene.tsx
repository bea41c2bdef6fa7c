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
 * Lever variants: `?uncached` draws rows uncached, `?bands` draws an opaque band over the margin row
 * above the window instead of the grid's scissor clip (what the screen did before the fifteenth session).
 */
export function VodGridScene({ onCommit }: { onCommit: (focusId: string) => void }) {
  const [index, setIndex] = useState(0)
  useLayoutEffect(() => onCommit(VOD_IDS.grid), [onCommit])
  // the harness's input latency: this commit shows the key's change (perf/lib/recorder.js)
  useLayoutEffect(() => window.__rec?.commit(), [index])
  const bands = flag('bands')
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
        clip={bands ? 'none' : 'mask'}
      />
      {bands ? <Box width={1280} height={GRID.y} fill={theme.surface} /> : null}
    </>
  )
}
