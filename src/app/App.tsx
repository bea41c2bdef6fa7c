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
import { WelcomeScreen } from '../../scenes/welcome/WelcomeScreen'
import { Marquee } from '../../scenes/overlays/Marquee'
import { NumpadBadge } from '../../scenes/overlays/NumpadBadge'
import type { StoreApi } from 'zustand/vanilla'
import type { ChannelEntryState } from '../services/remote'
import { Infobar, type InfobarActions } from '../../scenes/overlays/Infobar'
import { MessagesPanel } from '../../scenes/overlays/MessagesPanel'
import { markMessageRead } from '../services/messages'
import type { OverlayManager } from '../services/overlays'
import type { MenuItem } from '../api/types'
import { TranslateContext } from '../i18n/react'
import { routeStore } from '../services/router/router'
import { appStore, hotelStore } from '../stores'
import type { Logger } from '../services/logger'
import { SceneBoundary } from './SceneBoundary'

/** What scenes may ask of the shell; the scenes hold no business rules themselves. */
export type SceneHandlers = {
  onMenuSelect: (item: MenuItem) => void
  onWelcomeContinue: () => void
  onLanguage: (code: string) => void
}

export type AppProps = {
  log: Logger
  overlays: OverlayManager
  infobar: InfobarActions
  channelEntry: StoreApi<ChannelEntryState>
  translate: (language: string) => TFunction
  handlers: SceneHandlers
}

/** The scene root: picks what the canvas shows from the stores. Holds no state of its own. */
export function App({ translate, handlers, log, overlays, infobar, channelEntry }: AppProps) {
  const phase = useStore(appStore, (state) => state.phase)
  const blockingNotice = useStore(appStore, (state) => state.blockingNotice)
  const errorDetail = useStore(appStore, (state) => state.errorDetail)
  const language = useStore(hotelStore, (state) => state.language)
  const route = useStore(routeStore, (state) => state.current)
  const navigation = useStore(appStore, (state) => state.navigationEnabled)
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
    screen = <WelcomeScreen onContinue={handlers.onWelcomeContinue} onLanguage={handlers.onLanguage} />
  else screen = <PendingScreen path={route.path} />

  return (
    <TranslateContext.Provider value={t}>
      <SceneBoundary log={log} resetKey={`${phase}|${route?.path ?? ''}`}>
        {screen}
      </SceneBoundary>
      <Infobar overlays={overlays} actions={infobar} />
      <MessagesPanel overlays={overlays} markRead={(id) => markMessageRead(id, true)} />
      <Marquee overlays={overlays} />
      <NumpadBadge store={channelEntry} />
      <Notices />
    </TranslateContext.Provider>
  )
}
