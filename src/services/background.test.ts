import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../api/fakes'
import {
  BACKGROUND_SLIDE_MS,
  backgroundFromConfig,
  createBackground,
  framedVideoFromConfig,
  logoFromConfig,
} from './background'

function fixture() {
  const clock = createFakeClock(1_000)
  return { clock, background: createBackground({ clock }) }
}

const three = { images: ['a.svg', 'b.svg', 'c.svg'], video: null }

describe('background layer (portal spec §4 Overlays: slideshow every 5 s, fade 500 ms)', () => {
  it('a slideshow of several images advances every 5 s, wrapping', () => {
    const { clock, background } = fixture()
    background.show(three)
    clock.advance(BACKGROUND_SLIDE_MS - 1)
    expect(background.store.getState().index).toBe(0)
    clock.advance(1)
    expect(background.store.getState().index).toBe(1)
    clock.advance(2 * BACKGROUND_SLIDE_MS)
    expect(background.store.getState().index).toBe(0)
  })

  it('a single image runs no timer (an idle screen costs nothing)', () => {
    const { clock, background } = fixture()
    background.show({ images: ['a.svg'], video: null })
    expect(clock.pending()).toBe(0)
  })

  it('clearing stops the slideshow and empties the layer', () => {
    const { clock, background } = fixture()
    background.show(three)
    background.clear()
    expect(clock.pending()).toBe(0)
    expect(background.store.getState()).toMatchObject({ images: [], video: null, index: 0 })
  })

  it('losing platform focus saves and clears the background; regaining it restores the same slide', () => {
    const { clock, background } = fixture()
    background.show(three)
    clock.advance(BACKGROUND_SLIDE_MS)
    const saved = background.save()
    expect(clock.pending()).toBe(0)
    expect(background.store.getState()).toMatchObject({ images: [], video: null })
    background.restore(saved)
    expect(background.store.getState()).toMatchObject({ images: three.images, index: 1 })
    clock.advance(BACKGROUND_SLIDE_MS)
    expect(background.store.getState().index).toBe(2)
  })

  it('while hidden by the popup the slideshow holds, and resumes a full interval after', () => {
    const { clock, background } = fixture()
    background.show(three)
    clock.advance(3000)
    background.setHidden(true)
    clock.advance(10 * BACKGROUND_SLIDE_MS)
    expect(background.store.getState().index).toBe(0)
    background.setHidden(false)
    clock.advance(BACKGROUND_SLIDE_MS)
    expect(background.store.getState().index).toBe(1)
  })

  it('a video is the background only when there are no images', () => {
    const { background } = fixture()
    background.show({ images: [], video: '/v.m3u8' })
    expect(background.store.getState().video).toBe('/v.m3u8')
    background.show({ images: ['a.svg'], video: '/v.m3u8' })
    expect(background.store.getState().video).toBeNull()
  })

  it('showing a new background restarts at its first slide', () => {
    const { clock, background } = fixture()
    background.show(three)
    clock.advance(BACKGROUND_SLIDE_MS)
    background.show({ images: ['x.svg', 'y.svg'], video: null })
    expect(background.store.getState()).toMatchObject({ index: 0, images: ['x.svg', 'y.svg'] })
    expect(clock.pending()).toBe(1)
  })
})

describe('background config (our extension keys, docs/BACKEND-API.md)', () => {
  it('reads a comma list of images and a video per screen', () => {
    const config = { 'background.home.images': ' a.svg, ,b.svg ', 'background.home.video': '/v.m3u8' }
    expect(backgroundFromConfig(config, 'home')).toEqual({ images: ['a.svg', 'b.svg'], video: '/v.m3u8' })
    expect(backgroundFromConfig(config, 'welcome')).toEqual({ images: [], video: null })
  })

  it('the logo shows only with app_logo_visibility and a path', () => {
    expect(logoFromConfig({ app_logo_visibility: true, app_logo_path: '/l.svg' })).toBe('/l.svg')
    expect(logoFromConfig({ app_logo_visibility: false, app_logo_path: '/l.svg' })).toBeNull()
    expect(logoFromConfig({ app_logo_visibility: true, app_logo_path: null })).toBeNull()
  })

  it('the framed video is home.framed_video, blank meaning none', () => {
    expect(framedVideoFromConfig({ 'home.framed_video': '/f.m3u8' })).toBe('/f.m3u8')
    expect(framedVideoFromConfig({ 'home.framed_video': '  ' })).toBeNull()
  })
})
