import { Profiler, useMemo } from 'react'
import type { Container } from 'pixi.js'
import { describe, expect, it, vi } from 'vitest'
import { createStore, type StoreApi } from 'zustand/vanilla'
import { Mirror, selectSource, useRenderer, type RendererServices } from '../../renderer'
import { ShapeView } from '../../renderer/shapes/shapeView'
import { renderScene, type StageNode } from '../shared/testStage'
import { GRID } from './layout'
import { PosterGrid, type PosterItem } from './PosterGrid'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

// the window's clip is Pixi drawing: not what these tests are about
vi.mock('../../renderer/react/useRectMask', () => ({ useRectMask: () => undefined }))

const items = (count: number): PosterItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, title: `Film ${i}`, poster: null }))

let services: RendererServices | null = null
function Probe() {
  services = useRenderer()
  return null
}

function Grid({ list, store }: { list: PosterItem[]; store: StoreApi<{ index: number }> }) {
  const index = useMemo(() => selectSource(store, (state) => state.index), [store])
  return (
    <PosterGrid
      id="grid"
      name="Movies"
      items={list}
      index={index}
      onIndexChange={(next) => store.setState({ index: next })}
    />
  )
}

async function setup(list: PosterItem[], rtl = false, start = 0) {
  const store = createStore<{ index: number }>()(() => ({ index: start }))
  let renders = 0
  const scene = await renderScene(
    <Mirror width={1280} rtl={rtl}>
      <Probe />
      <Profiler id="grid" onRender={() => void renders++}>
        <Grid list={list} store={store} />
      </Profiler>
    </Mirror>,
  )
  await scene.step(() => scene.focus.focus('grid'))
  const press = async (key: 'left' | 'right' | 'up' | 'down') => {
    let used = false
    await scene.step(() => void (used = services?.keys.dispatch('grid', key) ?? false))
    return used
  }
  const name = () => scene.mirror.find((entry) => entry.id === 'grid')?.name
  return { ...scene, store, press, name, renders: () => renders }
}

/** the imperative views the scene added by hand, with the stage node they hang from */
const hung = (node: StageNode, out: { host: StageNode; view: Container }[] = []) => {
  node.views.forEach((view) => out.push({ host: node, view }))
  node.children.forEach((child) => hung(child, out))
  return out
}

/** where a hung view is on the screen: its stage node's place plus its own within it */
const screenX = ({ host, view }: { host: StageNode; view: Container }, inner: Container = view) =>
  host.getGlobalPosition().x + inner.getGlobalPosition().x

/** the rows the grid shows (its row pool's views) */
const rowsOf = (stage: StageNode) =>
  hung(stage).filter(({ view }) => !(view instanceof ShapeView) && view.visible)

/** the grid's focus ring: the one rectangle hung beside the rows */
const ringOf = (stage: StageNode) => hung(stage).find(({ view }) => view instanceof ShapeView)

/** the posters' titles shown, each with the text view that draws it */
const titles = (stage: StageNode) =>
  rowsOf(stage).flatMap((row) =>
    (row.view.children[1] as Container).children
      .filter((node) => node.visible)
      .map((node) => ({ ...row, node: node as Container, text: shownText(node as Container) })),
  )

/** the string a title's text view draws (canvas text here: no glyph atlas in node) */
const shownText = (node: Container) => {
  const text = node.children[0]
  return text && 'text' in text ? String(text.text) : ''
}

describe('PosterGrid', () => {
  it('right moves along the row; past its end the key is not the grid’s (focus leaves)', async () => {
    const { press, name } = await setup(items(12))
    expect(name()).toBe('Movies: Film 0')
    for (let i = 1; i < GRID.columns; i++) expect(await press('right')).toBe(true)
    expect(name()).toBe(`Movies: Film ${GRID.columns - 1}`)
    expect(await press('right')).toBe(false)
    expect(await press('left')).toBe(true)
    expect(name()).toBe(`Movies: Film ${GRID.columns - 2}`)
  })

  it('down keeps the column, or takes the last poster of a short last row', async () => {
    const { press, name, store } = await setup(items(12), false, 4)
    expect(await press('down')).toBe(true)
    expect(name()).toBe('Movies: Film 9')
    expect(await press('down')).toBe(true)
    expect(name()).toBe('Movies: Film 11')
    expect(store.getState().index).toBe(11)
    // the short last row shows its two films and hides the other cells: 12 titles in three rows
    const shown = titles((await setup(items(12), false, 11)).stage).map(({ text }) => text)
    expect(shown).toHaveLength(12)
    expect(shown.slice(-2)).toEqual(['Film 10', 'Film 11'])
  })

  it('a key press moves the rows and the ring with no React render', async () => {
    const { press, renders, stage } = await setup(items(40))
    const before = renders()
    expect(before).toBeGreaterThan(0) // the profiler counts the grid's commits
    const ring = ringOf(stage)
    expect(ring && screenX(ring)).toBe(GRID.x - 4)
    expect(await press('right')).toBe(true)
    expect(ring && screenX(ring)).toBe(GRID.x + GRID.posterWidth + GRID.columnGap - 4)
    expect(await press('down')).toBe(true)
    expect(await press('down')).toBe(true)
    // the window scrolled: the row of Film 11 is the active (middle) row, the ring on its second poster
    expect(ring?.view.y).toBe(GRID.activeRow * GRID.rowHeight - 4)
    expect(titles(stage).map(({ text }) => text)).toContain('Film 11')
    expect(renders()).toBe(before)
  })

  it('right-to-left, the first poster is on the right and left moves forward', async () => {
    const { press, name, stage } = await setup(items(12), true)
    const first = titles(stage).find(({ text }) => text === 'Film 0')
    // the grid is mirrored on the screen; the title is anchored at the first poster's right edge
    expect(first && screenX(first, first.node)).toBe(1280 - GRID.x)
    // the focus ring is around that first poster, on the right too
    const ring = ringOf(stage)
    expect(ring && screenX(ring)).toBe(1280 - GRID.x - GRID.posterWidth - 4)
    expect(await press('left')).toBe(true)
    expect(name()).toBe('Movies: Film 1')
    expect(ring && screenX(ring)).toBe(1280 - GRID.x - 2 * GRID.posterWidth - GRID.columnGap - 4)
    expect(await press('right')).toBe(true)
    expect(await press('right')).toBe(false)
  })

  it('over 2,000 films only the window’s rows (and a margin) hold posters', async () => {
    const { stage, press } = await setup(items(2000))
    await press('down')
    const shown = titles(stage).length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThanOrEqual((GRID.rows + 2) * GRID.columns)
    expect(hung(stage).length).toBeLessThanOrEqual(GRID.rows + 2 + 1)
  })
})
