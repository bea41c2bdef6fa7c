import { describe, expect, it } from 'vitest'
import {
  REQUEST_MESSAGES,
  validateMarquee,
  validatePopup,
  validateSideload,
  validateSidepane,
  validateToast,
} from './requestValidation'

describe('marquee validation (portal spec §5)', () => {
  it('a marquee needs data', () => {
    expect(validateMarquee({ speed: 3 })).toEqual({ ok: false, error: REQUEST_MESSAGES.marqueeData })
  })

  it('speed defaults to 3 and repeat to 1, speed divided by 10 when applied', () => {
    expect(validateMarquee({ data: 'Hi' })).toEqual({
      ok: true,
      value: { data: 'Hi', speed: 0.3, repeat: 1 },
    })
  })

  it('speed is kept within 1-10', () => {
    expect(validateMarquee({ data: 'Hi', speed: 50 })).toMatchObject({ value: { speed: 1 } })
    expect(validateMarquee({ data: 'Hi', speed: 0 })).toMatchObject({ value: { speed: 0.1 } })
  })

  it('repeat is kept within 1-5', () => {
    expect(validateMarquee({ data: 'Hi', repeat: 9 })).toMatchObject({ value: { repeat: 5 } })
    expect(validateMarquee({ data: 'Hi', repeat: -2 })).toMatchObject({ value: { repeat: 1 } })
  })

  it('numeric strings from a remote action are read as numbers', () => {
    expect(validateMarquee({ data: 'Hi', speed: '7', repeat: '2' })).toMatchObject({
      value: { speed: 0.7, repeat: 2 },
    })
  })
})

describe('sideload validation (portal spec §5)', () => {
  it('needs object params', () => {
    expect(validateSideload({ component: 'cart', params: [] })).toEqual({
      ok: false,
      error: REQUEST_MESSAGES.sideloadParams,
    })
  })

  it('needs a known component', () => {
    expect(validateSideload({ component: 'radio', params: {} })).toEqual({
      ok: false,
      error: REQUEST_MESSAGES.sideloadComponent,
    })
  })

  it('position defaults to left', () => {
    expect(validateSideload({ component: 'billview', params: {} })).toMatchObject({
      value: { position: 'left' },
    })
  })

  it('accepts every known component on the right', () => {
    for (const component of ['billview', 'bluetooth', 'cart', 'internet', 'mobile'])
      expect(validateSideload({ component, position: 'right', params: {} }).ok).toBe(true)
  })
})

describe('sidepane validation (portal spec §5)', () => {
  it('needs title, data list and options', () => {
    expect(validateSidepane({ title: 'City', data: [], options: {} }).ok).toBe(true)
    expect(validateSidepane({ title: 'City', data: {}, options: {} }).ok).toBe(false)
    expect(validateSidepane({ data: [], options: {} }).ok).toBe(false)
    expect(validateSidepane({ title: 'City', data: [] }).ok).toBe(false)
  })
})

describe('toast validation (portal spec §3 Toast, §5)', () => {
  it('timeout defaults to 3000 ms and element to top-end', () => {
    expect(validateToast({ content: 'Saved' })).toMatchObject({
      value: { timeout: 3000, element: 'top-end' },
    })
  })

  it('a toast needs content', () => {
    expect(validateToast({ theme: 'success' })).toEqual({ ok: false, error: REQUEST_MESSAGES.toastContent })
  })

  it('a non-positive timeout falls back to 3000 ms', () => {
    expect(validateToast({ content: 'x', timeout: 0 })).toMatchObject({ value: { timeout: 3000 } })
  })
})

describe('popup validation (portal spec §3 Popup request)', () => {
  it('needs an image or a video', () => {
    expect(validatePopup({ type: 'image' })).toEqual({ ok: false, error: REQUEST_MESSAGES.popupMedia })
  })

  it('several images make a slideshow list', () => {
    expect(validatePopup({ image: ['a.jpg', 'b.jpg'] })).toMatchObject({
      value: { type: 'image', images: ['a.jpg', 'b.jpg'] },
    })
  })

  it('a video request reads skip, skipAfter and loop', () => {
    expect(
      validatePopup({ type: 'video', video: 'v.mp4', skip: true, skipAfter: '6000', loop: true }),
    ).toMatchObject({
      value: { type: 'video', video: 'v.mp4', skip: true, skipAfter: 6000, loop: true },
    })
  })

  it.each([
    [true, true],
    [1, true],
    ['1', true],
    [false, false],
    [0, false],
    ['0', false],
    ['yes', false],
    [undefined, false],
  ])('loop %j reads as %j, as skip does', (flag, expected) => {
    const popup = validatePopup({ type: 'video', video: 'v.mp4', skip: flag, loop: flag })
    expect(popup).toMatchObject({ value: { skip: expected, loop: expected } })
  })
})
