// The CMS menu item a route names, in a module of its own: the announcer (a boot feature) reads screen
// titles with it, and the CMS list, which loads after Home (src/app/laterFeatures.ts), stays out of the
// boot file.
import type { MenuItem } from '../../api/types'

/** portal spec §2 Home: the cms menu item (or sub-item) whose target the route names, case-insensitively
 * (paths are lower-cased, §2) */
export function cmsMenuItem(menus: readonly MenuItem[], target: string): MenuItem | null {
  const wanted = target.toLowerCase()
  for (const item of menus) {
    if (item.module.toLowerCase() === 'cms' && item.target?.toLowerCase() === wanted) return item
    const sub = cmsMenuItem(item.subs, target)
    if (sub) return sub
  }
  return null
}
