import { useEffect } from 'react'
import { Label } from '../primitives/Label'
import { Focusable } from '../react/Focusable'
import { useRenderer } from '../react/context'
import { useMirrorFocusSync } from '../react/hooks'
import { Box } from '../primitives/Box'
import { GALLERY_ROWS, LISTS_X, ListDemos } from './GalleryLists'
import { MediaDemos } from './GalleryMedia'
import { BoxAndLabelDemos, RtlDemo, StackDemos } from './GalleryText'

export { GALLERY_ROWS }

const TILE = 120

function Grid() {
  return (
    <Focusable
      id="gallery-grid"
      kind="grid"
      columns={3}
      x={40}
      y={440}
      width={3 * (TILE + 10)}
      height={2 * (TILE / 2 + 10)}
      role="grid"
      name="Grid"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Focusable
          key={i}
          id={`tile-${i + 1}`}
          order={i}
          x={(i % 3) * (TILE + 10)}
          y={Math.floor(i / 3) * (TILE / 2 + 10)}
          width={TILE}
          height={TILE / 2}
          name={`Tile ${i + 1}`}
        >
          {(focused) => (
            <>
              <Box width={TILE} height={TILE / 2} radius={8} fill={focused ? 0xc9a45c : 0x1b2733} />
              <Label
                text={`Tile ${i + 1}`}
                x={TILE / 2}
                y={TILE / 4}
                anchorX={0.5}
                anchorY={0.5}
                mirror={false}
                color={focused ? 0x14110a : 0xf4f1ea}
              />
            </>
          )}
        </Focusable>
      ))}
    </Focusable>
  )
}

export type GalleryProps = {
  /** run the spinner and the carousel's autoplay; off by default so an idle gallery draws nothing */
  animate?: boolean
}

/**
 * The renderer gallery (a development page, the fixture for visual tests and the perf harness): each
 * primitive, a focusable grid, a 5,000-row WindowList and a carousel, driven by the remote keys. Three
 * columns inside 1280×720: labels and layout, media and surfaces, lists.
 */
export function Gallery({ animate = false }: GalleryProps) {
  const { focus } = useRenderer()
  // the mirror's data-focused follows the engine (subscribed before the first focus below)
  useMirrorFocusSync()
  // passive effects run after every layout effect of the first commit: the tiles are registered
  useEffect(() => {
    focus.focus('tile-1')
  }, [focus])
  return (
    <pixiContainer>
      <Label text="Renderer gallery" x={40} y={24} size={30} weight="bold" role="heading" />
      <BoxAndLabelDemos />
      <Grid />
      <StackDemos />
      <MediaDemos animate={animate} />
      <ListDemos animate={animate} />
      <RtlDemo x={LISTS_X} y={600} width={420} />
    </pixiContainer>
  )
}
