import { Backdrop, Label } from '../../renderer'
import { theme } from '../theme'

/** A route whose screen ships in a later release: it says so plainly instead of showing nothing. */
export function PendingScreen({ path }: { path: string }) {
  return (
    <pixiContainer label="pending-screen">
      <Backdrop fill={theme.surface} />
      <Label
        text={path}
        x={640}
        y={300}
        anchorX={0.5}
        size={theme.fontSize.large}
        weight="bold"
        role="heading"
      />
      <Label
        text="This screen is not available on this portal version yet."
        x={640}
        y={360}
        anchorX={0.5}
        size={theme.fontSize.medium}
        color={theme.muted}
      />
      <Label
        text="Press Back to return."
        x={640}
        y={400}
        anchorX={0.5}
        size={theme.fontSize.base}
        color={theme.muted}
      />
    </pixiContainer>
  )
}
