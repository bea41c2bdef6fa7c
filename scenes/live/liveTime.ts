// portal spec §9 Live time update 60 s: what the live scenes draw from the time (now/next, progress bars,
// the guide's Watch / Start Over tags) is read at the portal's clock (DESIGN.md "One clock") and refreshed
// once a minute, at the minute boundary (startMinuteTicker): an idle live screen draws one frame a minute
// and nothing in between (render on demand).
import { useEffect, useState } from 'react'
import { useRenderer } from '../../renderer'
import { startMinuteTicker } from '../../src/services/dateTime'
import type { LiveTv } from '../../src/services/live'
import type { Clock } from '../../src/time/clock'

/** the renderer's clock's time, refreshed each minute (portal spec §9 Live time update 60 s) */
export function useLiveNow(): number {
  const { clock } = useRenderer()
  const [now, setNow] = useState(() => clock.now())
  useEffect(() => {
    setNow(clock.now())
    return startMinuteTicker(clock, setNow)
  }, [clock])
  return now
}

/**
 * When the channel list's imperative rows are bound again (WindowList `subscribe`): the channels or the
 * favourites changed, a guide arrived, and each minute (portal spec §9 Live time update 60 s: the running
 * programme and its progress). A row that would draw what it shows keeps its texture.
 */
export function channelRowsRefresh(live: Pick<LiveTv, 'store' | 'guide'>, clock: Clock) {
  return (refresh: () => void): (() => void) => {
    const offLive = live.store.subscribe((state, before) => {
      if (state.channels !== before.channels || state.favourites !== before.favourites) refresh()
    })
    // a guide arriving for any channel: each row compares what it would draw and keeps its texture
    const offGuide = live.guide.store.subscribe(() => refresh())
    const offTick = startMinuteTicker(clock, () => refresh())
    return () => {
      offLive()
      offGuide()
      offTick()
    }
  }
}
