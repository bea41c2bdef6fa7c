import { useMemo } from 'react'
import { useStore } from 'zustand'
import { Label, ScrollText, useDir } from '../../renderer'
import type { CmsActionType, CmsItem } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import {
  CMS_DESCRIPTION_SCROLL_MS,
  CMS_DESCRIPTION_SCROLL_PX,
  CMS_TITLE_MAX_HEIGHT,
  cmsAction,
  cmsMenuItem,
  formatCmsDate,
  formatMoney,
  type CmsPlace,
  type CmsPorts,
} from '../../src/services/cms'
import { Button } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'

export const CMS_ACTION_ID = 'cms-action'
export const CMS_DESCRIPTION_ID = 'cms-description'
export const ACTION_BUTTON_HEIGHT = 56
const TITLE_MIN_SIZE = 22
const META_LINE = 28

/** the button text of each action (portal spec §3 CMS item action_type) */
const ACTION_KEYS: Readonly<Record<CmsActionType, string>> = {
  product: 'cms.addToCart',
  appointment: 'cms.bookAppointment',
  reservation: 'cms.makeReservation',
  request: 'cms.sendRequest',
}

/** the list's title: its menu item's, in the menus' current language, else what the list found */
export function useCmsTitle(target: string, fallback: string): string {
  const menus = useStore(useStores().hotel, (state) => state.menus)
  return useMemo(() => cmsMenuItem(menus, target)?.title ?? fallback, [menus, target, fallback])
}

/** what a screen needs to write money, dates and captions in the guest's language */
export function useCmsFormat() {
  const t = useT()
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const language = useStore(hotel, (state) => state.language)
  return useMemo(() => {
    const currency = String(config['view_currency.view_currency'] ?? '')
    const money = (value: number) =>
      formatMoney(value, currency, (key, options) => (options ? t(key, options) : t(key)))
    const date = (item: CmsItem) => formatCmsDate(item.date, config, language)
    return {
      t,
      money,
      date,
      /** a card's line under its title: the price, else the subtitle, else the date */
      caption: (item: CmsItem) =>
        item.price !== null ? money(item.price) : (item.subtitle ?? date(item) ?? ''),
      /** the lines under a detail's title: subtitle, date, price */
      meta: (item: CmsItem) =>
        [item.subtitle, date(item), item.price !== null ? money(item.price) : null].filter(
          (line): line is string => Boolean(line),
        ),
    }
  }, [t, config, language])
}

/**
 * Title, subtitle/date/price and the scrolling description of an item, laid out left-to-right from
 * (x, y) in `width` and mirrored through useDir. portal spec §9: the title shrinks if taller than 90 px;
 * the description scrolls 100 px in 200 ms. Returns the y below the meta lines through `descriptionY`.
 */
export function ItemText({
  item,
  x,
  y,
  width,
  descriptionHeight,
  titleSize = theme.fontSize.xlarge,
}: {
  item: CmsItem
  x: number
  y: number
  width: number
  descriptionHeight: number
  titleSize?: number
}) {
  const dir = useDir()
  const format = useCmsFormat()
  const meta = format.meta(item)
  const metaY = y + CMS_TITLE_MAX_HEIGHT + 10
  const descriptionY = metaY + meta.length * META_LINE + (meta.length > 0 ? 14 : 0)
  return (
    <>
      <Label
        text={item.title}
        x={dir.x(x)}
        y={y}
        wrapWidth={width}
        maxHeight={CMS_TITLE_MAX_HEIGHT}
        minSize={TITLE_MIN_SIZE}
        size={titleSize}
        weight="bold"
        role="heading"
      />
      {meta.map((line, i) => (
        <Label
          key={i}
          text={line}
          x={dir.x(x)}
          y={metaY + i * META_LINE}
          maxWidth={width}
          size={theme.fontSize.medium}
          color={i === 0 ? theme.primary : theme.muted}
        />
      ))}
      <ScrollText
        id={CMS_DESCRIPTION_ID}
        markup={item.description}
        x={dir.x(x, width)}
        y={descriptionY}
        width={width}
        height={Math.max(META_LINE, descriptionHeight - (descriptionY - y))}
        step={CMS_DESCRIPTION_SCROLL_PX}
        durationMs={CMS_DESCRIPTION_SCROLL_MS}
        size={theme.fontSize.medium}
        color={theme.onSurface}
      />
    </>
  )
}

/** The item's action button (portal spec §5: only the actions it offers), or nothing. */
export function ActionButton({
  item,
  place,
  ports,
  x,
  y,
  width,
}: {
  item: CmsItem
  place: CmsPlace
  ports: Pick<CmsPorts, 'actions'>
  x: number
  y: number
  width: number
}) {
  const dir = useDir()
  const format = useCmsFormat()
  const action = cmsAction(item)
  if (action === null) return null
  const text =
    action === 'product' && item.price !== null
      ? `${format.t(ACTION_KEYS.product)} · ${format.money(item.price)}`
      : format.t(ACTION_KEYS[action])
  return (
    <Button
      id={CMS_ACTION_ID}
      x={dir.x(x, width)}
      y={y}
      width={width}
      height={ACTION_BUTTON_HEIGHT}
      text={text}
      onSelect={() => void ports.actions.run(item, place)}
    />
  )
}
