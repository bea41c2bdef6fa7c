import { Label } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { DialogFrame, DialogHeading } from '../shared'
import { theme } from '../theme'
import { bootDetailText } from './systemTexts'

// portal spec §8: any boot failure shows the error screen 'Something Went Wrong'.
export const ERROR_TITLE = 'Something Went Wrong'

/** the line under the detail when the boot will be tried again by itself (services/boot.ts) */
export const RETRY_LINE = 'The TV will try again by itself in a few minutes.'

export function ErrorScreen({ detail, retries = false }: { detail: string | null; retries?: boolean }) {
  const t = useT()
  const title = t('errors.somethingWentWrong', { defaultValue: ERROR_TITLE })
  return (
    <DialogFrame
      label="error-screen"
      width={1280}
      height={720}
      fill={theme.surface}
      role="alert"
      name={title}
    >
      <DialogHeading
        text={title}
        x={640}
        y={300}
        centred
        size={theme.fontSize.xlarge}
        color={theme.onSurface}
      />
      {/* the boot's detail is English (the log's); a known one is drawn from its key (systemTexts.ts) */}
      {detail ? <Line text={bootDetailText(detail, t)} y={380} /> : null}
      {retries ? <Line text={t('errors.bootRetry', { defaultValue: RETRY_LINE })} y={600} /> : null}
    </DialogFrame>
  )
}

/** a centred line under the title (the detail, the retry) */
function Line({ text, y }: { text: string; y: number }) {
  return (
    <Label
      text={text}
      x={640}
      y={y}
      anchorX={0.5}
      size={theme.fontSize.medium}
      color={theme.muted}
      wrapWidth={900}
      align="center"
    />
  )
}
