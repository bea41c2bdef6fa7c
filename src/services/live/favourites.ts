// portal spec §3 Favourites: channel ids per guest in local storage (key __store); §6 favourites need a
// guest; §7 the guest favourite add/remove call (path in docs/BACKEND-API.md).
import type { FavoriteRequest } from '../../api/requests'
import type { Logger } from '../logger'
import { SERVICES_STORAGE_KEY } from '../session/constants'

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

type Stored = { favourites?: Record<string, number[]> } & Record<string, unknown>

function read(storage: StorageLike, log: Logger): Stored {
  const raw = storage.getItem(SERVICES_STORAGE_KEY)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Stored
  } catch {
    // fall through: a malformed value is replaced on the next write
  }
  log.warn(`${SERVICES_STORAGE_KEY}: malformed stored value ignored`)
  return {}
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []

export type FavouritesDeps = {
  storage: StorageLike
  setFavorite: (request: FavoriteRequest) => Promise<boolean>
  log: Logger
}

export function createFavourites(deps: FavouritesDeps) {
  const { storage, log } = deps
  const list = (guestId: number | null): number[] =>
    guestId === null ? [] : ids(read(storage, log).favourites?.[String(guestId)])

  function write(guestId: number, next: number[]): void {
    const stored = read(storage, log)
    const favourites = { ...(stored.favourites ?? {}), [String(guestId)]: next }
    storage.setItem(SERVICES_STORAGE_KEY, JSON.stringify({ ...stored, favourites }))
  }

  return {
    list,
    /** Adds or removes the channel; false without a guest. The server call's failure is logged only. */
    toggle(guestId: number | null, channelId: number): { ok: boolean; added: boolean; list: number[] } {
      if (guestId === null) return { ok: false, added: false, list: [] }
      const current = list(guestId)
      const added = !current.includes(channelId)
      const next = added ? [...current, channelId] : current.filter((id) => id !== channelId)
      write(guestId, next)
      deps
        .setFavorite({ guest_id: guestId, channel_id: channelId, action: added ? 'add' : 'remove' })
        .catch((error: unknown) => log.error(`Favourite ${channelId} not saved on the server`, error))
      return { ok: true, added, list: next }
    },
  }
}

export type Favourites = ReturnType<typeof createFavourites>
