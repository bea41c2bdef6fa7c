import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import { Backdrop, Box, Img, Label, Mirror, useDir } from '../../renderer'
import type { MenuItem } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { backgroundFromConfig, framedVideoFromConfig, logoFromConfig } from '../../src/services/background'
import { consoleLogger, type Logger } from '../../src/services/logger'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'
import { HomeMenu } from './HomeMenu'
import { HomeStatus } from './HomeStatus'
import { FramedVideo } from './FramedVideo'
import { homeParts } from './homeConfig'

const LOGO = { x: 540, y: 24, width: 200, height: 66 }
const FRAMED_VIDEO = { x: 880, y: 130, width: 320, height: 180 }

/** portal spec §2 Home: logo, greeting, additional note, room badge, MAC if configured, background,
 * framed video and the menu. */
export function HomeScreen({
  onSelect,
  onWeather,
  log = consoleLogger,
}: {
  onSelect: (item: MenuItem) => void
  /** the weather widget leads to the weather screen */
  onWeather?: () => void
  log?: Logger
}) {
  const t = useT()
  const dir = useDir()
  const { stores, background } = usePortal()
  const device = useStore(stores.hotel, (state) => state.device)
  const config = useStore(stores.hotel, (state) => state.config)
  const menus = useStore(stores.hotel, (state) => state.menus)
  const mac = useStore(stores.hotel, (state) => state.mac)
  const visible = useMemo(() => menus.filter((item) => item.isShow), [menus])
  const guest = device?.guest ?? null
  const backdrop = useMemo(() => backgroundFromConfig(config, 'home'), [config])
  const hasBackdrop = backdrop.images.length > 0 || backdrop.video !== null
  // portal spec §2 Home: "Background is an image or video" (the router cleared the previous one)
  useEffect(() => background.show(backdrop), [background, backdrop])
  const logo = logoFromConfig(config)
  const framedVideo = framedVideoFromConfig(config)
  // portal spec §2 Home: the parts the hotel's on/off keys show (homeConfig.ts)
  const parts = homeParts(config)
  // portal spec §2 Home: a room badge showing the device title or the room location.
  const badge = device
    ? device.title || t('home.room', { room: device.location, defaultValue: `Room ${device.location}` })
    : ''
  return (
    <pixiContainer label="home">
      {/* over a background only the text bands are shaded; without one the screen is the surface */}
      {hasBackdrop ? (
        <>
          <Box width={1280} height={300} fill={theme.surface} fillAlpha={0.6} />
          <Box y={424} width={1280} height={208} fill={theme.surface} fillAlpha={0.6} />
        </>
      ) : (
        <Backdrop fill={theme.surface} fillAlpha={0.92} />
      )}
      {logo ? (
        <Img
          url={logo}
          {...LOGO}
          x={dir.x(LOGO.x, LOGO.width)}
          fit="contain"
          role="img"
          name={t('home.logo')}
        />
      ) : null}
      {framedVideo ? (
        <FramedVideo
          url={framedVideo}
          {...FRAMED_VIDEO}
          x={dir.x(FRAMED_VIDEO.x, FRAMED_VIDEO.width)}
          name={t('home.video')}
          log={log}
        />
      ) : null}
      {badge && parts.roomNumber ? (
        <Mirror x={1080} y={40} width={160}>
          <Box
            width={160}
            height={44}
            radius={22}
            fill={theme.surfaceRaised}
            border={{ width: 1, color: theme.border }}
          />
          <Label
            text={badge}
            x={80}
            y={22}
            anchorX={0.5}
            anchorY={0.5}
            size={theme.fontSize.base}
            role="status"
          />
        </Mirror>
      ) : null}
      {guest && parts.guestName ? (
        <Label
          text={t('home.greeting', {
            name: guest.name,
            surname: guest.surname,
            defaultValue: `Welcome, ${guest.name} ${guest.surname}`,
          })}
          x={dir.x(80)}
          y={200}
          size={theme.fontSize.xlarge}
          weight="bold"
          color={theme.onSurface}
          role="heading"
        />
      ) : null}
      {guest?.additional ? (
        <Label
          text={guest.additional}
          x={dir.x(80)}
          y={268}
          size={theme.fontSize.medium}
          color={theme.muted}
        />
      ) : null}
      {mac && parts.mac ? (
        <Label
          text={t('home.mac', { mac, defaultValue: `MAC: ${mac}` })}
          x={dir.x(80)}
          y={680}
          size={theme.fontSize.small}
          color={theme.muted}
        />
      ) : null}
      <HomeStatus {...(onWeather ? { onWeather } : {})} />
      <HomeMenu items={visible} onSelect={onSelect} />
    </pixiContainer>
  )
}
