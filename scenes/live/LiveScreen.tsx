import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useStore } from 'zustand'
import {
  Backdrop,
  Box,
  Focusable,
  Img,
  Label,
  Mirror,
  mirrorX,
  useDir,
  useRenderer,
  VideoRect,
  type ScreenRect,
} from '../../renderer'
import type { RemoteKey } from '../../bridges/contract'
import { useT } from '../../src/i18n/react'
import { isRadioChannel, parseLiveRoute, type LiveTv } from '../../src/services/live'
import { createPendingSeek, mediaErrorShown } from '../../src/services/media'
import type { RouteMatch } from '../../src/services/router/routes'
import { usePortal } from '../shared/portalContext'
import { theme } from '../theme'
import { CategorySidebar, SEARCH_ID } from './CategorySidebar'
import { ChannelList } from './ChannelList'
import { ListHeader } from './ListHeader'
import { LIVE_LAYOUT, LiveContext, useLive } from './context'
import { LockedPanel } from './LockedPanel'
import { Osd } from './Osd'
import { LiveGuide } from './ProgramGuide'
import { RecordsPanel } from './RecordsPanel'
import { PlaybackBar } from './PlaybackBar'

const VIEW_ID = 'live-view'
/** the live screen's lists: ch_up/ch_down page them by 7 (portal spec §9) while one has the focus */
const PAGED_LISTS: ReadonlySet<string> = new Set(['live-channels', 'live-guide', 'live-records'])
const L = LIVE_LAYOUT

/** portal spec §2 Live TV: channel view, list + guide, categories sidebar, OSD; the picture shows through. */
export function LiveScreen({ live, route }: { live: LiveTv; route: RouteMatch }) {
  const { mirror, keys, focus, clock } = useRenderer()
  const dir = useDir()
  const { media } = usePortal()
  const view = useStore(live.store, (state) => state.view)
  const single = useStore(live.store, (state) => state.single)
  const status = useStore(live.store, (state) => state.status)
  const current = useStore(live.store, (state) => state.current)
  const timeShifted = useStore(live.store, (state) => state.dvr !== null || state.record !== null)
  // portal spec §4 Playback controls (DVR programmes and recordings): 30 s steps, applied after 2 s idle
  const seek = useMemo(() => createPendingSeek({ media, clock }), [media, clock])
  useEffect(() => () => seek.destroy(), [seek])

  useEffect(() => () => live.leave(), [live])
  useEffect(() => live.enter(parseLiveRoute(route.params)), [live, route])
  useEffect(() => {
    mirror.setRootData('live-view', view)
    mirror.setRootData('live-status', status)
    mirror.setRootData('live-channel', current ? String(current.id) : '')
  }, [mirror, view, status, current])
  useEffect(
    () => () => {
      for (const key of ['live-view', 'live-status', 'live-channel']) mirror.setRootData(key, '')
    },
    [mirror],
  )

  // Full-screen picture except where a view gives it a window (list and categories show a preview).
  const windowed = view === 'list'
  useEffect(() => {
    if (!windowed) void media.setWindow(null)
  }, [media, windowed])
  const placeVideo = useCallback((rect: ScreenRect) => void media.setWindow({ ...rect, index: 0 }), [media])
  // the list view's surface leaves the preview's corner (above the guide, beside the list) see-through
  const previewCorner = useMemo(() => {
    const width = 1280 - L.previewX + 20
    return [{ x: dir.x(L.previewX - 20, width), y: 0, width, height: L.guideY - 50 }]
  }, [dir])

  // Focus follows the view; the locked panel and the OSD focus their own buttons. Only the view and the
  // lock move it: a stream that starts (or fails) after the guest has moved on, into the programme guide
  // say, leaves focus where the guest put it.
  const locked = status === 'locked'
  useLayoutEffect(() => {
    if (locked && (view === 'home' || view === 'osd')) return
    if (view === 'home' || view === 'none') focus.focus(VIEW_ID)
    else if (view === 'list') focus.focus('live-channels')
    else if (view === 'categories') focus.focus(SEARCH_ID)
  }, [focus, view, locked])

  // Channel view keys: up/down change channel after the switch delay (portal spec §4; ch_up/ch_down do
  // so anywhere on the screen, below), enter opens the OSD, right the list, left the categories (not in
  // single mode). Right to left, the two sides swap with the layout (the categories open from the
  // right): the keys follow what is seen.
  const [toList, toCategories] = dir.rtl ? ['left', 'right'] : ['right', 'left']
  useEffect(
    () =>
      keys.register(VIEW_ID, (key) => {
        if (key === 'up') live.step(1)
        else if (key === 'down') live.step(-1)
        else if (key === 'enter') live.setView('osd')
        else if (key === toList) live.setView('list')
        else if (key === toCategories && !single) live.setView('categories')
        else return false
        return true
      }),
    [keys, live, single, toList, toCategories],
  )

  // Keys the shell hands over before its own: up/down/enter browse the OSD's guide (below); back steps
  // out of a view; favourite; stop leaves DVR; digits type into the search while it is focused;
  // ch_up/ch_down change channel (portal spec §2, after the switch delay of §4) whatever is focused (the
  // OSD, the locked panel's Buy, the channel view), except in a list, which they page by 7 (§9).
  const latest = useRef({ view, single })
  latest.current = { view, single }
  useEffect(
    () =>
      live.setKeyHandler((key: RemoteKey) => {
        const state = live.store.getState()
        if ((key === 'ch_up' || key === 'ch_down') && !PAGED_LISTS.has(focus.focusedId() ?? '')) {
          live.step(key === 'ch_up' ? 1 : -1)
          return true
        }
        // portal spec §2 Live TV: the OSD's guide up/down navigation (down the next programme, up the
        // previous); enter on a browsed programme that can be watched plays it (the guide's Watch), else
        // the focused OSD button takes it. Left/right stay with the OSD's buttons.
        if (latest.current.view === 'osd') {
          if (key === 'up' || key === 'down') {
            if (live.osd.step(key === 'down' ? 1 : -1)) return true
          } else if (key === 'enter' && live.osd.enter()) return true
        }
        if (key === 'back') {
          if (latest.current.view === 'records') return (live.setView('categories'), true)
          if (latest.current.view !== 'home' && latest.current.view !== 'none')
            return (live.setView('home'), true)
          if (state.dvr || state.record) return (void live.returnToLive(), true)
          return false
        }
        if (key === 'favorite') return live.toggleFavourite()
        if (key === 'stop' && (state.dvr || state.record)) return (void live.returnToLive(), true)
        if (state.dvr || state.record) {
          if (key === 'fw') return seek.forward()
          if (key === 'rw') return seek.rewind()
          if (key === 'play' || key === 'pause') return (void seek.toggle(), true)
        }
        if (key === 'list' || key === 'guide') return (live.setView('list'), true)
        if (key === 'tv') return (live.setView('home'), true)
        const digit = /^digit_(\d)$/.exec(key)?.[1]
        if (digit !== undefined && focus.focusedId() === SEARCH_ID) {
          live.setSearch(state.search + digit)
          return true
        }
        return false
      }),
    [live, focus, seek],
  )
  // In the search box, the backward key (left; right in RTL) deletes the last character (no backspace).
  const backward = dir.rtl ? 'right' : 'left'
  useEffect(
    () =>
      keys.register(SEARCH_ID, (key) => {
        const { search } = live.store.getState()
        if (key !== backward || !search) return false
        live.setSearch(search.slice(0, -1))
        return true
      }),
    [keys, live, backward],
  )

  return (
    <LiveContext.Provider value={live}>
      <pixiContainer label="live">
        {view === 'home' || view === 'none' || view === 'osd' ? (
          <Focusable id={VIEW_ID} width={1280} height={720} role="region" name="Live TV" />
        ) : null}
        {current && isRadioChannel(current) && view !== 'list' ? <RadioPanel /> : null}
        {view === 'home' || view === 'osd' ? <StatusPanel /> : null}
        {current && status === 'locked' && (view === 'home' || view === 'osd') ? (
          <LockedPanel channel={current} />
        ) : null}
        {view === 'osd' && current && status !== 'locked' ? <Osd channel={current} /> : null}
        {view === 'list' ? (
          <>
            {/* the list and guide panels: the surface everywhere but the preview's corner */}
            <Backdrop fill={theme.surface} fillAlpha={0.92} holes={previewCorner} />
            <ListHeader />
            <VideoRect
              x={dir.x(L.previewX, L.previewWidth)}
              y={L.previewY}
              width={L.previewWidth}
              height={L.previewHeight}
              onPlace={placeVideo}
              name="Picture"
            />
            <ChannelList x={L.listX} y={L.listY} />
            <LiveGuide x={L.guideX} y={L.guideY} clock={clock} />
          </>
        ) : null}
        {view === 'categories' ? (
          <>
            <CategorySidebar />
            <Box
              x={dir.x(L.sidebarWidth, L.listWidth + 40)}
              width={L.listWidth + 40}
              height={720}
              fill={theme.surface}
              fillAlpha={0.85}
            />
            <ChannelList x={L.sidebarWidth + 20} y={L.listY} />
          </>
        ) : null}
        {view === 'records' ? <RecordsPanel /> : null}
        {timeShifted && (view === 'home' || view === 'osd') ? <PlaybackBar seek={seek} /> : null}
      </pixiContainer>
    </LiveContext.Provider>
  )
}

/** portal spec §2: Radio (no picture): the station's logo and name over the screen's centre. */
function RadioPanel() {
  const t = useT()
  const live = useLive()
  const current = useStore(live.store, (state) => state.current)
  if (!current) return null
  return (
    <pixiContainer x={440} y={140}>
      <Box width={400} height={300} radius={20} fill={theme.surfaceRaised} fillAlpha={0.9} />
      <Img url={current.logo} x={80} y={30} width={240} height={160} fit="contain" />
      <Label
        text={`${t('live.radio')} · ${current.title}`}
        x={200}
        y={230}
        anchorX={0.5}
        size={theme.fontSize.medium}
        role="status"
      />
    </pixiContainer>
  )
}

/** The tuned channel's number and name while switching, and what went wrong (PIN cancelled, play error). */
function StatusPanel() {
  const live = useLive()
  const t = useT()
  const status = useStore(live.store, (state) => state.status)
  const error = useStore(live.store, (state) => state.error)
  const current = useStore(live.store, (state) => state.current)
  // an empty line-up only once the route is entered: before that the list is not read yet (a direct
  // start into Live TV drew "No available channel" for one commit)
  const empty = useStore(live.store, (state) => state.entered && state.channels.length === 0)
  const highlighted = useStore(live.store, (state) => state.channels[state.index])
  const { rtl } = useDir()
  const shown = status === 'switching' ? highlighted : current
  const text = empty
    ? t('live.noChannel')
    : status === 'error'
      ? mediaErrorShown(error, 'errors.mediaNotAvailable', (key) => t(key))
      : status === 'cancelled' || status === 'pin'
        ? t('interact.restrictedContent')
        : ''
  return (
    <>
      {shown && (status === 'switching' || status === 'pin' || status === 'cancelled') ? (
        <Mirror x={40} y={40} width={360}>
          <Box width={360} height={56} radius={12} fill={theme.surface} fillAlpha={0.85} />
          <Label
            text={`${shown.sort.padStart(3, '0')}  ${shown.title}`}
            x={mirrorX(16, 0, 360, rtl)}
            y={14}
            size={theme.fontSize.medium}
            weight="bold"
            maxWidth={330}
            role="status"
          />
        </Mirror>
      ) : null}
      {text ? (
        <pixiContainer x={340} y={320}>
          <Box width={600} height={80} radius={14} fill={theme.surface} fillAlpha={0.9} />
          <Label
            text={text}
            x={300}
            y={40}
            anchorX={0.5}
            anchorY={0.5}
            size={theme.fontSize.medium}
            maxWidth={560}
            role="alert"
          />
        </pixiContainer>
      ) : null}
    </>
  )
}
