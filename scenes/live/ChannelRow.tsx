import { memo, useRef, type ReactNode } from 'react'
import type { Container } from 'pixi.js'
import { useStore } from 'zustand'
import { Box, Img, Label, mirrorX, ProgressBar, useDir } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { nowAndNext, programProgress } from '../../src/services/live'
import { theme } from '../theme'
import { LIVE_LAYOUT, useLive } from './context'
import { useLiveNow } from './liveTime'
import { useRowRecache } from './rowCache'

const { rowHeight, listWidth } = LIVE_LAYOUT
const LOGO = { width: 72, height: 48 }

// The channel row as React elements, as it was before the list's rows became imperative views
// (channelRowView.ts). Kept only for measuring that lever: the perf guide page's `?reactRows` variant
// passes renderChannelRow to ChannelList (perf/README.md "Issue 19: input latency levers").
// One row of the channel list. It reads its own channel and guide entry from the stores, so a key press
// re-renders the rows whose highlight changed and the rows entering the window, never the screen.
// The list caches rows as textures (perf/README.md "Live guide levers"); useRowRecache redraws a row's
// texture when the row changes by itself (guide, favourite, progress, the logo arriving).
export const ChannelRow = memo(function ChannelRow({ index, active }: { index: number; active: boolean }) {
  const live = useLive()
  const t = useT()
  const channel = useStore(live.store, (state) => state.channels[index])
  const favourite = useStore(live.store, (state) => (channel ? state.favourites.includes(channel.id) : false))
  const entry = useStore(live.guide.store, () => (channel ? live.guide.get(channel.id) : undefined))
  const logo = useRef<Container>(null)
  const root = useRowRecache(logo)
  const { rtl } = useDir()
  // portal spec §9 Live time update 60 s
  const now = useLiveNow()
  if (!channel) return null
  // laid out left to right in the row's width, mirrored for Arabic and Hebrew (the number stays a number)
  const mx = (x: number, width = 0) => mirrorX(x, width, listWidth, rtl)
  const { now: current } = nowAndNext(entry?.programs ?? [], now)
  const text = active ? theme.onPrimary : theme.onSurface
  const dim = active ? theme.onPrimary : theme.muted
  return (
    <pixiContainer ref={root}>
      <Box
        width={listWidth}
        height={rowHeight - 4}
        radius={8}
        fill={active ? theme.primary : theme.surfaceRaised}
      />
      <Label
        text={channel.sort.padStart(3, '0')}
        x={mx(14)}
        y={20}
        size={theme.fontSize.base}
        color={dim}
        mirror={false}
      />
      <pixiContainer ref={logo}>
        <Img
          url={channel.logo}
          x={mx(64, LOGO.width)}
          y={6}
          width={LOGO.width}
          height={LOGO.height}
          fit="contain"
        />
      </pixiContainer>
      <Label
        text={favourite ? `★ ${channel.title}` : channel.title}
        x={mx(150)}
        y={8}
        size={theme.fontSize.base}
        weight="bold"
        color={text}
        maxWidth={listWidth - 170}
        mirror={false}
      />
      <Label
        text={entry?.dummy ? t('live.noProgram') : (current?.title ?? '')}
        x={mx(150)}
        y={34}
        size={theme.fontSize.xsmall}
        color={dim}
        maxWidth={listWidth - 300}
        mirror={false}
      />
      {current && !entry?.dummy ? (
        <ProgressBar
          x={mx(listWidth - 130, 110)}
          y={42}
          width={110}
          height={5}
          value={programProgress(current, now)}
          trackColor={theme.border}
          fillColor={active ? theme.onPrimary : theme.primary}
        />
      ) : null}
    </pixiContainer>
  )
})

/** WindowList renderRow for the React rows */
export const renderChannelRow = (row: number, active: boolean): ReactNode => (
  <ChannelRow index={row} active={active} />
)
