// One texture per image URL, shared by every Img that shows it, under a byte budget (DESIGN.md:
// textures are cached and evicted under a budget; lightning-js renderer: texture memory budget).
// Built on LruBudget: an Img pins its texture while mounted, so only textures nobody shows are evicted,
// least recently used first; evicted textures go to a StaggeredDestroyer, a few per frame, so an
// eviction never costs a frame (PERF-NOTES.md: staggered destroys). Generic in the texture type and
// the loader, so the cache logic runs in node tests without a DOM or a GPU.

import { LruBudget, StaggeredDestroyer } from '../cache'
import type { LruStats } from '../cache'

/** 48 MB of decoded RGBA: about a dozen 1280×720 backgrounds, or 170 posters of 300×240. */
export const DEFAULT_TEXTURE_BUDGET_BYTES = 48 * 1024 * 1024
const DEFAULT_DESTROY_PER_TICK = 4

export type LoadedTexture<T> = { texture: T; width: number; height: number }
export type TextureLoader<T> = (url: string) => Promise<LoadedTexture<T>>
export type TextureResult<T> = { ok: true; value: LoadedTexture<T> } | { ok: false; error: unknown }

export type TextureCacheOptions<T> = {
  load: TextureLoader<T>
  destroy: (texture: T) => void
  budgetBytes?: number
  /** most textures destroyed per tick */
  destroyPerTick?: number
  /** runs a destroy tick later: the next animation frame in the browser, a manual queue in tests */
  schedule?: (task: () => void) => void
}

/** A mounted user of one URL: `current` is set when the texture was already cached. */
export type TextureLease<T> = { current: LoadedTexture<T> | null; release: () => void }

type Pending<T> = Set<(result: TextureResult<T>) => void>

const nextTick = (task: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => task())
  else setTimeout(task, 0)
}

/** Decoded bytes of an RGBA texture (what it costs in GPU memory). */
export const textureBytes = (width: number, height: number): number =>
  Math.max(1, Math.ceil(width)) * Math.max(1, Math.ceil(height)) * 4

export class TextureCache<T> {
  private readonly _load: TextureLoader<T>
  private readonly _lru: LruBudget<LoadedTexture<T>>
  private readonly _destroyer: StaggeredDestroyer<LoadedTexture<T>>
  private readonly _users = new Map<string, number>()
  private readonly _pending = new Map<string, Pending<T>>()

  constructor(options: TextureCacheOptions<T>) {
    this._load = options.load
    this._destroyer = new StaggeredDestroyer({
      destroy: (entry) => options.destroy(entry.texture),
      perTick: options.destroyPerTick ?? DEFAULT_DESTROY_PER_TICK,
      schedule: options.schedule ?? nextTick,
    })
    this._lru = new LruBudget({
      budgetBytes: options.budgetBytes ?? DEFAULT_TEXTURE_BUDGET_BYTES,
      destroyer: this._destroyer,
    })
  }

  get budgetBytes(): number {
    return this._lru.budgetBytes
  }

  /** A lower budget (a low-memory TV, a memory warning) evicts unpinned textures at once. */
  set budgetBytes(bytes: number) {
    this._lru.budgetBytes = bytes
  }

  /**
   * Starts using `url`. A cached texture is returned at once in `current` (no placeholder flash when a
   * recycled row shows an image again); otherwise it loads once however many users ask, and
   * `onSettled` is called when it is ready or failed. The texture stays pinned until `release()`.
   */
  acquire(url: string, onSettled: (result: TextureResult<T>) => void): TextureLease<T> {
    const users = (this._users.get(url) ?? 0) + 1
    this._users.set(url, users)
    const cached = this._lru.get(url)
    if (cached && users === 1) this._lru.pin(url)
    let listener: ((result: TextureResult<T>) => void) | null = null
    if (!cached) {
      listener = (result) => {
        listener = null
        onSettled(result)
      }
      this._request(url).add(listener)
    }
    let released = false
    return {
      current: cached ?? null,
      release: () => {
        if (released) return
        released = true
        if (listener) this._pending.get(url)?.delete(listener)
        this._releaseUser(url)
      },
    }
  }

  /** True when `url`'s texture is cached (ready to show without a load); does not touch its recency. */
  has(url: string): boolean {
    return this._lru.has(url)
  }

  /** Destroys every texture nobody shows (leaving a screen). */
  clear(): void {
    this._lru.clear()
  }

  /** Destroys queued textures now (shutdown, tests). */
  flush(): void {
    this._destroyer.flush()
  }

  stats(): LruStats & { loading: number; destroyQueue: number } {
    return { ...this._lru.stats(), loading: this._pending.size, destroyQueue: this._destroyer.pending }
  }

  private _request(url: string): Pending<T> {
    const existing = this._pending.get(url)
    if (existing) return existing
    const listeners: Pending<T> = new Set()
    this._pending.set(url, listeners)
    const settle = (result: TextureResult<T>): void => {
      this._pending.delete(url)
      if (result.ok) this._store(url, result.value)
      for (const listener of listeners) listener(result)
    }
    this._load(url).then(
      (value) => settle({ ok: true, value }),
      (error: unknown) => settle({ ok: false, error }),
    )
    return listeners
  }

  private _store(url: string, value: LoadedTexture<T>): void {
    // Set, then pin at once: the entry just set is never evicted by its own set (LruBudget).
    this._lru.set(url, value, textureBytes(value.width, value.height))
    if ((this._users.get(url) ?? 0) > 0) this._lru.pin(url)
    else {
      // nobody waits for it any more: re-applying the budget lets it be evicted like any other
      const budget = this._lru.budgetBytes
      this._lru.budgetBytes = budget
    }
  }

  private _releaseUser(url: string): void {
    const users = (this._users.get(url) ?? 0) - 1
    if (users > 0) {
      this._users.set(url, users)
      return
    }
    this._users.delete(url)
    this._lru.unpin(url)
  }
}
