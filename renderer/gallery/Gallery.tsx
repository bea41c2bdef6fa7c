import { useState } from 'react'
import { Box } from '../primitives/Box'
import { Label } from '../primitives/Label'
import { Focusable } from '../react/Focusable'
import { WindowList } from '../lists/WindowList'

export const GALLERY_ROWS = 5000
const ROW_HEIGHT = 56
const LIST_WIDTH = 420
const TILE = 120

const rowTitle = (index: number) => `Row ${String(index + 1).padStart(4, '0')}`

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

/**
 * The renderer gallery (a development page, the fixture for visual tests and the perf harness): each
 * primitive, a focusable grid, and a 5,000-row WindowList, driven by the remote keys.
 */
export function Gallery() {
  const [index, setIndex] = useState(0)
  return (
    <pixiContainer>
      <Label text="Renderer gallery" x={40} y={24} size={30} weight="bold" role="heading" />
      <Box x={40} y={80} width={160} height={90} fill={0x2e7d4f} role="img" name="Box: filled" />
      <Box
        x={220}
        y={80}
        width={160}
        height={90}
        radius={18}
        fill={0x1b2733}
        border={{ width: 3, color: 0xc9a45c }}
        role="img"
        name="Box: rounded with border"
      />
      <Label text="Plain label, 18 px" x={40} y={190} />
      <Label
        text="A very long single line label that is cut with an ellipsis at its maximum width"
        x={40}
        y={220}
        maxWidth={340}
      />
      <Label
        text="Wrapped text flows onto several lines when it is longer than the wrap width of the label."
        x={40}
        y={250}
        wrapWidth={340}
      />
      <Label text="مرحبا بكم في الفندق" x={40} y={330} size={24} />
      <Label text="ברוכים הבאים למלון" x={40} y={370} size={24} />
      <Label text="欢迎光临" x={40} y={410} size={24} />
      <Focusable
        id="gallery-grid"
        kind="grid"
        columns={3}
        x={40}
        y={460}
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
      <WindowList
        id="gallery-list"
        name="5000 rows"
        x={780}
        y={80}
        width={LIST_WIDTH}
        rowHeight={ROW_HEIGHT}
        length={GALLERY_ROWS}
        index={index}
        onIndexChange={setIndex}
        rowName={rowTitle}
        renderRow={(row, active) => <ListRow index={row} active={active} />}
      />
    </pixiContainer>
  )
}
