import { describe, expect, it } from 'vitest'
import { TextureCache, textureBytes, type LoadedTexture, type TextureResult } from './TextureCache'

type Fake = { url: string }

/** A cache over fake textures: loads resolve when the test says, destroy ticks run when it says. */
function setup(options: { budgetBytes?: number; destroyPerTick?: number } = {}) {
  const loads = new Map<string, { resolve: (v: LoadedTexture<Fake>) => void; reject: (e: unknown) => void }>()
  const loadCount = new Map<string, number>()
  const destroyed: string[] = []
  const ticks: Array<() => void> = []
  const cache = new TextureCache<Fake>({
    load: (url) => {
      loadCount.set(url, (loadCount.get(url) ?? 0) + 1)
      return new Promise((resolve, reject) => loads.set(url, { resolve, reject }))
    },
    destroy: (texture) => destroyed.push(texture.url),
    schedule: (task) => ticks.push(task),
    ...options,
  })
  // a 10×10 texture costs 400 bytes
  const finish = async (url: string, size = 10) => {
    loads.get(url)?.resolve({ texture: { url }, width: size, height: size })
    await Promise.resolve()
    await Promise.resolve()
  }
  const fail = async (url: string) => {
    loads.get(url)?.reject(new Error('404'))
    await Promise.resolve()
    await Promise.resolve()
  }
  const tick = () => ticks.shift()?.()
  return { cache, finish, fail, destroyed, ticks, tick, loadCount }
}

const results: Array<TextureResult<Fake>> = []
const record = (result: TextureResult<Fake>) => results.push(result)

describe('TextureCache', () => {
  it('counts a texture as width × height × 4 bytes', () => {
    expect(textureBytes(300, 200)).toBe(240_000)
  })

  it('loads a URL once however many users ask for it', async () => {
    const { cache, finish, loadCount } = setup()
    const settled: string[] = []
    cache.acquire('a.svg', () => settled.push('first'))
    cache.acquire('a.svg', () => settled.push('second'))
    await finish('a.svg')
    expect(loadCount.get('a.svg')).toBe(1)
    expect(settled).toEqual(['first', 'second'])
  })

  it('hands a cached texture out at once, without calling back', async () => {
    const { cache, finish } = setup()
    cache.acquire('a.svg', record).release()
    await finish('a.svg')
    const lease = cache.acquire('a.svg', () => {
      throw new Error('a cached texture must not call back')
    })
    expect(lease.current?.texture).toEqual({ url: 'a.svg' })
  })

  it('reports a failed load and caches nothing, so a later user retries', async () => {
    const { cache, fail, loadCount } = setup()
    let failed = false
    cache.acquire('broken.png', (result) => (failed = !result.ok))
    await fail('broken.png')
    cache.acquire('broken.png', record)
    expect(failed).toBe(true)
    expect(loadCount.get('broken.png')).toBe(2)
  })

  it('evicts the least recently used unpinned texture when over budget', async () => {
    const { cache, finish, destroyed, tick } = setup({ budgetBytes: 1000 })
    for (const url of ['a', 'b', 'c']) {
      cache.acquire(url, record).release()
      await finish(url)
    }
    tick()
    expect(destroyed).toEqual(['a'])
    expect(cache.stats().bytes).toBe(800)
  })

  it('never evicts a texture while it is mounted (pinned)', async () => {
    const { cache, finish, tick, destroyed } = setup({ budgetBytes: 1000 })
    const shown = cache.acquire('a', record)
    await finish('a')
    for (const url of ['b', 'c', 'd']) {
      cache.acquire(url, record).release()
      await finish(url)
    }
    tick()
    expect(destroyed).not.toContain('a')
    expect(cache.acquire('b', record).current).toBeNull()
    shown.release()
  })

  it('pins a texture that finishes loading while its user is still mounted', async () => {
    const { cache, finish, tick, destroyed } = setup({ budgetBytes: 500 })
    cache.acquire('a', record)
    await finish('a')
    cache.acquire('b', record).release()
    await finish('b')
    tick()
    expect(destroyed).toEqual(['b'])
  })

  it('unpins on the last release only, then lets the budget evict it', async () => {
    const { cache, finish, tick, destroyed } = setup({ budgetBytes: 500 })
    const one = cache.acquire('a', record)
    const two = cache.acquire('a', record)
    await finish('a')
    const three = cache.acquire('b', record)
    await finish('b')
    one.release()
    three.release()
    tick()
    expect(destroyed).toEqual(['b'])
    two.release()
    cache.acquire('c', record).release()
    await finish('c')
    tick()
    expect(destroyed).toEqual(['b', 'a'])
  })

  it('a released lease no longer hears about its load', async () => {
    const { cache, finish } = setup()
    let heard = false
    cache.acquire('a', () => (heard = true)).release()
    await finish('a')
    expect(heard).toBe(false)
  })

  it('destroys evicted textures a few per tick, never inline', async () => {
    const { cache, finish, destroyed, tick, ticks } = setup({ budgetBytes: 400, destroyPerTick: 2 })
    for (const url of ['a', 'b', 'c', 'd', 'e']) {
      cache.acquire(url, record).release()
      await finish(url)
    }
    expect(destroyed).toEqual([])
    tick()
    expect(destroyed).toEqual(['a', 'b'])
    tick()
    expect(destroyed).toEqual(['a', 'b', 'c', 'd'])
    expect(ticks.length).toBe(0)
  })

  it('lowering the budget evicts unpinned textures at once', async () => {
    const { cache, finish, destroyed, tick } = setup()
    const kept = cache.acquire('a', record)
    await finish('a')
    cache.acquire('b', record).release()
    await finish('b')
    cache.budgetBytes = 0
    tick()
    expect(destroyed).toEqual(['b'])
    kept.release()
  })

  it('clear destroys what nobody shows and keeps what is mounted', async () => {
    const { cache, finish, destroyed } = setup()
    const kept = cache.acquire('a', record)
    await finish('a')
    cache.acquire('b', record).release()
    await finish('b')
    cache.clear()
    cache.flush()
    expect(destroyed).toEqual(['b'])
    expect(cache.stats().count).toBe(1)
    kept.release()
  })
})
