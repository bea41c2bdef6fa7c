import { useEffect, useLayoutEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { TFunction } from 'i18next'
import { useMirrorFocusSync, useRenderer } from '../../renderer'
import { SCREEN_LAYER_LABEL } from '../../renderer/mirror/textBoxes'
import { Background } from '../../scenes/background/Background'
import { PendingScreen } from '../../scenes/pending/PendingScreen'
import { PortalContext, type ScenePorts } from '../../scenes/shared/portalContext'
import { BlockingNotice } from '../../scenes/system/BlockingNotice'
import { ErrorScreen } from '../../scenes/system/ErrorScreen'
import { ScreenLoadFailed, ScreenLoading } from '../../scenes/system/ScreenLoading'
import { Notices } from '../../scenes/system/Notices'
import { Splash } from '../../scenes/system/Splash'
import { TranslateContext } from '../i18n/react'
import type { Logger } from '../services/logger'
import type { OverlayManager } from '../services/overlays'
import type { RouteMatch, RouteName } from '../services/router/routes'
import type { LaterFeaturesState } from './laterFeatures'
import { SceneBoundary } from './SceneBoundary'

export type AppProps = {
  log: Logger
  overlays: OverlayManager
  /** what every scene reaches through the portal context (README "Layout": where state lives) */
  ports: ScenePorts
  translate: (language: string) => TFunction
  /** the features' screens by route name; a route no feature owns shows the pending screen */
  routes: Partial<Record<RouteName, (route: RouteMatch) => ReactNode>>
  /**
   * whether the features loaded after Home have joined (src/app/laterFeatures.ts): until they have, a
   * route without a screen shows ScreenLoading (ScreenLoadFailed after a failed fetch) and asks for them
   */
  moreRoutes?: LaterFeaturesState
  /** a route without a screen is shown while more routes may come: fetch them (again) */
  onRouteMissing?: () => void
  /** the features' overlays, in feature order (each sits at its own §9 layer through zIndex) */
  overlayLayers: readonly ComponentType[]
  /** a route's screen has been committed (src/app/routeShown.ts: the features start once it is drawn) */
  onRouteCommitted?: (path: string) => void
}

/** The scene root: picks what the canvas shows from the stores. Holds no state of its own. */
export function App(props: AppProps) {
  return (
    <PortalContext.Provider value={props.ports}>
      <AppScenes {...props} />
    </PortalContext.Provider>
  )
}

/** Everything under the portal context: screens, background and overlays. */
function AppScenes(props: AppProps) {
  const { translate, log, overlays, ports, routes, overlayLayers, onRouteCommitted } = props
  const { moreRoutes = 'loaded', onRouteMissing } = props
  const { app, hotel, route: routeStore } = ports.stores
  const phase = useStore(app, (state) => state.phase)
  const blockingNotice = useStore(app, (state) => state.blockingNotice)
  const errorDetail = useStore(app, (state) => state.errorDetail)
  const errorRetries = useStore(app, (state) => state.errorRetries)
  const language = useStore(hotel, (state) => state.language)
  const route = useStore(routeStore, (state) => state.current)
  const navigation = useStore(app, (state) => state.navigationEnabled)
  // portal spec §2 Overlays: the popup is fullscreen; the screen under it is not drawn (and a popup
  // video shows through the transparent canvas)
  const popupUp = useStore(overlays.store, (state) => state.overlays.popup?.phase === 'active')
  const { mirror } = useRenderer()
  const t = useMemo(() => translate(language), [translate, language])
  useMirrorFocusSync()
  useEffect(() => mirror.setRootData('route', route?.path ?? ''), [mirror, route])
  useEffect(() => mirror.setRootData('phase', phase), [mirror, phase])
  useEffect(() => mirror.setRootData('navigation', navigation ? 'on' : 'off'), [mirror, navigation])

  let screen
  if (blockingNotice) screen = <BlockingNotice text={blockingNotice} />
  else if (phase === 'error') screen = <ErrorScreen detail={errorDetail} retries={errorRetries} />
  else if (phase === 'splash' || !route) screen = <Splash />
  else if (routes[route.name]) screen = routes[route.name]?.(route)
  else if (moreRoutes === 'loaded') screen = <PendingScreen path={route.path} />
  else screen = moreRoutes === 'failed' ? <ScreenLoadFailed /> : <ScreenLoading />
  // a visit to a route without a screen asks for the later features until they are in; after a failed
  // fetch, the next visit asks again (lazyScene's rule), not the change of state (no retry loop)
  const missing =
    route && phase === 'ready' && !routes[route.name] && moreRoutes !== 'loaded' ? route.path : null
  useEffect(() => {
    if (missing !== null) onRouteMissing?.()
  }, [missing, onRouteMissing])
  const shownPath = blockingNotice || phase === 'error' || phase === 'splash' ? null : (route?.path ?? null)
  useLayoutEffect(() => {
    if (shownPath !== null) onRouteCommitted?.(shownPath)
  }, [shownPath, onRouteCommitted])

  return (
    <TranslateContext.Provider value={t}>
      <Background log={log} />
      {/* the layer the screens are drawn in: the text boxes tests read tell layers apart by it */}
      <pixiContainer label={SCREEN_LAYER_LABEL} visible={!popupUp}>
        <SceneBoundary log={log} resetKey={`${phase}|${route?.path ?? ''}`}>
          {screen}
        </SceneBoundary>
      </pixiContainer>
      {overlayLayers.map((Layer, index) => (
        <Layer key={index} />
      ))}
      <Notices />
    </TranslateContext.Provider>
  )
}
