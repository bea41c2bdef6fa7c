import { useStore } from 'zustand'
import type { StoreApi } from 'zustand/vanilla'
import { Box, Label, Spinner } from '../../../renderer'
import { useT } from '../../../src/i18n/react'
import { LAYER, type RefreshState } from '../../../src/services/overlays'
import { theme } from '../../theme'
import { SCREEN } from './layout'

const WIDTH = 320
const HEIGHT = 150

/** portal spec §9: refresh spinner 3 s — a small card over the screen while the full sync runs */
export function RefreshSpinner({ store }: { store: StoreApi<RefreshState> }) {
  const t = useT()
  const refreshing = useStore(store, (state) => state.refreshing)
  if (!refreshing) return null
  return (
    <pixiContainer
      x={(SCREEN.width - WIDTH) / 2}
      y={(SCREEN.height - HEIGHT) / 2}
      label="refresh"
      zIndex={LAYER.toast}
    >
      <Box width={WIDTH} height={HEIGHT} radius={16} fill={theme.surfaceRaised} fillAlpha={0.97} />
      <Spinner x={WIDTH / 2 - 24} y={24} size={48} name={t('interact.refreshing')} />
      <Label
        text={t('interact.refreshing')}
        x={WIDTH / 2}
        y={104}
        anchorX={0.5}
        size={theme.fontSize.base}
        mirror={false}
      />
    </pixiContainer>
  )
}
