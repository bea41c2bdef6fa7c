// The VOD poster grid (issue 13): the portal's own PosterGrid (scenes/vod) over 2,000 films in the Pixi
// peer beside a React DOM grid of the same layout, window and keys. Rows: ArrowDown through the grid
// (each row entering the window brings 5 posters, loaded once the grid settles); columns: ArrowRight and
// ArrowLeft within a row (two posters change their focus ring, nothing scrolls).
import { measure, pressKeys, pressSchedule } from '../lib/measure.mjs'
import { pageOf, portalReady, queryOf, waitPeerFrame } from './shared.mjs'

/** The real VOD screen's 34 demo films (7 rows of 5): down the grid and back, along a row and back. */
const PORTAL_GRID_KEYS = [
  ...Array(6).fill('ArrowDown'),
  ...Array(6).fill('ArrowUp'),
  ...Array(4).fill('ArrowRight'),
  ...Array(4).fill('ArrowLeft'),
]

/** ArrowRight ×4 then ArrowLeft ×4, repeated: the highlight walks a whole row and back */
async function walkRow(page, count, intervalMs) {
  const keys = Array.from({ length: count }, (_, i) =>
    Math.floor(i / 4) % 2 === 0 ? 'ArrowRight' : 'ArrowLeft',
  )
  await pressKeys(page, keys, intervalMs)
}

export function vodSuites(config, { pagePeers }) {
  return {
    vod: {
      title: `VOD poster grid, ${config.vodFilms} films: rows (ArrowDown) and columns (ArrowRight/Left), idle`,
      peers: () => pagePeers(['pixi', 'dom']),
      url: (peer) =>
        `/${pageOf(peer)}/?scene=vodgrid&n=${config.vodFilms}${queryOf(peer) ? `&${queryOf(peer)}` : ''}`,
      ready: waitPeerFrame,
      parts: (ctx) => ({
        rows: () => measure(ctx, () => pressSchedule(ctx.page, 'ArrowDown', config.keys, config.keyMs)),
        columns: () => measure(ctx, () => walkRow(ctx.page, config.vodColumnKeys, config.keyMs)),
      }),
      idle: true,
    },
    vodportal: {
      title: 'The VOD screen of the portal (production build + demo backend, 34 films): grid keys',
      peers: () => ['portal'],
      backend: true,
      url: () => `/v2/vod?mac=${config.mac}&mirror=root`,
      ready: portalReady('/vod'),
      parts: (ctx) => ({
        grid: () =>
          measure(ctx, () => pressKeys(ctx.page, [...PORTAL_GRID_KEYS, ...PORTAL_GRID_KEYS], config.keyMs)),
      }),
    },
  }
}
