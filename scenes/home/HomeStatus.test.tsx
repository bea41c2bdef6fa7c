import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../src/api/fakes'
import type { Weather } from '../../src/api/types'
import { createStores } from '../../src/stores'
import { PortalContext, type ScenePorts } from '../shared/portalContext'
import { renderScene, type StageNode, CANVAS_TEXT, textOf } from '../shared/testStage'
import { HomeStatus } from './HomeStatus'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
  canvasMeasurer: () => ({ width: (text: string) => text.length * 10 }),
}))

const weather: Weather = {
  name: 'Istanbul',
  slug: 'istanbul',
  icon: 'storm',
  current: {
    temp: 12.4,
    icon: 'storm',
    description: 'Thunderstorm',
    max: 15,
    min: 7,
    image: '',
    isDirty: false,
  },
  forecast: [],
}

function texts(node: StageNode, out: StageNode[] = []): StageNode[] {
  if (node.type === CANVAS_TEXT) out.push(node)
  for (const child of node.children) texts(child, out)
  return out
}

/** where each text is drawn: its global x and the side it is anchored on */
async function layout(rtl: boolean) {
  const stores = createStores()
  stores.hotel.setState({ weather: [weather], config: { datetime_format: '24' } })
  const clock = createFakeClock(new Date(2026, 10, 27, 9, 30).getTime())
  const { stage } = await renderScene(
    <PortalContext.Provider value={{ stores } as unknown as ScenePorts}>
      <HomeStatus clock={clock} onWeather={() => undefined} />
    </PortalContext.Provider>,
    { rtl },
  )
  const at = (text: string) => {
    const node = texts(stage).find((candidate) => textOf(candidate) === text)
    const anchor = node?.props['anchor'] as { x?: number } | number | undefined
    return {
      x: node?.getGlobalPosition().x,
      anchorX: typeof anchor === 'number' ? anchor : (anchor?.x ?? 0),
    }
  }
  return { clock: at('09:30'), temperature: at('12°'), place: at('Istanbul · Thunderstorm') }
}

describe('Home status: the clock and the weather widget (portal spec §2 Home)', () => {
  it('left to right: the clock at 80 px, the weather 300 px to its right', async () => {
    const { clock, temperature, place } = await layout(false)
    expect(clock).toEqual({ x: 80, anchorX: 0 })
    expect(temperature).toEqual({ x: 380, anchorX: 0 })
    expect(place).toEqual({ x: 380, anchorX: 0 })
  })

  it('right to left: the clock ends 80 px from the right edge, the weather 300 px to its left, not over it', async () => {
    const { clock, temperature, place } = await layout(true)
    expect(clock).toEqual({ x: 1200, anchorX: 1 })
    expect(temperature).toEqual({ x: 900, anchorX: 1 })
    expect(place).toEqual({ x: 900, anchorX: 1 })
  })
})
