import { useStore } from 'zustand'
import { Label, mirrorX, useDir } from '../../renderer'
import { useStores } from '../shared/portalContext'
import { DialogFrame } from '../shared'
import { theme } from '../theme'

const TONE_COLOURS = {
  info: theme.surfaceRaised,
  success: 0x2e7d4f,
  warning: 0x9a6b16,
  danger: theme.danger,
} as const
const NOTICE_WIDTH = 460
const NOTICE_HEIGHT = 64

/** Non-blocking messages (errors shown by the interceptor after boot), stacked in the top-end corner. */
export function Notices() {
  const notices = useStore(useStores().app, (state) => state.notices)
  // top-end: right, or left in Arabic and Hebrew
  const dir = useDir()
  return (
    <pixiContainer label="notices" x={dir.x(1280 - NOTICE_WIDTH - 32, NOTICE_WIDTH)} y={32}>
      {notices.map((notice, index) => (
        <DialogFrame
          key={notice.id}
          y={index * (NOTICE_HEIGHT + 12)}
          width={NOTICE_WIDTH}
          height={NOTICE_HEIGHT}
          radius={10}
          fill={TONE_COLOURS[notice.tone]}
          fillAlpha={0.95}
          role="status"
          name={notice.text}
        >
          <Label
            text={notice.text}
            x={mirrorX(20, 0, NOTICE_WIDTH, dir.rtl)}
            y={NOTICE_HEIGHT / 2}
            anchorY={0.5}
            maxWidth={NOTICE_WIDTH - 40}
            size={theme.fontSize.base}
            mirror={false}
          />
        </DialogFrame>
      ))}
    </pixiContainer>
  )
}
