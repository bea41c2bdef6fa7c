import { describe, expect, it, vi } from 'vitest'
import type { Container } from 'pixi.js'
import { createStore } from 'zustand/vanilla'
import type { ViewServices } from '../../renderer'
import { createFakeClock } from '../../src/api/fakes'
import { TIME_UPDATE_MS } from '../../src/services/dateTime'
import type { GuideEntry } from '../../src/services/live'
import type { GuideState } from '../../src/services/live/guide'
import { channel } from '../../src/services/live/fakes'
import { initialLiveState, type LiveState } from '../../src/services/live/liveState'
import { ChannelRowView, type ChannelRowData } from './channelRowView'
import { channelRowsRefresh } from './liveTime'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

// a minute boundary plus 30 s: the first refresh is due in 30 s
const NOW = Date.UTC(2025, 0, 10, 12, 59, 30)
const at = (h: number, m = 0) => Date.UTC(2025, 0, 10, h, m)

function setup() {
  const clock = createFakeClock(NOW)
  const store = createStore<LiveState>()(() => ({
    ...initialLiveState(),
    channels: [channel({ id: 1, sort: '7', title: 'News' })],
  }))
  const guideStore = createStore<GuideState>()(() => ({ version: 0 }))
  const entries = new Map<number, GuideEntry>([
    [
      1,
      {
        programs: [
          { start: at(12), end: at(13), title: 'Noon news' },
          { start: at(13), end: at(14), title: 'Afternoon' },
        ],
        dummy: false,
        hour: 0,
      },
    ],
  ])
  const data = {
    store,
    guide: { store: guideStore, get: (id: number) => entries.get(id) },
  } as unknown as ChannelRowData
  const services: ViewServices = {
    textures: { acquire: () => ({ current: null, release: () => undefined }), has: () => false },
    gate: null,
    rtl: false,
    changed: vi.fn(),
  }
  const row = new ChannelRowView(services, data, 'No available program data', () => clock.now())
  const programText = () => {
    const program = (row.node.children[4] as Container).children[0]
    return program && 'text' in program ? String(program.text) : null
  }
  return { clock, store, guideStore, data, row, programText }
}

describe('the channel list follows the time (portal spec §9 Live time update 60 s)', () => {
  it('rows are bound again once a minute on the portal clock, and not in between', () => {
    const { clock, data, row, programText } = setup()
    let drawn = 0
    const refresh = vi.fn(() => {
      if (row.bind(0, false)) drawn++
    })
    const stop = channelRowsRefresh(data, clock)(refresh)
    row.bind(0, false)
    expect(programText()).toBe('Noon news')
    clock.advance(29_999)
    expect(refresh).not.toHaveBeenCalled()
    // 13:00: the running programme changes on screen without a key press
    clock.advance(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(drawn).toBe(1)
    expect(programText()).toBe('Afternoon')
    // one refresh a minute, never more (an idle screen draws nothing in between)
    clock.advance(TIME_UPDATE_MS * 3 - 1)
    expect(refresh).toHaveBeenCalledTimes(3)
    stop()
    clock.advance(TIME_UPDATE_MS * 5)
    expect(refresh).toHaveBeenCalledTimes(3)
    expect(clock.pending()).toBe(0)
  })

  it('rows are also bound again when the channels, the favourites or a guide change', () => {
    const { clock, store, guideStore, data } = setup()
    const refresh = vi.fn()
    const stop = channelRowsRefresh(data, clock)(refresh)
    store.setState({ favourites: [1] })
    guideStore.setState({ version: 1 })
    store.setState({ index: 0, status: 'playing' })
    expect(refresh).toHaveBeenCalledTimes(2)
    stop()
  })
})
