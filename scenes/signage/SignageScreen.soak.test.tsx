// Signage runs for weeks unattended (issue 16): seven simulated days of a 3-layout distribution on a
// fake clock, the real player and scene, a texture cache with a counting loader. Whatever the screen
// holds after the first loop — display objects, mirror nodes, textures, store listeners, timers — it
// must hold exactly as much after the last one.
import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import type { Texture } from 'pixi.js'
import type { StoreApi } from 'zustand/vanilla'
import { describe, expect, it, vi } from 'vitest'
import { TextureCache, TextureCacheContext } from '../../renderer'
import { TranslateContext } from '../../src/i18n/react'
import { createBackground } from '../../src/services/background'
import type { MediaController } from '../../src/services/media'
import { createSignagePlayer } from '../../src/services/signage'
import {
  createSignageFakeMedia,
  distribution,
  imageLayout,
  videoLayout,
} from '../../src/services/signage/fakes'
import { createStores } from '../../src/stores'
import { manualClock } from '../../src/time/fakes'
import { PortalContext } from '../shared/portalContext'
import { renderScene, type StageNode } from '../shared/testStage'
import { SignageScreen } from './SignageScreen'

vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const DAY_MS = 24 * 60 * 60 * 1000
const STEP_MS = 10_000
// 4 photos × 30 s, a 3-minute video, a 2-minute poster: a 7-minute loop, 1,440 loops in a week
const LAYOUTS = [
  imageLayout(120, ['/i/1.jpg', '/i/2.jpg', '/i/3.jpg', '/i/4.jpg'], 30),
  videoLayout(180, '/v/lobby.m3u8'),
  imageLayout(120, ['/i/poster.jpg']),
]
const LOOP_MS = 420_000

const count = (node: StageNode): number => 1 + node.children.reduce((sum, child) => sum + count(child), 0)

/** wraps a store's subscribe so the test can count who listens */
function countListeners<T>(store: StoreApi<T>): () => number {
  let listeners = 0
  const subscribe = store.subscribe
  store.subscribe = (listener) => {
    listeners++
    const off = subscribe(listener)
    return () => {
      listeners--
      off()
    }
  }
  return () => listeners
}

async function soak() {
  const start = Date.UTC(2026, 0, 5)
  const { clock, advance, pending } = manualClock(start)
  const media = createSignageFakeMedia()
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const signage = distribution(start, LAYOUTS)
  const fetch = vi.fn(async () => signage)
  const player = createSignagePlayer({ clock, fetch, media, log })
  const stores = createStores()
  const listeners = [player.store, stores.hotel].map((store) => countListeners(store as StoreApi<unknown>))
  let created = 0
  let destroyed = 0
  const destroyQueue: Array<() => void> = []
  const textures = new TextureCache<Texture>({
    load: async () => {
      created++
      return { texture: {} as Texture, width: 1280, height: 720 }
    },
    destroy: () => void destroyed++,
    schedule: (task) => destroyQueue.push(task),
  })
  const t = ((key: string) => key) as unknown as TFunction
  const ports = {
    stores,
    media: media as unknown as MediaController,
    background: createBackground({ clock }),
    captions: { press: async () => null },
  }
  const tree = (children: ReactNode) => (
    <PortalContext.Provider value={ports}>
      <TranslateContext.Provider value={t}>
        <TextureCacheContext.Provider value={textures}>{children}</TextureCacheContext.Provider>
      </TranslateContext.Provider>
    </PortalContext.Provider>
  )
  const scene = await renderScene(tree(<SignageScreen player={player} />))
  const run = async (ms: number) => {
    await scene.step(() => advance(ms))
    await scene.step(() => destroyQueue.splice(0).forEach((task) => task()))
  }
  const snapshot = () => ({
    displayObjects: count(scene.stage),
    mirrorNodes: scene.mirror.length,
    textures: created - destroyed,
    cache: textures.stats(),
    storeListeners: listeners.map((listening) => listening()),
    mediaListeners: media.listeners(),
    timers: pending(),
    shown: player.store.getState().layout?.index ?? null,
  })
  return { scene, run, snapshot, media, fetch, log, player, pending }
}

describe('signage soak (issue 16: signage that runs for weeks)', () => {
  it('holds the same display objects, textures, listeners and timers after 7 days as after the first loop', async () => {
    const f = await soak()
    for (let t = 0; t < LOOP_MS; t += STEP_MS) await f.run(STEP_MS)
    const afterFirstLoop = f.snapshot()
    expect(afterFirstLoop.shown).toBe(1)
    const loops = Math.floor((7 * DAY_MS) / LOOP_MS)
    for (let loop = 1; loop < loops; loop++) for (let t = 0; t < LOOP_MS; t += STEP_MS) await f.run(STEP_MS)
    expect(f.snapshot()).toEqual(afterFirstLoop)
    // it really ran: every layout every loop, polled every 10 s, and never logged a failure
    expect(f.media.played).toHaveLength(loops)
    expect(f.fetch).toHaveBeenCalledTimes(loops * (LOOP_MS / 10_000) + 1)
    expect(f.log.warn).not.toHaveBeenCalled()
    await f.scene.unmount()
    expect(f.pending()).toBe(0)
    expect(f.media.listeners()).toBe(0)
  }, 120_000)

  it('draws no frame between two changes of a still image', async () => {
    const f = await soak()
    await f.run(1)
    const before = f.scene.invalidations()
    await f.run(10_000)
    await f.run(10_000)
    await f.run(9_998)
    expect(f.scene.invalidations()).toBe(before)
    await f.run(2)
    expect(f.scene.invalidations()).toBeGreaterThan(before)
  })
})
