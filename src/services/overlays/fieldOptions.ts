// The choices of a select or choose field, from the shapes a request may carry: plain strings or numbers,
// or objects with value/id and label/title/name. Anything else is left out (and counted, to be logged).
import { ALARM_HOURS, ALARM_MINUTES } from '../timers/alarmForm'
import { fieldKey, type PromptField } from './promptValidation'
import { isRecord } from './validated'

export type FieldOption = { value: unknown; label: string }

function optionOf(raw: unknown): FieldOption | null {
  if (typeof raw === 'string' || typeof raw === 'number') return { value: raw, label: String(raw) }
  if (!isRecord(raw)) return null
  const value = raw['value'] ?? raw['id']
  const label = raw['label'] ?? raw['title'] ?? raw['name'] ?? value
  if (value === undefined || (typeof label !== 'string' && typeof label !== 'number')) return null
  return { value, label: String(label) }
}

export function fieldOptions(field: PromptField): { options: FieldOption[]; dropped: number } {
  const options: FieldOption[] = []
  let dropped = 0
  for (const raw of field.data ?? []) {
    const option = optionOf(raw)
    if (option) options.push(option)
    else dropped++
  }
  return { options, dropped }
}

/** left/right on a select, choose or time part: the next index, wrapping */
export const stepIndex = (index: number, length: number, step: 1 | -1): number =>
  length === 0 ? -1 : (((index + step) % length) + length) % length

/** portal spec §5 Alarm form: a time selector has hours 00-23 and minutes 00/15/30/45 */
export const TIME_SELECTOR_PARTS = { hours: ALARM_HOURS, minutes: ALARM_MINUTES } as const
export type TimeValue = { hours: string; minutes: string }

export function timeValueOf(value: unknown): TimeValue {
  const record = isRecord(value) ? value : {}
  const hours = String(record['hours'] ?? '')
  const minutes = String(record['minutes'] ?? '')
  return {
    hours: ALARM_HOURS.includes(hours) ? hours : (ALARM_HOURS[0] ?? '00'),
    minutes: ALARM_MINUTES.includes(minutes) ? minutes : (ALARM_MINUTES[0] ?? '00'),
  }
}

/** the starting values of a prompt's fields (what the guest edits) */
export function initialValues(fields: readonly PromptField[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const field of fields) {
    const k = fieldKey(field)
    if (field.type === 'time-selector') values[k] = timeValueOf(field.value)
    else if (field.type === 'switch') values[k] = field.value === true
    else if (field.type === 'input') values[k] = field.value === undefined ? '' : String(field.value)
    // a select shows one choice at a time, so it starts on the first; a choose starts unchosen
    else if (field.type === 'select') values[k] = field.value ?? fieldOptions(field).options[0]?.value
    else values[k] = field.value
  }
  return values
}
