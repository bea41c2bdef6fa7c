import { Label } from '../../renderer'
import { DialogFrame } from '../shared'
import { theme } from '../theme'

/** A message that replaces the whole UI, e.g. the interceptor's reload notice (adapters spec §8). */
export function BlockingNotice({ text }: { text: string }) {
  return (
    // the surface carries the alert, named by the notice (the label is drawn, not mirrored twice)
    <DialogFrame
      label="blocking-notice"
      width={1280}
      height={720}
      fill={theme.surface}
      role="alert"
      name={text}
    >
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
        mirror={false}
      />
    </DialogFrame>
  )
}
