import { describe, expect, it, vi } from 'vitest'
import type { Container } from 'pixi.js'
import type { ViewServices } from '../../renderer'
import { GRID, GRID_WIDTH } from './layout'
import { POSTER_PITCH, PosterRowView, type PosterItem } from './posterRowView'

// the canvas-text path draws these rows in node (no glyph atlas): measuring needs a canvas
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const films = (count: number, poster = (i: number): string | null => `/media/poster-${i}.jpg`) =>
  Array.from({ length: count }, (_, i): PosterItem => ({ id: i, title: `Film ${i}`, poster: poster(i) }))

function setup(items: PosterItem[], rtl = false) {
  const acquire = vi.fn((_url: string) => ({ current: null, release: vi.fn() }))
  const services: ViewServices = {
    textures: { acquire, has: () => false } as unknown as ViewServices['textures'],
    gate: null,
    rtl,
    changed: vi.fn(),
  }
  const row = new PosterRowView(services, items)
  /** the titles shown, in column order */
  const titles = () =>
    row.cells
      .filter(({ title }) => title.node.visible)
      .map(({ title }) => (title.node.children[0] as Container & { text?: string }).text)
  return { row, acquire, titles }
}

describe('PosterRowView (portal spec §2 VOD poster grid row)', () => {
  it('shows the row’s five films: each poster’s picture and its title under it', () => {
    const { row, acquire, titles } = setup(films(12))
    expect(row.bind(1)).toBe(true)
    expect(titles()).toEqual(['Film 5', 'Film 6', 'Film 7', 'Film 8', 'Film 9'])
    expect(acquire.mock.calls.map(([url]) => url)).toEqual(
      [5, 6, 7, 8, 9].map((i) => `/media/poster-${i}.jpg`),
    )
    row.cells.forEach(({ image, title }, c) => {
      expect(image.node.x).toBe(c * POSTER_PITCH)
      expect(title.node.x).toBe(c * POSTER_PITCH)
      expect(title.node.y).toBe(GRID.posterHeight + GRID.titleGap)
    })
  })

  it('the same films again draw nothing (a cached row keeps its texture); other films draw', () => {
    const { row } = setup(films(12))
    expect(row.bind(0)).toBe(true)
    expect(row.bind(0)).toBe(false)
    expect(row.bind(1)).toBe(true)
  })

  it('a short last row hides the cells it has no film for, and lets go of their pictures', () => {
    const { row, acquire, titles } = setup(films(12))
    row.bind(0)
    const released = acquire.mock.results.map((result) => result.value.release)
    expect(row.bind(2)).toBe(true)
    expect(titles()).toEqual(['Film 10', 'Film 11'])
    expect(row.cells.map(({ image }) => image.node.visible)).toEqual([true, true, false, false, false])
    // the three empty cells released the pictures of films 2, 3 and 4
    expect(released.slice(2).every((release) => release.mock.calls.length === 1)).toBe(true)
  })

  it('a film without a poster shows its title on the fallback box', () => {
    const { row } = setup(films(5, () => null))
    row.bind(0)
    expect(row.cells.map(({ image }) => image.status)).toEqual(Array(5).fill('error'))
  })

  it('right-to-left, the first film is on the right and its title is anchored at its right edge', () => {
    const { row, titles } = setup(films(5), true)
    row.bind(0)
    expect(titles()).toEqual(['Film 0', 'Film 1', 'Film 2', 'Film 3', 'Film 4'])
    const [first, second] = row.cells
    expect(first?.image.node.x).toBe(GRID_WIDTH - GRID.posterWidth)
    expect(first?.title.node.x).toBe(GRID_WIDTH)
    expect(second?.image.node.x).toBe(GRID_WIDTH - POSTER_PITCH - GRID.posterWidth)
  })
})
