// Hotel content (portal spec §2 CMS routes and layouts, §4 CMS carousel, §5 CMS action and cart rules,
// §7 cms and cart calls): the list of a target, the resolver, the four routed detail layouts and the side
// pane over the list, every CMS action, and back as cms_back_button_behaviour says (§3 Config).
import { configString } from '../../api/config'
import {
  CMS_PANE_SCOPE,
  backBehaviour,
  backTarget,
  createCmsActions,
  createCmsList,
  selectionOf,
  type CmsKeyHandler,
  type CmsPorts,
} from '../../services/cms'
import { resolveMediaUrl } from '../../services/live'
import { describeError } from '../../services/logger'
import { openSideload } from '../../services/overlays'
import { lazyScene } from '../lazyScene'
import type { FeatureFactory } from './contract'

const CMS_ROUTES: ReadonlySet<string> = new Set(['cmsList', 'cmsResolver', 'cmsDetail'])

export const cmsFeature: FeatureFactory = (ctx) => {
  const { win, api, stores, overlays, clock, log, services, router } = ctx
  const hotel = () => stores.hotel.getState()
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
  // the list screen's up/down between rows, while it is shown
  let screenKeys: CmsKeyHandler | null = null
  const goHome = () => ctx.go(hotel().homePath)
  const ports: CmsPorts = {
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
    goHome,
    setKeys: (handler) => {
      screenKeys = handler
    },
    resolveUrl: (path) => resolveMediaUrl(path, async () => ctx.bridge()?.baseUrl() ?? win.location.origin),
    log,
  }

  // the list and the detail layouts are two chunks: a list opens without the detail's code
  const CmsListScreen = lazyScene(
    () => import('../../../scenes/cms/CmsListScreen').then((m) => m.CmsListScreen),
    log,
    'Hotel content',
  )
  const cmsDetail = () => import('../../../scenes/cms/CmsDetailScreen')
  const CmsResolver = lazyScene(() => cmsDetail().then((m) => m.CmsResolver), log, 'Hotel content')
  const CmsDetailScreen = lazyScene(() => cmsDetail().then((m) => m.CmsDetailScreen), log, 'Hotel content')

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
    if (state.language !== previous.language) list.invalidate()
  })

  return {
    name: 'cms',
    routes: {
      cmsList: (route) => <CmsListScreen ports={ports} route={route} />,
      cmsResolver: (route) => <CmsResolver ports={ports} route={route} />,
      cmsDetail: (route) => <CmsDetailScreen ports={ports} route={route} />,
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
          list.closePane()
          return true
        },
      },
    },
    stop: unsubscribe,
  }
}
