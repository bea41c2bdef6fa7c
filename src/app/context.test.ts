import { describe, expect, it, vi } from 'vitest'
import type { Logger } from '../services/logger'
import { createServiceRegistry } from './context'
import { featureInbound } from './featureInbound'

declare module './context' {
  interface PortalServices {
    testValue: { n: number }
  }
}

describe('service registry (features reach each other through it)', () => {
  it('a provided service is found and needed', () => {
    const services = createServiceRegistry()
    const value = { n: 1 }
    services.provide('testValue', value)
    expect(services.need('testValue')).toBe(value)
    expect(services.find('testValue')).toBe(value)
  })

  it('needing a service no feature has provided names it', () => {
    const services = createServiceRegistry()
    expect(services.find('testValue')).toBeUndefined()
    expect(() => services.need('testValue')).toThrow('No feature provides the service "testValue" (yet)')
  })

  it('a service is provided once', () => {
    const services = createServiceRegistry()
    services.provide('testValue', { n: 1 })
    expect(() => services.provide('testValue', { n: 2 })).toThrow('provided twice')
  })
})

describe('inbound kinds by feature (adapters spec §3 Inbound message)', () => {
  const log = (): Logger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() })

  it('each kind goes to the feature that takes it', () => {
    const openWeather = vi.fn()
    const wakeUp = vi.fn()
    const handlers = featureInbound(
      [
        { name: 'a', inbound: { openWeather } },
        { name: 'b', inbound: { wakeUp } },
      ],
      log(),
    )
    handlers.openWeather('istanbul')
    handlers.wakeUp?.({ DA: '261123' })
    expect(openWeather).toHaveBeenCalledWith('istanbul')
    expect(wakeUp).toHaveBeenCalledWith({ DA: '261123' })
  })

  it('a kind no feature takes is logged and dropped', async () => {
    const logger = log()
    const handlers = featureInbound([], logger)
    handlers.chromecast({})
    await handlers.runAction({ id: 1, remote: true, payload: { action: 'X', params: {} }, created_at: '' })
    expect(await handlers.runCommand('home')).toEqual({
      ok: false,
      error: 'No feature takes remote commands',
    })
    expect(handlers.wakeUp).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(2)
  })
})
