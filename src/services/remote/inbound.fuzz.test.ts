// Issue 20: the inbound message handler (adapters spec §3: action, weather, chromecast, rc, fidelio)
// fuzzed with any decoded message and with kind handlers that fail: it never rejects, and each message
// it drops or that fails is logged exactly once; a message it hands on is not logged.
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { Logger } from '../logger'
import { createRemoteCommandRunner } from './commandRunner'
import { createInboundHandler } from './inbound'

const FUZZ = { seed: 20, numRuns: 1500 }
const KINDS = ['rc', 'action', 'weather', 'chromecast', 'fidelio', 'other'] as const
const COMMANDS = ['mute', 'channel-list', 'channel-7', 'volume-up', 'move-left', 'reboot', 'channel-x']

const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...COMMANDS))
const actionValue = fc.oneof(
  value,
  fc.record({ action: fc.oneof(fc.constantFrom('Message', 'Mute', ''), fc.string()), params: value }),
  fc.record({
    id: fc.oneof(fc.integer(), fc.double()),
    payload: fc.record({ action: fc.string(), params: value }),
  }),
)
const message = fc
  .tuple(fc.constantFrom(...KINDS), value, actionValue)
  .map(([kind, v, a]) => ({ [kind]: kind === 'action' ? a : v }))
const failing = fc.record({
  action: fc.boolean(),
  weather: fc.boolean(),
  chromecast: fc.boolean(),
  wakeUp: fc.boolean(),
})

function setup(fails: { action: boolean; weather: boolean; chromecast: boolean; wakeUp: boolean }) {
  const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const broken = () => {
    throw new Error('refused')
  }
  const handled = vi.fn()
  const commands = createRemoteCommandRunner({
    bridge: () => null,
    pressKey: handled,
    navigate: handled,
    openSources: handled,
    channels: () => [],
    maxVolume: () => 100,
  })
  const handle = createInboundHandler({
    runAction: async () => (fails.action ? broken() : handled()),
    runCommand: (command) => commands.run(command),
    openWeather: () => (fails.weather ? broken() : handled()),
    chromecast: () => (fails.chromecast ? broken() : handled()),
    wakeUp: () => (fails.wakeUp ? broken() : handled()),
    log,
    now: () => 1_700_000_000_000,
  })
  const logged = () => vi.mocked(log.warn).mock.calls.length + vi.mocked(log.error).mock.calls.length
  return { handle, handled, logged }
}

describe('issue 20: inbound messages fuzzed through the handler', { timeout: 60_000 }, () => {
  it('never rejects; a message is either handed on (not logged) or logged exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(message, failing, async (sent, fails) => {
        const { handle, handled, logged } = setup(fails)
        await expect(handle(sent)).resolves.toBeUndefined()
        expect(handled.mock.calls.length + logged()).toBe(1)
      }),
      FUZZ,
    )
  })

  it('a kind handler that throws is logged, not an unhandled rejection (found)', async () => {
    const { handle, logged } = setup({ action: false, weather: true, chromecast: false, wakeUp: false })
    await expect(handle({ weather: 'istanbul' })).resolves.toBeUndefined()
    expect(logged()).toBe(1)
  })
})
