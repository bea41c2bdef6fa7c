import { Box, Label } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { DialogFrame } from '../shared'
import { theme } from '../theme'

/** portal spec §2 Overlays: splash, shown until boot signals ready. */
export function Splash() {
  const loading = useT()('common.loading', { defaultValue: 'Loading' })
  return (
    <DialogFrame label="splash" width={1280} height={720} fill={theme.surface} role="status" name={loading}>
      <Label
        text={loading}
        x={640}
        y={360}
        anchorX={0.5}
        anchorY={0.5}
        size={theme.fontSize.large}
        color={theme.muted}
        mirror={false}
      />
      <Box x={540} y={400} width={200} height={4} radius={2} fill={theme.primary} />
    </DialogFrame>
  )
}
