import { Label } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { DialogFrame } from '../shared'
import { theme } from '../theme'
import { blockingNoticeText } from './systemTexts'

/**
 * A message that replaces the whole UI, e.g. the interceptor's reload notice (adapters spec §8), drawn in
 * the guest's language (systemTexts.ts: the store keeps the English the log has).
 */
export function BlockingNotice({ text }: { text: string }) {
  const shown = blockingNoticeText(text, useT())
  return (
    // the surface carries the alert, named by the notice (the label is drawn, not mirrored twice)
    <DialogFrame
      label="blocking-notice"
      width={1280}
      height={720}
      fill={theme.surface}
      role="alert"
      name={shown}
    >
      <Label
        text={shown}
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
