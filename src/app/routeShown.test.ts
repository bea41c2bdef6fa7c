import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../api/fakes'
import { createRouteShown, ROUTE_SHOWN_TIMEOUT_MS } from './routeShown'

/** a frame loop whose frames the test draws */
function frames() {
  const observers = new Set<() => void>()
  return {
    loop: {
      observe(observer: () => void) {
        observers.add(observer)
        return () => observers.delete(observer)
      },
    },
    draw: () => [...observers].forEach((observer) => observer()),
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('the start route is shown: committed, then drawn (portal spec §4 Boot; issue 19)', () => {
  it('waits for a frame after the route was committed', async () => {
    const { loop, draw } = frames()
    const shown = createRouteShown({ loop, clock: createFakeClock() })
    const waiting = shown.wait('/home')
    draw() // a splash frame, before Home was committed
    expect(await settled(waiting)).toBe(false)
    shown.committed('/welcome')
    draw()
    expect(await settled(waiting)).toBe(false)
    shown.committed('/home')
    expect(await settled(waiting)).toBe(false)
    draw()
    expect(await settled(waiting)).toBe(true)
  })

  it('a route committed before the wait began is shown with the next frame', async () => {
    const { loop, draw } = frames()
    const shown = createRouteShown({ loop, clock: createFakeClock() })
    shown.committed('/DS')
    const waiting = shown.wait('/DS')
    expect(await settled(waiting)).toBe(false)
    draw()
    expect(await settled(waiting)).toBe(true)
  })

  it('goes on after 2000 ms when no frame comes', async () => {
    const clock = createFakeClock()
    const shown = createRouteShown({ loop: frames().loop, clock })
    const waiting = shown.wait('/home')
    clock.advance(ROUTE_SHOWN_TIMEOUT_MS - 1)
    expect(await settled(waiting)).toBe(false)
    clock.advance(1)
    expect(await settled(waiting)).toBe(true)
    expect(clock.pending()).toBe(0)
  })
})
