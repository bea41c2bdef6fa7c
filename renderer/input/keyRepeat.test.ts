import { describe, expect, it } from 'vitest'
import { createKeyRepeatThrottle } from './keyRepeat'

function setup(intervalMs = 100) {
  let time = 0
  const throttle = createKeyRepeatThrottle({ intervalMs, now: () => time })
  return {
    throttle,
    at: (ms: number) => {
      time = ms
    },
  }
}

describe('key repeat throttle', () => {
  it('a fresh press always passes, however soon after the last', () => {
    const { throttle } = setup()
    expect(throttle.accept({ key: 'down', repeat: false })).toBe(true)
    expect(throttle.accept({ key: 'down', repeat: false })).toBe(true)
  })

  it('drops a repeat that comes within the interval of the last accepted press', () => {
    const { throttle, at } = setup()
    throttle.accept({ key: 'down', repeat: false })
    at(50)
    expect(throttle.accept({ key: 'down', repeat: true })).toBe(false)
  })

  it('passes a repeat once the interval has passed', () => {
    const { throttle, at } = setup()
    throttle.accept({ key: 'down', repeat: false })
    at(100)
    expect(throttle.accept({ key: 'down', repeat: true })).toBe(true)
  })

  it('a held key passes at most one repeat per interval, with no backlog', () => {
    const { throttle, at } = setup()
    let accepted = 0
    for (let ms = 0; ms <= 1000; ms += 20) {
      at(ms)
      if (throttle.accept({ key: 'down', repeat: ms > 0 })) accepted++
    }
    expect(accepted).toBe(11)
  })

  it('throttles each key on its own', () => {
    const { throttle, at } = setup()
    throttle.accept({ key: 'down', repeat: false })
    at(10)
    expect(throttle.accept({ key: 'right', repeat: true })).toBe(true)
  })

  it('a repeat with no earlier press of that key passes', () => {
    const { throttle } = setup()
    expect(throttle.accept({ key: 'up', repeat: true })).toBe(true)
  })

  it('reset forgets the last accepted times', () => {
    const { throttle, at } = setup()
    throttle.accept({ key: 'down', repeat: false })
    at(10)
    throttle.reset()
    expect(throttle.accept({ key: 'down', repeat: true })).toBe(true)
  })
})
