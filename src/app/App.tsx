import { useEffect, useMemo } from 'react'
import { useStore } from 'zustand'
import type { TFunction } from 'i18next'
import { useMirrorFocusSync, useRenderer } from '../../renderer'
import { BlockingNotice } from '../../scenes/system/BlockingNotice'
import { ErrorScreen } from '../../scenes/system/ErrorScreen'
import { Notices } from '../../scenes/system/Notices'
import { Splash } from '../../scenes/system/Splash'
import { HomeScreen } from '../../scenes/home/HomeScreen'
import { PendingScreen } from '../../scenes/pending/PendingScreen'
import { LiveScreen } from '../../scenes/live/LiveScreen'
import type { LiveTv } from '../services/live'
import { WelcomeScreen } from '../../scenes/welcome/WelcomeScreen'
import { Marquee } from '../../scenes/overlays/Marquee'
import { NumpadBadge } from '../../scenes/overlays/NumpadBadge'
import { DialogLayer, type DialogUi } from '../../scenes/overlays/interact/DialogLayer'
import type { StoreApi } from 'zustand/vanilla'
import type { ChannelEntryState } from '../services/remote'
import { Infobar, type InfobarActions } from '../../scenes/overlays/Infobar'
import { MessagesPanel } from '../../scenes/overlays/MessagesPanel'
import { SettingsDropdown, type SettingsActions } from '../../scenes/overlays/SettingsDropdown'
import { SidePane } from '../../scenes/overlays/SidePane'
import { Sideload, type SideloadDeps } from '../../scenes/sideloads/Sideload'
import { Popup } from '../../scenes/overlays/Popup'
import { Background } from '../../scenes/background/Background'
import { BackgroundContext } from '../../scenes/background/context'
import type { Background as BackgroundService } from '../services/background'
import type { PopupController } from '../services/overlays'
import { markMessageRead } from '../services/messages'
import type { OverlayManager } from '../services/overlays'
import type { MenuItem } from '../api/types'
import { TranslateContext } from '../i18n/react'
import { routeStore } from '../services/router/router'
import { appStore, hotelStore } from '../stores'
import type { Logger } from '../services/logger'
import { SceneBoundary } from './SceneBoundary'
import { MediaContext } from '../services/media/react'
import type { MediaController } from '../services/media/types'

/** What scenes may ask of the shell; the scenes hold no business rules themselves. */
export type SceneHandlers = {
  onMenuSelect: (item: MenuItem) => void
  onWelcomeContinue: () => void
  onLanguage: (code: string) => void
  /** Welcome is on screen: its before-welcome opening media play (portal spec §2 Welcome) */
  onWelcomeShown?: () => void
}

export type AppProps = {
  log: Logger
  overlays: OverlayManager
  infobar: InfobarActions
  /** the settings dropdown's entries (portal spec §2 Settings dropdown) */
  settings: SettingsActions
  /** what the side panels need (portal spec §2 Side panel) */
  sideloads: SideloadDeps
  channelEntry: StoreApi<ChannelEntryState>
  /** the one media controller (src/services/media), provided to every scene */
  media: MediaController
  /** the Live TV session (src/services/live) the live screen shows */
  live: LiveTv
  translate: (language: string) => TFunction
  handlers: SceneHandlers
  /** the background layer under the screens and the popup over them (portal spec §2 Overlays) */
  background: BackgroundService
  popup: PopupController
  /** interact, keyboard, toast, service menu and the refresh spinner (src/app/dialogs.ts drives them) */
  dialogUi: DialogUi
}

/** The scene root: picks what the canvas shows from the stores. Holds no state of its own. */
export function App(props: AppProps) {
  return (
    <MediaContext.Provider value={props.media}>
      <AppScenes {...props} />
    </MediaContext.Provider>
  )
}

/** Everything under the media context: screens, background and overlays. */
function AppScenes(props: AppProps) {
  const { translate, handlers, log, overlays, infobar, channelEntry, background, popup } = props
  const phase = useStore(appStore, (state) => state.phase)
  const blockingNotice = useStore(appStore, (state) => state.blockingNotice)
  const errorDetail = useStore(appStore, (state) => state.errorDetail)
  const language = useStore(hotelStore, (state) => state.language)
  const route = useStore(routeStore, (state) => state.current)
  const navigation = useStore(appStore, (state) => state.navigationEnabled)
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
  else if (phase === 'error') screen = <ErrorScreen detail={errorDetail} />
  else if (phase === 'splash' || !route) screen = <Splash />
  else if (route.name === 'home') screen = <HomeScreen onSelect={handlers.onMenuSelect} />
  else if (route.name === 'welcome')
    screen = (
      <WelcomeScreen
        onContinue={handlers.onWelcomeContinue}
        onLanguage={handlers.onLanguage}
        {...(handlers.onWelcomeShown ? { onShown: handlers.onWelcomeShown } : {})}
      />
    )
  else if (route.name === 'live') screen = <LiveScreen live={props.live} route={route} />
  else screen = <PendingScreen path={route.path} />

  return (
    <TranslateContext.Provider value={t}>
      <BackgroundContext.Provider value={background}>
        <Background background={background} log={log} />
        <pixiContainer label="screen" visible={!popupUp}>
          <SceneBoundary log={log} resetKey={`${phase}|${route?.path ?? ''}`}>
            {screen}
          </SceneBoundary>
        </pixiContainer>
      </BackgroundContext.Provider>
      <Infobar overlays={overlays} actions={infobar} />
      <MessagesPanel overlays={overlays} markRead={(id) => markMessageRead(id, true)} />
      <Sideload overlays={overlays} deps={props.sideloads} />
      <SidePane overlays={overlays} />
      <SettingsDropdown overlays={overlays} actions={props.settings} />
      <Marquee overlays={overlays} />
      <Popup overlays={overlays} popup={popup} background={background} log={log} />
      <NumpadBadge store={channelEntry} />
      <DialogLayer overlays={overlays} ui={props.dialogUi} />
      <Notices />
    </TranslateContext.Provider>
  )
}
