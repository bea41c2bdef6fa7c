import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { TranslateContext } from '../../src/i18n/react'
import { createStores } from '../../src/stores'
import { film, vodFixture } from '../../src/services/vod/fakes'
import { PortalContext, type ScenePorts } from '../shared/portalContext'
import { renderScene, type StageNode, CANVAS_TEXT } from '../shared/testStage'
import { VodContext } from './context'
import { CHIP, VOD_IDS } from './layout'
import { VodHeader } from './VodHeader'

// every character 10 px wide: a caption's width is its length × 10
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
  canvasMeasurer: () => ({ width: (text: string) => text.length * 10 }),
}))

const t = ((key: string) => (key === 'vod.all' ? 'All' : key)) as unknown as TFunction

/** the catalogue's categories, one film each, in this order after All */
async function mount(categories: string[]) {
  const { vod } = vodFixture()
  vod.enter()
  const stores = createStores()
  stores.hotel.setState({
    vods: categories.map((category, index) => film({ id: 2000 + index, title: `Film ${index}`, category })),
  })
  const scene = await renderScene(
    <PortalContext.Provider value={{ stores } as unknown as ScenePorts}>
      <TranslateContext.Provider value={t}>
        <VodContext.Provider value={vod}>
          <VodHeader />
        </VodContext.Provider>
      </TranslateContext.Provider>
    </PortalContext.Provider>,
  )
  return { ...scene, vod }
}

function findAll(node: StageNode, match: (node: StageNode) => boolean, out: StageNode[] = []): StageNode[] {
  if (match(node)) out.push(node)
  for (const child of node.children) findAll(child, match, out)
  return out
}

/** each category button: its width (its caption is centred on it), its x in the strip, whether shown */
function chips(stage: StageNode) {
  const buttons = findAll(stage, (node) => String(node.props['label'] ?? '').startsWith('vod-category-'))
  return buttons.map((button) => {
    let shown = true
    for (let up: StageNode | null = button; up; up = up.parent)
      if (up.props['visible'] === false) shown = false
    const caption = button.children.find((child) => child.type === CANVAS_TEXT)
    return { width: 2 * Number(caption?.props['x'] ?? 0), x: Number(button.props['x'] ?? 0), shown }
  })
}

describe('VOD category buttons (portal spec §2 VOD: category buttons including All)', () => {
  it('are as wide as their names, from CHIP.min to CHIP.max, one after another', async () => {
    const { stage } = await mount([
      'Drama',
      'Documentary',
      'A very long category name indeed, longer than any',
    ])
    const shown = chips(stage)
    expect(shown.map((chip) => chip.width)).toEqual([
      CHIP.min, // "All": 30 px of text
      CHIP.min, // "Drama": 50 px
      110 + 2 * CHIP.padding, // "Documentary": 110 px
      CHIP.max, // cut with an ellipsis
    ])
    expect(shown.map((chip) => chip.x)).toEqual([0, 104, 208, 358])
    expect(shown.every((chip) => chip.shown)).toBe(true)
  })

  it('shift so that the focused one is shown whole, by as little as it takes', async () => {
    // eight names of 20 letters: buttons of 232 px; All and three of them fit in 928 px
    const names = Array.from({ length: 8 }, (_, index) => `Category number ${index}`.padEnd(20, '.'))
    const { stage, focus, step } = await mount(names)
    const shown = () => chips(stage).map((chip) => chip.shown)
    expect(shown()).toEqual([true, true, true, true, false, false, false, false, false])
    // the fourth name ends at 1,056 px: the strip moves on by two buttons, to start at the second name
    await step(() => focus.focus(VOD_IDS.category(names[3]!.toLowerCase())))
    expect(focus.focusedId()).toBe(VOD_IDS.category(names[3]!.toLowerCase()))
    expect(shown()).toEqual([false, false, true, true, true, false, false, false, false])
    expect(
      chips(stage)
        .filter((chip) => chip.shown)
        .map((chip) => chip.x),
    ).toEqual([0, 240, 480])
    // back to All: the strip starts at it again
    await step(() => focus.focus(VOD_IDS.category('all')))
    expect(shown()).toEqual([true, true, true, true, false, false, false, false, false])
  })
})
