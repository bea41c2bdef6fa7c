// What a guest chose for themselves and keeps for their stay (issue 12): the spoken portal on or off and
// the subtitle language. Kept per guest id beside the favourites, in the "stored services" of local
// storage (portal spec §3 Favourites: key __store), which check-out clears (§4 Guest session). Without a
// guest (an empty room) a choice lasts until the page reloads.
import type { Logger } from './logger'
import { SERVICES_STORAGE_KEY } from './session/constants'

export type GuestPrefs = {
  /** the announcer on (true) or off (false); unset: the config key decides */
  announcer?: boolean
  /** the subtitle track label last chosen ('off' for none); unset: the channel's default */
  captions?: string
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>
type Stored = { guestPrefs?: Record<string, GuestPrefs> } & Record<string, unknown>

export type GuestPrefsDeps = { storage: StorageLike; guestId: () => number | null; log: Logger }

function read(storage: StorageLike, log: Logger): Stored {
  const raw = storage.getItem(SERVICES_STORAGE_KEY)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Stored
  } catch {
    // fall through: replaced on the next write
  }
  log.warn(`${SERVICES_STORAGE_KEY}: malformed stored value ignored`)
  return {}
}

const decode = (value: unknown): GuestPrefs => {
  const prefs: GuestPrefs = {}
  if (typeof value !== 'object' || value === null) return prefs
  const { announcer, captions } = value as Record<string, unknown>
  if (typeof announcer === 'boolean') prefs.announcer = announcer
  if (typeof captions === 'string') prefs.captions = captions
  return prefs
}

export function createGuestPrefs(deps: GuestPrefsDeps) {
  let roomOnly: GuestPrefs = {}
  return {
    get(): GuestPrefs {
      const id = deps.guestId()
      if (id === null) return { ...roomOnly }
      return decode(read(deps.storage, deps.log).guestPrefs?.[String(id)])
    },
    set(patch: GuestPrefs): void {
      const id = deps.guestId()
      if (id === null) {
        roomOnly = { ...roomOnly, ...patch }
        return
      }
      const stored = read(deps.storage, deps.log)
      const mine = { ...decode(stored.guestPrefs?.[String(id)]), ...patch }
      const guestPrefs = { ...(stored.guestPrefs ?? {}), [String(id)]: mine }
      deps.storage.setItem(SERVICES_STORAGE_KEY, JSON.stringify({ ...stored, guestPrefs }))
    },
  }
}

export type GuestPrefsStore = ReturnType<typeof createGuestPrefs>
