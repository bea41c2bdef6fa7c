// What the speaking portal (issue 12) says when a screen or a side panel opens: the screen's own title in
// the interface language. A CMS screen is named by its menu item ("Room Service", as its heading shows),
// a route that only redirects says nothing (the screen it lands on speaks), a side panel says its title.
import type { MenuItem } from '../../api/types'
import { cmsMenuItem } from '../cms/menuItem'
import type { SideloadComponent } from '../overlays'
import type { RouteMatch, RouteName } from '../router/routes'

/** the a11y.screen.* title of each route (portal spec §2 Screens and routes); null: it only redirects */
export const SCREEN_TITLE_KEYS: Readonly<Record<RouteName, string | null>> = {
  root: null,
  home: 'a11y.screen.home',
  welcome: 'a11y.screen.welcome',
  live: 'a11y.screen.live',
  vod: 'a11y.screen.vod',
  chromecast: 'a11y.screen.chromecast',
  prayer: 'a11y.screen.prayer',
  flight: 'a11y.screen.flight',
  ds: 'a11y.screen.signage',
  weather: 'a11y.screen.weather',
  news: 'a11y.screen.news',
  cmsList: 'a11y.screen.cms',
  cmsDetail: 'a11y.screen.cms',
  cmsResolver: null,
}

/** the title of each side panel (portal spec §2 Side panel), as its heading shows it */
export const SIDELOAD_TITLE_KEYS: Readonly<Record<SideloadComponent, string>> = {
  billview: 'bill.title',
  cart: 'cms.cart',
  internet: 'sideload.internet',
  mobile: 'sideload.mobile',
  bluetooth: 'sideload.bluetooth',
}

export type TitleDeps = { menus: readonly MenuItem[]; t: (key: string) => string }

/** The title spoken when `route` shows, or null when it says nothing. */
export function screenTitle(route: RouteMatch, deps: TitleDeps): string | null {
  const key = SCREEN_TITLE_KEYS[route.name]
  if (key === null) return null
  if (route.name === 'cmsList' || route.name === 'cmsDetail') {
    const item = cmsMenuItem(deps.menus, route.params['target'] ?? '')
    if (item?.title) return item.title
  }
  return deps.t(key)
}
