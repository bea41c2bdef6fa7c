import { describe, expect, it, vi } from 'vitest'
import { useRenderer, type RendererServices } from '../../renderer'
import { createCmsList, type CmsKeyHandler } from '../../src/services/cms'
import { carousel, cmsItem } from '../../src/services/cms/fixtures'
import { renderScene, type StageNode, CANVAS_TEXT, textOf } from '../shared/testStage'
import { CmsRows, cmsRowId } from './CmsRows'

// the window's clip needs a real Pixi container; the scene tests draw nothing
vi.mock('../../renderer/react/useRectMask', () => ({ useRectMask: () => undefined }))
// text is measured on a canvas; a caption here fits as it is
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const items = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => cmsItem({ id: from + i, title: `Card ${from + i}` }))
const ROWS = [
  carousel({ id: 1, name: 'Breakfast', items: items(10, 8) }),
  carousel({ id: 2, name: 'Dining', items: items(20, 2) }),
  carousel({ id: 3, name: 'Drinks', items: items(30, 4) }),
]

/** the renderer services the scene was rendered with (widget keys) */
function Probe({ into }: { into: (services: RendererServices) => void }) {
  into(useRenderer())
  return null
}

// Moves that scroll the window or slide a carousel run tweens, which the node scene stage does not have:
// those are covered by tests/e2e/cms.spec.ts; these check what needs no tween.
async function fixture(first: { row?: number; item?: number } = {}) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const list = createCmsList({ getCms: async () => ROWS, menus: () => [], log })
  await list.open('roomservice', undefined)
  if (first.item !== undefined) list.setItem(0, first.item)
  let rowKeys: CmsKeyHandler | null = null
  let services: RendererServices | null = null
  const onSelect = vi.fn()
  const scene = await renderScene(
    <>
      <CmsRows
        list={list}
        caption={(item) => String(item.price ?? '')}
        onSelect={onSelect}
        bindKeys={(handler) => {
          rowKeys = handler
        }}
      />
      <Probe into={(value) => (services = value)} />
    </>,
  )
  const keys = () => (services as RendererServices | null)?.keys
  return {
    list,
    scene,
    onSelect,
    keys,
    press: (key: 'up' | 'down') => (rowKeys as CmsKeyHandler | null)?.(key) ?? false,
  }
}

describe('CMS rows (portal spec §4 CMS carousel, §9 row window 2)', () => {
  it('focuses the focused row’s carousel, named by the row and its first card', async () => {
    const { scene } = await fixture()
    expect(scene.focus.focusedId()).toBe(cmsRowId(0))
    expect(scene.mirror.find((entry) => entry.id === cmsRowId(0))?.name).toBe('Breakfast: Card 10')
  })

  it('up on the first row keeps the key and moves nothing', async () => {
    const { scene, list, press } = await fixture()
    expect(press('up')).toBe(true)
    expect(list.store.getState().row).toBe(0)
    expect(scene.focus.focusedId()).toBe(cmsRowId(0))
  })

  it('mounts the 2 rows of the window and the one waiting below, each a carousel', async () => {
    const { scene } = await fixture()
    const rows = scene.mirror.filter((entry) => entry.id.startsWith('cms-row-')).map((entry) => entry.id)
    expect(rows).toEqual([cmsRowId(0), cmsRowId(1), cmsRowId(2)])
  })

  it('a row of more than 3 cards mounts 4 shown and one each side; 3 or fewer all of them', async () => {
    const { scene } = await fixture()
    const texts = (node: StageNode): string[] => [
      ...(node.type === CANVAS_TEXT ? [textOf(node) ?? ''] : []),
      ...node.children.flatMap(texts),
    ]
    const cards = [...new Set(texts(scene.stage).filter((text) => /^Card \d+$/.test(text)))]
    expect(cards.filter((name) => name.startsWith('Card 1'))).toHaveLength(6)
    expect(cards.filter((name) => name.startsWith('Card 2'))).toHaveLength(2)
  })

  it('Enter on a row opens the card it shows first', async () => {
    const { onSelect, keys } = await fixture({ item: 3 })
    expect(keys()?.dispatch(cmsRowId(0), 'enter')).toBe(true)
    expect(onSelect).toHaveBeenCalledWith(0, 3)
  })
})
