// portal spec §5 Validation: 'Prompt: needs title or detail and resolve/reject; fields of allowed types;
// selects need data; every field needs id or label; required fields non-empty else
// 'Please fill all the fields marked with''. resolve/reject is the promise returned by openOverlay.
import { invalid, isRecord, nonEmptyString, valid, type Validated } from './validated'

export const INTERACT_TYPES = ['alert', 'confirm', 'prompt'] as const
export type InteractType = (typeof INTERACT_TYPES)[number]

/** portal spec §2 Overlays: prompt field types */
export const PROMPT_FIELD_TYPES = ['input', 'select', 'choose', 'time-selector', 'switch'] as const
export type PromptFieldType = (typeof PROMPT_FIELD_TYPES)[number]

/** field types whose choices come from `data` (portal spec §5: selects need data) */
const FIELD_TYPES_WITH_DATA: readonly PromptFieldType[] = ['select']

export const PROMPT_MESSAGES = {
  required: 'Please fill all the fields marked with',
  noTitle: 'Interact needs a title or a detail',
  badType: 'Unknown interact type',
  badFields: 'Prompt fields must be a list',
  badFieldType: 'Unknown prompt field type',
  noData: 'A select field needs data',
  noName: 'Every prompt field needs an id or a label',
} as const

export type PromptField = {
  type: PromptFieldType
  id?: string
  label?: string
  required: boolean
  data?: unknown[]
  value?: unknown
  /** input: typed characters are drawn as dots (a PIN) */
  secret?: boolean
  /** input: only digits (the numeric keyboard without . : /) */
  digitsOnly?: boolean
}

export type InteractRequest = {
  type: InteractType
  title?: string
  detail?: string
  fields: PromptField[]
}

const isFieldType = (value: unknown): value is PromptFieldType =>
  (PROMPT_FIELD_TYPES as readonly unknown[]).includes(value)

function validateField(raw: unknown): Validated<PromptField> {
  if (!isRecord(raw) || !isFieldType(raw['type'])) return invalid(PROMPT_MESSAGES.badFieldType)
  const type = raw['type']
  const id = nonEmptyString(raw['id']) ? raw['id'] : undefined
  const label = nonEmptyString(raw['label']) ? raw['label'] : undefined
  if (id === undefined && label === undefined) return invalid(PROMPT_MESSAGES.noName)
  const data = raw['data']
  if (FIELD_TYPES_WITH_DATA.includes(type) && !Array.isArray(data)) return invalid(PROMPT_MESSAGES.noData)
  const field: PromptField = { type, required: raw['required'] === true }
  if (id !== undefined) field.id = id
  if (label !== undefined) field.label = label
  if (Array.isArray(data)) field.data = data
  if ('value' in raw) field.value = raw['value']
  if (raw['secret'] === true) field.secret = true
  if (raw['digitsOnly'] === true) field.digitsOnly = true
  return valid(field)
}

export function validateInteract(raw: unknown): Validated<InteractRequest> {
  if (!isRecord(raw)) return invalid(PROMPT_MESSAGES.noTitle)
  const type = raw['type'] ?? 'alert'
  if (!(INTERACT_TYPES as readonly unknown[]).includes(type)) return invalid(PROMPT_MESSAGES.badType)
  const title = nonEmptyString(raw['title']) ? raw['title'] : undefined
  const detail = nonEmptyString(raw['detail']) ? raw['detail'] : undefined
  if (title === undefined && detail === undefined) return invalid(PROMPT_MESSAGES.noTitle)
  const request: InteractRequest = { type: type as InteractType, fields: [] }
  if (title !== undefined) request.title = title
  if (detail !== undefined) request.detail = detail
  if (request.type !== 'prompt') return valid(request)
  const rawFields = raw['fields'] ?? []
  if (!Array.isArray(rawFields)) return invalid(PROMPT_MESSAGES.badFields)
  for (const rawField of rawFields) {
    const field = validateField(rawField)
    if (!field.ok) return field
    request.fields.push(field.value)
  }
  return valid(request)
}

/** the key a prompt answer is stored under: id, else label */
export const fieldKey = (field: PromptField): string => field.id ?? field.label ?? ''

const isFilled = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0)

/** portal spec §5: required fields non-empty, else 'Please fill all the fields marked with' (null = ok). */
export function checkPromptValues(
  fields: readonly PromptField[],
  values: Record<string, unknown>,
): string | null {
  const missing = fields.some((field) => field.required && !isFilled(values[fieldKey(field)]))
  return missing ? PROMPT_MESSAGES.required : null
}
