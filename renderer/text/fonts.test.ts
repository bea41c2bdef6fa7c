import { describe, expect, it, vi } from 'vitest'
import { loadFonts, type FontFaceSpec, type FontLoadOptions } from './fonts'

const face = (weight: string): FontFaceSpec => ({
  family: 'Noto Sans',
  url: `/v2/assets/noto-sans-latin-${weight}-normal.woff2`,
  weight,
  style: 'normal',
})

/** A face whose load the test settles by hand. */
function pendingFace() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined
  const loaded = new Promise<void>((resolve, reject) => (settle = { resolve, reject }))
  return {
    face: { load: () => loaded },
    resolve: () => settle?.resolve(),
    fail: () => settle?.reject(new Error('404')),
  }
}

/** A manual timer: the test fires it; cancelled timers never fire. */
function manualTimer() {
  const timers: Array<{ callback: () => void; ms: number; cancelled: boolean }> = []
  return {
    setTimer: (callback: () => void, ms: number) => {
      const timer = { callback, ms, cancelled: false }
      timers.push(timer)
      return () => (timer.cancelled = true)
    },
    fire: () => timers.filter((timer) => !timer.cancelled).forEach((timer) => timer.callback()),
    pending: () => timers.filter((timer) => !timer.cancelled).map((timer) => timer.ms),
  }
}

function setup(faces: ReturnType<typeof pendingFace>[]) {
  const timer = manualTimer()
  const added: unknown[] = []
  const log = vi.fn()
  let next = 0
  const options: FontLoadOptions = {
    timeoutMs: 3000,
    log,
    setTimer: timer.setTimer,
    registry: { add: (loadable) => added.push(loadable) },
    createFace: () => faces[next++]!.face,
  }
  return { timer, added, log, options }
}

describe('loadFonts', () => {
  it('registers every face with the page and resolves "loaded" once all have loaded', async () => {
    const faces = [pendingFace(), pendingFace()]
    const { added, log, options, timer } = setup(faces)
    const result = loadFonts([face('400'), face('700')], options)
    faces.forEach((pending) => pending.resolve())
    expect(await result).toBe('loaded')
    expect(added).toEqual(faces.map((pending) => pending.face))
    expect(log).not.toHaveBeenCalled()
    expect(timer.pending()).toEqual([])
  })

  it('logs a face that fails and still resolves, as "partial", when the rest have loaded', async () => {
    const faces = [pendingFace(), pendingFace()]
    const { log, options } = setup(faces)
    const result = loadFonts([face('400'), face('700')], options)
    faces[0]!.fail()
    faces[1]!.resolve()
    expect(await result).toBe('partial')
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toContain('Noto Sans 400 normal')
  })

  it('logs a face the browser rejects outright and goes on with the others', async () => {
    const { log, options } = setup([])
    options.createFace = () => {
      throw new SyntaxError('bad descriptor')
    }
    expect(await loadFonts([face('400')], options)).toBe('partial')
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('gives up waiting after the timeout with a warning, resolving "timeout" instead of blocking boot', async () => {
    const faces = [pendingFace()]
    const { log, options, timer } = setup(faces)
    const result = loadFonts([face('400')], options)
    expect(timer.pending()).toEqual([3000])
    timer.fire()
    expect(await result).toBe('timeout')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not loaded after 3000 ms'))
  })

  it('does not log a timeout once the faces have loaded', async () => {
    const faces = [pendingFace()]
    const { log, options, timer } = setup(faces)
    const result = loadFonts([face('400')], options)
    faces[0]!.resolve()
    await result
    timer.fire()
    expect(log).not.toHaveBeenCalled()
  })

  it('after a timeout, calls onLate once every face has settled (loaded or failed), and not before', async () => {
    const faces = [pendingFace(), pendingFace()]
    const { options, timer } = setup(faces)
    const onLate = vi.fn()
    const result = loadFonts([face('400'), face('700')], { ...options, onLate })
    timer.fire()
    expect(await result).toBe('timeout')
    faces[0]!.resolve()
    await Promise.resolve()
    await Promise.resolve()
    expect(onLate).not.toHaveBeenCalled()
    faces[1]!.fail()
    await vi.waitFor(() => expect(onLate).toHaveBeenCalledTimes(1))
  })

  it('never calls onLate when the faces settled before the timeout', async () => {
    const faces = [pendingFace()]
    const { options, timer } = setup(faces)
    const onLate = vi.fn()
    const result = loadFonts([face('400')], { ...options, onLate })
    faces[0]!.resolve()
    expect(await result).toBe('loaded')
    timer.fire()
    await new Promise((done) => setTimeout(done, 0))
    expect(onLate).not.toHaveBeenCalled()
  })

  it('resolves "loaded" at once when there are no faces', async () => {
    const { options } = setup([])
    expect(await loadFonts([], options)).toBe('loaded')
  })
})
