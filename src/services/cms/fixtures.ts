// Test fixtures for the CMS rules: items and carousels as the decoders hand them over. Not exported
// from index.ts.
import type { CmsCarousel, CmsItem, MenuItem } from '../../api/types'

export const cmsItem = (patch: Partial<CmsItem> = {}): CmsItem => ({
  id: 100,
  parent: 21,
  title: 'Turkish Breakfast',
  subtitle: 'For one',
  date: null,
  cover: { small: '/c-s.svg', medium: '/c-m.svg', large: '/c-l.svg' },
  gallery: [],
  video: null,
  orientation: 'horizontal',
  description: 'Cheeses, olives and simit.',
  action_type: null,
  endpoint: null,
  price: null,
  content_type: 'default',
  layout_type: null,
  layout_gradient: null,
  overlay: null,
  background: null,
  show_in_detail: false,
  ...patch,
})

export const carousel = (patch: Partial<CmsCarousel> = {}): CmsCarousel => ({
  id: 21,
  name: 'Breakfast',
  logo: null,
  cardType: 'default',
  items: [cmsItem()],
  ...patch,
})

export const menuItem = (patch: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  title: 'Room Service',
  image_type: 'icon',
  image: '',
  isShow: true,
  isHome: false,
  module: 'cms',
  target: 'roomservice',
  subs: [],
  ...patch,
})

export const image = (name: string) => ({ small: `/${name}-s`, medium: `/${name}-m`, large: `/${name}-l` })
