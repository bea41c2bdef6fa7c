import { describe, expect, it, vi } from 'vitest'
import { BASE_URL_MESSAGES, checkBaseUrl } from './baseUrl'
import { ApiError } from './errors'
import { createFakeClock, createFakeFetch, jsonResponse } from './fakes'
import { createHttp } from './http'
import { anything } from './fields'
import { createInterceptor } from './interceptor'

describe('issue 20: the backend base URL is validated', () => {
  it('accepts http and https URLs, with a port and a path', () => {
    for (const url of [
      'http://10.0.0.5',
      'https://pms.example-hotel.com:8443/portal/',
      ' http://hotel.local ',
    ])
      expect(checkBaseUrl(url)).toBe(url.trim())
  })

  it.each([
    ['', BASE_URL_MESSAGES.missing],
    [undefined, BASE_URL_MESSAGES.missing],
    ['/v2/', BASE_URL_MESSAGES.notUrl],
    ['hotel.local', BASE_URL_MESSAGES.notUrl],
    ['ftp://hotel.local', BASE_URL_MESSAGES.scheme('ftp:')],
    ['javascript:alert(1)', BASE_URL_MESSAGES.scheme('javascript:')],
    ['file:///etc', BASE_URL_MESSAGES.scheme('file:')],
    ['http://admin:secret@hotel.local', BASE_URL_MESSAGES.credentials],
    ['https://token@hotel.local', BASE_URL_MESSAGES.credentials],
  ])('refuses %j: %s', (url, message) => {
    expect(() => checkBaseUrl(url)).toThrow(message)
  })

  it('never repeats a refused URL (it may be the credential itself)', () => {
    try {
      checkBaseUrl('http://admin:secret@hotel.local')
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('secret')
    }
  })

  it('a refused base URL fails the call before anything is sent, as a clear error, never a reload', async () => {
    const clock = createFakeClock()
    const fetch = createFakeFetch(() => jsonResponse(200, {}))
    const deps = {
      isSplashShown: () => true,
      isRouterReady: () => false,
      show: vi.fn(),
      showBlocking: vi.fn(),
      reload: vi.fn(),
      onError: vi.fn(),
      log: { warn: vi.fn(), error: vi.fn() },
      clock,
      random: () => 0,
    }
    const http = createHttp({
      baseUrl: () => checkBaseUrl('http://admin:secret@hotel.local'),
      headers: () => ({}),
      fetch,
      clock,
      interceptor: createInterceptor(deps),
    })
    const error = await http.get('/api/get/config', anything).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'validation', message: BASE_URL_MESSAGES.credentials })
    expect(fetch.calls).toEqual([])
    expect(deps.showBlocking).not.toHaveBeenCalled()
    expect(deps.onError).toHaveBeenCalledOnce()
  })
})
