import { Mirror, useDir } from '../layout/direction'
import { Column, Row } from '../layout/Stack'
import { Box } from '../primitives/Box'
import { Label } from '../primitives/Label'

// Left column of the gallery: boxes and every Label behaviour (ellipsis, wrapping, N lines,
// shrink-to-fit), and the row/column stacking helpers.

export const COLUMN_WIDTH = 340

export function BoxAndLabelDemos() {
  return (
    <>
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
      <Label text="Plain label, 18 px" x={40} y={184} />
      <Label
        text="A very long single line label that is cut with an ellipsis at its maximum width"
        x={40}
        y={210}
        maxWidth={COLUMN_WIDTH}
      />
      <Label
        text="Wrapped text flows onto several lines when it is longer than the wrap width of the label."
        x={40}
        y={236}
        wrapWidth={COLUMN_WIDTH}
      />
      <Label
        text="Two lines at most: this label wraps at its width and ends the second line with an ellipsis because the text goes on."
        x={40}
        y={310}
        maxWidth={COLUMN_WIDTH}
        maxLines={2}
        color={0xc9d3dc}
      />
      <Box
        x={40}
        y={362}
        width={COLUMN_WIDTH}
        height={60}
        radius={6}
        border={{ width: 1, color: 0x4a5a6a }}
      />
      <Label
        text="Shrink to fit: a title taller than its box gets smaller"
        x={48}
        y={366}
        size={30}
        weight="bold"
        wrapWidth={COLUMN_WIDTH - 16}
        maxHeight={52}
      />
    </>
  )
}

const SWATCHES = [0xc9a45c, 0x2e7d4f, 0x3a6ea5, 0xa53a5a]

export function StackDemos() {
  return (
    <>
      <Row x={40} y={604} gap={10} sizes={36}>
        {SWATCHES.map((color, i) => (
          <Box key={i} width={36} height={36} radius={6} fill={color} role="img" name={`Row item ${i + 1}`} />
        ))}
      </Row>
      <Column x={40} y={650} gap={6} sizes={[20, 20]}>
        <Label text="Column: stacked with a gap" size={16} color={0x9aa7b4} />
        <Label text="欢迎光临" size={16} />
      </Column>
    </>
  )
}

/**
 * Arabic and Hebrew in a right-to-left layout (forced here; a portal in Arabic gets it from the
 * renderer's rtl option): each label starts at the panel's right edge and grows to the left.
 */
export function RtlDemo({ x, y, width }: { x: number; y: number; width: number }) {
  return (
    <Mirror x={x} y={y} width={width} rtl>
      <Box width={width} height={100} radius={8} fill={0x141d27} />
      <RtlLines />
    </Mirror>
  )
}

export const RTL_LINES = ['مرحبا بكم في الفندق', 'مرحبا بكم في Grand Hotel!', 'ברוכים הבאים למלון']

function RtlLines() {
  const dir = useDir()
  return (
    <>
      {RTL_LINES.map((text, i) => (
        <Label key={i} text={text} x={dir.x(12)} y={8 + i * 30} size={22} />
      ))}
    </>
  )
}
