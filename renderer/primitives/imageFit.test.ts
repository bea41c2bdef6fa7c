import { describe, expect, it } from 'vitest'
import { fitImage } from './imageFit'

describe('fitImage', () => {
  it('contain letterboxes a wide image and centres it vertically', () => {
    const { frame, place } = fitImage({ width: 400, height: 200 }, { width: 100, height: 100 }, 'contain')
    expect(frame).toEqual({ x: 0, y: 0, width: 400, height: 200 })
    expect(place).toEqual({ x: 0, y: 25, width: 100, height: 50 })
  })

  it('contain pillarboxes a tall image and centres it horizontally', () => {
    const { place } = fitImage({ width: 100, height: 200 }, { width: 200, height: 200 }, 'contain')
    expect(place).toEqual({ x: 50, y: 0, width: 100, height: 200 })
  })

  it('cover fills the box and crops the sides of a wide image equally', () => {
    const { frame, place } = fitImage({ width: 400, height: 200 }, { width: 100, height: 100 }, 'cover')
    expect(frame).toEqual({ x: 100, y: 0, width: 200, height: 200 })
    expect(place).toEqual({ x: 0, y: 0, width: 100, height: 100 })
  })

  it('cover crops the top and bottom of a tall image equally', () => {
    const { frame } = fitImage({ width: 100, height: 300 }, { width: 100, height: 100 }, 'cover')
    expect(frame).toEqual({ x: 0, y: 100, width: 100, height: 100 })
  })

  it('fill stretches the whole image over the box', () => {
    const { frame, place } = fitImage({ width: 30, height: 10 }, { width: 60, height: 60 }, 'fill')
    expect(frame).toEqual({ x: 0, y: 0, width: 30, height: 10 })
    expect(place).toEqual({ x: 0, y: 0, width: 60, height: 60 })
  })

  it('an image without a size fills the box instead of dividing by zero', () => {
    const { place } = fitImage({ width: 0, height: 0 }, { width: 60, height: 40 }, 'contain')
    expect(place).toEqual({ x: 0, y: 0, width: 60, height: 40 })
  })
})
