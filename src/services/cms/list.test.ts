import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors'
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

/** answers each call with the next answer (an error is thrown) */
function sequence(answers: Array<CmsCarousel[] | false | Error>) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  let call = 0
  const getCms = vi.fn(async (id: string) => {
    void id
    const answer = answers[Math.min(call++, answers.length - 1)] ?? []
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
    for (const answer of [[], false as const]) {
      const { list } = fixture(answer)
      expect(await list.open('roomservice', undefined)).toBe(false)
      expect(list.store.getState()).toMatchObject({ status: 'empty', carousels: [] })
    }
    const failing = fixture(new Error('500'))
    expect(await failing.list.open('spa', undefined)).toBe(false)
    expect(failing.list.store.getState()).toMatchObject({ status: 'failed', carousels: [] })
    expect(failing.log.warn).toHaveBeenCalled()
  })

  it('a load the navigation aborted is fetched again on the next visit, without a warning (§2)', async () => {
    const { list, getCms, log } = sequence([
      new ApiError('aborted', 'GET /api/get/cms/roomservice', 'aborted'),
      ROWS,
    ])
    expect(await list.open('roomservice', undefined)).toBe(false)
    expect(list.store.getState().status).toBe('idle')
    expect(log.warn).not.toHaveBeenCalled()
    expect(await list.open('roomservice', undefined)).toBe(true)
    expect(getCms).toHaveBeenCalledTimes(2)
    expect(list.store.getState()).toMatchObject({ status: 'ready', title: 'Room Service' })
  })

  it('a 503 or a network failure is fetched again on the next visit', async () => {
    const failures = [
      new ApiError('http', 'GET /api/get/cms/roomservice', 'Service Unavailable', { status: 503 }),
      new ApiError('network', 'GET /api/get/cms/roomservice', 'Failed to fetch'),
    ]
    for (const failure of failures) {
      const { list, getCms } = sequence([failure, ROWS])
      expect(await list.open('roomservice', undefined)).toBe(false)
      expect(await list.open('roomservice', undefined)).toBe(true)
      expect(getCms).toHaveBeenCalledTimes(2)
      expect(list.store.getState().carousels.map((row) => row.id)).toEqual([21, 22])
    }
  })

  it('a page the backend answered empty is asked for again: content the hotel adds shows next visit', async () => {
    const { list, getCms } = sequence([[], ROWS])
    expect(await list.open('roomservice', undefined)).toBe(false)
    expect(await list.open('roomservice', undefined)).toBe(true)
    expect(getCms).toHaveBeenCalledTimes(2)
  })

  it('a screen shown after the navigation aborted the load fetches again instead of joining it', async () => {
    const group = { controller: new AbortController() }
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const getCms = vi.fn(
      (id: string, signal: AbortSignal | undefined) =>
        new Promise<CmsCarousel[]>((resolve, reject) => {
          if (signal?.aborted) reject(new ApiError('aborted', `GET /api/get/cms/${id}`, 'aborted'))
          signal?.addEventListener('abort', () =>
            reject(new ApiError('aborted', `GET /api/get/cms/${id}`, 'aborted')),
          )
          if (getCms.mock.calls.length > 1) resolve(ROWS)
        }),
    )
    const list = createCmsList({ getCms, menus: () => MENUS, signal: () => group.controller.signal, log })
    const first = list.open('roomservice', undefined)
    // the list → detail navigation aborts the screen's requests and the detail layout asks for the target
    group.controller.abort()
    group.controller = new AbortController()
    const second = list.ensure('roomservice')
    expect(await first).toBe(false)
    expect(await second).toBe(true)
    expect(getCms).toHaveBeenCalledTimes(2)
    expect(list.store.getState().status).toBe('ready')
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
