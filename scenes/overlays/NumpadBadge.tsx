import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { Box, Label, useDir } from '../../renderer'
import { CHANNEL_NUMBER_DIGITS, type ChannelEntryState } from '../../src/services/remote'
import { theme } from '../theme'

const WIDTH = 150
const HEIGHT = 84

/** portal spec §2 numpad badge: the channel number being typed, top-end, until it commits. */
export function NumpadBadge({ store }: { store: StoreApi<ChannelEntryState> }) {
  const badge = useStore(store, (state) => state.badge)
  const open = useStore(store, (state) => state.open)
  // top-end: the top right, or the top left in Arabic and Hebrew (the number itself is not mirrored)
  const dir = useDir()
  if (!open) return null
  return (
    <pixiContainer x={dir.x(1280 - WIDTH - 40, WIDTH)} y={40} label="numpad-badge">
      <Box
        width={WIDTH}
        height={HEIGHT}
        radius={14}
        fill={theme.surfaceRaised}
        border={{ width: 2, color: theme.primary }}
      />
      <Label
        text={badge + '-'.repeat(Math.max(0, CHANNEL_NUMBER_DIGITS - badge.length))}
        x={WIDTH / 2}
        y={HEIGHT / 2}
        anchorX={0.5}
        anchorY={0.5}
        size={theme.fontSize.xlarge}
        weight="bold"
        role="status"
      />
    </pixiContainer>
  )
}
