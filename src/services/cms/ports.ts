// What the CMS screens get from their feature (src/app/features/cms.tsx): the list of the open target,
// the action flows, navigation and the screen's keys. Scenes reach their feature's services this way,
// as props (docs/ARCHITECTURE.md "Where state lives").
import type { RemoteKey } from '../../../bridges/contract'
import type { Logger } from '../logger'
import type { CmsActions } from './actionFlow'
import type { CmsFound, CmsList } from './list'

export type CmsKeyHandler = (key: RemoteKey) => boolean

export type CmsPorts = {
  list: CmsList
  actions: CmsActions
  /** Enter on a card: its layout's route, the side pane, or nothing (portal spec §5 content_type none) */
  select(target: string, found: CmsFound): void
  /** the router's push; `replace` for the resolver's redirect */
  go(path: string, options?: { replace?: boolean }): void
  /** leaves a screen without data (portal spec §5) for the stored home page, or for the Home menu when
   * this screen is the home page (src/services/info/routeTrail.ts leaveTarget) */
  goHome(): void
  /** the screen's own keys in the root scope (the list's up/down between rows); null when it leaves */
  setKeys(handler: CmsKeyHandler | null): void
  /** origin-relative media URLs against the backend's base URL (docs/BACKEND-API.md) */
  resolveUrl(path: string): Promise<string>
  log: Logger
}
