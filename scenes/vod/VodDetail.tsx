import { useCallback } from 'react'
import { useStore } from 'zustand'
import { Box, Img, Label, Mirror, Row, useDir, VideoRect, type ScreenRect } from '../../renderer'
import type { VodItem } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { formatVodPrice, isVodOwned, needsPurchase } from '../../src/services/vod'
import { Button, joinPhrases } from '../shared'
import { usePortal, useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { playClock, useVod } from './context'
import { DETAIL, VOD_IDS } from './layout'

const CONTINUE_WIDTH = 180
const PLAY_WIDTH = 240

/**
 * portal spec §2 VOD: the detail panel — title, content, imdb rating, category, Continue, Watch or Buy
 * with price (and currency, §5). After 1.5 s of focus here the trailer plays in the cover's place (§4).
 */
export function VodDetail() {
  const vod = useVod()
  const t = useT()
  const selected = useStore(vod.store, (state) => state.selected)
  if (!selected) {
    // at the panel's start edge: a Label flips its anchor, not its x
    return (
      <Mirror x={DETAIL.x} y={DETAIL.y} width={DETAIL.width}>
        {(dir) => <Label text={t('vod.noResults')} x={dir.x(0)} y={DETAIL.titleY - DETAIL.y} role="status" />}
      </Mirror>
    )
  }
  return <Detail item={selected} />
}

function Detail({ item }: { item: VodItem }) {
  return (
    <Mirror x={DETAIL.x} y={DETAIL.y} width={DETAIL.width}>
      <DetailBody item={item} />
    </Mirror>
  )
}

/** the panel's content, laid out inside its own Mirror (useDir reads the panel's width) */
function DetailBody({ item }: { item: VodItem }) {
  const vod = useVod()
  const t = useT()
  const dir = useDir()
  const { media } = usePortal()
  const mode = useStore(vod.store, (state) => state.mode)
  const orders = useStore(vod.store, (state) => state.orders)
  const saved = useStore(vod.store, (state) => state.resume[item.id] ?? null)
  const currency = useStore(useStores().hotel, (state) =>
    String(state.config['view_currency.view_currency'] ?? ''),
  )
  const placeVideo = useCallback((rect: ScreenRect) => void media.setWindow({ ...rect, index: 0 }), [media])
  const price =
    item.price === null ? '' : t('common.priceValue', { price: formatVodPrice(item.price), currency })
  const buy = needsPurchase(item, orders)
  const status = item.price === null ? t('vod.free') : isVodOwned(item, orders) ? t('vod.owned') : price
  const meta = [
    item.imdb === null ? null : `${t('vod.imdb')} ${item.imdb.toFixed(1)}`,
    item.category ? `${t('vod.category')}: ${item.category}` : null,
    status,
  ].filter((part): part is string => Boolean(part))
  const buttons = [...(saved !== null ? [CONTINUE_WIDTH] : []), buy ? PLAY_WIDTH : CONTINUE_WIDTH]
  const w = DETAIL.width
  return (
    <>
      {mode === 'trailer' ? (
        <>
          <VideoRect width={w} height={DETAIL.coverHeight} onPlace={placeVideo} name={t('vod.trailer')} />
          <Box x={dir.x(12, 110)} y={12} width={110} height={30} radius={15} fill={theme.primary} />
          <Label
            text={t('vod.trailer')}
            x={dir.x(12 + 55)}
            y={27}
            anchorX={0.5}
            anchorY={0.5}
            size={theme.fontSize.xsmall}
            weight="bold"
            color={theme.onPrimary}
            role="status"
          />
        </>
      ) : (
        <Img url={item.cover} width={w} height={DETAIL.coverHeight} fit="cover" radius={8} />
      )}
      <Label
        text={item.title}
        x={dir.x(0)}
        y={DETAIL.titleY - DETAIL.y}
        size={theme.fontSize.large}
        weight="bold"
        maxWidth={w}
        role="heading"
      />
      <Label
        // the line is the interface's sentence: IMDb first reads from the start side in Arabic too, and
        // each phrase keeps its place beside Latin words (scenes/shared/bidi.ts)
        text={joinPhrases(meta, dir.rtl, '  ·  ')}
        dir={dir.rtl ? 'rtl' : 'ltr'}
        x={dir.x(0)}
        y={DETAIL.metaY - DETAIL.y}
        size={theme.fontSize.base}
        color={theme.primary}
        maxWidth={w}
      />
      <Label
        text={item.content}
        x={dir.x(0)}
        y={DETAIL.contentY - DETAIL.y}
        size={theme.fontSize.small}
        color={theme.muted}
        maxWidth={w}
        maxLines={saved === null ? 5 : 4}
      />
      {saved !== null ? (
        <Label
          text={t('vod.stoppedAt', { time: playClock(saved) })}
          x={dir.x(0)}
          y={DETAIL.buttonsY - DETAIL.y - 34}
          size={theme.fontSize.small}
          color={theme.onSurface}
        />
      ) : null}
      <Row y={DETAIL.buttonsY - DETAIL.y} gap={16} sizes={buttons}>
        {saved !== null ? (
          <Button
            id={VOD_IDS.continue}
            width={CONTINUE_WIDTH}
            height={DETAIL.buttonHeight}
            text={t('vod.continue')}
            onSelect={() => void vod.continueWatching(item)}
          />
        ) : null}
        <Button
          id={VOD_IDS.play}
          width={buy ? PLAY_WIDTH : CONTINUE_WIDTH}
          height={DETAIL.buttonHeight}
          text={buy ? t('vod.buyPrice', { price }) : t('vod.watch')}
          onSelect={() => void vod.watch(item)}
        />
      </Row>
    </>
  )
}
