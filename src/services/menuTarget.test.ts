import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../api/types'
import { homePathFor } from './homePath'
import { menuTarget } from './menuTarget'

const item = (patch: Partial<MenuItem>): MenuItem => ({
  id: 1,
  title: 'x',
  image_type: 'icon',
  image: '',
  isShow: true,
  isHome: false,
  module: 'live',
  target: null,
  subs: [],
  ...patch,
})

describe('menu item targets (portal spec §2 Home)', () => {
  it('sends live, cms and chromecast to /{module}/{target} or /{module}', () => {
    expect(menuTarget(item({ module: 'Live' }))).toEqual({ kind: 'route', path: '/live' })
    expect(menuTarget(item({ module: 'cms', target: 'spa' }))).toEqual({ kind: 'route', path: '/cms/spa' })
    expect(menuTarget(item({ module: 'chromecast', target: 'hotspot' }))).toEqual({
      kind: 'route',
      path: '/chromecast/hotspot',
    })
  })

  it('sends other page modules to their named route with the target as parameter', () => {
    expect(menuTarget(item({ module: 'weather', target: 'istanbul' }))).toEqual({
      kind: 'route',
      path: '/weather/istanbul',
    })
    expect(menuTarget(item({ module: 'vod' }))).toEqual({ kind: 'route', path: '/vod' })
  })

  it('opens a side pane of visible sub-items for an item with subs', () => {
    const subs = [item({ id: 2 }), item({ id: 3, isShow: false })]
    expect(menuTarget(item({ subs }))).toEqual({ kind: 'subs', items: [subs[0]] })
  })

  it('an item whose subs are all hidden goes where its own module and target say', () => {
    const subs = [item({ id: 2, isShow: false })]
    expect(menuTarget(item({ module: 'cms', target: 'restaurant', subs }))).toEqual({
      kind: 'route',
      path: '/cms/restaurant',
    })
  })

  it('treats non-page modules as named actions', () => {
    expect(menuTarget(item({ module: 'app', target: 'youtube' }))).toEqual({
      kind: 'action',
      name: 'app',
      target: 'youtube',
    })
  })
})

describe('home path (portal spec §2)', () => {
  it('is the home item module lower-cased plus its target', () => {
    expect(homePathFor([item({ module: 'CMS', target: 'spa', isHome: true })], 'Room')).toBe('/cms/spa')
  })

  it('is / for DS and Public devices', () => {
    expect(homePathFor([item({ isHome: true })], 'DS')).toBe('/')
    expect(homePathFor([item({ isHome: true })], 'Public')).toBe('/')
  })

  it('falls back to /home without a home item', () => {
    expect(homePathFor([item({})], 'Room')).toBe('/home')
  })
})
