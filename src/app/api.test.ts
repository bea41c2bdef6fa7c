import { describe, expect, it, vi } from 'vitest'
import type { Bridge } from '../../bridges/contract'
import { BASE_URL_MESSAGES } from '../api/baseUrl'
import { boot } from '../services/boot'
import type { Logger } from '../services/logger'
import { createActionExecutor } from '../services/actions'
import { NOTICE_TIMEOUT_MS, createStores } from '../stores'
import { createPortalApi } from './api'

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'

describe('issue 20: a bad backend base URL is a clear boot error', () => {
  it.each([
    ['ftp://10.0.0.5', BASE_URL_MESSAGES.scheme('ftp:')],
    ['http://admin:secret@10.0.0.5', BASE_URL_MESSAGES.credentials],
  ])('the platform says %s: the error screen names the problem', async (baseUrl, message) => {
    const stores = createStores()
    const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const win = {
      location: { origin: 'http://127.0.0.1', reload: vi.fn() },
      sessionStorage: {},
    } as unknown as Window
    const api = createPortalApi({ win, log, stores })
    const bridge = { name: 'hcap', baseUrl: async () => baseUrl } as unknown as Bridge
    const booted = await boot({
      stores,
      userAgent: CHROME_UA,
      loadBridge: async () => bridge,
      classes: [{ name: 'http', init: (platform) => api.attach(platform) }],
      loadLocalesAndTheme: async () => undefined,
      sync: async () => void (await api.client.getDevice('02:00:00:00:01:01')),
      onReady: () => undefined,
      log,
    })
    expect(booted).toBeNull()
    expect(stores.app.getState()).toMatchObject({
      phase: 'error',
      errorDetail: message,
      blockingNotice: null,
    })
    expect(JSON.stringify(vi.mocked(log.error).mock.calls)).not.toContain('secret')
  })
})

describe('a call repeated on a timer shows each outage once (api/repeatingCall.ts)', () => {
  it('the actions poll against a backend that stays down: one notice, not one per poll', async () => {
    vi.useFakeTimers()
    try {
      const stores = createStores()
      stores.app.setState({ phase: 'ready', routerReady: true })
      const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
      const win = {
        location: { origin: 'http://127.0.0.1', reload: vi.fn() },
        sessionStorage: {},
      } as unknown as Window
      let down = true
      vi.stubGlobal('fetch', async () =>
        down
          ? new Response(JSON.stringify({ message: 'Service Unavailable' }), { status: 503 })
          : new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      )
      const api = createPortalApi({ win, log, stores })
      const executor = createActionExecutor({
        stores,
        api: api.client,
        handlers: {},
        log,
        request: () => ({ mac: '02:00:00:00:01:01', guest_id: null }),
      })
      const notices = () => stores.app.getState().lastNoticeId
      const poll = async () => {
        await executor.poll()
        // each notice has gone before the next poll (the demo hotel polls every 5 s, a notice shows 3 s)
        await vi.advanceTimersByTimeAsync(NOTICE_TIMEOUT_MS)
      }
      for (let i = 0; i < 4; i++) await poll()
      expect(notices()).toBe(1)
      expect(stores.app.getState().notices).toEqual([])
      // every failure is still logged
      expect(
        vi.mocked(log.error).mock.calls.filter(([line]) => /Actions could not be fetched/.test(line)),
      ).toHaveLength(4)
      // the backend comes back, then goes down again: a new outage is shown
      down = false
      await poll()
      down = true
      await poll()
      await poll()
      expect(notices()).toBe(2)
    } finally {
      vi.unstubAllGlobals()
      vi.useRealTimers()
    }
  })
})

describe('the actions poll through the real client (portal spec §4, §8: failed actions report their message)', () => {
  it('an action with an odd field it does not act on runs; a malformed one is reported failed, not dropped', async () => {
    const stores = createStores()
    stores.app.setState({ phase: 'ready', routerReady: true })
    const log: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
    const win = {
      location: { origin: 'http://127.0.0.1', reload: vi.fn() },
      sessionStorage: {},
    } as unknown as Window
    const batch = [
      // a PHP date object as created_at, a remote of "yes": the action itself is whole
      {
        id: 41,
        remote: 'yes',
        payload: { action: 'Mute', params: { state: 1 } },
        created_at: { date: '2026-11-28 08:00:00.000000', timezone_type: 3, timezone: 'UTC' },
      },
      // a payload that is not JSON: the action cannot run, and the front desk hears why
      { id: 42, remote: 1, payload: '{"action": "StandBy"', created_at: '2026-11-28 08:00:00' },
      { id: 43, remote: 1, payload: { action: 'Volume', params: { state: 20 } }, created_at: '' },
    ]
    const sent: unknown[] = []
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (String(url).includes('/api/set/action')) sent.push(JSON.parse(String(init?.body)))
      const body = String(url).includes('/api/get/actions') ? batch : { success: true }
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
    })
    try {
      const api = createPortalApi({ win, log, stores })
      const ran: string[] = []
      const executor = createActionExecutor({
        stores,
        api: api.client,
        handlers: {
          Mute: async () => void ran.push('Mute'),
          Volume: async () => void ran.push('Volume'),
          StandBy: async () => void ran.push('StandBy'),
        },
        log,
        request: () => ({ mac: '02:00:00:00:01:01', guest_id: null }),
      })
      await executor.poll()
      await vi.waitFor(() => expect(sent).toHaveLength(3))
      expect(ran.sort()).toEqual(['Mute', 'Volume'])
      expect(sent).toContainEqual({ id: 41, status: true, message: expect.any(String) })
      expect(sent).toContainEqual({ id: 43, status: true, message: expect.any(String) })
      expect(sent).toContainEqual({
        id: 42,
        status: false,
        message: expect.stringMatching(/^actions\[1\]\.payload: expected object or JSON text/),
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
