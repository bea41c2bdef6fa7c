/** POST /__demo/faults: make a call fail (or answer oddly) until reset or `times` runs out. */
export type FaultInput = {
  /** any method when left out */
  method?: string
  /** exact path, or a prefix ending in '*' ('/api/get/*') */
  path: string
  status: number
  /** JSON body */
  body?: unknown
  /** body sent as-is (e.g. malformed JSON); wins over `body` */
  raw?: string
  delayMs?: number
  /** answers this many matching requests, then disappears; unlimited when left out */
  times?: number
  /** only requests whose JSON body has these top-level values (compared as strings) */
  match?: Record<string, unknown>
}

export type Fault = FaultInput & { id: number; hits: number }

export type FaultBook = ReturnType<typeof createFaultBook>

/** Path rule shared by faults and the request log filter: exact, or prefix when ending in '*'. */
export function pathMatches(rule: string, path: string): boolean {
  return rule.endsWith('*') ? path.startsWith(rule.slice(0, -1)) : rule === path
}

function bodyMatches(match: Record<string, unknown> | undefined, body: unknown): boolean {
  if (!match) return true
  if (typeof body !== 'object' || body === null) return false
  const record = body as Record<string, unknown>
  return Object.entries(match).every(([key, value]) => String(record[key]) === String(value))
}

export function createFaultBook() {
  let faults: Fault[] = []
  let nextId = 1
  return {
    reset(): void {
      faults = []
      nextId = 1
    },
    add(input: FaultInput): Fault {
      const fault = { ...input, id: nextId++, hits: 0 }
      faults.push(fault)
      return fault
    },
    list: (): Fault[] => [...faults],
    /** The first fault for this request, counted as used. */
    take(method: string, path: string, body: unknown): Fault | undefined {
      const fault = faults.find(
        (f) =>
          (f.method === undefined || f.method.toUpperCase() === method.toUpperCase()) &&
          pathMatches(f.path, path) &&
          bodyMatches(f.match, body),
      )
      if (!fault) return undefined
      fault.hits++
      if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((f) => f !== fault)
      return fault
    },
  }
}
