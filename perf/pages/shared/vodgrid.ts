// The VOD poster grid scene (issue 13): the portal's own PosterGrid (scenes/vod/PosterGrid.tsx) over
// N films in the Pixi peer, and a React DOM grid with the same layout, window and keys in the DOM peer.
// The films are generated here once so both peers draw exactly the same titles and pictures.
import type { PosterItem } from '../../../scenes/vod/PosterGrid'

const WORDS = ['Harbour', 'Rooftop', 'Kitchen', 'Lighthouse', 'Ferry', 'Storm', 'Letter', 'Orchard', 'Road']

/** films in the grid (?n=, default 2,000) */
export const vodCount = (): number => Number(new URLSearchParams(location.search).get('n') ?? 2000)
/** distinct poster pictures (the harness draws /img/<k>-120x180.png on demand) */
const DISTINCT_POSTERS = 120

export function vodItems(count: number): PosterItem[] {
  return Array.from({ length: count }, (_, k) => ({
    id: k,
    title: `${WORDS[k % WORDS.length] ?? 'Film'} ${k + 1}`,
    poster: `/img/${k % DISTINCT_POSTERS}-120x180.png`,
  }))
}
