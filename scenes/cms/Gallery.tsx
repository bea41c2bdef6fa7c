import { useEffect, useState } from 'react'
import { Box, Focusable, Img, Label, mirrorX, useDir, useRenderer } from '../../renderer'
import type { ImageSizes } from '../../src/api/types'
import { theme } from '../theme'

export const CMS_GALLERY_ID = 'cms-gallery'

/**
 * The item's images in a detail layout (portal spec §3: show_in_detail puts the cover first): one
 * image at a time at its medium size; with more than one the gallery is focusable and left/right move
 * through them (wrapping; the next image is on the left when the layout is mirrored).
 */
export function Gallery({
  images,
  title,
  x,
  y,
  width,
  height,
}: {
  images: readonly ImageSizes[]
  title: string
  x: number
  y: number
  width: number
  height: number
}) {
  const { keys } = useRenderer()
  const dir = useDir()
  const [index, setIndex] = useState(0)
  const count = images.length
  useEffect(
    () =>
      keys.register(CMS_GALLERY_ID, (key) => {
        if ((key !== 'left' && key !== 'right') || count < 2) return false
        const forward = (key === 'right') !== dir.rtl
        setIndex((current) => (current + (forward ? 1 : -1) + count) % count)
        return true
      }),
    [keys, count, dir.rtl],
  )
  const image = (
    <Img
      url={images[index]?.medium ?? null}
      width={width}
      height={height}
      fit="cover"
      radius={14}
      fallbackLabel={title}
    />
  )
  if (count < 2)
    return (
      <pixiContainer x={dir.x(x, width)} y={y}>
        {image}
      </pixiContainer>
    )
  const counter = `${index + 1} / ${count}`
  // the counter sits in the image's bottom end corner (the left one when the layout is mirrored)
  const badgeX = mirrorX(width - 92, 80, width, dir.rtl)
  return (
    <Focusable
      id={CMS_GALLERY_ID}
      x={dir.x(x, width)}
      y={y}
      width={width}
      height={height}
      role="region"
      name={`${title}: ${counter}`}
    >
      {(focused) => (
        <>
          {image}
          <Box
            x={-4}
            y={-4}
            width={width + 8}
            height={height + 8}
            radius={16}
            border={{ width: 4, color: theme.primary }}
            visible={focused}
          />
          <Box
            x={badgeX}
            y={height - 44}
            width={80}
            height={32}
            radius={16}
            fill={theme.surface}
            fillAlpha={0.8}
          />
          <Label
            text={`‹ ${counter} ›`}
            x={badgeX + 40}
            y={height - 28}
            anchorX={0.5}
            anchorY={0.5}
            size={theme.fontSize.small}
            mirror={false}
          />
        </>
      )}
    </Focusable>
  )
}
