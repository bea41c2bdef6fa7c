import { describe, expect, it, vi } from 'vitest'
import type { Container } from 'pixi.js'
import { createStore } from 'zustand/vanilla'
import type { ViewServices } from '../../renderer'
import type { GuideEntry } from '../../src/services/live'
import { channel } from '../../src/services/live/fakes'
import { initialLiveState, type LiveState } from '../../src/services/live/liveState'
import { theme } from '../theme'
import { ChannelRowView, type ChannelRowData } from './channelRowView'

// the canvas-text path draws these rows in node (no glyph atlas): measuring needs a canvas
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const NOW = Date.UTC(2025, 0, 10, 12, 30)
const HOUR = 3_600_000

function setup(rtl = false) {
  const store = createStore<LiveState>()(() => ({
    ...initialLiveState(),
    channels: [channel({ id: 1, sort: '7', title: 'News' }), channel({ id: 2, sort: '12', title: 'Sport' })],
  }))
  const guide = new Map<number, GuideEntry>()
  const data = { store, guide: { get: (id: number) => guide.get(id) } } as unknown as ChannelRowData
  const services: ViewServices = {
    textures: { acquire: () => ({ current: null, release: () => undefined }), has: () => false },
    gate: null,
    rtl,
    changed: vi.fn(),
  }
  const row = new ChannelRowView(services, data, 'No available program data', () => NOW)
  const texts = () =>
    row.node.children
      .map((child) => (child as Container).children[0])
      .map((child) => (child && 'text' in child ? String(child.text) : null))
      .filter((text) => text !== null)
  const [back, number, logo, title, program, progress] = row.node.children as Container[]
  return { row, store, guide, texts, back, number, logo, title, program, progress }
}

describe('ChannelRowView (portal spec §2 channel list row)', () => {
  it('shows the 3-digit number, the title and the current programme', () => {
    const { row, guide, texts } = setup()
    guide.set(1, {
      programs: [{ start: NOW - HOUR, end: NOW + HOUR, title: 'Headlines' }],
      dummy: false,
      hour: 0,
    })
    row.bind(0, false)
    expect(texts()).toEqual(['007', 'News', 'Headlines'])
  })

  it('a favourite channel is marked with ★; a channel without guide data says so and has no progress', () => {
    const { row, store, guide, texts, progress } = setup()
    store.setState({ favourites: [2] })
    guide.set(2, { programs: [], dummy: true, hour: 0 })
    row.bind(1, false)
    expect(texts()).toEqual(['012', '★ Sport', 'No available program data'])
    expect(progress?.visible).toBe(false)
  })

  it('the active row is drawn in the primary colour with its text on primary', () => {
    const { row, back, title } = setup()
    row.bind(0, true)
    expect(back?.tint).toBe(theme.primary)
    expect((title?.children[0] as Container).tint).toBe(theme.onPrimary)
    row.bind(0, false)
    expect(back?.tint).toBe(theme.surfaceRaised)
  })

  it('is laid out left to right and mirrored by mirrorX for Arabic and Hebrew', () => {
    const ltr = setup()
    ltr.row.bind(0, false)
    const rtl = setup(true)
    rtl.row.bind(0, false)
    expect([ltr.number?.x, ltr.logo?.x, ltr.title?.x]).toEqual([14, 64, 150])
    expect([rtl.number?.x, rtl.logo?.x, rtl.title?.x]).toEqual([560 - 14, 560 - 64 - 72, 560 - 150])
  })

  it('a rebind that would draw the same row reports no change (the cached texture is kept)', () => {
    const { row, store } = setup()
    expect(row.bind(0, false)).toBe(true)
    expect(row.bind(0, false)).toBe(false)
    store.setState({ favourites: [1] })
    expect(row.bind(0, false)).toBe(true)
  })

  it('an index past the channels hides the row, a channel shows it again', () => {
    const { row, texts } = setup()
    row.bind(5, false)
    expect(row.node.children.some((part) => part.visible)).toBe(false)
    row.bind(0, false)
    expect(row.node.children.filter((part) => part.visible)).toHaveLength(5) // no programme: no progress
    expect(texts()).toEqual(['007', 'News', ''])
  })
})
