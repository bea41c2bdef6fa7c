// App's screen for a route no feature has registered yet (issue 19: the later features,
// src/app/laterFeatures.ts): the loading screen while they may come, the error screen after a failed
// fetch, the pending screen once they are in without it; and one fetch asked per visit, never a loop.
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Focusable } from '../../renderer'
import type { ScenePorts } from '../../scenes/shared/portalContext'
import { renderScene } from '../../scenes/shared/testStage'
import { createFakeClock } from '../api/fakes'
import { createBackground } from '../services/background'
import type { Logger } from '../services/logger'
import { createOverlayManager } from '../services/overlays'
import type { RouteMatch, RouteName } from '../services/router/routes'
import { createStores } from '../stores'
import { App } from './App'
import type { LaterFeaturesState } from './laterFeatures'

// text is measured on a canvas; a label here fits as it is
vi.mock('../../renderer/text/measure', () => ({
  measuredFit: (text: string, _style: unknown, spec: { size: number }) => ({
    lines: [text],
    size: spec.size,
  }),
}))

const t = ((key: string) => key) as unknown as TFunction
const log: Logger = { info: () => {}, warn: () => {}, error: () => {} }

function portal() {
  const clock = createFakeClock(0)
  const stores = createStores()
  const ports = {
    stores,
    media: {},
    background: createBackground({ clock }),
    captions: { press: async () => null },
  } as unknown as ScenePorts
  const overlays = createOverlayManager({ clock, focus: { openScope: () => {}, closeScope: () => {} } })
  const visit = (name: RouteName, path: string) =>
    stores.route.setState({ current: { name, path, params: {} } as RouteMatch })
  stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
  return { ports, overlays, visit }
}

const screen = (name: string) => () => (
  <Focusable id={name} width={10} height={10} role="heading" name={name} />
)

describe('App: a route whose feature loads after Home (issue 19)', () => {
  it('shows the loading screen and asks for the features once per visit; a failure says so without asking again', async () => {
    const { ports, overlays, visit } = portal()
    const onRouteMissing = vi.fn()
    const app = (moreRoutes: LaterFeaturesState, routes: Partial<Record<RouteName, () => ReactNode>>) => (
      <App
        log={log}
        overlays={overlays}
        ports={ports}
        translate={() => t}
        routes={routes}
        overlayLayers={[]}
        moreRoutes={moreRoutes}
        onRouteMissing={onRouteMissing}
      />
    )
    const home = { home: screen('Home') }
    visit('home', '/home')
    const { mirror, render, step } = await renderScene(app('idle', home))
    const shown = () => mirror.map(({ role, name }) => `${role} ${name}`)
    expect(shown()).toContain('heading Home')
    expect(onRouteMissing).not.toHaveBeenCalled()

    await step(() => visit('vod', '/vod'))
    expect(shown()).toContain('status common.loading')
    expect(onRouteMissing).toHaveBeenCalledTimes(1)
    await render(app('loading', home))
    expect(onRouteMissing).toHaveBeenCalledTimes(1)
    // the fetch failed: the error screen, and no new fetch until the guest comes back (no retry loop)
    await render(app('failed', home))
    expect(shown()).toContain('text loading.screenFailed')
    expect(onRouteMissing).toHaveBeenCalledTimes(1)
    await step(() => visit('home', '/home'))
    await step(() => visit('vod', '/vod'))
    expect(onRouteMissing).toHaveBeenCalledTimes(2)
    // they joined: the screen shows; a route nobody owns is the pending screen
    await render(app('loaded', { ...home, vod: screen('Movies') }))
    expect(shown()).toContain('heading Movies')
    await step(() => visit('news', '/news'))
    expect(shown()).toContain('heading /news')
    expect(onRouteMissing).toHaveBeenCalledTimes(2)
  })
})
