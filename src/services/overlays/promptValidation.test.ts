import { describe, expect, it } from 'vitest'
import { checkPromptValues, PROMPT_MESSAGES, validateInteract } from './promptValidation'

const prompt = (fields: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'prompt',
  title: 'Room',
  fields,
  ...extra,
})

describe('prompt validation (portal spec §5)', () => {
  it('an interact needs a title or a detail', () => {
    expect(validateInteract({ type: 'alert' })).toEqual({ ok: false, error: PROMPT_MESSAGES.noTitle })
  })

  it('a detail alone is enough', () => {
    expect(validateInteract({ type: 'confirm', detail: 'Sure?' }).ok).toBe(true)
  })

  it('an unknown interact type is refused', () => {
    expect(validateInteract({ type: 'banner', title: 't' })).toEqual({
      ok: false,
      error: PROMPT_MESSAGES.badType,
    })
  })

  it('a non-object request is refused', () => {
    expect(validateInteract('hello').ok).toBe(false)
  })

  it('accepts the field types input, select, choose, time-selector and switch', () => {
    const fields = ['input', 'select', 'choose', 'time-selector', 'switch'].map((type, i) => ({
      type,
      id: `f${i}`,
      data: [],
    }))
    const result = validateInteract(prompt(fields))
    expect(result.ok && result.value.fields.map((f) => f.type)).toEqual([
      'input',
      'select',
      'choose',
      'time-selector',
      'switch',
    ])
  })

  it('a field of another type is refused', () => {
    expect(validateInteract(prompt([{ type: 'slider', id: 'a' }]))).toEqual({
      ok: false,
      error: PROMPT_MESSAGES.badFieldType,
    })
  })

  it('fields that are not a list are refused', () => {
    expect(validateInteract(prompt('input'))).toEqual({ ok: false, error: PROMPT_MESSAGES.badFields })
  })

  it('a select needs data', () => {
    expect(validateInteract(prompt([{ type: 'select', id: 'a' }]))).toEqual({
      ok: false,
      error: PROMPT_MESSAGES.noData,
    })
  })

  it('every field needs an id or a label', () => {
    expect(validateInteract(prompt([{ type: 'input' }]))).toEqual({
      ok: false,
      error: PROMPT_MESSAGES.noName,
    })
  })

  it('a label stands in for a missing id', () => {
    expect(validateInteract(prompt([{ type: 'input', label: 'Room' }])).ok).toBe(true)
  })
})

describe('prompt values (portal spec §5)', () => {
  const fields = [
    { type: 'input' as const, id: 'room', required: true },
    { type: 'input' as const, label: 'Note', required: false },
  ]

  it("an empty required field gives 'Please fill all the fields marked with'", () => {
    expect(checkPromptValues(fields, { room: '  ' })).toBe('Please fill all the fields marked with')
  })

  it('a missing required field gives the same message', () => {
    expect(checkPromptValues(fields, {})).toBe(PROMPT_MESSAGES.required)
  })

  it('filled required fields pass and optional ones may stay empty', () => {
    expect(checkPromptValues(fields, { room: '101' })).toBeNull()
  })

  it('a switch set to false counts as filled', () => {
    expect(checkPromptValues([{ type: 'switch', id: 'on', required: true }], { on: false })).toBeNull()
  })
})
