import { Box, Label } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { DialogFrame } from '../shared'
import { theme } from '../theme'
import { ErrorScreen } from './ErrorScreen'

/**
 * What a screen shows while its code is still on the way (screens load when first opened, issue 19): the
 * screen's background and a loading line, never a blank frame.
 */
export function ScreenLoading() {
  const loading = useT()('common.loading', { defaultValue: 'Loading' })
  return (
    <DialogFrame
      label="screen-loading"
      width={1280}
      height={720}
      fill={theme.surface}
      role="status"
      name={loading}
    >
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

/** A screen whose code could not be fetched: the error screen, saying so; Back or Home still work. */
export function ScreenLoadFailed() {
  const t = useT()
  return <ErrorScreen detail={t('loading.screenFailed')} />
}
