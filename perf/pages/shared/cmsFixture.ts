// The CMS list scenario (issue 14): 5 rows × 12 cards with autoplay. The Pixi peer mounts the product's
// own rows (scenes/cms/CmsRows.tsx) over the product's list service; the DOM peer draws the same data with
// the same window math and autoplay schedule. Data and layout constants live here once.
import type { CmsCarousel, CmsItem } from '../../../src/api/types'

export const CMS_ROWS = 5
export const CMS_CARDS = 12
export const CMS_MARGIN_X = 60
export const CMS_ROWS_Y = 100
/** scenes/cms/CmsRows.tsx and CmsCard.tsx: the row pitch, card gap, card and cover sizes */
export const CMS_ROW_HEIGHT = 300
export const CMS_ROW_TITLE = 38
export const CMS_CARD_GAP = 20
export const CMS_CARD = { width: 350, height: 256, image: 200 }
const ROW_NAMES = ['Breakfast', 'All Day Dining', 'Drinks', 'Spa', 'Activities']
const DISHES = ['Simit', 'Menemen', 'Börek', 'Kebab', 'Pide', 'Baklava', 'Ayran', 'Çay', 'Lokum', 'Meze']

/** the harness's generated image k at the cards' cover size (perf/lib/serve.mjs /img/<k>-<w>x<h>.png) */
export const cmsCover = (k: number): string => `/img/${k}-${CMS_CARD.width}x${CMS_CARD.image}.png`

function item(row: number, index: number): CmsItem {
  const k = row * CMS_CARDS + index
  const cover = cmsCover(k)
  return {
    id: 1000 + k,
    parent: row + 1,
    title: `${DISHES[k % DISHES.length] ?? 'Dish'} ${index + 1}`,
    subtitle: null,
    date: null,
    cover: { small: cover, medium: cover, large: cover },
    gallery: [],
    video: null,
    orientation: 'horizontal',
    description: '',
    action_type: 'product',
    endpoint: 'roomservice',
    price: 5 + ((k * 7) % 30),
    content_type: 'default',
    layout_type: null,
    layout_gradient: null,
    overlay: null,
    background: null,
    show_in_detail: false,
  }
}

export const cmsCarousels = (): CmsCarousel[] =>
  Array.from({ length: CMS_ROWS }, (_, row) => ({
    id: row + 1,
    name: ROW_NAMES[row] ?? `Row ${row + 1}`,
    logo: null,
    cardType: 'default',
    items: Array.from({ length: CMS_CARDS }, (_, index) => item(row, index)),
  }))

/** the line under a card's title, as the portal writes a price */
export const cmsCaption = (entry: CmsItem): string => (entry.price === null ? '' : `${entry.price} €`)

/** When the rows' cards moved (autoplay or keys) and when the Pixi stage drew: the "idle between
 * autoplay ticks" check of perf/suites/cms.mjs reads both. */
export type CmsTickLog = { steps: number[]; frames: number[] }

declare global {
  interface Window {
    __cmsTicks?: CmsTickLog
  }
}
