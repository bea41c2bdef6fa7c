import { describe, expect, it, vi } from 'vitest'
import { POPUP_BACKGROUND_RESUME_MS } from './constants'
import { createPopupController, popupScopeKey } from './popup'
import { overlayFixture } from './fakes'

function popupFixture() {
  const fixture = overlayFixture()
  const pauseBackground = vi.fn()
  const resumeBackground = vi.fn()
  const popup = createPopupController({ ...fixture, pauseBackground, resumeBackground })
  return { ...fixture, popup, pauseBackground, resumeBackground }
}

const video = (patch: Record<string, unknown> = {}) => ({
  type: 'video',
  video: 'ad.mp4',
  skip: true,
  ...patch,
})

describe('popup (portal spec §4 Overlays)', () => {
  it('opening pauses background actions', () => {
    const { popup, pauseBackground } = popupFixture()
    void popup.open(video())
    expect(pauseBackground).toHaveBeenCalledOnce()
  })

  it('background actions resume 1 s after the popup closes', () => {
    const { clock, manager, popup, resumeBackground } = popupFixture()
    void popup.open(video())
    manager.close('popup', 'closed')
    clock.advance(POPUP_BACKGROUND_RESUME_MS - 1)
    expect(resumeBackground).not.toHaveBeenCalled()
    clock.advance(1)
    expect(resumeBackground).toHaveBeenCalledOnce()
  })

  it('a popup opened within 1 s of another closing keeps background actions paused', () => {
    const { clock, manager, popup, pauseBackground, resumeBackground } = popupFixture()
    void popup.open(video())
    manager.close('popup', 'closed')
    clock.advance(500)
    void popup.open(video({ video: 'b.mp4' }))
    expect(pauseBackground).toHaveBeenCalledTimes(2)
    clock.advance(1000)
    expect(resumeBackground).not.toHaveBeenCalled()
    manager.close('popup', 'closed')
    clock.advance(POPUP_BACKGROUND_RESUME_MS - 1)
    expect(resumeBackground).not.toHaveBeenCalled()
    clock.advance(1)
    expect(resumeBackground).toHaveBeenCalledOnce()
  })

  it('a second popup is ignored and pauses nothing more', async () => {
    const { popup, pauseBackground } = popupFixture()
    void popup.open(video())
    await expect(popup.open(video({ video: 'b.mp4' }))).resolves.toEqual({ outcome: 'ignored' })
    expect(pauseBackground).toHaveBeenCalledOnce()
  })

  it('skip is refused while the countdown of skipAfter >= 5000 ms runs', () => {
    const { clock, popup } = popupFixture()
    void popup.open(video({ skipAfter: 5000 }))
    clock.advance(4999)
    expect(popup.skip()).toBe(false)
  })

  it('skip closes as skip once the countdown has ended', async () => {
    const { clock, popup } = popupFixture()
    const result = popup.open(video({ skipAfter: 5000 }))
    clock.advance(5000)
    expect(popup.skip()).toBe(true)
    await expect(result).resolves.toEqual({ outcome: 'skip' })
  })

  it('a skipAfter under 5000 ms runs no countdown', () => {
    const { popup } = popupFixture()
    void popup.open(video({ skipAfter: 4999 }))
    expect(popup.store.getState().skipAt).toBeNull()
    expect(popup.skip()).toBe(true)
  })

  it('a popup without skip cannot be skipped', () => {
    const { popup } = popupFixture()
    void popup.open(video({ skip: false }))
    expect(popup.skip()).toBe(false)
  })

  it('skip is allowed during the countdown once media has errored', () => {
    const { popup } = popupFixture()
    void popup.open(video({ skipAfter: 8000 }))
    popup.store.setState({ mediaError: true })
    expect(popup.skip()).toBe(true)
  })

  it('a media error closes the popup at once', async () => {
    const { popup } = popupFixture()
    const result = popup.open(video())
    popup.mediaEvent('error')
    await expect(result).resolves.toEqual({ outcome: 'error' })
  })

  it('an image popup whose image fails to load closes at once as error', async () => {
    const { popup } = popupFixture()
    const result = popup.open({ type: 'image', image: 'missing.png', skip: false })
    popup.imageFailed(0)
    await expect(result).resolves.toEqual({ outcome: 'error' })
  })

  it('a slideshow skips a failed slide, keeping play, and closes as error once every image has failed', async () => {
    const { manager, popup } = popupFixture()
    const result = popup.open({ image: ['a', 'b', 'c'] })
    popup.imageFailed(0)
    expect(popup.store.getState()).toMatchObject({ slide: 1, paused: false })
    expect(manager.current('popup')).toBeDefined()
    popup.imageFailed(1)
    expect(popup.store.getState().slide).toBe(2)
    popup.imageFailed(2)
    await expect(result).resolves.toEqual({ outcome: 'error' })
  })

  it('end of a non-looping video closes the popup', async () => {
    const { popup } = popupFixture()
    const result = popup.open(video())
    popup.mediaEvent('stopped')
    await expect(result).resolves.toEqual({ outcome: 'ended' })
  })

  it('end of a looping video keeps the popup open', () => {
    const { manager, popup } = popupFixture()
    void popup.open(video({ loop: true }))
    popup.mediaEvent('ended')
    expect(manager.current('popup')).toBeDefined()
  })

  it('left/right in a slideshow pauses and moves, wrapping', () => {
    const { popup } = popupFixture()
    void popup.open({ image: ['a', 'b', 'c'] })
    popup.moveSlide(-1)
    expect(popup.store.getState()).toMatchObject({ slide: 2, paused: true })
  })

  it('a popup request without media resolves invalid and pauses nothing', async () => {
    const { popup, pauseBackground } = popupFixture()
    await expect(popup.open({ type: 'image' })).resolves.toMatchObject({ outcome: 'invalid' })
    expect(pauseBackground).not.toHaveBeenCalled()
  })

  it('back on a popup that cannot be skipped is taken and leaves it up; navigating keys are taken too', () => {
    const { manager, popup } = popupFixture()
    void popup.open(video({ skip: false }))
    for (const key of ['back', 'home', 'tv', 'movies', 'digit_1', 'info', 'ch_up'] as const)
      expect(popupScopeKey(popup, key)).toBe(true)
    expect(manager.current('popup')).toBeDefined()
  })

  it('back is a skip request that obeys the countdown', async () => {
    const { clock, manager, popup } = popupFixture()
    const result = popup.open(video({ skipAfter: 5000 }))
    expect(popupScopeKey(popup, 'back')).toBe(true)
    expect(manager.current('popup')).toBeDefined()
    clock.advance(5000)
    popupScopeKey(popup, 'back')
    await expect(result).resolves.toEqual({ outcome: 'skip' })
  })

  it('power, volume, mute, the arrows and Enter pass the popup scope', () => {
    const { popup } = popupFixture()
    void popup.open(video())
    for (const key of [
      'power',
      'volume_up',
      'volume_down',
      'mute',
      'up',
      'down',
      'left',
      'right',
      'enter',
    ] as const)
      expect(popupScopeKey(popup, key)).toBe(false)
  })
})
