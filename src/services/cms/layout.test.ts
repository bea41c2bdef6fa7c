import { describe, expect, it } from 'vitest'
import { cmsItem, image } from './fixtures'
import {
  backBehaviour,
  backTarget,
  detailLayout,
  detailPath,
  galleryOf,
  listPath,
  selectionOf,
} from './layout'

describe('detail layout of an item (portal spec §2 CMS, §3 CMS item)', () => {
  it('content_type none opens nothing (§5: it does nothing on select)', () => {
    expect(detailLayout(cmsItem({ content_type: 'none', layout_type: 'boxed' }))).toBeNull()
  })

  it('layout_type sidepane opens the side pane, whatever the content', () => {
    expect(detailLayout(cmsItem({ layout_type: 'sidepane', content_type: 'video', video: '/v.m3u8' }))).toBe(
      'sidepane',
    )
  })

  it('layout_type boxed opens the boxed layout', () => {
    expect(detailLayout(cmsItem({ layout_type: 'boxed' }))).toBe('boxed')
  })

  it('a video item with a video opens the video layout; without one the default layout', () => {
    expect(detailLayout(cmsItem({ content_type: 'video', video: '/v.m3u8' }))).toBe('video')
    expect(detailLayout(cmsItem({ content_type: 'video', video: null }))).toBe('default')
  })

  it('an image item opens the image slideshow', () => {
    expect(detailLayout(cmsItem({ content_type: 'image' }))).toBe('slideshow')
  })

  it('anything else opens the default layout', () => {
    expect(detailLayout(cmsItem())).toBe('default')
  })

  it('routes are /cms/{layout}/:target/:category/:id and the list /cms/:target/:category?', () => {
    expect(detailPath('boxed', 'spa', 31, 107)).toBe('/cms/boxed/spa/31/107')
    expect(listPath('spa')).toBe('/cms/spa')
    expect(listPath('spa', 31)).toBe('/cms/spa/31')
  })
})

describe('gallery (portal spec §3 show_in_detail)', () => {
  it('show_in_detail 1 puts the cover first', () => {
    const item = cmsItem({ cover: image('cover'), gallery: [image('a'), image('b')], show_in_detail: true })
    expect(galleryOf(item).map((sizes) => sizes.large)).toEqual(['/cover-l', '/a-l', '/b-l'])
  })

  it('show_in_detail 0 shows the gallery alone', () => {
    const item = cmsItem({ cover: image('cover'), gallery: [image('a')], show_in_detail: false })
    expect(galleryOf(item).map((sizes) => sizes.large)).toEqual(['/a-l'])
  })

  it('an item without a gallery shows its cover; without either nothing', () => {
    expect(galleryOf(cmsItem({ cover: image('cover') })).map((sizes) => sizes.large)).toEqual(['/cover-l'])
    expect(galleryOf(cmsItem({ cover: null }))).toEqual([])
  })
})

describe('back on a CMS screen (portal spec §3 Config cms_back_button_behaviour)', () => {
  it("reads 'back' and 'home' in any case, and anything else as 'back'", () => {
    expect(backBehaviour({ cms_back_button_behaviour: 'HOME' })).toBe('home')
    expect(backBehaviour({ cms_back_button_behaviour: 'back' })).toBe('back')
    expect(backBehaviour({ cms_back_button_behaviour: null })).toBe('back')
    expect(backBehaviour({ cms_back_button_behaviour: 'sideways' })).toBe('back')
    expect(backBehaviour({})).toBe('back')
  })

  it("'back' returns from a detail layout to its list, with its row", () => {
    expect(backTarget('back', { screen: 'detail', target: 'spa', category: '31' })).toBe('/cms/spa/31')
  })

  it("'back' returns from the list to the home page", () => {
    expect(backTarget('back', { screen: 'list', target: 'spa', category: undefined })).toBe('home')
  })

  it("'home' returns to the home page from a detail layout", () => {
    expect(backTarget('home', { screen: 'detail', target: 'spa', category: '31' })).toBe('home')
  })
})

describe('Enter on a card (portal spec §2, §5)', () => {
  const carousel = { id: 31 }
  it('content_type none does nothing', () => {
    expect(selectionOf('spa', { carousel, item: cmsItem({ content_type: 'none' }) })).toEqual({
      kind: 'none',
    })
  })

  it('a side pane item opens the pane over the list', () => {
    expect(selectionOf('spa', { carousel, item: cmsItem({ layout_type: 'sidepane' }) })).toEqual({
      kind: 'pane',
    })
  })

  it("any other item goes to its layout's route", () => {
    expect(selectionOf('spa', { carousel, item: cmsItem({ id: 107, content_type: 'image' }) })).toEqual({
      kind: 'route',
      path: '/cms/slideshow/spa/31/107',
    })
  })
})
