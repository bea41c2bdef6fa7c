import { Box, Label } from '../../renderer'
import { theme } from '../theme'

/** A message that replaces the whole UI, e.g. the interceptor's reload notice (adapters spec §8). */
export function BlockingNotice({ text }: { text: string }) {
  return (
    <pixiContainer label="blocking-notice">
      <Box width={1280} height={720} fill={theme.surface} />
      <Label
        text={text}
        x={640}
        y={360}
        anchorX={0.5}
        anchorY={0.5}
        size={theme.fontSize.medium}
        color={theme.onSurface}
        wrapWidth={1000}
        align="center"
        role="alert"
      />
    </pixiContainer>
  )
}
