import { describe, expect, it } from 'vitest'
import {
  categoryOfTarget,
  filterVods,
  formatVodPrice,
  isVodOwned,
  needsPurchase,
  vodCategories,
  vodOrder,
} from './catalogue'
import { VOD_ALL } from './constants'
import { catalogue, film } from './fakes'

const titles = (items: { title: string }[]) => items.map((item) => item.title)

describe('category buttons (portal spec §2 VOD)', () => {
  it('lists each category once, in catalogue order, matched case-insensitively', () => {
    const items = [...catalogue(), film({ id: 9, category: ' drama ' })]
    expect(vodCategories(items)).toEqual([
      { id: 'drama', title: 'Drama' },
      { id: 'comedy', title: 'Comedy' },
      { id: 'thriller', title: 'Thriller' },
      { id: 'action', title: 'Action' },
      { id: 'animation', title: 'Animation' },
    ])
  })

  it('All shows every film; a category only its own', () => {
    expect(filterVods(catalogue(), { category: VOD_ALL, search: '' })).toHaveLength(5)
    expect(titles(filterVods(catalogue(), { category: 'comedy', search: '' }))).toEqual(['Kitchen Wars'])
  })

  it('a route target names a category case-insensitively, anything else names none', () => {
    expect(categoryOfTarget(catalogue(), 'THRILLER')).toBe('thriller')
    expect(categoryOfTarget(catalogue(), 'westerns')).toBeNull()
    expect(categoryOfTarget(catalogue(), undefined)).toBeNull()
  })
})

describe('search (portal spec §5: case-insensitive, whitespace ignored, on title)', () => {
  it('matches the title whatever the case', () => {
    expect(titles(filterVods(catalogue(), { category: VOD_ALL, search: 'KITCHEN' }))).toEqual([
      'Kitchen Wars',
    ])
  })

  it('ignores whitespace in the query and in the title', () => {
    expect(titles(filterVods(catalogue(), { category: VOD_ALL, search: 'roof top' }))).toEqual([
      'Rooftop Run',
    ])
    expect(titles(filterVods(catalogue(), { category: VOD_ALL, search: 'littlefer' }))).toEqual([
      'Little  Ferry',
    ])
  })

  it('looks at the title only, not the plot or the category', () => {
    expect(filterVods(catalogue(), { category: VOD_ALL, search: 'drama' })).toEqual([])
    expect(filterVods(catalogue(), { category: VOD_ALL, search: 'generations' })).toEqual([])
  })

  it('searches every category (a search clears the category, §4 Categories)', () => {
    expect(titles(filterVods(catalogue(), { category: 'comedy', search: 'ro' }))).toEqual([
      'Room 412',
      'Rooftop Run',
    ])
  })
})

describe('ownership and Buy (portal spec §3 Order, §5, §6)', () => {
  it('an order is {action: Vod, description: the vod id}', () => {
    expect(vodOrder(film({ id: 1002 }))).toEqual({ action: 'Vod', description: '1002' })
  })

  it('a film is owned when flagged or ordered', () => {
    expect(isVodOwned(film({ owned: true }), [])).toBe(true)
    expect(isVodOwned(film({ id: 7 }), [{ action: 'Vod', description: '7' }])).toBe(true)
    expect(isVodOwned(film({ id: 7 }), [{ action: 'Channel', description: '7' }])).toBe(false)
  })

  it('Buy is shown for a price not owned; no price (free) never needs a purchase', () => {
    expect(needsPurchase(film({ price: 3.99 }), [])).toBe(true)
    expect(needsPurchase(film({ price: 3.99, owned: true }), [])).toBe(false)
    expect(needsPurchase(film({ price: null }), [])).toBe(false)
    expect(needsPurchase(film({ price: 0 }), [])).toBe(false)
  })

  it('prices show two decimals unless whole', () => {
    expect(formatVodPrice(4.5)).toBe('4.50')
    expect(formatVodPrice(5)).toBe('5')
  })
})
