import { useLayoutEffect } from 'react'
import { useStore } from 'zustand'
import { Label, useRenderer } from '../../renderer'
import type { Channel } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { formatPrice } from '../../src/services/live'
import { Button, DialogFrame, useFrameDir } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { useLive } from './context'

const PANEL = { x: 340, y: 200, width: 600, height: 280 }
export const BUY_ID = 'live-buy'

/** portal spec §2: the locked-channel panel with Buy for a priced channel not owned (§5 Buy shown if price set and not owned). */
export function LockedPanel({ channel }: { channel: Channel }) {
  const live = useLive()
  const t = useT()
  const { focus } = useRenderer()
  const frame = useFrameDir(PANEL.width)
  const currency = useStore(useStores().hotel, (state) =>
    String(state.config['view_currency.view_currency'] ?? ''),
  )
  useLayoutEffect(() => {
    focus.focus(BUY_ID)
  }, [focus, channel.id])
  const price = channel.price
    ? t('common.priceValue', { price: formatPrice(channel.price.value), currency })
    : ''
  return (
    <DialogFrame
      x={PANEL.x}
      y={PANEL.y}
      width={PANEL.width}
      height={PANEL.height}
      radius={16}
      fill={theme.surface}
      fillAlpha={0.95}
      name={t('live.lockedTitle')}
      heading={t('live.lockedTitle')}
      headingY={28}
    >
      <Label
        text={`${channel.sort.padStart(3, '0')} ${channel.title} — ${channel.price?.group ?? ''}`}
        x={frame.x(32)}
        y={80}
        size={theme.fontSize.medium}
      />
      <Label
        text={t('live.lockedText')}
        x={frame.x(32)}
        y={118}
        size={theme.fontSize.base}
        maxWidth={PANEL.width - 64}
        maxLines={2}
        color={theme.muted}
        role="status"
      />
      <Button
        id={BUY_ID}
        x={frame.x(32, PANEL.width - 64)}
        y={PANEL.height - 76}
        width={PANEL.width - 64}
        height={48}
        text={`${t('common.buy')} ${price}`}
        onSelect={() => void live.buy(channel)}
      />
    </DialogFrame>
  )
}
