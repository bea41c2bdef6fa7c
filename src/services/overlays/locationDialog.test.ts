import { describe, expect, it } from 'vitest'
import { LOCATION_NOT_FOUND, runLocationDialog, type LocationAnswer } from './locationDialog'

function script(answers: LocationAnswer[]) {
  const errors: (string | null)[] = []
  return {
    errors,
    ask: async (error: string | null) => {
      errors.push(error)
      const next = answers.shift()
      if (!next) throw new Error('asked too often')
      return next
    },
  }
}

describe('location dialog (portal spec §5)', () => {
  it("an unknown location gives 'Location not found!' and asks again", async () => {
    const asked = script([{ location: '999' }, { location: '105' }])
    const assigned: string[] = []
    const result = await runLocationDialog({
      ...asked,
      current: '101',
      mandatory: false,
      assign: async (location) => (assigned.push(location), location !== '999'),
    })
    expect(result).toEqual({ outcome: 'changed', location: '105' })
    expect(asked.errors).toEqual([null, LOCATION_NOT_FOUND])
    expect(assigned).toEqual(['999', '105'])
  })

  it('an unchanged location does nothing', async () => {
    const assigned: string[] = []
    const result = await runLocationDialog({
      ...script([{ location: ' 101 ' }]),
      current: '101',
      mandatory: false,
      assign: async (location) => (assigned.push(location), true),
    })
    expect(result.outcome).toBe('unchanged')
    expect(assigned).toEqual([])
  })

  it('a cancelled change does nothing', async () => {
    const result = await runLocationDialog({
      ...script(['cancelled']),
      current: '101',
      mandatory: false,
      assign: async () => true,
    })
    expect(result.outcome).toBe('cancelled')
  })

  it('at start a cancel repeats the prompt', async () => {
    const asked = script(['cancelled', 'cancelled', { location: '102' }])
    const result = await runLocationDialog({
      ...asked,
      current: null,
      mandatory: true,
      assign: async () => true,
    })
    expect(result.outcome).toBe('changed')
    expect(asked.errors).toHaveLength(3)
  })

  it('a failed call (5xx, timeout) ends the dialog with the error', async () => {
    const result = await runLocationDialog({
      ...script([{ location: '102' }]),
      current: '101',
      mandatory: false,
      assign: () => Promise.reject(new Error('503')),
    })
    expect(result.outcome).toBe('failed')
  })

  it('an abort (route change) ends even a mandatory dialog', async () => {
    const result = await runLocationDialog({
      ...script(['aborted']),
      current: null,
      mandatory: true,
      assign: async () => true,
    })
    expect(result.outcome).toBe('aborted')
  })
})
