import { describe, expect, it, vi } from 'vitest'
import { FrameLoop, MAX_CAUSES_PER_FRAME, MAX_TRACED_FRAMES, type FrameScheduler } from './FrameLoop'

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

  describe('traceCauses', () => {
    function askForFrame(loop: FrameLoop): void {
      loop.invalidate()
    }

    it('names who asked for each frame drawn, and the callbacks that kept the loop going', () => {
      const { scheduler, flush } = manualScheduler()
      const loop = new FrameLoop({ render: () => {}, scheduler })
      loop.traceCauses(true)
      askForFrame(loop)
      flush(16)
      let left = 1
      loop.add(function tween() {
        return left-- > 0
      })
      flush(32)
      flush(48)
      flush(64)
      expect(loop.causes).toHaveLength(3)
      expect(loop.causes[0]).toMatch(/^frame 1: .*askForFrame/)
      expect(loop.causes[1]).toBe('frame 2: a frame callback added (tween)')
      expect(loop.causes[2]).toBe('frame 3: frame callbacks asked for more (tween)')
    })

    it('keeps a frame requested while drawing for the next frame, not the one being drawn', () => {
      const { scheduler, flush } = manualScheduler()
      let drawing = 0
      const loop = new FrameLoop({
        render: () => {
          if (drawing++ === 0) askForFrame(loop)
        },
        scheduler,
      })
      loop.traceCauses(true)
      loop.add(function once() {})
      flush(16)
      flush(32)
      expect(loop.causes).toHaveLength(2)
      expect(loop.causes[0]).toBe('frame 1: a frame callback added (once)')
      expect(loop.causes[1]).toMatch(/^frame 2: .*askForFrame/)
    })

    it('records nothing while off, and keeps the last MAX_TRACED_FRAMES frames with at most MAX_CAUSES_PER_FRAME causes each', () => {
      const { scheduler, flush } = manualScheduler()
      const loop = new FrameLoop({ render: () => {}, scheduler })
      askForFrame(loop)
      flush(16)
      expect(loop.causes).toEqual([])
      loop.traceCauses(true)
      for (let frame = 0; frame < MAX_TRACED_FRAMES + 5; frame += 1) {
        askForFrame(loop)
        flush(frame * 16)
      }
      expect(loop.causes).toHaveLength(MAX_TRACED_FRAMES)
      expect(loop.causes[0]).toMatch(/^frame 7: /)
      for (let cause = 0; cause < MAX_CAUSES_PER_FRAME + 3; cause += 1) loop.add(function named() {})
      const callers = [...Array(MAX_CAUSES_PER_FRAME + 3).keys()].map((index) => {
        const callback = () => {}
        Object.defineProperty(callback, 'name', { value: `c${index}` })
        return callback
      })
      for (const callback of callers) loop.add(callback)
      flush(10_000)
      const last = loop.causes.at(-1) ?? ''
      // the same cause once, and no more than the cap
      expect(last.match(/\(named\)/g)).toHaveLength(1)
      expect(last.split(' · ')).toHaveLength(MAX_CAUSES_PER_FRAME)
      loop.traceCauses(false)
      expect(loop.causes).toEqual([])
    })
  })
})
