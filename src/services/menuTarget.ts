import type { MenuItem } from '../api/types'

/** Named routes that are not pages (portal spec §2): they launch, pick, switch or open instead. */
export const ACTION_ROUTES = [
  'app',
  'apps',
  'source',
  'sources',
  'weather-app',
  'system',
  'sideload',
] as const

const PATH_MODULES: ReadonlySet<string> = new Set(['live', 'cms', 'chromecast'])
const PAGE_MODULES: ReadonlySet<string> = new Set([
  'home',
  'welcome',
  'vod',
  'prayer',
  'flight',
  'weather',
  'news',
  'ds',
])

export type MenuTarget =
  | { kind: 'route'; path: string }
  | { kind: 'subs'; items: MenuItem[] }
  | { kind: 'action'; name: string; target: string | null }

/**
 * portal spec §2 Home: an item with subs opens a side pane; modules live, cms and chromecast go to
 * /{module}/{target} or /{module}; others go to a named route with the target as parameter. An item
 * whose subs are all hidden (§3 Menu isShow) has nothing to choose from: it goes where its own module
 * and target say, as an item without subs does.
 */
export function menuTarget(item: MenuItem): MenuTarget {
  const subs = item.subs.filter((sub) => sub.isShow)
  if (subs.length > 0) return { kind: 'subs', items: subs }
  const module = item.module.toLowerCase()
  if (PATH_MODULES.has(module))
    return { kind: 'route', path: item.target ? `/${module}/${item.target}` : `/${module}` }
  if (PAGE_MODULES.has(module)) {
    const base = module === 'ds' ? '/DS' : `/${module}`
    return { kind: 'route', path: item.target ? `${base}/${item.target}` : base }
  }
  return { kind: 'action', name: module, target: item.target }
}
