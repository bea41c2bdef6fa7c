import { useEffect } from 'react'
import { useStore } from 'zustand'
import { Box, Label, Row, Spinner, useDir, useRenderer } from '../../renderer'
import type { Prayer } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { formatDate } from '../../src/services/dateTime'
import {
  PRAYER_PERIODS,
  formatInfoTime,
  periodStart,
  type InfoScreens,
  type PrayerPeriod,
} from '../../src/services/info'
import { useStores } from '../shared/portalContext'
import { ScreenFrame } from '../shared'
import { theme } from '../theme'

const CARD = { width: 208, height: 240 }
const GAP = 20
const PAD = 80

/** portal spec §2 Prayer: the five periods, the next one highlighted (it moves on by itself). */
export function PrayerScreen({ prayer }: { prayer: InfoScreens['prayer'] }) {
  const t = useT()
  const dir = useDir()
  // DESIGN.md "One clock": the portal's clock, the one the stage was mounted with
  const { mirror, clock } = useRenderer()
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const status = useStore(prayer.feed.store, (state) => state.status)
  const times = useStore(prayer.feed.store, (state) => state.data)
  const next = useStore(prayer.highlight.store, (state) => state.next)
  useEffect(() => {
    void prayer.feed.enter()
    return () => prayer.feed.exit()
  }, [prayer])
  useEffect(() => {
    if (!times) return
    prayer.highlight.start(times)
    return () => prayer.highlight.stop()
  }, [prayer, times])
  useEffect(() => {
    mirror.setRootData('prayer-next', next ?? '')
    return () => mirror.setRootData('prayer-next', '')
  }, [mirror, next])

  return (
    <ScreenFrame label="prayer" heading={{ text: t('prayer.title'), x: PAD, y: 64, size: 'xlarge' }}>
      <Label
        text={formatDate(clock.now(), language)}
        x={dir.x(PAD)}
        y={128}
        size={theme.fontSize.medium}
        color={theme.muted}
      />
      {status !== 'ready' || !times ? (
        <Spinner x={640 - 24} y={400} name={t('common.loading')} />
      ) : (
        <Row x={(1280 - (5 * CARD.width + 4 * GAP)) / 2} y={240} gap={GAP} sizes={CARD.width}>
          {PRAYER_PERIODS.map((period) => (
            <PeriodCard key={period} period={period} times={times} next={period === next} />
          ))}
        </Row>
      )}
    </ScreenFrame>
  )
}

function PeriodCard({ period, times, next }: { period: PrayerPeriod; times: Prayer; next: boolean }) {
  const t = useT()
  const { hotel } = useStores()
  const language = useStore(hotel, (state) => state.language)
  const config = useStore(hotel, (state) => state.config)
  const { clock } = useRenderer()
  const at = periodStart(times[period], clock.now())
  const text = at === null ? times[period] || '--:--' : formatInfoTime(at, config, language)
  const ink = next ? theme.onPrimary : theme.onSurface
  return (
    <>
      <Box
        width={CARD.width}
        height={CARD.height}
        radius={20}
        fill={next ? theme.primary : theme.surfaceRaised}
        border={{ width: 1, color: next ? theme.primary : theme.border }}
        {...(next ? { role: 'status', name: `${t('prayer.next')}: ${t(`prayer.${period}`)}` } : {})}
      />
      <Label
        text={t(`prayer.${period}`)}
        x={CARD.width / 2}
        y={48}
        anchorX={0.5}
        size={theme.fontSize.large}
        weight="bold"
        color={ink}
        maxWidth={CARD.width - 20}
      />
      <Label text={text} x={CARD.width / 2} y={116} anchorX={0.5} size={theme.fontSize.large} color={ink} />
      {next ? (
        <Label
          text={t('prayer.next')}
          x={CARD.width / 2}
          y={182}
          anchorX={0.5}
          size={theme.fontSize.small}
          color={ink}
          maxWidth={CARD.width - 20}
          mirror={false}
        />
      ) : null}
    </>
  )
}
