import { describe, expect, it, vi } from 'vitest'
import type { MenuItem } from '../api/types'
import { createMenuSelect, type MenuSelectDeps } from './menuSelect'

const item = (patch: Partial<MenuItem>): MenuItem => ({
  id: 1,
  title: 'Item',
  image_type: 'icon',
  image: '',
  isShow: true,
  isHome: false,
  module: 'home',
  target: null,
  subs: [],
  ...patch,
})

function fixture(picked: string | null = null) {
  const deps: MenuSelectDeps = {
    go: vi.fn(),
    pickSub: vi.fn(async () => picked),
    runNamed: vi.fn(),
  }
  return { deps, select: createMenuSelect(deps) }
}

describe('Home menu selection (portal spec §2 Home)', () => {
  it('live, cms and chromecast go to /{module}/{target}', async () => {
    const { deps, select } = fixture()
    await select(item({ module: 'CMS', target: 'spa' }))
    await select(item({ module: 'live', target: 'Sports' }))
    await select(item({ module: 'chromecast', target: null }))
    expect(vi.mocked(deps.go).mock.calls).toEqual([['/cms/spa'], ['/live/Sports'], ['/chromecast']])
  })

  it('a page module goes to its route with the target as parameter (DS upper-case)', async () => {
    const { deps, select } = fixture()
    await select(item({ module: 'weather', target: 'istanbul' }))
    await select(item({ module: 'ds', target: null }))
    expect(vi.mocked(deps.go).mock.calls).toEqual([['/weather/istanbul'], ['/DS']])
  })

  it('any other module runs the named route with the item target, named by its title', async () => {
    const { deps, select } = fixture()
    await select(item({ module: 'app', target: 'youtube', title: 'YouTube' }))
    expect(deps.runNamed).toHaveBeenCalledWith('app', 'youtube', 'YouTube')
    expect(deps.go).not.toHaveBeenCalled()
  })

  it('an item with subs opens the side pane of its visible sub-items, titled by the item', async () => {
    const { deps, select } = fixture(null)
    const subs = [
      item({ id: 7, title: 'Spa', isShow: true }),
      item({ id: 8, title: 'Hidden', isShow: false }),
    ]
    await select(item({ title: 'Services', subs }))
    expect(deps.pickSub).toHaveBeenCalledWith('Services', [{ id: '7', label: 'Spa' }])
    expect(deps.go).not.toHaveBeenCalled()
  })

  it('the chosen sub-item is selected like any menu item', async () => {
    const { deps, select } = fixture('7')
    const subs = [item({ id: 7, module: 'cms', target: 'spa' })]
    await select(item({ subs }))
    expect(deps.go).toHaveBeenCalledWith('/cms/spa')
  })

  it('cancelling the side pane does nothing', async () => {
    const { deps, select } = fixture(null)
    await select(item({ subs: [item({ id: 7, module: 'cms', target: 'spa' })] }))
    expect(deps.go).not.toHaveBeenCalled()
    expect(deps.runNamed).not.toHaveBeenCalled()
  })
})
