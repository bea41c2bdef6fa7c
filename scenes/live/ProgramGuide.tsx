import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import type { Clock } from '../../src/time/clock'
import { useStore } from 'zustand'
import { Box, Label, Mirror, mirrorX, useDir, useRenderer, WindowList } from '../../renderer'
import type { Channel, Program } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { TIME_FORMAT_12H, TIME_FORMAT_24H } from '../../src/services/dateTime'
import { currentIndex, GUIDE_ACTIVE_ROW, GUIDE_ROWS, isChannelLocked } from '../../src/services/live'
import { theme } from '../theme'
import { useClockTime, useTimeFormat } from '../shared/clockTime'
import { LIVE_LAYOUT, liveSource, useLive } from './context'
import { useLiveNow } from './liveTime'
import { useSettled } from './settle'

const { guideWidth, guideRowHeight } = LIVE_LAYOUT
const NO_PROGRAMS: Program[] = []
/**
 * The guide switches to the highlighted channel (and asks for its guide and DVR ranges) once the list
 * has not moved for this long: scrolling re-renders no guide rows and sends no request per key press.
 */
export const GUIDE_SETTLE_MS = 250

type RowProps = { program: Program | undefined; active: boolean; tag: string }

/**
 * Where a guide row's title starts: after its time range, which a 12-hour clock makes about twice as
 * wide (Russian's "07:30 вечера – 09:00 вечера" is 216 px at the small size, "07:30 – 09:00" 98 px).
 */
const TITLE_X = { [TIME_FORMAT_24H]: 140, [TIME_FORMAT_12H]: 240 } as const
const TIME_X = 12
/** what the tag at the row's end keeps clear of the title */
const TAG_ROOM = 140

const GuideRow = memo(function GuideRow({ program, active, tag }: RowProps) {
  const { rtl } = useDir()
  const timeOfDay = useClockTime()
  const titleX = TITLE_X[useTimeFormat() === TIME_FORMAT_12H ? TIME_FORMAT_12H : TIME_FORMAT_24H]
  if (!program) return null
  const mx = (x: number) => mirrorX(x, 0, guideWidth, rtl)
  const color = active ? theme.onPrimary : theme.onSurface
  return (
    <pixiContainer>
      <Box
        width={guideWidth}
        height={guideRowHeight - 3}
        radius={6}
        fill={active ? theme.primary : theme.surfaceRaised}
      />
      <Label
        text={`${timeOfDay(program.start)} – ${timeOfDay(program.end)}`}
        x={mx(TIME_X)}
        // a time range reads left to right in every language
        dir="ltr"
        y={9}
        size={theme.fontSize.small}
        maxWidth={titleX - TIME_X - 8}
        color={active ? theme.onPrimary : theme.muted}
        mirror={false}
      />
      <Label
        text={program.title}
        x={mx(titleX)}
        y={8}
        size={theme.fontSize.base}
        color={color}
        maxWidth={guideWidth - titleX - TAG_ROOM}
        mirror={false}
      />
      {tag ? (
        <Label
          text={tag}
          x={mx(guideWidth - 12)}
          y={9}
          anchorX={1}
          size={theme.fontSize.small}
          color={color}
          mirror={false}
        />
      ) : null}
    </pixiContainer>
  )
})

const sameChannel = (a: Channel | undefined, b: Channel | undefined) => a?.id === b?.id

/**
 * The guide of the highlighted channel, switched once the list settles (GUIDE_SETTLE_MS on `clock`).
 * It follows the store outside React (settle.ts): a key press in the moving list renders nothing here.
 */
export function LiveGuide({ x, y, clock }: { x: number; y: number; clock: Clock }) {
  const live = useLive()
  const highlighted = useMemo(() => liveSource(live, ({ channels, index }) => channels[index]), [live])
  const { value: channel, moving } = useSettled(highlighted, GUIDE_SETTLE_MS, clock, sameChannel)
  // while the list moves the guide shows only its heading: no rows drawn or re-rendered per key
  return channel ? <ProgramGuide channel={channel} moving={moving} x={x} y={y} /> : null
}

/**
 * The programmes of the highlighted channel (portal spec §2 guide; §5 Watch for a finished programme in
 * the DVR range, Start Over for a running one begun 5 minutes or more ago). Enter plays through the DVR.
 */
export const ProgramGuide = memo(function ProgramGuide({
  channel,
  moving = false,
  x,
  y,
}: {
  channel: Channel
  /** the highlight is moving away from `channel`: heading only */
  moving?: boolean
  x: number
  y: number
}) {
  const live = useLive()
  const t = useT()
  const timeOfDay = useClockTime()
  const { clock } = useRenderer()
  // portal spec §9 Live time update 60 s: the Watch / Start Over tags follow the minute
  const now = useLiveNow()
  const entry = useStore(live.guide.store, () => live.guide.get(channel.id))
  const ranges = useStore(live.store, (state) => state.dvrRanges[channel.id])
  // portal spec §5: no Watch / Start Over on a channel the guest may not watch (priced, not owned)
  const locked = useStore(live.store, (state) => isChannelLocked(channel, state.orders))
  const programs = entry?.programs ?? NO_PROGRAMS
  const [index, setIndex] = useState(0)
  // `channel` has settled (LiveGuide): fetch its guide and DVR ranges now.
  useEffect(() => {
    live.guide.ensure(channel)
    if (channel.hasDvr && channel.dvr) void live.loadDvr(channel)
  }, [live, channel])
  // the running programme is the guide's starting point whenever the channel or its data changes
  useEffect(() => setIndex(Math.max(0, currentIndex(programs, clock.now()))), [programs, clock])

  const tagOf = useCallback(
    (program: Program): string => {
      if (!ranges || locked) return ''
      if (live.canStartOver(channel, program)) return t('live.startOver')
      if (live.canWatch(channel, program)) return t('live.watch')
      return ''
    },
    // `now`: the tags are read again each minute (the session reads the same clock)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [live, channel, ranges, locked, t, now],
  )
  const renderRow = useCallback(
    (row: number, active: boolean) => {
      const program = programs[row]
      return <GuideRow program={program} active={active} tag={program ? tagOf(program) : ''} />
    },
    [programs, tagOf],
  )
  const rowName = useCallback(
    (row: number) => {
      const program = programs[row]
      return program
        ? `${timeOfDay(program.start)} ${program.title}${tagOf(program) ? ` (${tagOf(program)})` : ''}`
        : ''
    },
    [programs, tagOf, timeOfDay],
  )
  const onSelect = useCallback(
    (row: number) => {
      const program = programs[row]
      if (!program) return
      if (live.canStartOver(channel, program) || live.canWatch(channel, program))
        void live.playDvr(channel, program)
      else if (program.start <= clock.now() && clock.now() < program.end)
        live.tune(channel, { instant: true })
    },
    [live, channel, programs, clock],
  )

  return (
    <Mirror x={x} y={y} width={guideWidth}>
      {(dir) => (
        <>
          <Label
            text={moving ? t('live.guide') : `${t('live.guide')} — ${channel.title}`}
            x={dir.x(0)}
            y={-34}
            size={theme.fontSize.medium}
            weight="bold"
            role="heading"
          />
          {entry?.dummy && !moving ? (
            <Label
              text={t('live.noProgram')}
              x={dir.x(guideWidth)}
              y={-30}
              anchorX={1}
              size={theme.fontSize.small}
              color={theme.muted}
              role="status"
            />
          ) : null}
          {programs.length > 0 && !moving ? (
            <WindowList
              id="live-guide"
              name={t('live.guide')}
              width={guideWidth}
              rowHeight={guideRowHeight}
              rows={GUIDE_ROWS}
              activeSlot={GUIDE_ACTIVE_ROW}
              pageRows={GUIDE_ROWS}
              length={programs.length}
              index={Math.min(index, programs.length - 1)}
              onIndexChange={setIndex}
              onSelect={onSelect}
              wrap={false}
              rowName={rowName}
              renderRow={renderRow}
            />
          ) : null}
        </>
      )}
    </Mirror>
  )
})
