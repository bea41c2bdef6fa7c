import { describe, expect, it } from 'vitest'
import { ProgressView } from './ProgressView'
import { RectView } from './RectView'

describe('RectView', () => {
  it('makes its white geometry once per size: a colour change is a tint', () => {
    const rect = new RectView()
    rect.size(100, 40, 8)
    const first = rect.node.shape
    rect.colour = 0xc9a45c
    rect.size(100, 40, 8)
    rect.colour = 0x1b2733
    expect(rect.node.shape).toBe(first)
    expect(first.map((part) => part.color)).toEqual([0xffffff])
    expect(rect.node.tint).toBe(0x1b2733)
    rect.size(120, 40, 8)
    expect(rect.node.shape).not.toBe(first)
  })

  it('covers width × height', () => {
    const rect = new RectView()
    rect.size(100, 40, 8)
    const bounds = rect.node.getLocalBounds()
    expect([bounds.width, bounds.height]).toEqual([100, 40])
  })
})

describe('ProgressView', () => {
  const look = { trackColour: 0x33424f, fillColour: 0xc9a45c, rtl: false }
  const fill = (view: ProgressView) => view.node.children[1]

  it('fills value × width from the left, from the right in RTL layouts (ProgressBar)', () => {
    const view = new ProgressView(110, 5)
    view.set({ ...look, value: 0.5 })
    expect(fill(view)?.getLocalBounds().width).toBe(55)
    expect(fill(view)?.x).toBe(0)
    view.set({ ...look, value: 0.5, rtl: true })
    expect(fill(view)?.x).toBe(55)
  })

  it('clamps the value, hides an empty fill, and keeps a small fill as wide as its rounded ends', () => {
    const view = new ProgressView(110, 5)
    expect(view.fillWidth(2)).toBe(110)
    expect(view.fillWidth(Number.NaN)).toBe(0)
    expect(view.fillWidth(0.01)).toBe(5)
    view.set({ ...look, value: 0 })
    expect(fill(view)?.visible).toBe(false)
  })

  it('colours the track and the fill by tint', () => {
    const view = new ProgressView(110, 5)
    view.set({ ...look, value: 0.3 })
    expect(view.node.children[0]?.tint).toBe(0x33424f)
    expect(fill(view)?.tint).toBe(0xc9a45c)
  })
})
