// Who may order (portal spec §5 and §6): a guest with an id or a pms_id, i.e. a checked-in room. The
// cart, the CMS actions and the channel and film purchases all ask this before they offer a price.
import type { Guest } from '../api/types'

/** portal spec §8: the warning an empty room gets when it tries to order */
export const NEED_CHECK_IN_KEY = 'cms.needCheckIn'

/** portal spec §5: orders need a guest with an id or a pms_id */
export function canGuestOrder(guest: Pick<Guest, 'id' | 'pms_id'> | null | undefined): boolean {
  return Boolean(guest && (guest.id || guest.pms_id))
}
