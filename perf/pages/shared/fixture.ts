// The fixtures every peer draws (perf issue: "the same fixture implemented by each peer, so the
// comparison is exact"): data and layout live here once, each peer only translates them to its renderer.
// The guide (the Live TV list) has its own file, guide.ts.

/** the lists' scroll (renderer SCROLL_ANIMATION_MS) */
export const SCROLL_MS = 200

export const COLORS = {
  background: 0x0b1118,
  row: 0x1b2733,
  active: 0xc9a45c,
  cell: 0x223242,
  cellNow: 0x2e4a63,
  text: 0xf4f1ea,
  dim: 0x9aa7b4,
  activeText: 0x14110a,
  track: 0x2a3440,
  fill: 0xc9a45c,
} as const

export const css = (color: number): string => `#${color.toString(16).padStart(6, '0')}`

const SHOWS = ['News', 'Film', 'Sport', 'Kids', 'Docs', 'Music', 'Talk', 'Cooking', 'Travel', 'Series']

/** N from the URL (?n=1000), as the issue asks; defaults to 1,000 channels. */
export function channelCount(): number {
  const n = Number(new URLSearchParams(location.search).get('n') ?? 1000)
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1000
}

/** The scene a page draws (?scene=): the guide (every peer); a carousel, a slideshow, Home, the VOD
 * poster grid or the CMS rows (Pixi and DOM). */
export type SceneName = 'guide' | 'carousel' | 'slideshow' | 'home' | 'vodgrid' | 'cmsrows'
const SCENES: readonly SceneName[] = ['carousel', 'slideshow', 'home', 'vodgrid', 'cmsrows']
export function sceneName(): SceneName {
  const scene = new URLSearchParams(location.search).get('scene')
  return SCENES.find((name) => name === scene) ?? 'guide'
}

/** A variant flag of a page (`pixi:flag` in PERF_PEERS loads `?flag`). */
export const flag = (name: string): boolean => new URLSearchParams(location.search).has(name)

// Carousel scene: a row of posters, 4 shown (portal spec §9), autoplay every 2 s (portal spec §4),
// sliding one item per step with the 200 ms scroll; the harness also presses ArrowRight.
export const CAROUSEL_LENGTH = 12
export const CAROUSEL_X = 48
export const CAROUSEL_Y = 200
export const POSTER_WIDTH = 280
export const POSTER_HEIGHT = 300
export const POSTER_GAP = 16
export const CAROUSEL_AUTOPLAY_MS = 2000
export const posterTitle = (index: number): string => `${SHOWS[index % SHOWS.length] ?? 'Show'} ${index + 1}`
export const posterColor = (index: number): number =>
  [0x2e4a63, 0x4a2e63, 0x2e634a, 0x63502e][index % 4] ?? 0x2e4a63

// Slideshow scene: full-screen images served by the harness (/img/<k>.png, 1280×720), a new one every
// ?slideMs= ms, cycling through ?images= distinct images so texture caches must evict.
export const slideMs = (): number => Number(new URLSearchParams(location.search).get('slideMs') ?? 1000)
export const slideCount = (): number => Number(new URLSearchParams(location.search).get('images') ?? 40)
export const slideUrl = (k: number): string => `/img/${k % slideCount()}.png`

// Home scene: the portal's Home menu (scenes/home/HomeMenu.tsx) without the portal — a row of 9 tiles
// (icon + title), 6 shown, the row scrolling to keep the focused tile visible, the focused tile scaled
// 1.06 and highlighted; a greeting, the date and time and the weather above it (static text: idle draws
// nothing). ArrowRight/ArrowLeft move the focus (no wrap). The icons are the harness's generated PNGs at
// 128×128 (/img/<k>-128x128.png), drawn at 72×72 as the portal's menu icons are.
export const HOME_TILES = [
  'Live TV',
  'Movies',
  'Hotel info',
  'Room service',
  'Spa',
  'Restaurant',
  'Weather',
  'Messages',
  'Settings',
] as const
export const HOME_TILE_WIDTH = 168
export const HOME_TILE_HEIGHT = 176
export const HOME_GAP = 16
export const HOME_VISIBLE = 6
export const HOME_ICON_SIZE = 72
export const HOME_ICON_Y = 28
export const HOME_TITLE_Y = 128
export const HOME_ROW_Y = 440
export const HOME_FOCUS_SCALE = 1.06
export const HOME_PITCH = HOME_TILE_WIDTH + HOME_GAP
export const HOME_ROW_WIDTH = Math.min(HOME_TILES.length, HOME_VISIBLE) * HOME_PITCH - HOME_GAP
export const HOME_ROW_X = (1280 - HOME_ROW_WIDTH) / 2
export const HOME_TEXT = {
  greeting: 'Good evening, Ms. Example',
  date: 'Monday 23 November · 19:42',
  weather: 'Vienna 7°C · light rain',
} as const
export const HOME_COLORS = {
  tile: 0x1b2733,
  tileFocused: 0xc9a45c,
  border: 0x2a3440,
  borderFocused: 0xf4f1ea,
  text: 0xf4f1ea,
  textFocused: 0x14110a,
} as const
export const homeIcon = (index: number): string => `/img/${index}-128x128.png`
/** The first tile shown, as HomeMenu: keep the focused tile one from the right edge of the run. */
export const homeFirst = (focused: number): number =>
  Math.max(0, Math.min(focused - HOME_VISIBLE + 2, HOME_TILES.length - HOME_VISIBLE))
/** The next focused tile for a key (no wrap); the same index when the key does not move it. */
export const homeStep = (focused: number, key: string): number =>
  key === 'ArrowRight'
    ? Math.min(HOME_TILES.length - 1, focused + 1)
    : key === 'ArrowLeft'
      ? Math.max(0, focused - 1)
      : focused

/** What every peer exposes to perf/run.mjs. */
export type PerfHooks = {
  /** ms from navigation start to the first frame that shows the scene */
  firstFrameMs: number
  /** frames the peer's own render loop drew (Pixi: render-on-demand counter); null where none */
  frames: () => number | null
  /** display objects (Lightning nodes); Pixi and DOM are counted by the harness itself */
  objects?: () => number
}

/** perf/lib/recorder.js, injected by the harness: a page reports the commit of a key's change. */
export type Recorder = { commit(): void }

declare global {
  interface Window {
    __perf?: PerfHooks
    __rec?: Recorder
  }
}
