import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Bridge } from '../../bridges/contract'
import { createStores, type Stores } from '../stores'
import { manualClock } from '../time/fakes'
import {
  boot,
  BOOT_MESSAGES,
  BOOT_RETRY_MAX_MS,
  BOOT_RETRY_MIN_MS,
  BOOT_STEP_TIMEOUT_MS,
  bootRetryDelayMs,
  bootStepLate,
  type BootDeps,
} from './boot'
import type { Logger } from './logger'

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36'
const silent: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
const bridge = { name: 'universal' } as Bridge

let stores: Stores
/** lets the boot's pending promise callbacks run (its steps are awaited one after another) */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

function deps(overrides: Partial<BootDeps> = {}): BootDeps {
  return {
    stores,
    userAgent: CHROME_UA,
    loadBridge: async () => bridge,
    classes: [{ name: 'http', init: () => undefined }],
    loadLocalesAndTheme: async () => undefined,
    sync: async () => undefined,
    onReady: () => undefined,
    log: silent,
    ...overrides,
  }
}

describe('boot (portal spec §4 Boot)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it('runs bridge, classes in order, locales, sync, then ready', async () => {
    const order: string[] = []
    const result = await boot(
      deps({
        loadBridge: async () => (order.push('bridge'), bridge),
        classes: [
          { name: 'a', init: () => void order.push('a') },
          { name: 'b', init: () => void order.push('b') },
        ],
        loadLocalesAndTheme: async () => void order.push('locales'),
        sync: async () => void order.push('sync'),
        onReady: () => void order.push('ready'),
      }),
    )
    expect(result).toBe(bridge)
    expect(order).toEqual(['bridge', 'a', 'b', 'locales', 'sync', 'ready'])
  })

  it('refuses a browser without a WebKit core', async () => {
    await boot(deps({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0' }))
    expect(stores.app.getState()).toMatchObject({ phase: 'error', errorDetail: BOOT_MESSAGES.noWebkit })
  })

  it('needs at least one init class', async () => {
    await boot(deps({ classes: [] }))
    expect(stores.app.getState().errorDetail).toBe('The init process needs at least one class.')
  })

  it('wraps a failing class as "while initializing classes - {message}"', async () => {
    await boot(deps({ classes: [{ name: 'x', init: () => Promise.reject(new Error('boom')) }] }))
    expect(stores.app.getState().errorDetail).toBe('while initializing classes - boom')
  })

  it('keeps the bridge-not-found text and reports other bridge failures generically', async () => {
    await boot(deps({ loadBridge: () => Promise.reject(new Error('The "tizen" bridge is not found.')) }))
    expect(stores.app.getState().errorDetail).toBe('The "tizen" bridge is not found.')
    stores = createStores()
    await boot(deps({ loadBridge: () => Promise.reject(new TypeError('x is undefined')) }))
    expect(stores.app.getState().errorDetail).toBe('Bridge could not be started.')
  })

  it('a bridge whose start never finishes ends in the error screen after BOOT_STEP_TIMEOUT_MS, not a splash for ever', async () => {
    const { clock, advance } = manualClock()
    const log = { ...silent, error: vi.fn() }
    const booting = boot(deps({ clock, log, loadBridge: () => new Promise<Bridge>(() => undefined) }))
    await settle()
    advance(BOOT_STEP_TIMEOUT_MS - 1)
    await settle()
    expect(stores.app.getState().phase).not.toBe('error')
    advance(1)
    expect(await booting).toBeNull()
    expect(stores.app.getState()).toMatchObject({ phase: 'error', errorDetail: BOOT_MESSAGES.bridgeFailed })
    // the log says why: the step that did not finish
    expect(log.error).toHaveBeenCalledWith(
      'Bridge start failed',
      new Error(bootStepLate('The platform bridge')),
    )
  })

  it('an init class that never finishes (a TV API that never answers) fails the boot with its name', async () => {
    const { clock, advance } = manualClock()
    const booting = boot(
      deps({ clock, classes: [{ name: 'device', init: () => new Promise<void>(() => undefined) }] }),
    )
    await settle()
    advance(BOOT_STEP_TIMEOUT_MS)
    expect(await booting).toBeNull()
    expect(stores.app.getState().errorDetail).toBe(
      BOOT_MESSAGES.classFailed(bootStepLate('The device class')),
    )
  })

  it('a step that finishes in time leaves no timer behind', async () => {
    const { clock, pending } = manualClock()
    expect(await boot(deps({ clock }))).toBe(bridge)
    expect(pending()).toBe(0)
  })

  it('ignores locale and theme failures', async () => {
    const onReady = vi.fn()
    await boot(deps({ loadLocalesAndTheme: () => Promise.reject(new Error('404')), onReady }))
    expect(onReady).toHaveBeenCalledOnce()
    expect(stores.app.getState().phase).not.toBe('error')
  })

  it('shows the error screen when sync fails', async () => {
    await boot(deps({ sync: () => Promise.reject(new Error('Device Not Found')) }))
    expect(stores.app.getState()).toMatchObject({ phase: 'error', errorDetail: 'Device Not Found' })
  })

  it('leaves a blocking notice (the reload message) on screen instead of the error screen', async () => {
    stores.app.setState({ blockingNotice: 'reloading' })
    const { clock, pending } = manualClock()
    const reload = vi.fn()
    await boot(
      deps({ clock, retry: { random: () => 0, reload }, sync: () => Promise.reject(new Error('503')) }),
    )
    expect(stores.app.getState().phase).toBe('splash')
    // the notice's own countdown reloads; the boot adds no second one
    expect(pending()).toBe(0)
  })
})

describe('the error screen tries the boot again by itself (not in the spec)', () => {
  beforeEach(() => {
    stores = createStores()
  })

  it(`reloads the page after a delay drawn between ${BOOT_RETRY_MIN_MS} and ${BOOT_RETRY_MAX_MS} ms, and says so`, async () => {
    const { clock, advance } = manualClock()
    const reload = vi.fn()
    const log = { ...silent, warn: vi.fn() }
    await boot(
      deps({ clock, log, retry: { random: () => 0.5, reload }, sync: () => Promise.reject(new Error('x')) }),
    )
    expect(stores.app.getState()).toMatchObject({ phase: 'error', errorDetail: 'x', errorRetries: true })
    const delay = bootRetryDelayMs(() => 0.5)
    expect(log.warn).toHaveBeenCalledWith(`The boot is tried again (page reload) in ${delay / 1000} s`)
    advance(delay - 1)
    expect(reload).not.toHaveBeenCalled()
    advance(1)
    expect(reload).toHaveBeenCalledOnce()
  })

  it('the delay spans the whole range, both ends included', () => {
    expect(bootRetryDelayMs(() => 0)).toBe(BOOT_RETRY_MIN_MS)
    expect(bootRetryDelayMs(() => 0.999_999_999)).toBe(BOOT_RETRY_MAX_MS)
    expect(bootRetryDelayMs(() => 0.5)).toBeGreaterThan(BOOT_RETRY_MIN_MS)
    expect(bootRetryDelayMs(() => 0.5)).toBeLessThan(BOOT_RETRY_MAX_MS)
  })

  it('a boot that succeeds sets no retry; one without a retry stays on the error screen', async () => {
    const { clock, pending } = manualClock()
    const reload = vi.fn()
    await boot(deps({ clock, retry: { random: () => 0, reload } }))
    expect(pending()).toBe(0)
    await boot(deps({ clock, sync: () => Promise.reject(new Error('x')) }))
    expect(stores.app.getState()).toMatchObject({ phase: 'error', errorRetries: false })
    expect(pending()).toBe(0)
  })
})
