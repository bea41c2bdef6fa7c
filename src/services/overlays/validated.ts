// Shared shape of a checked overlay request: validate at the edges (DESIGN.md), never throw into a scene.

export type Validated<T> = { ok: true; value: T } | { ok: false; error: string }

export const valid = <T>(value: T): Validated<T> => ({ ok: true, value })
export const invalid = <T>(error: string): Validated<T> => ({ ok: false, error })

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const nonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** a number, or a numeric string as the backend sends it */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}
