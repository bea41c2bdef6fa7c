// adapters spec §1: the platform is chosen from the browser's identification; a non-WebKit engine fails
// start; ?bridge=NAME forces a family and boots it over its fake where the platform's API is missing.
import { describe, expect, it } from 'vitest'
import { BridgeNotFoundError, detectBridgeName, detectTypeValue, hasWebkitCore, loadBridge } from './detect'
import { SHIPPED_FAMILIES, bridgeFile, bridgeGlobal, loadFamily, loadScript } from './loaders'

const UA = {
  lg: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/53.0.2785.34 Safari/537.36 WebAppManager',
  tizen5:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Version/5.0 TV Safari/537.36',
  tizen65:
    'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.5) AppleWebKit/537.36 (KHTML, like Gecko) 85.0.4183.93/6.5 TV Safari/537.36',
  smartHub: 'Mozilla/5.0 (SMART-TV; Linux; SmartHub) AppleWebKit/537.42 (KHTML, like Gecko) Safari/537.42',
  philipsAndroid:
    'Mozilla/5.0 (Linux; Android 9; 55HFL5214U/12 Build/PTT1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0 Safari/537.36 Philips',
  philipsWeb:
    'Mozilla/5.0 (Linux; NETTV/4.6.0; Philips) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/56 Safari/537.36',
  philipsWebV2:
    'Mozilla/5.0 (Linux; NETTV/7.1.0; Philips) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79 Safari/537.36',
  androidTv:
    'Mozilla/5.0 (Linux; Android 10; Android TV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0 Safari/537.36',
  playmore:
    'Mozilla/5.0 (Linux; Android 7.1.2; Playmore STB; wv) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0 Safari/537.36',
  brand:
    'Mozilla/5.0 (Linux; Android 11; Arcelik 55A9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0 Safari/537.36',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
}

describe('platform detection (adapters spec §1)', () => {
  it.each([
    ['lg', 'hcap'],
    ['tizen5', 'tizen'],
    ['tizen65', 'tizenv2'],
    ['smartHub', 'samsung'],
    ['philipsAndroid', 'philips-android'],
    ['philipsWeb', 'wixp'],
    ['philipsWebV2', 'wixpv2'],
    ['androidTv', 'playmoreatv'],
    ['playmore', 'playmore'],
    ['brand', 'playmore'],
    ['desktop', 'universal'],
  ] as const)('%s reports the type value %s', (ua, type) => {
    expect(detectTypeValue(UA[ua])).toBe(type)
  })

  it('maps both Tizen generations to the tizen family', () => {
    expect(detectBridgeName(UA.tizen65)).toBe('tizen')
    expect(detectBridgeName(UA.playmore)).toBe('playmore')
  })

  it('lets ?bridge= force a type value', () => {
    expect(detectTypeValue(UA.desktop, '?bridge=tizenv2')).toBe('tizenv2')
    expect(detectBridgeName(UA.desktop, '?bridge=tizenv2')).toBe('tizen')
  })

  it('accepts only WebKit engines (portal spec §5; a Firefox start fails)', () => {
    expect(hasWebkitCore(UA.lg)).toBe(true)
    expect(hasWebkitCore(UA.firefox)).toBe(false)
  })
})

function page() {
  const doc = Object.assign(new EventTarget(), { hidden: false })
  const env = {
    userAgent: UA.desktop,
    location: { origin: 'http://127.0.0.1:5173', search: '?bridge=hcap' },
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    document: doc as unknown as Document,
    host: new EventTarget(),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  }
  return env
}

describe('loading a bridge', () => {
  it('boots ?bridge=hcap over the fake set in a page without hcap', async () => {
    const env = page()
    const bridge = await loadBridge(env)
    expect(bridge.deviceType()).toBe('hcap')
    expect((env.host as { hcap?: unknown }).hcap).toBeDefined()
    expect(await bridge.properties()).toMatchObject({ type: 'hcap', manufacturer: 'LG' })
    bridge.destroy()
  })

  it.each(['universal', ...SHIPPED_FAMILIES] as const)(
    'has the %s family to load in development',
    async (family) => {
      const module = await loadFamily(family, page())
      expect(typeof module.createBridge).toBe('function')
    },
  )

  it('refuses an unknown forced name with the spec text', async () => {
    await expect(
      loadBridge({ ...page(), location: { origin: 'x', search: '?bridge=atari' } }),
    ).rejects.toEqual(new BridgeNotFoundError('atari'))
  })

  it('loads a shipped family file with a classic script from the portal base and reads its global', async () => {
    const appended: Array<{ src: string; onload: () => void }> = []
    const host: Record<string, unknown> = {}
    const doc = {
      createElement: () => ({ src: '', onload: () => undefined, onerror: () => undefined }),
      head: { appendChild: (script: { src: string; onload: () => void }) => appended.push(script) },
    }
    const loading = loadScript(
      { ...page(), host, document: doc as unknown as Document, assetBase: '/v2/' },
      bridgeFile('wixp'),
      bridgeGlobal('wixp'),
    )
    expect(appended.map((script) => script.src)).toEqual(['/v2/bridges/wixp.js'])
    host[bridgeGlobal('wixp')] = { createBridge: 'loaded' }
    appended[0]?.onload()
    expect(await loading).toEqual({ createBridge: 'loaded' })
  })
})
