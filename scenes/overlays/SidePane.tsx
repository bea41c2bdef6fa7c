import { useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Label, WindowList, mirrorX, useDir, useRenderer } from '../../renderer'
import {
  LAYER,
  SIDE_PANEL_WIDTH,
  type OverlayManager,
  type SidepaneRequest,
} from '../../src/services/overlays'
import { paneItems, paneOptions, type PaneItem } from '../../src/services/sideloads'
import { DialogFrame, FRAME_PADDING, OverlayScope, useFrameDir } from '../shared'
import { theme } from '../theme'

export const SIDEPANE_LIST_ID = 'sidepane-list'
const ROW_HEIGHT = 60
const LIST_Y = 132
const MAX_ROWS = 9
const PAD = FRAME_PADDING

/**
 * portal spec §2 Overlays: the side pane (left or right, 500 px, layer 103 of §9): a title, a list to
 * choose from and options; Enter resolves it with the chosen entry ({id, label}), back closes it.
 */
export function SidePane({ overlays }: { overlays: OverlayManager }) {
  const entry = useStore(overlays.store, (state) => state.overlays.sidepane)
  if (!entry || entry.phase !== 'active') return null
  return (
    <OverlayScope kind="sidepane">
      <Pane
        key={entry.id}
        request={entry.request as SidepaneRequest}
        choose={(item) => overlays.close('sidepane', 'confirmed', item)}
      />
    </OverlayScope>
  )
}

function Pane({ request, choose }: { request: SidepaneRequest; choose: (item: PaneItem) => void }) {
  const { focus } = useRenderer()
  const items = useMemo(() => paneItems(request.data), [request.data])
  const options = useMemo(() => paneOptions(request.options), [request.options])
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.id === options.selected),
    ),
  )
  useLayoutEffect(() => {
    focus.focus(SIDEPANE_LIST_ID)
  }, [focus])
  const renderRow = useCallback(
    (row: number, active: boolean) => (
      <PaneRow item={items[row]} active={active} selected={items[row]?.id === options.selected} />
    ),
    [items, options.selected],
  )
  // portal spec §2: left or right; mirrored in Arabic and Hebrew, where the start side is the right
  const dir = useDir()
  const frame = useFrameDir(SIDE_PANEL_WIDTH)
  const x = dir.x(options.position === 'right' ? 1280 - SIDE_PANEL_WIDTH : 0, SIDE_PANEL_WIDTH)
  const rows = Math.min(MAX_ROWS, Math.max(1, items.length))
  return (
    <DialogFrame
      x={x}
      label="sidepane"
      zIndex={LAYER.sidepane}
      width={SIDE_PANEL_WIDTH}
      height={720}
      fillAlpha={0.97}
      name={request.title}
      heading={request.title}
      headingY={40}
      headingMaxWidth={SIDE_PANEL_WIDTH - 2 * PAD}
    >
      {options.subtitle ? (
        <Label
          text={options.subtitle}
          x={frame.x(PAD)}
          y={88}
          size={theme.fontSize.base}
          color={theme.muted}
        />
      ) : null}
      <WindowList
        id={SIDEPANE_LIST_ID}
        name={request.title}
        x={frame.x(PAD - 8, SIDE_PANEL_WIDTH - 2 * PAD + 16)}
        y={LIST_Y}
        width={SIDE_PANEL_WIDTH - 2 * PAD + 16}
        rowHeight={ROW_HEIGHT}
        rows={rows}
        activeSlot={Math.min(3, rows - 1)}
        wrap={false}
        length={items.length}
        index={index}
        onIndexChange={setIndex}
        onSelect={(row) => {
          const item = items[row]
          if (item) choose(item)
        }}
        rowName={(row) => items[row]?.label ?? ''}
        renderRow={renderRow}
      />
    </DialogFrame>
  )
}

function PaneRow({
  item,
  active,
  selected,
}: {
  item: PaneItem | undefined
  active: boolean
  selected: boolean
}) {
  const { rtl } = useDir()
  if (!item) return null
  const width = SIDE_PANEL_WIDTH - 2 * PAD + 16
  return (
    <>
      <Box width={width} height={ROW_HEIGHT - 8} radius={10} fill={active ? theme.primary : theme.surface} />
      {selected ? (
        <Box
          x={mirrorX(14, 10, width, rtl)}
          y={(ROW_HEIGHT - 8) / 2 - 5}
          width={10}
          height={10}
          radius={5}
          fill={active ? theme.onPrimary : theme.primary}
        />
      ) : null}
      <Label
        text={item.label}
        x={mirrorX(36, 0, width, rtl)}
        y={(ROW_HEIGHT - 8) / 2}
        anchorY={0.5}
        maxWidth={width - 52}
        size={theme.fontSize.medium}
        color={active ? theme.onPrimary : theme.onSurface}
        role="option"
      />
    </>
  )
}
