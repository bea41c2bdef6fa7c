import type { TFunction } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import { createFakeClock } from '../../src/api/fakes'
import { TranslateContext } from '../../src/i18n/react'
import { createPendingSeek } from '../../src/services/media'
import type { CaptionsControl } from '../../src/services/vod'
import { vodFixture } from '../../src/services/vod/fakes'
import { PortalContext, type ScenePorts } from '../shared/portalContext'
import { renderScene } from '../shared/testStage'
import { VodContext } from './context'
import { VOD_IDS } from './layout'
import { VodPlayer } from './VodPlayer'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction

async function mount(captions?: CaptionsControl) {
  const { vod, media } = vodFixture()
  vod.enter()
  await vod.watch()
  const seek = createPendingSeek({ media, clock: createFakeClock(0) })
  const ports = { media } as unknown as ScenePorts
  return renderScene(
    <PortalContext.Provider value={ports}>
      <TranslateContext.Provider value={t}>
        <VodContext.Provider value={vod}>
          <VodPlayer seek={seek} captions={captions} />
        </VodContext.Provider>
      </TranslateContext.Provider>
    </PortalContext.Provider>,
  )
}

describe('VodPlayer', () => {
  it('is one full-screen region named by the film', async () => {
    const { mirror } = await mount()
    expect(mirror.find((entry) => entry.id === VOD_IDS.player)).toMatchObject({
      role: 'region',
      name: 'The Silent Harbour',
    })
    expect(mirror.some((entry) => entry.id === VOD_IDS.captions)).toBe(false)
  })

  it('the captions seam: the control’s label on a button whose Enter cycles it', async () => {
    const cycle = vi.fn()
    const captions: CaptionsControl = { store: createStore(() => ({ label: 'English' })), cycle }
    const { mirror, focus, step } = await mount(captions)
    expect(mirror.find((entry) => entry.id === VOD_IDS.captions)).toMatchObject({
      role: 'button',
      name: 'vod.subtitles {"label":"English"}',
    })
    await step(() => focus.focus(VOD_IDS.captions))
    await step(() => focus.select())
    expect(cycle).toHaveBeenCalledTimes(1)
  })
})
