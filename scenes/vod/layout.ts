// Layout of the VOD screen in design pixels (1280×720), left to right; Mirror/useDir flip it for
// Arabic and Hebrew (DESIGN.md: the layout is mirrored once, in the renderer).

export const HEADER = { y: 24, height: 48, searchX: 40, searchWidth: 256, chipsX: 312, chipsWidth: 928 }
/** the category buttons: as wide as their names, padding on each side, from min to max (VodHeader) */
export const CHIP = { min: 96, max: 240, padding: 16, gap: 8 }

/** the poster grid: 5 columns, 3 rows of posters shown, the active row kept in the middle */
export const GRID = {
  x: 40,
  y: 96,
  columns: 5,
  rows: 3,
  activeRow: 1,
  posterWidth: 120,
  posterHeight: 180,
  columnGap: 16,
  titleGap: 6,
  rowHeight: 208,
} as const
export const GRID_WIDTH = GRID.columns * GRID.posterWidth + (GRID.columns - 1) * GRID.columnGap

export const DETAIL = {
  x: 736,
  y: 96,
  width: 504,
  coverHeight: 284,
  titleY: 396,
  metaY: 440,
  contentY: 472,
  buttonsY: 616,
  buttonHeight: 52,
} as const

/** the focus ids of the screen (the scene mirror and the browser tests name them) */
export const VOD_IDS = {
  search: 'vod-search',
  grid: 'vod-grid',
  continue: 'vod-continue',
  play: 'vod-play',
  player: 'vod-player',
  captions: 'vod-captions',
  category: (id: string) => `vod-category-${id}`,
} as const

export const DETAIL_IDS: ReadonlySet<string> = new Set([VOD_IDS.continue, VOD_IDS.play])

/** the player's own nodes: Back from the film returns to the browsing focus before it, never these */
export const PLAYER_IDS: ReadonlySet<string> = new Set([VOD_IDS.player, VOD_IDS.captions])
