// A least-recently-used cache with a byte budget, for textures and text textures (DESIGN.md: cached and
// evicted under a budget; PERF-NOTES.md: a per-string texture cache with no bound only added memory).
// Values in use are pinned and never evicted; evicted values go to a destroyer (a StaggeredDestroyer),
// never destroyed inline.

export type LruBudgetOptions<V> = {
  budgetBytes: number
  /** receives evicted and replaced values */
  destroyer?: { enqueue: (value: V) => void }
}

export type LruStats = { bytes: number; count: number; evictions: number; pinned: number }

type Entry<V> = { value: V; bytes: number; pins: number }

export class LruBudget<V> {
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  private readonly _entries = new Map<string, Entry<V>>()
  private readonly _destroyer: { enqueue: (value: V) => void } | undefined
  private _budget: number
  private _bytes = 0
  private _evictions = 0
  private _pinned = 0

  constructor(options: LruBudgetOptions<V>) {
    this._budget = options.budgetBytes
    this._destroyer = options.destroyer
  }

  get budgetBytes(): number {
    return this._budget
  }

  /** A lower budget (a low-memory device, a memory warning) evicts at once. */
  set budgetBytes(bytes: number) {
    this._budget = bytes
    this._evict(null)
  }

  get(key: string): V | undefined {
    const entry = this._entries.get(key)
    if (entry) this._refresh(key, entry)
    return entry?.value
  }

  has(key: string): boolean {
    return this._entries.has(key)
  }

  /**
   * Stores a value as most recently used and evicts others until the budget holds. The value just set
   * is never evicted by its own set, so the caller can pin it before it is at risk.
   */
  set(key: string, value: V, bytes: number): void {
    const previous = this._entries.get(key)
    const pins = previous?.pins ?? 0
    if (previous) {
      this._entries.delete(key)
      this._bytes -= previous.bytes
      if (previous.value !== value) this._destroyer?.enqueue(previous.value)
    }
    this._entries.set(key, { value, bytes, pins })
    this._bytes += bytes
    this._evict(key)
  }

  touch(key: string): boolean {
    const entry = this._entries.get(key)
    if (entry) this._refresh(key, entry)
    return entry !== undefined
  }

  /** Marks a value in use; pins count, so two users need two unpins. */
  pin(key: string): boolean {
    const entry = this._entries.get(key)
    if (!entry) return false
    if (entry.pins++ === 0) this._pinned++
    return true
  }

  unpin(key: string): boolean {
    const entry = this._entries.get(key)
    if (!entry || entry.pins === 0) return false
    if (--entry.pins === 0) this._pinned--
    this._evict(null)
    return true
  }

  /** Removes and destroys an unpinned value; a pinned one is in use and stays. */
  delete(key: string): boolean {
    const entry = this._entries.get(key)
    if (!entry || entry.pins > 0) return false
    this._remove(key, entry)
    return true
  }

  /** Destroys every unpinned value (leaving a screen, a memory warning). */
  clear(): void {
    for (const [key, entry] of this._entries) if (entry.pins === 0) this._remove(key, entry)
  }

  stats(): LruStats {
    return { bytes: this._bytes, count: this._entries.size, evictions: this._evictions, pinned: this._pinned }
  }

  private _refresh(key: string, entry: Entry<V>): void {
    this._entries.delete(key)
    this._entries.set(key, entry)
  }

  private _remove(key: string, entry: Entry<V>): void {
    this._entries.delete(key)
    this._bytes -= entry.bytes
    this._destroyer?.enqueue(entry.value)
  }

  private _evict(keep: string | null): void {
    if (this._bytes <= this._budget) return
    for (const [key, entry] of this._entries) {
      if (this._bytes <= this._budget) return
      if (entry.pins > 0 || key === keep) continue
      this._remove(key, entry)
      this._evictions++
    }
  }
}
