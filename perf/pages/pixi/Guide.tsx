import { memo, useCallback, useEffect, useLayoutEffect, useState } from 'react'
import {
  Box,
  DESIGN_HEIGHT,
  DESIGN_WIDTH,
  Label,
  ProgressBar,
  WindowList,
  useRenderer,
  type PreparedText,
} from '../../../renderer/index'
import {
  CHANNEL_WIDTH,
  COLORS,
  GRID_WIDTH,
  GRID_X,
  LIST_X,
  LIST_Y,
  PAGE_ROWS,
  PROGRESS_WIDTH,
  PROGRESS_X,
  ROW_HEIGHT,
  VISIBLE_ROWS,
  channel,
  flag,
} from '../shared/fixture'

// perf/README.md "Levers": the page draws the kept fast path (opaque bands instead of the stencil mask,
// rows cached as textures); ?mask and ?uncached turn those off, ?prepText adds idle text preparation
const BANDS = !flag('mask')
const CACHE_ROWS = !flag('uncached')
const PREP_TEXT = flag('prepText')

/** The labels of channel `index`'s row, as GuideRow draws them (for idle text preparation). */
function rowTexts(index: number): PreparedText[] {
  const data = channel(index)
  return [
    { text: data.number, style: { size: 20 } },
    { text: data.title, style: { size: 20, weight: 'bold' } },
    { text: data.now, style: { size: 15 } },
    { text: data.next, style: { size: 14 } },
    ...data.cells.map((cell) => ({ text: cell.title, style: { size: 14 } })),
  ]
}
// rows mounted: the active one ± (3 + 1 margin); the next press down or up mounts the one beyond
const NEXT_ROW = 5

// Labels opt out of the scene mirror: the harness measures drawing, and a production build has no mirror.
const GuideRow = memo(function GuideRow({ index, active }: { index: number; active: boolean }) {
  const data = channel(index)
  const text = active ? COLORS.activeText : COLORS.text
  return (
    <pixiContainer>
      <Box
        width={CHANNEL_WIDTH}
        height={ROW_HEIGHT - 4}
        radius={6}
        fill={active ? COLORS.active : COLORS.row}
      />
      <Label
        text={data.number}
        x={14}
        y={10}
        size={20}
        color={active ? COLORS.activeText : COLORS.dim}
        mirror={false}
      />
      <Label text={data.title} x={70} y={8} size={20} weight="bold" color={text} mirror={false} />
      <Label text={data.now} x={70} y={34} size={15} color={text} mirror={false} />
      <Label
        text={data.next}
        x={70}
        y={54}
        size={14}
        color={active ? COLORS.activeText : COLORS.dim}
        mirror={false}
      />
      <ProgressBar
        x={PROGRESS_X}
        y={40}
        width={PROGRESS_WIDTH}
        height={6}
        value={data.progress}
        trackColor={COLORS.track}
        fillColor={active ? COLORS.activeText : COLORS.fill}
      />
      <pixiContainer x={GRID_X}>
        {data.cells.map((cell, k) => (
          <pixiContainer key={k} x={cell.x}>
            <Box
              width={cell.width}
              height={ROW_HEIGHT - 4}
              radius={4}
              fill={cell.now ? COLORS.cellNow : COLORS.cell}
            />
            <Label text={cell.title} x={8} y={28} size={14} color={COLORS.text} mirror={false} />
          </pixiContainer>
        ))}
      </pixiContainer>
    </pixiContainer>
  )
})

// Stable row renderer: WindowList memoises rows on (index, active, y, render), a new function per
// render would re-render every row on every key press.
const renderRow = (index: number, active: boolean) => <GuideRow index={index} active={active} />

/** State lives here, below the stage root (PERF-NOTES.md: never in the component that owns the app). */
export function Guide({ length, onCommit }: { length: number; onCommit: (focusId: string) => void }) {
  const [index, setIndex] = useState(0)
  const onIndexChange = useCallback((next: number) => setIndex(next), [])
  useLayoutEffect(() => onCommit('guide'), [onCommit])
  // the harness's input latency: this commit shows the key's change (perf/lib/recorder.js)
  useLayoutEffect(() => window.__rec?.commit(), [index])
  const { prepareText } = useRenderer()
  useEffect(() => {
    if (!PREP_TEXT || !prepareText) return
    // lever ?prepText: when the main thread is idle, the rows the next press up or down would mount
    const prepare = () =>
      prepareText([
        ...rowTexts((index + NEXT_ROW) % length),
        ...rowTexts((index - NEXT_ROW + length) % length),
      ])
    const handle = requestIdleCallback(prepare, { timeout: 500 })
    return () => cancelIdleCallback(handle)
  }, [index, length, prepareText])
  return (
    <>
      <WindowList
        id="guide"
        name="Guide"
        x={LIST_X}
        y={LIST_Y}
        width={GRID_X + GRID_WIDTH}
        rowHeight={ROW_HEIGHT}
        length={length}
        index={index}
        onIndexChange={onIndexChange}
        renderRow={renderRow}
        pageRows={PAGE_ROWS}
        {...(BANDS ? { clip: 'none' as const } : {})}
        {...(CACHE_ROWS ? { cacheRows: true } : {})}
      />
      {BANDS ? (
        // opaque header and footer bands over the margin rows instead of a stencil mask (?mask: the mask)
        <>
          <Box width={DESIGN_WIDTH} height={LIST_Y} fill={COLORS.background} />
          <Box
            y={LIST_Y + VISIBLE_ROWS * ROW_HEIGHT}
            width={DESIGN_WIDTH}
            height={DESIGN_HEIGHT - LIST_Y - VISIBLE_ROWS * ROW_HEIGHT}
            fill={COLORS.background}
          />
        </>
      ) : null}
      <Label text="TV Guide" x={LIST_X} y={28} size={28} weight="bold" color={COLORS.text} mirror={false} />
      <Label
        text={`${index + 1} / ${length}`}
        x={LIST_X + GRID_X + GRID_WIDTH}
        y={36}
        anchorX={1}
        size={18}
        color={COLORS.dim}
        mirror={false}
      />
    </>
  )
}
