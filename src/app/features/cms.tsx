// Hotel content (portal spec §2 CMS routes and layouts, §4 CMS carousel, §5 CMS action and cart rules,
// §7 cms and cart calls): the list of a target, the resolver, the four routed detail layouts and the side
// pane over the list, every CMS action, and back as cms_back_button_behaviour says (§3 Config). The list,
// the actions and the screens load the first time a CMS screen is shown (issue 19); the back rule and the
// keys stay in the boot bundle.
import type { ReactNode } from 'react'
import { configString } from '../../api/config'
import type { CmsKeyHandler, CmsList, CmsPorts } from '../../services/cms'
import { CMS_PANE_SCOPE } from '../../services/cms/constants'
import { backBehaviour, backTarget, selectionOf } from '../../services/cms/layout'
import { leaveTarget } from '../../services/info/routeTrail'
import { resolveMediaUrl } from '../../services/live/mediaUrl'
import { describeError } from '../../services/logger'
import { openSideload } from '../../services/overlays'
import type { RouteMatch } from '../../services/router/routes'
import { lazyPart, lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

const CMS_ROUTES: ReadonlySet<string> = new Set(['cmsList', 'cmsResolver', 'cmsDetail'])

type ScreenProps = { route: RouteMatch }
type CmsScene = (props: { ports: CmsPorts; route: RouteMatch }) => ReactNode

export const cmsFeature: FeatureFactory = (ctx) => {
  const { win, api, stores, overlays, clock, log, services, router } = ctx
  const hotel = () => stores.hotel.getState()
  // the list screen's up/down between rows, while it is shown
  let screenKeys: CmsKeyHandler | null = null
  const goHome = () => ctx.go(hotel().homePath)
  // §5: a screen without data leaves for the home page, or the Home menu when it is the home page itself
  const leave = () => ctx.go(leaveTarget(hotel().homePath, stores.route.getState().current?.path ?? null))
  const portsOf = (list: CmsList, actions: CmsPorts['actions']): CmsPorts => ({
    list,
    actions,
    select(target, found) {
      const selection = selectionOf(target, found)
      if (selection.kind === 'pane') list.openPane(found.row, found.index)
      else if (selection.kind === 'route') ctx.go(selection.path)
    },
    go(path, options) {
      if (!options?.replace) return ctx.go(path)
      try {
        router.push(path, { replace: true })
      } catch (error) {
        log.warn(`Navigation to ${path}: ${describeError(error)}`)
      }
    },
    goHome: leave,
    setKeys: (handler) => {
      screenKeys = handler
    },
    resolveUrl: (path) => resolveMediaUrl(path, async () => ctx.bridge()?.baseUrl() ?? win.location.origin),
    log,
  })
  const session = lazyPart(async () => {
    const { createCmsActions, createCmsList } = await import('../../services/cms/session')
    const list = createCmsList({
      getCms: (id, signal) => api.client.getCms(id, signal ? { signal } : {}),
      menus: () => hotel().menus,
      signal: api.screenSignal,
      log,
    })
    const actions = createCmsActions({
      overlays,
      clock,
      t: ctx.t,
      cart: services.need('cart'),
      sendCart: (payload) => api.client.sendCart(payload),
      device: () => hotel().device,
      identity: () => hotel().properties,
      currency: () => configString(hotel().config, 'view_currency.view_currency') ?? '',
      language: () => hotel().language,
      openCart: () => void openSideload(overlays, { component: 'cart', params: {} }),
      log,
    })
    return { list, ports: portsOf(list, actions) }
  })
  // the list and the detail layouts are two chunks: a list opens without the detail's code
  const screen = (fetch: () => Promise<CmsScene>) =>
    lazyScene<ScreenProps>(
      async () => {
        const [Scene, { ports }] = await Promise.all([fetch(), session.load()])
        return ({ route }: ScreenProps) => <Scene ports={ports} route={route} />
      },
      log,
      'Hotel content',
    )
  const detail = () => import('../../../scenes/cms/CmsDetailScreen')
  const CmsListScreen = screen(() => import('../../../scenes/cms/CmsListScreen').then((m) => m.CmsListScreen))
  const CmsResolver = screen(() => detail().then((m) => m.CmsResolver))
  const CmsDetailScreen = screen(() => detail().then((m) => m.CmsDetailScreen))

  /** portal spec §3 Config cms_back_button_behaviour: one level up, or the home page */
  const back = (): boolean => {
    const route = stores.route.getState().current
    if (!route) return false
    const to = backTarget(backBehaviour(hotel().config), {
      screen: route.name === 'cmsList' ? 'list' : 'detail',
      target: route.params['target'] ?? '',
      category: route.params['category'],
    })
    if (to === 'home') goHome()
    else ctx.go(to)
    return true
  }

  // a language change: the backend answers CMS pages in the new language (Platform-Language header)
  const unsubscribe = stores.hotel.subscribe((state, previous) => {
    if (state.language !== previous.language) session.loaded?.list.invalidate()
  })

  return {
    name: 'cms',
    routes: {
      cmsList: (route) => <CmsListScreen route={route} />,
      cmsResolver: (route) => <CmsResolver route={route} />,
      cmsDetail: (route) => <CmsDetailScreen route={route} />,
    },
    keys: {
      scopes: {
        root: (key) => {
          if (!CMS_ROUTES.has(stores.route.getState().current?.name ?? '')) return false
          if (screenKeys?.(key)) return true
          return key === 'back' ? back() : false
        },
        // the side pane layout: back closes it, focus returns to its row
        [CMS_PANE_SCOPE]: (key) => {
          if (key !== 'back' && key !== 'exit') return false
          session.loaded?.list.closePane()
          return true
        },
      },
    },
    stop: unsubscribe,
  }
}
