import { describe, expect, it } from 'vitest'
import { fieldOptions, initialValues, stepIndex, timeValueOf } from './fieldOptions'

describe('prompt field options', () => {
  it('reads strings, numbers and value/label objects, dropping anything else', () => {
    const { options, dropped } = fieldOptions({
      type: 'select',
      id: 's',
      required: false,
      data: ['a', 2, { value: 3, label: 'Three' }, { id: 4, title: 'Four' }, null, { label: 'no value' }],
    })
    expect(options).toEqual([
      { value: 'a', label: 'a' },
      { value: 2, label: '2' },
      { value: 3, label: 'Three' },
      { value: 4, label: 'Four' },
    ])
    expect(dropped).toBe(2)
  })

  it('left and right wrap around the choices', () => {
    expect(stepIndex(0, 3, -1)).toBe(2)
    expect(stepIndex(2, 3, 1)).toBe(0)
    expect(stepIndex(0, 0, 1)).toBe(-1)
  })

  it('portal spec §5: a time selector holds hours 00-23 and minutes 00/15/30/45; others fall back to 00', () => {
    expect(timeValueOf({ hours: '07', minutes: '45' })).toEqual({ hours: '07', minutes: '45' })
    expect(timeValueOf({ hours: '24', minutes: '10' })).toEqual({ hours: '00', minutes: '00' })
    expect(timeValueOf('bad')).toEqual({ hours: '00', minutes: '00' })
  })

  it('starts inputs as text, switches as booleans, selects on their first choice, chooses unchosen', () => {
    expect(
      initialValues([
        { type: 'input', id: 'i', required: true },
        { type: 'switch', label: 'On', required: false, value: true },
        { type: 'select', id: 's', required: false, data: ['x', 'y'] },
        { type: 'choose', id: 'c', required: true, data: ['x', 'y'] },
        { type: 'time-selector', id: 't', required: false },
      ]),
    ).toEqual({ i: '', On: true, s: 'x', c: undefined, t: { hours: '00', minutes: '00' } })
  })
})
