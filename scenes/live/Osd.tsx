import { useEffect, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import {
  Focusable,
  fittedWidths,
  fitWithin,
  Img,
  Label,
  mirrorX,
  ProgressBar,
  stackPositions,
  useDir,
  useRenderer,
  useTextWidths,
} from '../../renderer'
import type { TrackEntry } from '../../bridges/contract'
import type { Channel, Program } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import {
  nowAndNext,
  programProgress,
  RECORD_DURATIONS_MIN,
  showsPersonalButtons,
} from '../../src/services/live'
import { Button, DialogFrame, keepLtr, useFrameDir } from '../shared'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'
import { useClockTime } from '../shared/clockTime'
import { useLive } from './context'
import { useLiveNow } from './liveTime'

const BAR = { x: 40, y: 500, width: 1200, height: 190 }
/** the OSD's buttons: as wide as their captions (bold, base size) plus padding, from min to max; a row
 * that would leave the bar has its longest cut to a common width, not below cutMin */
const BUTTON = { min: 130, max: 320, cutMin: 96, padding: 16, height: 40, gap: 12 }
const BUTTON_TEXT = { weight: 'bold' } as const

type Mode = 'main' | 'record' | 'subtitles' | 'audio'
type Choice = { id: string; text: string; onSelect: () => void }

/** portal spec §5: subtitle or audio lists with one entry or fewer count as unavailable */
const usable = (tracks: TrackEntry[]): TrackEntry[] => (tracks.length > 1 ? tracks : [])

/**
 * portal spec §2 Live TV OSD: the tuned channel with now/next and progress, browsed up/down through its
 * guide (OsdProgrammeLine); guide, favourite, record, subtitle and audio-language choices, Start Over /
 * return to live.
 */
export function Osd({ channel }: { channel: Channel }) {
  const live = useLive()
  const { media, captions } = usePortal()
  const t = useT()
  const { focus } = useRenderer()
  const frame = useFrameDir(BAR.width)
  const ROW_WIDTH = BAR.width - 40
  const entry = useStore(live.guide.store, () => live.guide.get(channel.id))
  const favourite = useStore(live.store, (state) => state.favourites.includes(channel.id))
  const dvr = useStore(live.store, (state) => state.dvr)
  const ranges = useStore(live.store, (state) => state.dvrRanges[channel.id])
  // portal spec §5: Start Over only where the channel may play (not behind a cancelled PIN prompt)
  const admitted = useStore(
    live.store,
    (state) => state.status !== 'cancelled' && state.status !== 'pin' && state.status !== 'locked',
  )
  const [mode, setMode] = useState<Mode>('main')
  const [subtitles, setSubtitles] = useState<TrackEntry[]>([])
  const [audio, setAudio] = useState<TrackEntry[]>([])
  // portal spec §9 Live time update 60 s: now/next and the progress follow the minute
  const now = useLiveNow()
  const { now: current, next } = nowAndNext(entry?.programs ?? [], now)

  // the lists exist once the stream has started (hls.js reads them from its manifest): read them again
  // when playback state changes, not only when the OSD opens
  const started = useStore(media.store, (state) => state.state === 'playing')
  useEffect(() => {
    let alive = true
    void Promise.all([media.subtitles(), media.audioTracks()]).then(([subs, tracks]) => {
      if (!alive) return
      setSubtitles(usable(subs))
      setAudio(usable(tracks))
    })
    return () => {
      alive = false
    }
  }, [media, channel, started])
  useEffect(() => {
    if (channel.hasDvr && channel.dvr) void live.loadDvr(channel)
  }, [live, channel])

  const personal = showsPersonalButtons(channel)
  const main: Choice[] = [
    { id: 'osd-guide', text: t('live.guide'), onSelect: () => live.setView('list') },
    ...(personal
      ? [
          {
            id: 'osd-favourite',
            text: t(favourite ? 'live.removeFavorite' : 'live.addFavorite'),
            onSelect: () => void live.toggleFavourite(channel),
          },
        ]
      : []),
    ...(personal && channel.isRecordable
      ? [{ id: 'osd-record', text: t('live.recordStream'), onSelect: () => setMode('record') }]
      : []),
    ...(subtitles.length > 0
      ? [
          // issue 12: captions in one press (the subtitle key does the same)
          {
            id: 'osd-captions',
            text: t('a11y.captionsButton'),
            onSelect: () =>
              void captions.press().then(() => media.subtitles().then((subs) => setSubtitles(usable(subs)))),
          },
          { id: 'osd-subtitles', text: t('live.subtitles'), onSelect: () => setMode('subtitles') },
        ]
      : []),
    ...(audio.length > 0
      ? [{ id: 'osd-audio', text: t('live.audio'), onSelect: () => setMode('audio') }]
      : []),
    ...(dvr
      ? [{ id: 'osd-live', text: t('live.returnToLive'), onSelect: () => void live.returnToLive() }]
      : current && ranges && admitted && live.canStartOver(channel, current)
        ? [
            {
              id: 'osd-startover',
              text: t('live.startOver'),
              onSelect: () => void live.playDvr(channel, current),
            },
          ]
        : []),
  ]
  const back: Choice = { id: 'osd-back', text: t('common.back'), onSelect: () => setMode('main') }
  const choices: Choice[] =
    mode === 'record'
      ? [
          ...RECORD_DURATIONS_MIN.map((minutes) => ({
            id: `osd-record-${minutes}`,
            text: t('common.minute', { count: minutes }),
            onSelect: () => {
              setMode('main')
              void live.record(minutes, channel)
            },
          })),
          back,
        ]
      : mode === 'subtitles' || mode === 'audio'
        ? [
            ...(mode === 'subtitles' ? subtitles : audio).map((track) => ({
              id: `osd-${mode}-${track.key}`,
              text: `${track.selected ? '✓ ' : ''}${track.value}`,
              onSelect: () => {
                setMode('main')
                void (mode === 'subtitles'
                  ? media.selectSubtitle(track.key)
                  : media.selectAudioTrack(track.key))
              },
            })),
            back,
          ]
        : main
  const firstId = choices[0]?.id
  const captionWidths = useTextWidths(
    choices.map((choice) => choice.text),
    BUTTON_TEXT,
  )
  // the longest cut to a common width when the row would leave the bar
  const widths = fitWithin(fittedWidths(captionWidths, BUTTON), ROW_WIDTH, BUTTON.gap, BUTTON.cutMin)
  const positions = stackPositions(widths, BUTTON.gap)
  useLayoutEffect(() => {
    if (firstId) focus.focus(firstId)
  }, [focus, firstId])

  const playing = dvr ? dvr.program : current
  return (
    <DialogFrame
      x={BAR.x}
      y={BAR.y}
      width={BAR.width}
      height={BAR.height}
      radius={14}
      fill={theme.surface}
      fillAlpha={0.9}
      role="region"
      name={t('live.guide')}
    >
      <Img url={channel.logo} x={frame.x(20, 96)} y={20} width={96} height={64} fit="contain" />
      <Label
        text={`${channel.sort.padStart(3, '0')}  ${channel.title}`}
        x={frame.x(136)}
        y={18}
        size={theme.fontSize.medium}
        weight="bold"
        role="status"
      />
      <OsdProgrammeLine
        channel={channel}
        dummy={entry?.dummy ?? false}
        playing={playing}
        next={dvr ? null : next}
        now={now}
      />
      <Focusable
        id="osd-buttons"
        kind="row"
        x={frame.x(20, ROW_WIDTH)}
        y={128}
        width={ROW_WIDTH}
        height={BUTTON.height}
        role="toolbar"
        name="OSD"
      >
        {choices.map((choice, order) => (
          <Button
            key={choice.id}
            id={choice.id}
            order={order}
            x={mirrorX(positions[order] ?? 0, widths[order] ?? BUTTON.min, ROW_WIDTH, frame.rtl)}
            width={widths[order] ?? BUTTON.min}
            height={BUTTON.height}
            text={choice.text}
            onSelect={choice.onSelect}
          />
        ))}
      </Focusable>
    </DialogFrame>
  )
}

/**
 * The OSD's programme line (portal spec §2 Live TV: OSD with guide up/down navigation): the playing
 * programme with its progress and the next one; while the guest browses with up/down (the session's
 * `osd`, a store of its own: a key press renders this line only), the browsed programme with its time
 * range, "Next" before a later one, its progress (full for a finished one, empty for one to come) and
 * the guide's Watch / Start Over tag when Enter plays it, with what is playing on the right. The line is
 * the OSD's status label: browser tests and screen readers read the browsed programme there.
 */
function OsdProgrammeLine({
  channel,
  dummy,
  playing,
  next,
  now,
}: {
  channel: Channel
  /** the dummy guide: "No available program data", nothing to browse */
  dummy: boolean
  /** the programme playing: the DVR programme, else the running one */
  playing: Program | null
  /** the next programme (none while a DVR programme plays) */
  next: Program | null
  now: number
}) {
  const live = useLive()
  const t = useT()
  const timeOfDay = useClockTime()
  const frame = useDir()
  useStore(live.osd.store)
  // Watch / Start Over follow the recording server's ranges
  useStore(live.store, (state) => state.dvrRanges[channel.id])
  const browsed = dummy ? null : live.osd.browsed(channel, now)
  if (browsed) {
    const { program, relation, playable } = browsed
    const range = `${timeOfDay(program.start)} – ${timeOfDay(program.end)}`
    const prefix =
      relation === 'later' ? `${t('live.next')}: ` : relation === 'now' ? `${t('live.now')}: ` : ''
    const tag = playable ? t(relation === 'now' ? 'live.startOver' : 'live.watch') : ''
    return (
      <>
        <Label
          // a time range reads left to right in every language; the sentence takes the interface's
          text={`${prefix}${frame.rtl ? keepLtr(range) : range} ${program.title}${tag ? ` (${tag})` : ''}`}
          dir={frame.rtl ? 'rtl' : 'ltr'}
          x={frame.x(136)}
          y={52}
          size={theme.fontSize.base}
          // clear of what is playing, on the right
          maxWidth={530}
          role="status"
        />
        <ProgrammeProgress value={programProgress(program, now)} />
        {playing && relation !== 'now' ? (
          <SideLine text={`${t('live.now')}: ${timeOfDay(playing.start)} ${playing.title}`} />
        ) : null}
      </>
    )
  }
  return (
    <>
      <Label
        text={
          dummy || !playing
            ? t('live.noProgram')
            : `${t('live.now')}: ${timeOfDay(playing.start)} ${playing.title}`
        }
        x={frame.x(136)}
        y={52}
        size={theme.fontSize.base}
        maxWidth={700}
        role="status"
      />
      {playing && !dummy ? <ProgrammeProgress value={programProgress(playing, now)} /> : null}
      {next && !dummy ? (
        <SideLine text={`${t('live.next')}: ${timeOfDay(next.start)} ${next.title}`} />
      ) : null}
    </>
  )
}

/** the programme line's progress, under its text */
function ProgrammeProgress({ value }: { value: number }) {
  const frame = useDir()
  return (
    <ProgressBar
      x={frame.x(136, 520)}
      y={82}
      width={520}
      height={6}
      value={value}
      trackColor={theme.border}
      fillColor={theme.primary}
    />
  )
}

/** the programme line's right-hand note: the next programme, or what plays while the guest browses */
function SideLine({ text }: { text: string }) {
  const frame = useDir()
  return (
    <Label
      text={text}
      x={frame.x(680)}
      y={74}
      size={theme.fontSize.small}
      color={theme.muted}
      maxWidth={500}
      mirror={false}
    />
  )
}
