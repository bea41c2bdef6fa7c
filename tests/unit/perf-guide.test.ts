import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import {
  GUIDE,
  GUIDE_AROUND,
  GUIDE_HEADER,
  GUIDE_KEPT,
  GUIDE_SETTLE_MS,
  SettledList,
  guideChannel,
  guideNow,
  guidePrograms,
} from '../../perf/pages/shared/guide'
import { LIVE_LAYOUT } from '../../scenes/live/context'
import { GUIDE_ROWS } from '../../src/services/live'
import { LIST_ACTIVE_SLOT, LIST_PAGE_ROWS } from '../../renderer/lists/windowMath'
import { LIST_IMAGE_QUIET_MS } from '../../renderer/textures/loadGate'
import { SCROLL_ANIMATION_MS } from '../../renderer/anim'

// perf/pages/shared/guide.ts: the guide fixture the DOM and Lightning peers draw must be the product's
// list (the Pixi peer mounts the product itself), and its rules for what a moving list shows the
// product's.

describe('perf guide fixture: the Live TV list', () => {
  it("has the product list's layout, window and scroll", () => {
    expect([GUIDE.x, GUIDE.y, GUIDE.width, GUIDE.rowHeight]).toEqual([
      LIVE_LAYOUT.listX,
      LIVE_LAYOUT.listY,
      LIVE_LAYOUT.listWidth,
      LIVE_LAYOUT.rowHeight,
    ])
    expect([GUIDE.rows, GUIDE.activeSlot, GUIDE.pageRows, GUIDE.scrollMs]).toEqual([
      GUIDE_ROWS,
      LIST_ACTIVE_SLOT,
      LIST_PAGE_ROWS,
      SCROLL_ANIMATION_MS,
    ])
    expect(GUIDE_SETTLE_MS).toBe(LIST_IMAGE_QUIET_MS)
  })

  it("draws the row as the product's ChannelRow places it", () => {
    // the row view's positions are literals in its bind: the fixture must name the same ones
    const row = readFileSync(new URL('../../scenes/live/channelRowView.ts', import.meta.url), 'utf8')
    for (const fragment of [
      'x: mx(14), y: 20',
      'this._logo.set(channel.logo, mx(64, LOGO.width), 6)',
      'const LOGO = { width: 72, height: 48 }',
      'x: mx(150),\n      y: 8,',
      'maxWidth: listWidth - 170',
      'x: mx(150),\n      y: 34,',
      'maxWidth: listWidth - 300',
      'const PROGRESS = { width: 110, height: 5 }',
      'position.set(mx(listWidth - 130, PROGRESS.width), 42)',
    ])
      expect(row).toContain(fragment)
    const list = readFileSync(new URL('../../scenes/live/ChannelList.tsx', import.meta.url), 'utf8')
    for (const fragment of ['const PREFETCH_SETTLE_MS = 250', 'const PREFETCH_AROUND = 3'])
      expect(list).toContain(fragment)
    expect(GUIDE_AROUND).toBe(3)
    expect(readFileSync(new URL('../../locales/en_US.json', import.meta.url), 'utf8')).toContain(
      `"allChannels": "${GUIDE_HEADER.title}"`,
    )
    const guide = readFileSync(new URL('../../src/services/live/guide.ts', import.meta.url), 'utf8')
    expect(guide).toContain(`const DEFAULT_MAX_ENTRIES = ${GUIDE_KEPT}`)
  })

  it('gives every channel a programme running now, the same for every peer', () => {
    const now = Date.UTC(2026, 10, 25, 20, 0)
    for (const index of [0, 1, 999, 4999]) {
      const programs = guidePrograms(index, now)
      const current = programs.find((p) => p.start <= now && now < p.end)
      expect(current?.title).toBe(guideNow(index, now).title)
      expect(guideNow(index, now).progress).toBeCloseTo(((index * 37) % 100) / 100, 2)
    }
    expect(guideChannel(4).sort).toBe('5')
  })
})

describe('perf guide fixture: SettledList (what a moving list shows)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the guide of the highlighted row and 3 either side once the list has been still 250 ms', () => {
    const settle = vi.fn()
    const list = new SettledList(1000, settle)
    list.moved(10, () => [])
    vi.advanceTimersByTime(GUIDE_SETTLE_MS - 1)
    expect(list.hasGuide(10)).toBe(false)
    list.moved(11, () => [])
    vi.advanceTimersByTime(GUIDE_SETTLE_MS - 1)
    expect(settle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(settle).toHaveBeenCalledTimes(1)
    expect([7, 8, 14, 15].map((i) => list.hasGuide(i))).toEqual([false, true, true, false])
  })

  it('wraps the guide round the ends of the list and keeps the last 400 channels', () => {
    const list = new SettledList(1000, () => undefined)
    list.moved(0, () => [])
    vi.advanceTimersByTime(GUIDE_SETTLE_MS)
    expect([997, 999, 3].map((i) => list.hasGuide(i))).toEqual([true, true, true])
    for (let index = 10; index < 1000; index += 7) {
      list.moved(index, () => [])
      vi.advanceTimersByTime(GUIDE_SETTLE_MS)
    }
    // 142 more settles of 7 channels each: the first settle's channels are gone, the last ones kept
    expect(list.hasGuide(3)).toBe(false)
    expect(list.hasGuide(990)).toBe(true)
  })

  it('loads the logos of the rows shown at start and at each settle; a loaded logo shows at once', () => {
    const list = new SettledList(1000, () => undefined)
    list.start(0, [0, 1, 2])
    expect(list.hasLogo(2)).toBe(true)
    list.moved(5, () => [5, 6])
    expect(list.hasLogo(5)).toBe(false)
    vi.advanceTimersByTime(GUIDE_SETTLE_MS)
    expect(list.hasLogo(6)).toBe(true)
    // the fixture's 40 logo images repeat: channel 42 shows logo 2, already loaded
    expect(list.hasLogo(42)).toBe(true)
  })
})
