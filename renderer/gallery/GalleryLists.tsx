import { useState } from 'react'
import { Carousel } from '../lists/Carousel'
import { WindowList } from '../lists/WindowList'
import { Box } from '../primitives/Box'
import { Label } from '../primitives/Label'

// Right column of the gallery: the 5,000-row WindowList and a 12-item carousel.

export const GALLERY_ROWS = 5000
export const CAROUSEL_LENGTH = 12
export const LISTS_X = 780
const ROW_HEIGHT = 56
const LIST_WIDTH = 420
const ITEM = 100

export const rowTitle = (index: number) => `Row ${String(index + 1).padStart(4, '0')}`
export const itemTitle = (index: number) => `Item ${index + 1}`

function ListRow({ index, active }: { index: number; active: boolean }) {
  return (
    <pixiContainer>
      <Box width={LIST_WIDTH} height={ROW_HEIGHT - 4} radius={8} fill={active ? 0xc9a45c : 0x1b2733} />
      <Label
        text={String(index + 1).padStart(4, '0')}
        x={16}
        y={14}
        size={20}
        color={active ? 0x14110a : 0x9aa7b4}
        mirror={false}
      />
      <Label
        text={rowTitle(index)}
        x={90}
        y={14}
        size={20}
        weight="bold"
        color={active ? 0x14110a : 0xf4f1ea}
        mirror={false}
      />
    </pixiContainer>
  )
}

const HUES = [0x3a6ea5, 0x2e7d4f, 0xa53a5a, 0x7a5ca5, 0xa5783a, 0x3a9aa5]

function CarouselItem({ index, focused }: { index: number; focused: boolean }) {
  return (
    <>
      <Box width={ITEM} height={ITEM} radius={10} fill={HUES[index % HUES.length] ?? 0x3a6ea5} />
      {focused && <Box width={ITEM} height={ITEM} radius={10} border={{ width: 4, color: 0xf4f1ea }} />}
      <Label
        text={itemTitle(index)}
        x={ITEM / 2}
        y={ITEM / 2}
        anchorX={0.5}
        anchorY={0.5}
        weight="bold"
        mirror={false}
      />
    </>
  )
}

// module-level renderers: the list and the carousel memoise rows on them, so they must not change
const renderRow = (index: number, active: boolean) => <ListRow index={index} active={active} />
const renderItem = (index: number, focused: boolean) => <CarouselItem index={index} focused={focused} />

export function ListDemos({ animate }: { animate: boolean }) {
  const [row, setRow] = useState(0)
  const [item, setItem] = useState(0)
  return (
    <>
      <WindowList
        id="gallery-list"
        name="5000 rows"
        x={LISTS_X}
        y={80}
        width={LIST_WIDTH}
        rowHeight={ROW_HEIGHT}
        length={GALLERY_ROWS}
        index={row}
        onIndexChange={setRow}
        rowName={rowTitle}
        renderRow={renderRow}
      />
      <Carousel
        id="gallery-carousel"
        name="Carousel"
        x={LISTS_X}
        y={488}
        itemWidth={ITEM}
        itemHeight={ITEM}
        gap={ITEM / 5}
        length={CAROUSEL_LENGTH}
        index={item}
        onIndexChange={setItem}
        itemName={itemTitle}
        autoplay={animate}
        renderItem={renderItem}
      />
    </>
  )
}
