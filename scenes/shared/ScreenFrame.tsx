import type { ReactNode } from 'react'
import { Backdrop, Label, Spinner, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { theme } from '../theme'

const WIDTH = 1280
const HEIGHT = 720
/** the loading spinner's size (renderer Spinner's default) */
const SPINNER = 48

export type ScreenHeading = {
  text: string
  /** left edge in left-to-right design pixels; mirrored for Arabic and Hebrew */
  x: number
  y: number
  size: keyof typeof theme.fontSize
}

export type ScreenFrameProps = {
  /** the scene's container label (devtools, tests) */
  label: string
  /** the screen's heading, mirrored as role 'heading' (announced); none while loading */
  heading?: ScreenHeading
  /** the theme's surface and a centred spinner named "loading" instead of the content */
  loading?: boolean
  children?: ReactNode
}

/**
 * A full-screen page of the information screens (flights, news, prayer times, Chromecast): the theme's
 * surface, the screen's heading, then the screen's own content.
 */
export function ScreenFrame({ label, heading, loading = false, children }: ScreenFrameProps) {
  const t = useT()
  const dir = useDir()
  return (
    <pixiContainer label={label}>
      <Backdrop fill={theme.surface} />
      {loading ? (
        <Spinner x={(WIDTH - SPINNER) / 2} y={HEIGHT / 2} name={t('common.loading')} />
      ) : (
        <>
          {heading ? (
            <Label
              text={heading.text}
              x={dir.x(heading.x)}
              y={heading.y}
              size={theme.fontSize[heading.size]}
              weight="bold"
              role="heading"
            />
          ) : null}
          {children}
        </>
      )}
    </pixiContainer>
  )
}
