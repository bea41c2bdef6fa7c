import { useLayoutEffect, useMemo } from 'react'
import type { TFunction } from 'i18next'
import { createStore } from 'zustand/vanilla'
import { ChannelList } from '../../../scenes/live/ChannelList'
import { renderChannelRow } from '../../../scenes/live/ChannelRow'
import { ListHeader } from '../../../scenes/live/ListHeader'
import { LiveContext } from '../../../scenes/live/context'
import { TranslateContext } from '../../../src/i18n/react'
import { createGuide } from '../../../src/services/live/guide'
import { initialLiveState, type LiveState } from '../../../src/services/live/liveState'
import type { LiveTv } from '../../../src/services/live'
import { consoleLogger } from '../../../src/services/logger'
import { systemClock } from '../../../src/time/clock'
import { flag } from '../shared/fixture'
import { GUIDE, GUIDE_HEADER, guideChannel, guideLineUp, guidePrograms } from '../shared/guide'

// locales/en_US.json, the strings the list shows (the page bundles no dictionary)
const STRINGS: Readonly<Record<string, string>> = {
  'live.allChannels': GUIDE_HEADER.title,
  'live.noChannel': 'No available channel',
  'live.noProgram': 'No available program data',
}
const t = ((key: string) => STRINGS[key] ?? key) as TFunction

/**
 * What the list reads of the Live TV session: the product's state store and its guide service (fetching
 * the fixture's programmes), and highlight/select as the session does them. The rest of the session
 * (tuning, PIN, purchases, recordings) is not part of a list scroll.
 */
type ListSession = Pick<LiveTv, 'store' | 'guide' | 'highlight' | 'select'>

function fixtureSession(length: number): ListSession {
  const channels = guideLineUp(length)
  const store = createStore<LiveState>()(() => ({
    ...initialLiveState(),
    view: 'list',
    channels,
    entered: true,
  }))
  const guide = createGuide({
    clock: systemClock,
    log: consoleLogger,
    getEpg: async (channelId) => {
      const index = channelId - 1
      return { [guideChannel(index).epg_id ?? '']: guidePrograms(index, Date.now()) }
    },
  })
  return {
    store,
    guide,
    // src/services/live/liveTv.ts highlight: the row wraps round the list
    highlight: (index) => store.setState({ index: ((index % length) + length) % length }),
    select: () => undefined,
  }
}

/**
 * The guide fixture on our renderer: the portal's own Live TV channel list (scenes/live ChannelList and
 * its rows, ListHeader) over N fixture channels, as LiveScreen mounts it in the list view: windowed,
 * cached rows, the guide fetched once the highlight settles, logos behind the list's quiet gate.
 * `?reactRows`: the rows as React elements, as before they became imperative views (perf/README.md
 * "Issue 19: input latency levers").
 */
export function Guide({ length, onCommit }: { length: number; onCommit: (focusId: string) => void }) {
  const session = useMemo(() => fixtureSession(length), [length])
  useLayoutEffect(() => onCommit('live-channels'), [onCommit])
  // The harness's input latency: the key's change is in place once the store has changed, since the
  // list's rows and the heading's counter follow it outside React, in the store's listeners
  // (perf/lib/recorder.js). `?reactRows`: the rows are React's, committed in the key's task.
  useLayoutEffect(
    () =>
      session.store.subscribe((state, before) => {
        if (state.index !== before.index) window.__rec?.commit()
      }),
    [session],
  )
  return (
    <TranslateContext.Provider value={t}>
      {/* the list reads only the ListSession part of the session */}
      <LiveContext.Provider value={session as LiveTv}>
        <ListHeader />
        {flag('reactRows') ? (
          <ChannelList x={GUIDE.x} y={GUIDE.y} renderRow={renderChannelRow} />
        ) : (
          <ChannelList x={GUIDE.x} y={GUIDE.y} />
        )}
      </LiveContext.Provider>
    </TranslateContext.Provider>
  )
}
