import { describe, expect, it, vi } from 'vitest'
import { createFakeClock } from '../../src/api/fakes'
import type { Config, Weather } from '../../src/api/types'
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

const SERVICES_ON = { 'services.datetime': true, 'services.weather': true }

function texts(node: StageNode, out: StageNode[] = []): StageNode[] {
  if (node.type === CANVAS_TEXT) out.push(node)
  for (const child of node.children) texts(child, out)
  return out
}

/** where each text is drawn: its global x and the side it is anchored on */
async function layout(rtl: boolean) {
  const stores = createStores()
  stores.hotel.setState({ weather: [weather], config: { datetime_format: '24', ...SERVICES_ON } })
  const clock = createFakeClock(new Date(2026, 10, 27, 9, 30).getTime())
  const { stage } = await renderScene(
    <PortalContext.Provider value={{ stores } as unknown as ScenePorts}>
      <HomeStatus onWeather={() => undefined} />
    </PortalContext.Provider>,
    { rtl, clock },
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

/** the texts drawn, with the hotel's configuration and the portal's clock at 09:30 */
async function statusTexts(config: Config) {
  const stores = createStores()
  stores.hotel.setState({ weather: [weather], config: { datetime_format: '24', ...config } })
  const clock = createFakeClock(new Date(2026, 10, 27, 9, 30).getTime())
  const scene = await renderScene(
    <PortalContext.Provider value={{ stores } as unknown as ScenePorts}>
      <HomeStatus onWeather={() => undefined} />
    </PortalContext.Provider>,
    { clock },
  )
  const drawn = () => texts(scene.stage).map(textOf)
  return { drawn, clock, scene }
}

describe('Home status on the portal clock (DESIGN.md "One clock", portal spec §2 Home)', () => {
  it("shows the portal clock's time and moves on with it each minute", async () => {
    const { drawn, clock, scene } = await statusTexts(SERVICES_ON)
    expect(drawn()).toContain('09:30')
    await scene.step(() => clock.advance(60_000))
    expect(drawn()).toContain('09:31')
    expect(drawn()).not.toContain('09:30')
  })

  it('date/time and weather only when their services are on: missing, false, 0 or "0" are off', async () => {
    for (const off of [
      {},
      { 'services.datetime': false, 'services.weather': false },
      { 'services.datetime': 0, 'services.weather': '0' },
    ]) {
      const { drawn } = await statusTexts(off)
      expect(drawn()).not.toContain('09:30')
      expect(drawn()).not.toContain('12°')
    }
    const { drawn } = await statusTexts({ 'services.datetime': '1', 'services.weather': 1 })
    expect(drawn()).toEqual(expect.arrayContaining(['09:30', '12°', 'Istanbul · Thunderstorm']))
  })
})
