import { describe, expect, it, vi } from 'vitest'
import type { Bridge } from '../../bridges/contract'
import { BASE_URL_MESSAGES } from '../api/baseUrl'
import { boot } from '../services/boot'
import type { Logger } from '../services/logger'
import { createStores } from '../stores'
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
