import { pathMatches } from './faults'

export type LoggedRequest = {
  id: number
  /** ISO time on the demo clock */
  time: string
  method: string
  path: string
  query: Record<string, string>
  /** parsed JSON, the raw text when not JSON, null when empty */
  body: unknown
  /** the Device-Type header (adapters spec §7: the bridge's type value), null when absent */
  deviceType?: string | null
}

export type RequestLog = ReturnType<typeof createRequestLog>

/** Enough for a long demo session without growing forever. */
const LIMIT = 5000

/** Every backend call the portal made (under /api/ and /Api/), oldest first. */
export function createRequestLog(now: () => number) {
  let entries: LoggedRequest[] = []
  let nextId = 1
  return {
    reset(): void {
      entries = []
      nextId = 1
    },
    record(entry: Omit<LoggedRequest, 'id' | 'time'>): void {
      entries.push({ ...entry, id: nextId++, time: new Date(now()).toISOString() })
      if (entries.length > LIMIT) entries = entries.slice(-LIMIT)
    },
    /** `path` is exact or a prefix ending in '*' */
    list(filter: { path?: string; method?: string } = {}): LoggedRequest[] {
      return entries.filter(
        (entry) =>
          (filter.path === undefined || pathMatches(filter.path, entry.path)) &&
          (filter.method === undefined || entry.method === filter.method.toUpperCase()),
      )
    },
  }
}
