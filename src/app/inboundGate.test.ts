import { describe, expect, it, vi } from 'vitest'
import { createEmitter } from '../../bridges/shared/emitter'
import type { Logger } from '../services/logger'
import { EARLY_INBOUND_LIMIT, createInboundGate } from './inboundGate'

function fakeLogger() {
  const warnings: string[] = []
  const log: Logger & { warnings: string[] } = {
    info: () => undefined,
    warn: (message: string) => void warnings.push(message),
    error: () => undefined,
    warnings,
  }
  return log
}

function bridge() {
  const emitter = createEmitter()
  return { on: emitter.on, send: (message: Record<string, unknown>) => emitter.emit('message', message) }
}

describe('inbound gate', () => {
  it('holds the messages that come before the handler and hands them over in order, then passes the rest', () => {
    const platform = bridge()
    const gate = createInboundGate(fakeLogger())
    gate.listen(platform)
    platform.send({ rc: 'home' })
    platform.send({ fidelio: { DA: '261127', TI: '070000' } })
    expect(gate.held()).toBe(2)
    const handled: unknown[] = []
    gate.attach((message) => handled.push(message))
    expect(handled).toEqual([{ rc: 'home' }, { fidelio: { DA: '261127', TI: '070000' } }])
    expect(gate.held()).toBe(0)
    platform.send({ weather: 'Istanbul' })
    expect(handled).toEqual([
      { rc: 'home' },
      { fidelio: { DA: '261127', TI: '070000' } },
      { weather: 'Istanbul' },
    ])
  })

  it(`holds at most ${EARLY_INBOUND_LIMIT}: the oldest goes, and each one dropped is logged`, () => {
    const platform = bridge()
    const log = fakeLogger()
    const gate = createInboundGate(log, 3)
    gate.listen(platform)
    for (let n = 1; n <= 5; n++) platform.send({ rc: `channel-${n}` })
    expect(gate.held()).toBe(3)
    expect(log.warnings).toEqual([
      'Inbound message dropped: more than 3 arrived before the portal was ready',
      'Inbound message dropped: more than 3 arrived before the portal was ready',
    ])
    const handler = vi.fn()
    gate.attach(handler)
    expect(handler.mock.calls.map(([message]) => message)).toEqual([
      { rc: 'channel-3' },
      { rc: 'channel-4' },
      { rc: 'channel-5' },
    ])
  })

  it('stops listening when unsubscribed', () => {
    const platform = bridge()
    const gate = createInboundGate(fakeLogger())
    const stop = gate.listen(platform)
    stop()
    platform.send({ rc: 'home' })
    expect(gate.held()).toBe(0)
  })
})
