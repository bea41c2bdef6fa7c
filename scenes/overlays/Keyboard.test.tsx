import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { TranslateContext } from '../../src/i18n/react'
import { createScopeKeys, overlayScope, type KeyboardRequest } from '../../src/services/overlays'
import { overlayFixture } from '../../src/services/overlays/fakes'
import { renderScene, type StageNode, CANVAS_TEXT, textOf } from '../shared/testStage'
import { Keyboard, keyId } from './Keyboard'

// every character 8 px wide: a caption's width is its length × 8; what was measured is kept
const measured = vi.hoisted((): string[] => [])
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
  canvasMeasurer: () => ({
    width: (text: string) => {
      measured.push(text)
      return text.length * 8
    },
  }),
}))

// German captions: longer than a letter key
const WORDS: Record<string, string> = {
  'keyboard.space': 'Leerzeichen',
  'keyboard.backspace': 'Löschen',
  'keyboard.enter': 'Eingabe',
  'keyboard.caps': 'Großbuchstaben',
  'keyboard.switch123': '123',
}
const t = ((key: string) => WORDS[key] ?? key) as unknown as TFunction

const request: KeyboardRequest = {
  value: '',
  label: 'Search',
  layout: 'alphabetical',
  digitsOnly: false,
  secret: false,
  anchor: { top: 24, height: 48 },
}

async function mount(options: Parameters<typeof renderScene>[1] = {}, translate = t) {
  const { clock, manager } = overlayFixture()
  void manager.open('keyboard', request)
  clock.advance(200) // the overlay open delay (portal spec §9)
  const scene = await renderScene(
    <TranslateContext.Provider value={translate}>
      <Keyboard overlays={manager} scopeKeys={createScopeKeys()} />
    </TranslateContext.Provider>,
    options,
  )
  return scene
}

function find(node: StageNode, label: string): StageNode | null {
  if (node.props['label'] === label) return node
  for (const child of node.children) {
    const hit = find(child, label)
    if (hit) return hit
  }
  return null
}

/** a key's x, width (its caption is centred on it) and caption */
function key(stage: StageNode, index: number) {
  const node = find(stage, keyId(index))
  const caption = node?.children.find((child) => child.type === CANVAS_TEXT)
  return {
    x: Number(node?.props['x'] ?? 0),
    width: 2 * Number(caption?.props['x'] ?? 0),
    text: textOf(caption) ?? '',
  }
}

describe('on-screen keyboard (portal spec §2 Overlays, Keyboard)', () => {
  it('puts the word keys in a last row, each as wide as its caption, the space bar taking the rest', async () => {
    const { stage } = await mount()
    // space (26), caps (30), 123 (31), backspace (32), Enter (33): captions 8 px a character, 10 px each side
    const row = [26, 30, 31, 32, 33].map((index) => key(stage, index))
    expect(row.map((k) => k.text)).toEqual(['Leerzeichen', 'Großbuchstaben', '123', 'Löschen', 'Eingabe'])
    expect(row.slice(1).map((k) => k.width)).toEqual([14 * 8 + 20, 56, 7 * 8 + 20, 7 * 8 + 20])
    // the row spans the ten letter columns (632 px): the space bar takes what the others leave
    const end = row[row.length - 1]!
    expect(end.x + end.width).toBe(632)
    expect(row[0]!.width).toBe(632 - 4 * 8 - (132 + 56 + 76 + 76))
    expect(row[0]!.width).toBeGreaterThan(11 * 8 + 20)
  })

  it('the arrows go along a row and to the nearest key of the next row', async () => {
    const { focus, step } = await mount()
    // the app opens the overlay's focus scope (the manager's focus port): here, by hand
    await step(() => focus.openScope(overlayScope('keyboard'), { focus: keyId(0) }))
    expect(focus.focusedId()).toBe(keyId(0))
    // a → k → u → the space bar under u
    await step(() => focus.move('down'))
    await step(() => focus.move('down'))
    expect(focus.focusedId()).toBe(keyId(20))
    await step(() => focus.move('down'))
    expect(focus.focusedId()).toBe(keyId(26))
    // along the last row to Enter, then up to the nearest key above it, the dot
    for (let i = 0; i < 4; i++) await step(() => focus.move('right'))
    expect(focus.focusedId()).toBe(keyId(33))
    await step(() => focus.move('right'))
    expect(focus.focusedId()).toBe(keyId(33))
    await step(() => focus.move('up'))
    expect(focus.focusedId()).toBe(keyId(29))
  })

  it('measures no caption before the faces of its script are in (Pixi would keep the fallback widths)', async () => {
    const CHINESE: Record<string, string> = { 'keyboard.space': '空格', 'keyboard.enter': '确认' }
    const chinese = ((key: string) => CHINESE[key] ?? WORDS[key] ?? key) as unknown as TFunction
    let ready = false
    const listeners = new Set<() => void>()
    const fonts = {
      ready: (text: string) => ready || !/[\u4e00-\u9fff]/.test(text),
      load: async () => undefined,
      subscribe: (listener: () => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
    measured.length = 0
    const { stage, step } = await mount({ fonts: fonts as never }, chinese)
    expect(measured.some((text) => /[\u4e00-\u9fff]/.test(text))).toBe(false)
    // the keys wait at a letter key's width, the space bar taking the rest of the row
    expect(key(stage, 33).width).toBe(56)
    await step(() => {
      ready = true
      for (const listener of listeners) listener()
    })
    expect(measured).toContain('确认')
    expect(key(stage, 33).width).toBe(56) // 2 × 8 + 20 is under a letter key's width
    expect(key(stage, 32).width).toBe(7 * 8 + 20) // Löschen
  })
})
