import { useCallback, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Label, Mirror, mirrorX, useDir, useRenderer, WindowList } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { GUIDE_ACTIVE_ROW, GUIDE_ROWS } from '../../src/services/live'
import { formatShortDate } from '../../src/services/dateTime'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { useClockTime } from '../shared/clockTime'
import { useLive } from './context'

const WIDTH = 620
const ROW = 64

/** portal spec §1 My Records: completed recordings (§4 Record state 2), played from the records path (§7). */
export function RecordsPanel() {
  const live = useLive()
  const t = useT()
  const { focus } = useRenderer()
  const records = useStore(live.store, (state) => state.records)
  const language = useStore(useStores().hotel, (state) => state.language)
  const timeOfDay = useClockTime()
  const [index, setIndex] = useState(0)
  const { rtl } = useDir()
  useLayoutEffect(() => {
    if (records.length > 0) focus.focus('live-records')
  }, [focus, records.length])
  const renderRow = useCallback(
    (row: number, active: boolean) => {
      const record = records[row]
      if (!record) return null
      return (
        <pixiContainer>
          <Box
            width={WIDTH}
            height={ROW - 4}
            radius={8}
            fill={active ? theme.primary : theme.surfaceRaised}
          />
          <Label
            text={record.title}
            x={mirrorX(16, 0, WIDTH, rtl)}
            y={8}
            size={theme.fontSize.base}
            weight="bold"
            color={active ? theme.onPrimary : theme.onSurface}
            maxWidth={WIDTH - 32}
            mirror={false}
          />
          <Label
            text={`${record.source} · ${formatShortDate(record.start, language)} ${timeOfDay(record.start)} · ${t('common.minute', { count: Math.round(record.duration / 60) })}`}
            x={mirrorX(16, 0, WIDTH, rtl)}
            y={36}
            size={theme.fontSize.xsmall}
            color={active ? theme.onPrimary : theme.muted}
            mirror={false}
          />
        </pixiContainer>
      )
    },
    [records, t, language, rtl, timeOfDay],
  )
  const rowName = useCallback((row: number) => records[row]?.title ?? '', [records])
  return (
    <Mirror x={40} y={40} width={WIDTH + 40}>
      {(dir) => (
        <>
          <Box width={WIDTH + 40} height={640} radius={16} fill={theme.surface} fillAlpha={0.94} />
          <Label
            text={t('live.myRecords')}
            x={dir.x(20)}
            y={20}
            size={theme.fontSize.large}
            weight="bold"
            role="heading"
          />
          {records.length === 0 ? (
            <Label
              text={t('vod.noResults')}
              x={dir.x(20)}
              y={90}
              size={theme.fontSize.medium}
              color={theme.muted}
              role="status"
            />
          ) : (
            <WindowList
              id="live-records"
              name={t('live.myRecords')}
              x={dir.x(20, WIDTH)}
              y={90}
              width={WIDTH}
              rowHeight={ROW}
              rows={GUIDE_ROWS}
              activeSlot={GUIDE_ACTIVE_ROW}
              pageRows={GUIDE_ROWS}
              length={records.length}
              index={Math.min(index, records.length - 1)}
              onIndexChange={setIndex}
              onSelect={(row) => {
                const record = records[row]
                if (record) void live.playRecord(record)
              }}
              rowName={rowName}
              renderRow={renderRow}
            />
          )}
        </>
      )}
    </Mirror>
  )
}
