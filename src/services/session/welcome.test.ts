import { describe, expect, it } from 'vitest'
import type { Config } from '../../api/types'
import { welcomeNeeded, type WelcomeInput } from './welcome'

const ON: Config = { 'welcome.type': true }
const input = (patch: Partial<WelcomeInput>): WelcomeInput => ({
  config: ON,
  usingBy: 'Room',
  guest: null,
  storedWelcome: null,
  ...patch,
})

describe('welcomeNeeded (portal spec §4 Guest session)', () => {
  it('is needed for a guest not yet welcomed (welcome flag pending)', () => {
    expect(welcomeNeeded(input({ guest: { welcome: false } }))).toBe(true)
  })

  it('is not needed for a guest who already pressed Continue', () => {
    expect(welcomeNeeded(input({ guest: { welcome: true } }))).toBe(false)
  })

  it('is not needed when welcome.type is off', () => {
    expect(welcomeNeeded(input({ config: { 'welcome.type': false }, guest: { welcome: false } }))).toBe(false)
  })

  it('is not needed when welcome.type is missing', () => {
    expect(welcomeNeeded(input({ config: {}, guest: { welcome: false } }))).toBe(false)
  })

  it.each(['DS', 'Public'] as const)('is never needed in %s mode', (usingBy) => {
    expect(welcomeNeeded(input({ usingBy, guest: { welcome: false }, storedWelcome: 'en_US' }))).toBe(false)
  })

  it('is needed with no guest and a stored welcome value', () => {
    expect(welcomeNeeded(input({ storedWelcome: '1' }))).toBe(true)
  })

  it('is not needed with no guest and no stored welcome value', () => {
    expect(welcomeNeeded(input({ storedWelcome: null }))).toBe(false)
  })

  it('reads an empty stored welcome value as none', () => {
    expect(welcomeNeeded(input({ storedWelcome: '' }))).toBe(false)
  })
})
