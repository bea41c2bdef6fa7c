import { describe, expect, it, vi } from 'vitest'
import type { CmsCarousel } from '../../api/types'
import { carousel, cmsItem, menuItem } from './fixtures'
import { createCmsList, findItem, rowOf } from './list'
import { cmsMenuItem } from './menuItem'

const ROWS: CmsCarousel[] = [
  carousel({ id: 21, name: 'Breakfast', items: [cmsItem({ id: 100 }), cmsItem({ id: 101 })] }),
  carousel({ id: 22, name: 'Dining', items: [cmsItem({ id: 102 })] }),
]
const MENUS = [menuItem({ id: 5, module: 'cms', target: 'restaurant', subs: [menuItem({ id: 53 })] })]

function fixture(answer: CmsCarousel[] | false | Error = ROWS) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const getCms = vi.fn(async (id: string) => {
    void id
    if (answer instanceof Error) throw answer
    return answer
  })
  const list = createCmsList({ getCms, menus: () => MENUS, log })
  return { list, getCms, log }
}

describe('CMS target (portal spec §2 Home, §7 GET /api/get/cms/{id})', () => {
  it('finds the cms menu item or sub-item of a target, case-insensitively', () => {
    expect(cmsMenuItem(MENUS, 'RoomService')?.id).toBe(53)
    expect(cmsMenuItem(MENUS, 'restaurant')?.id).toBe(5)
    expect(cmsMenuItem([menuItem({ module: 'live', target: 'spa' })], 'spa')).toBeNull()
  })

  it("fetches the menu item's target and titles the list with the menu item", async () => {
    const { list, getCms } = fixture()
    expect(await list.open('roomservice', undefined)).toBe(true)
    expect(getCms).toHaveBeenCalledWith('roomservice', undefined)
    expect(list.store.getState()).toMatchObject({ status: 'ready', title: 'Room Service', row: 0 })
  })

  it("without a menu item fetches the route's id and titles the list with the first carousel", async () => {
    const { list, getCms } = fixture()
    await list.open('21', undefined)
    expect(getCms).toHaveBeenCalledWith('21', undefined)
    expect(list.store.getState().title).toBe('Breakfast')
  })

  it('fetches a target once while the guest moves between its list and detail layouts', async () => {
    const { list, getCms } = fixture()
    await list.open('roomservice', undefined)
    await list.ensure('roomservice')
    await list.open('roomservice', '22')
    expect(getCms).toHaveBeenCalledTimes(1)
  })

  it('a category focuses its row; an unknown one the first', async () => {
    const { list } = fixture()
    await list.open('roomservice', '22')
    expect(list.store.getState().row).toBe(1)
    expect(rowOf(ROWS, '99')).toBe(0)
  })

  it('an empty answer, a 404 or a failure leaves nothing to show (§5: the screen leaves), logged', async () => {
    for (const answer of [[], false as const, new Error('500')]) {
      const { list } = fixture(answer)
      expect(await list.open('roomservice', undefined)).toBe(false)
      expect(list.store.getState().status).toBe('empty')
    }
    const failing = fixture(new Error('500'))
    await failing.list.open('spa', undefined)
    expect(failing.log.warn).toHaveBeenCalled()
  })

  it('leaves out carousels without items', async () => {
    const { list } = fixture([carousel({ id: 9, items: [] }), ...ROWS])
    await list.open('roomservice', undefined)
    expect(list.store.getState().carousels.map((row) => row.id)).toEqual([21, 22])
  })

  it('keeps the item shown first per row (the guest or the autoplay moved it)', async () => {
    const { list } = fixture()
    await list.open('roomservice', undefined)
    list.setItem(0, 1)
    expect(list.store.getState().items).toEqual([1, 0])
    list.setItem(5, 1)
    expect(list.store.getState().items).toEqual([1, 0])
  })

  it('a language change forgets the loaded target, so it is fetched again', async () => {
    const { list, getCms } = fixture()
    await list.open('roomservice', undefined)
    list.invalidate()
    await list.open('roomservice', undefined)
    expect(getCms).toHaveBeenCalledTimes(2)
  })
})

describe('finding an item (portal spec §2 /cms/:target/:category/:id)', () => {
  it('by carousel and item id', () => {
    expect(findItem(ROWS, '21', '101')).toMatchObject({ row: 0, index: 1, item: { id: 101 } })
  })

  it('by item id alone when the carousel does not hold it', () => {
    expect(findItem(ROWS, '21', '102')).toMatchObject({ row: 1, index: 0 })
    expect(findItem(ROWS, '21', '999')).toBeNull()
  })
})

describe('the side pane layout (portal spec §2: it opens over the list)', () => {
  it('opens over its row, with the item shown first', async () => {
    const { list } = fixture()
    await list.open('roomservice', undefined)
    list.openPane(0, 1)
    expect(list.store.getState().pane).toEqual({ row: 0, item: 1 })
    list.closePane()
    expect(list.store.getState().pane).toBeNull()
  })

  it("the resolver's side pane item opens when the list opens, once", async () => {
    const { list } = fixture()
    list.showPaneOnOpen('102')
    await list.open('roomservice', '22')
    expect(list.store.getState()).toMatchObject({ row: 1, pane: { row: 1, item: 0 }, items: [0, 0] })
    await list.open('roomservice', '22')
    expect(list.store.getState().pane).toBeNull()
  })
})
