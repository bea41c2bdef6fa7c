import type { TFunction } from 'i18next'
import type { Texture } from 'pixi.js'
import { describe, expect, it, vi } from 'vitest'
import { TextureCache, TextureCacheContext } from '../../renderer'
import { TranslateContext } from '../../src/i18n/react'
import type { Logger } from '../../src/services/logger'
import { createPopupController, OVERLAY_OPEN_DELAY_MS, type OverlayResult } from '../../src/services/overlays'
import { overlayFixture } from '../../src/services/overlays/fakes'
import { PortalContext, type ScenePorts } from '../shared/portalContext'
import { renderScene } from '../shared/testStage'
import { Popup } from './Popup'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
  canvasMeasurer: () => ({ width: (text: string) => text.length * 8 }),
}))

const t = ((key: string) => key) as unknown as TFunction
const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

/** an image popup drawn with a texture cache whose loads `load` decides */
async function mountPopup(request: Record<string, unknown>, failing: (url: string) => boolean) {
  const { clock, manager } = overlayFixture()
  const popup = createPopupController({
    manager,
    clock,
    pauseBackground: () => undefined,
    resumeBackground: () => undefined,
  })
  const load = vi.fn((url: string) =>
    failing(url)
      ? Promise.reject(new Error(`404 ${url}`))
      : Promise.resolve({ texture: {} as Texture, width: 10, height: 10 }),
  )
  const textures = new TextureCache<Texture>({ load, destroy: () => undefined, schedule: () => undefined })
  let result: OverlayResult | null = null
  void popup.open(request).then((settled) => (result = settled))
  clock.advance(OVERLAY_OPEN_DELAY_MS)
  const ports = { background: { setHidden: () => undefined }, media: {} } as unknown as ScenePorts
  const scene = await renderScene(
    <PortalContext.Provider value={ports}>
      <TextureCacheContext.Provider value={textures}>
        <TranslateContext.Provider value={t}>
          <Popup overlays={manager} popup={popup} log={log} clock={clock} />
        </TranslateContext.Provider>
      </TextureCacheContext.Provider>
    </PortalContext.Provider>,
  )
  return { scene, manager, popup, load, result: () => result }
}

describe('Popup image (portal spec §4 Overlays: failed media closes at once)', () => {
  it('an image popup whose image fails to load closes as error, even when it cannot be skipped', async () => {
    const { manager, load, result } = await mountPopup(
      { type: 'image', image: '/img/missing.png', skip: false },
      () => true,
    )
    expect(load).toHaveBeenCalledWith('/img/missing.png')
    expect(manager.current('popup')).toBeUndefined()
    expect(result()).toEqual({ outcome: 'error' })
  })

  it('an image that loads keeps the popup up', async () => {
    const { manager, result } = await mountPopup({ type: 'image', image: '/img/ok.png' }, () => false)
    expect(manager.current('popup')).toBeDefined()
    expect(result()).toBeNull()
  })

  it('a slideshow moves past a failed image to the next one', async () => {
    const { manager, popup } = await mountPopup({ type: 'image', image: ['/bad.png', '/ok.png'] }, (url) =>
      url.includes('bad'),
    )
    expect(manager.current('popup')).toBeDefined()
    expect(popup.store.getState()).toMatchObject({ slide: 1, paused: false })
  })
})
