import { useMemo } from 'react'
import { useStore } from 'zustand'
import { Box, Label } from '../../renderer'
import type { MenuItem } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { hotelStore } from '../../src/stores'
import { theme } from '../theme'
import { HomeMenu } from './HomeMenu'
import { HomeStatus } from './HomeStatus'

/** portal spec §2 Home: greeting, room badge, MAC if configured, and the menu. */
export function HomeScreen({ onSelect }: { onSelect: (item: MenuItem) => void }) {
  const t = useT()
  const device = useStore(hotelStore, (state) => state.device)
  const config = useStore(hotelStore, (state) => state.config)
  const menus = useStore(hotelStore, (state) => state.menus)
  const mac = useStore(hotelStore, (state) => state.mac)
  const visible = useMemo(() => menus.filter((item) => item.isShow), [menus])
  const guest = device?.guest ?? null
  // portal spec §2 Home: a room badge showing the device title or the room location.
  const badge = device
    ? device.title || t('home.room', { room: device.location, defaultValue: `Room ${device.location}` })
    : ''
  return (
    <pixiContainer label="home">
      <Box width={1280} height={720} fill={theme.surface} fillAlpha={0.92} />
      {badge && config.is_room_number_showing !== false ? (
        <pixiContainer x={1080} y={40}>
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
        </pixiContainer>
      ) : null}
      {guest && config.show_guest_name !== false ? (
        <Label
          text={t('home.greeting', {
            name: guest.name,
            surname: guest.surname,
            defaultValue: `Welcome, ${guest.name} ${guest.surname}`,
          })}
          x={80}
          y={200}
          size={theme.fontSize.xlarge}
          weight="bold"
          color={theme.onSurface}
          role="heading"
        />
      ) : null}
      {guest?.additional ? (
        <Label text={guest.additional} x={80} y={268} size={theme.fontSize.medium} color={theme.muted} />
      ) : null}
      {mac && config.show_mac_address_at_home === true ? (
        <Label
          text={t('home.mac', { mac, defaultValue: `MAC: ${mac}` })}
          x={80}
          y={680}
          size={theme.fontSize.small}
          color={theme.muted}
        />
      ) : null}
      <HomeStatus />
      <HomeMenu items={visible} onSelect={onSelect} />
    </pixiContainer>
  )
}
