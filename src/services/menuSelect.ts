// portal spec §2 Home: what choosing a menu item does. An item with subs opens a side pane to choose a
// sub-item (which is then chosen the same way); modules live, cms and chromecast go to /{module}/{target};
// page modules go to their route; anything else is a named route that acts (app, apps, source, …).
import type { MenuItem } from '../api/types'
import { menuTarget } from './menuTarget'
import { subItems, type PaneItem } from './sideloads'

export type MenuSelectDeps = {
  go: (path: string) => void
  /** opens the side pane of sub-items; resolves the chosen item's id, or null when cancelled */
  pickSub: (title: string, items: PaneItem[]) => Promise<string | null>
  /** runs a named route with the item's target; `what` names it in the log */
  runNamed: (name: string, target: string | null, what: string) => void
}

export function createMenuSelect(deps: MenuSelectDeps): (item: MenuItem) => Promise<void> {
  const select = async (item: MenuItem): Promise<void> => {
    const target = menuTarget(item)
    if (target.kind === 'route') deps.go(target.path)
    else if (target.kind === 'subs') {
      const id = await deps.pickSub(item.title, subItems(target.items))
      const sub = target.items.find((candidate) => String(candidate.id) === id)
      if (sub) await select(sub)
    } else deps.runNamed(target.name, target.target, item.title)
  }
  return select
}
