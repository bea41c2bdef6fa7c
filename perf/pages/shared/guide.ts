// The guide fixture (issue 19, "the harness measures the product"): the portal's Live TV channel list
// over N channels. The Pixi peer mounts the product's own list (scenes/live: ChannelList, its rows,
// ListHeader) over the product's guide service; the DOM and Lightning peers draw the same rows from the
// layout and data below and follow the same rules for what a row shows while the list moves
// (SettledList). tests/unit/perf-guide.test.ts holds the layout to the product's.
import type { Channel, Program } from '../../../src/api/types'
import { theme } from '../../../scenes/theme'

/** scenes/live/context.ts LIVE_LAYOUT (list x/y/width, row height) and portal spec §9 (7 rows, 4th active) */
export const GUIDE = {
  x: 40,
  y: 130,
  width: 560,
  rowHeight: 64,
  rows: 7,
  activeSlot: 3,
  margin: 1,
  /** ch_down / PageDown: 7 rows (portal spec §9) */
  pageRows: 7,
  /** the list's scroll (renderer SCROLL_ANIMATION_MS, easeOutCubic) */
  scrollMs: 200,
} as const

/** scenes/live/ListHeader.tsx: the category's name and the highlighted row's place */
export const GUIDE_HEADER = {
  title: 'All Channels',
  titleY: 40,
  titleSize: theme.fontSize.large,
  countY: 52,
  countSize: theme.fontSize.base,
} as const

/** scenes/live/ChannelList.tsx ChannelRow, x from the row's left edge */
export const GUIDE_ROW = {
  boxHeight: GUIDE.rowHeight - 4,
  radius: 8,
  number: { x: 14, y: 20, size: theme.fontSize.base },
  logo: { x: 64, y: 6, width: 72, height: 48 },
  title: { x: 150, y: 8, size: theme.fontSize.base, maxWidth: GUIDE.width - 170 },
  programme: { x: 150, y: 34, size: theme.fontSize.xsmall, maxWidth: GUIDE.width - 300 },
  progress: { x: GUIDE.width - 130, y: 42, width: 110, height: 5 },
} as const

/** the row's colours (scenes/theme.ts), active row and the rest; the logo's placeholder (renderer Img) */
export const GUIDE_COLORS = {
  row: theme.surfaceRaised,
  active: theme.primary,
  text: theme.onSurface,
  activeText: theme.onPrimary,
  dim: theme.muted,
  track: theme.border,
  fill: theme.primary,
  header: 0xffffff,
  placeholder: 0x1b2733,
} as const

/**
 * What the list does once it has been still for this long (scenes/live/ChannelList.tsx
 * PREFETCH_SETTLE_MS, renderer LIST_IMAGE_QUIET_MS): fetch the guide of the rows around the highlight
 * and start loading the logos of the rows it shows.
 */
export const GUIDE_SETTLE_MS = 250
/** ChannelList fetches the guide of the highlighted row and 3 either side */
export const GUIDE_AROUND = 3
/** the guide service keeps the last 400 channels' guides (src/services/live/guide.ts) */
export const GUIDE_KEPT = 400

const SHOWS = ['News', 'Film', 'Sport', 'Kids', 'Docs', 'Music', 'Talk', 'Cooking', 'Travel', 'Series']
const HOUR_MS = 3_600_000

/** A channel of the fixture line-up, as the backend's decoder would give it (src/api/types.ts). */
export function guideChannel(index: number): Channel {
  const sort = String((index % 999) + 1)
  return {
    id: index + 1,
    title: `Channel ${index + 1}`,
    logo: `/img/${index % 40}-72x48.png`,
    type: 'IPTV',
    channel_uri: '',
    channel_free_uri: null,
    epg_id: `fixture-${index}`,
    sort,
    groups: [],
    favorite: false,
    price: null,
    owned: true,
    pin: null,
    hasDvr: false,
    dvr: null,
    isRecordable: false,
    language: null,
    subtitle: null,
    placement: sort,
    category: 'Fixture',
  }
}

/**
 * The fixture's decoded channel line-up. Every peer holds it, as a portal holds the channels its backend
 * sent (the product's live store does): the heap comparison then counts the same data in each peer, not
 * a line-up in ours against rows computed from their index in the others (perf/README.md "Issue 19: heap
 * and first frame").
 */
export function guideLineUp(length: number): Channel[] {
  return Array.from({ length }, (_, index) => guideChannel(index))
}

/** The row's channel number as ChannelRow shows it (three digits), from the held line-up's channel. */
export const guideNumber = (channel: Channel): string => channel.sort.padStart(3, '0')

/** Three programmes of 30–75 minutes around `now`, the current one `progress` of the way through. */
export function guidePrograms(index: number, now: number): Program[] {
  const length = (30 + ((index * 7) % 4) * 15) * 60_000
  const progress = ((index * 37) % 100) / 100
  const start = Math.floor(now - progress * length)
  const show = (k: number) => `${SHOWS[(index * 7 + k * 3) % SHOWS.length] ?? 'Show'} ${(index + k) % 100}`
  return [
    { start: start - HOUR_MS, end: start, title: show(0) },
    { start, end: start + length, title: show(1) },
    { start: start + length, end: start + length + HOUR_MS, title: show(2) },
  ]
}

/** The current programme's title and progress, as ChannelRow computes them (nowAndNext, programProgress). */
export function guideNow(index: number, now: number): { title: string; progress: number } {
  const current = guidePrograms(index, now).find((p) => p.start <= now && now < p.end)
  if (!current) return { title: '', progress: 0 }
  return {
    title: current.title,
    progress: Math.min(1, (now - current.start) / (current.end - current.start)),
  }
}

/**
 * The product's rules for what a row shows beyond its number and title, for the peers that do not run
 * the product: every move closes the list's quiet gate; GUIDE_SETTLE_MS after the last one the guide
 * of the highlighted row and GUIDE_AROUND either side is there (the last GUIDE_KEPT channels stay) and
 * the logos of the rows shown load (a logo loaded once shows at once afterwards).
 */
export class SettledList {
  private readonly _guides = new Map<number, true>()
  private readonly _logos = new Set<number>()
  private _timer: ReturnType<typeof setTimeout> | null = null

  constructor(
    private readonly _length: number,
    private readonly _onSettle: () => void,
  ) {}

  /** The list appears at `index` showing `shown`: its gate is open, their logos load at once. */
  start(index: number, shown: readonly number[]): void {
    for (const row of shown) this._logos.add(row % 40)
    this.moved(index, () => shown)
  }

  /** The highlight moved to `index`: the rows shown when it settles are `shown()`. */
  moved(index: number, shown: () => readonly number[]): void {
    if (this._timer !== null) clearTimeout(this._timer)
    this._timer = setTimeout(() => {
      this._timer = null
      for (let offset = -GUIDE_AROUND; offset <= GUIDE_AROUND; offset++) {
        const channel = (((index + offset) % this._length) + this._length) % this._length
        this._guides.delete(channel)
        this._guides.set(channel, true)
      }
      while (this._guides.size > GUIDE_KEPT) {
        const oldest = this._guides.keys().next()
        if (oldest.done) break
        this._guides.delete(oldest.value)
      }
      for (const row of shown()) this._logos.add(row % 40)
      this._onSettle()
    }, GUIDE_SETTLE_MS)
  }

  hasGuide(index: number): boolean {
    return this._guides.has(index)
  }

  /** the logo image (or its placeholder while it has never loaded) */
  hasLogo(index: number): boolean {
    return this._logos.has(index % 40)
  }

  dispose(): void {
    if (this._timer !== null) clearTimeout(this._timer)
  }
}
