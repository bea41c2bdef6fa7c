import { describe, expect, it, vi } from 'vitest'
import { FrameLoop, type FrameScheduler } from './FrameLoop'

function manualScheduler() {
  const queue = new Map<number, (now: number) => void>()
  let next = 1
  const scheduler: FrameScheduler = {
    request: (callback) => {
      queue.set(next, callback)
      return next++
    },
    cancel: (handle) => queue.delete(handle),
  }
  const flush = (now: number) => {
    const callbacks = [...queue.values()]
    queue.clear()
    for (const callback of callbacks) callback(now)
  }
  return { scheduler, flush, size: () => queue.size }
}

describe('FrameLoop', () => {
  it('draws no frame while nothing invalidates it', () => {
    const render = vi.fn()
    const { scheduler, flush } = manualScheduler()
    new FrameLoop({ render, scheduler })
    flush(16)
    flush(32)
    expect(render).not.toHaveBeenCalled()
  })

  it('coalesces many invalidations into one frame', () => {
    const render = vi.fn()
    const { scheduler, flush } = manualScheduler()
    const loop = new FrameLoop({ render, scheduler })
    loop.invalidate()
    loop.invalidate()
    loop.invalidate()
    flush(16)
    expect(render).toHaveBeenCalledTimes(1)
    expect(loop.frames).toBe(1)
  })

  it('keeps scheduling frames only while a frame callback asks for more', () => {
    const render = vi.fn()
    const { scheduler, flush, size } = manualScheduler()
    const loop = new FrameLoop({ render, scheduler })
    let remaining = 3
    loop.add(() => --remaining > 0)
    for (let t = 0; t < 10; t++) flush(t * 16)
    expect(render).toHaveBeenCalledTimes(3)
    expect(size()).toBe(0)
  })

  it('advance() draws a frame synchronously for tests', () => {
    const render = vi.fn()
    const loop = new FrameLoop({ render, scheduler: manualScheduler().scheduler })
    loop.advance(100)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('flush() draws the pending frame at once and cancels its animation frame', () => {
    const render = vi.fn()
    const { scheduler, flush, size } = manualScheduler()
    const loop = new FrameLoop({ render, scheduler })
    loop.invalidate()
    expect(loop.flush(5)).toBe(true)
    expect(render).toHaveBeenCalledTimes(1)
    expect(size()).toBe(0)
    flush(16)
    expect(render).toHaveBeenCalledTimes(1)
  })

  it('flush() draws nothing when no frame is pending', () => {
    const render = vi.fn()
    const loop = new FrameLoop({ render, scheduler: manualScheduler().scheduler })
    expect(loop.flush(5)).toBe(false)
    expect(render).not.toHaveBeenCalled()
  })

  it('flush() keeps a running animation going at the next frame', () => {
    const render = vi.fn()
    const { scheduler, flush, size } = manualScheduler()
    const loop = new FrameLoop({ render, scheduler })
    let remaining = 2
    loop.add(() => --remaining > 0)
    loop.flush(5)
    expect(size()).toBe(1)
    flush(16)
    expect(render).toHaveBeenCalledTimes(2)
    expect(size()).toBe(0)
  })
})
