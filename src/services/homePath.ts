import type { MenuItem, UsingBy } from '../api/types'

export const DEFAULT_HOME_PATH = '/home'

/** portal spec §2: a module name lower case plus optional target; / for DS and Public devices. */
export function homePathFor(menus: readonly MenuItem[], usingBy: UsingBy | undefined): string {
  if (usingBy === 'DS' || usingBy === 'Public') return '/'
  const home = menus.find((item) => item.isHome)
  if (!home || !home.module) return DEFAULT_HOME_PATH
  const module = home.module.toLowerCase()
  return home.target ? `/${module}/${home.target}` : `/${module}`
}
