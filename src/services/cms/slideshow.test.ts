import { describe, expect, it } from 'vitest'
import { manualClock } from '../../time/fakes'
import { CMS_SLIDE_MS, createCmsSlideshow } from './slideshow'

function fixture(count: number) {
  const { clock, advance, pending } = manualClock(0)
  return { show: createCmsSlideshow({ clock, count }), advance, pending }
}

describe('image slideshow layout (portal spec §2, §4: plays; left/right pauses and moves)', () => {
  it('plays: a new image every 5 s, wrapping', () => {
    const { show, advance } = fixture(3)
    advance(CMS_SLIDE_MS - 1)
    expect(show.store.getState().index).toBe(0)
    advance(1)
    expect(show.store.getState().index).toBe(1)
    advance(2 * CMS_SLIDE_MS)
    expect(show.store.getState().index).toBe(0)
  })

  it('left/right pauses and moves one image', () => {
    const { show, advance } = fixture(3)
    expect(show.move(-1)).toBe(true)
    expect(show.store.getState()).toEqual({ index: 2, paused: true })
    advance(3 * CMS_SLIDE_MS)
    expect(show.store.getState().index).toBe(2)
  })

  it('play/pause resumes the count from the toggle', () => {
    const { show, advance } = fixture(3)
    show.move(1)
    show.toggle()
    advance(CMS_SLIDE_MS)
    expect(show.store.getState()).toEqual({ index: 2, paused: false })
  })

  it('one image does not play, does not move and holds no timer', () => {
    const { show, pending } = fixture(1)
    expect(pending()).toBe(0)
    expect(show.move(1)).toBe(false)
  })

  it('disposing stops the timer', () => {
    const { show, pending } = fixture(4)
    show.dispose()
    expect(pending()).toBe(0)
  })
})
