// Decoding a batch at the boundary (DESIGN.md "Validate at the edges"): every raw item goes through the
// API's action decoder; a malformed one is logged and, when its id is readable, reported failed.
import { decode } from '../../api/decode'
import { action as actionDecoder } from '../../api/serviceDecoders'
import type { Action } from '../../api/types'
import type { Logger } from '../logger'

export type MalformedAction = { id: number; message: string }

export type DecodedBatch = {
  instant: Action[]
  regular: Action[]
  /** instant actions whose type already came earlier in the batch (portal spec §4: reason multiple) */
  duplicates: Action[]
  malformed: MalformedAction[]
}

/**
 * Splits a batch into instant and regular actions. Ids in `taken` are skipped (an action runs once);
 * new ids are added to it. Of several instant actions of one type, the first in the batch is kept.
 */
export function decodeBatch(
  batch: readonly unknown[],
  taken: Set<number>,
  isInstant: (type: string) => boolean,
  log: Logger,
): DecodedBatch {
  const out: DecodedBatch = { instant: [], regular: [], duplicates: [], malformed: [] }
  const instantTypes = new Set<string>()
  batch.forEach((raw, index) => {
    const result = decode(actionDecoder, raw, `actions[${index}]`, (message, detail) =>
      log.warn(message, detail),
    )
    if (!result.ok) {
      const id = readableId(raw)
      log.error(`Malformed action${id === null ? '' : ` ${id}`}: ${result.error.message}`, raw)
      if (id !== null && !taken.has(id)) {
        taken.add(id)
        out.malformed.push({ id, message: result.error.message })
      }
      return
    }
    const action = result.value
    if (taken.has(action.id)) return log.warn(`Action ${action.id} was already handled`)
    taken.add(action.id)
    const type = action.payload.action
    if (!isInstant(type)) return void out.regular.push(action)
    if (instantTypes.has(type)) return void out.duplicates.push(action)
    instantTypes.add(type)
    out.instant.push(action)
  })
  return out
}

function readableId(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return null
  const id = Number(raw.id)
  return Number.isInteger(id) && id > 0 ? id : null
}
