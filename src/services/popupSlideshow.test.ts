import { describe, expect, it } from 'vitest'
import { OVERLAY_OPEN_DELAY_MS, createPopupController } from './overlays'
import { overlayFixture } from './overlays/fakes'
import { POPUP_SLIDE_MS, runPopupSlideshow } from './popupSlideshow'

function fixture(images: string[]) {
  const { clock, manager } = overlayFixture()
  const popup = createPopupController({
    manager,
    clock,
    pauseBackground: () => undefined,
    resumeBackground: () => undefined,
  })
  void popup.open({ type: 'image', image: images, skip: true })
  const stop = runPopupSlideshow({ clock, store: popup.store, count: images.length })
  return { clock, popup, stop, slide: () => popup.store.getState().slide }
}

describe('popup slideshow (portal spec §2, §4 Overlays)', () => {
  it('several images play, one step per interval, wrapping', () => {
    const { clock, slide } = fixture(['a', 'b'])
    clock.advance(POPUP_SLIDE_MS - 1)
    expect(slide()).toBe(0)
    clock.advance(1)
    expect(slide()).toBe(1)
    clock.advance(POPUP_SLIDE_MS)
    expect(slide()).toBe(0)
  })

  it('left/right pauses: the slideshow stops where the guest moved it', () => {
    const { clock, popup, slide } = fixture(['a', 'b', 'c'])
    popup.moveSlide(1)
    clock.advance(10 * POPUP_SLIDE_MS)
    expect(slide()).toBe(1)
  })

  it('play after a pause resumes stepping a full interval later', () => {
    const { clock, popup, slide } = fixture(['a', 'b', 'c'])
    popup.togglePlay()
    clock.advance(3 * POPUP_SLIDE_MS)
    popup.togglePlay()
    clock.advance(POPUP_SLIDE_MS)
    expect(slide()).toBe(1)
  })

  it('one image runs no timer, and stopping leaves none behind', () => {
    const single = fixture(['a'])
    single.clock.advance(OVERLAY_OPEN_DELAY_MS)
    expect(single.clock.pending()).toBe(0)
    const several = fixture(['a', 'b'])
    several.stop()
    several.clock.advance(2 * POPUP_SLIDE_MS)
    expect(several.slide()).toBe(0)
  })
})
