import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Mirror, useRenderer, type RendererServices } from '../../renderer'
import { renderScene, type StageNode, textOf } from '../shared/testStage'
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
// so is redrawing a cached row's texture
vi.mock('../live/rowCache', () => ({ useRowRecache: () => ({ current: null }) }))

const items = (count: number): PosterItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: i, title: `Film ${i}`, poster: null }))

let services: RendererServices | null = null
function Probe() {
  services = useRenderer()
  return null
}

function Grid({ list, rtl = false, start = 0 }: { list: PosterItem[]; rtl?: boolean; start?: number }) {
  const [index, setIndex] = useState(start)
  return (
    <Mirror width={1280} rtl={rtl}>
      <Probe />
      <PosterGrid id="grid" name="Movies" items={list} index={index} onIndexChange={setIndex} />
    </Mirror>
  )
}

async function setup(list: PosterItem[], rtl = false, start = 0) {
  const scene = await renderScene(<Grid list={list} rtl={rtl} start={start} />)
  await scene.step(() => scene.focus.focus('grid'))
  const press = async (key: 'left' | 'right' | 'up' | 'down') => {
    let used = false
    await scene.step(() => void (used = services?.keys.dispatch('grid', key) ?? false))
    return used
  }
  const name = () => scene.mirror.find((entry) => entry.id === 'grid')?.name
  return { ...scene, press, name }
}

/** the posters' title labels under the stage */
const titles = (node: StageNode, out: StageNode[] = []): StageNode[] => {
  const title = node.props.y === GRID.posterHeight + GRID.titleGap // not the poster's fallback caption
  if (title && /^Film \d+$/.test(textOf(node) ?? '')) out.push(node)
  node.children.forEach((child) => titles(child, out))
  return out
}

/** the grid's focus ring: the one Box 4 px above the first row */
const ringOf = (node: StageNode): StageNode | undefined => {
  if (node.type === 'pixiShapeView' && node.props.y === -4) return node
  return node.children.map((child) => ringOf(child)).find(Boolean)
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
    const { press, name } = await setup(items(12), false, 4)
    expect(await press('down')).toBe(true)
    expect(name()).toBe('Movies: Film 9')
    expect(await press('down')).toBe(true)
    expect(name()).toBe('Movies: Film 11')
  })

  it('right-to-left, the first poster is on the right and left moves forward', async () => {
    const { press, name, stage } = await setup(items(12), true)
    const first = titles(stage).find((node) => textOf(node) === 'Film 0')
    // the grid is mirrored on the screen; the title is anchored at the first poster's right edge
    expect(first?.getGlobalPosition().x).toBe(1280 - GRID.x)
    // the focus ring is around that first poster, on the right too
    const ring = ringOf(stage)
    expect(ring?.getGlobalPosition().x).toBe(1280 - GRID.x - GRID.posterWidth - 4)
    expect(await press('left')).toBe(true)
    expect(name()).toBe('Movies: Film 1')
    expect(await press('right')).toBe(true)
    expect(await press('right')).toBe(false)
  })

  it('over 2,000 films only the window’s rows (and a margin) hold posters', async () => {
    const { stage, press } = await setup(items(2000))
    await press('down')
    const mounted = titles(stage).length
    expect(mounted).toBeGreaterThan(0)
    expect(mounted).toBeLessThanOrEqual((GRID.rows + 2) * GRID.columns)
  })
})
