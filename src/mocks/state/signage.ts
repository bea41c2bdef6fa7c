import type { DigitalSignage } from '../../api/types'
import type { DemoData } from '../fixtures'
import { NO_DISTRIBUTION } from '../fixtures/signage'

/** What the front desk or a test put in place of a location's own distribution. */
export type SignageOverride = { kind: 'empty' } | { kind: 'custom'; signage: DigitalSignage }

export type SignageBook = ReturnType<typeof createSignageBook>

const key = (location: string): string => location.trim().toLowerCase()

/** The distributions the TVs poll (GET /api/get/digitalsignage): the demo's own, unless overridden. */
export function createSignageBook(data: DemoData, now: () => number) {
  let overrides = new Map<string, SignageOverride>()
  return {
    reset(): void {
      overrides = new Map()
    },
    get(location: string): DigitalSignage {
      const override = overrides.get(key(location))
      if (!override) return data.signage.at(location, now())
      return override.kind === 'empty' ? NO_DISTRIBUTION : override.signage
    },
    /** the front desk empties a location's distribution: its screens show the logo (portal spec §4) */
    empty(location: string): void {
      overrides.set(key(location), { kind: 'empty' })
    },
    /** back to the demo's own distribution */
    restore(location: string): void {
      overrides.delete(key(location))
    },
    set(location: string, signage: DigitalSignage): void {
      overrides.set(key(location), { kind: 'custom', signage })
    },
    /** per location: 'demo', 'empty' or 'custom' */
    modes(): Record<string, SignageOverride['kind'] | 'demo'> {
      return Object.fromEntries(
        data.locations.map(({ location }) => [location, overrides.get(key(location))?.kind ?? 'demo']),
      )
    },
  }
}
