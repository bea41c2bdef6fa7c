// Which detail layout a CMS item opens in (portal spec §2 CMS: default, boxed, video, image slideshow,
// side pane; §3 CMS item), its gallery (§3: show_in_detail 1 puts the cover first), its route, and what
// back does on a CMS screen (§3 Config cms_back_button_behaviour).
import type { CmsItem, Config, ImageSizes } from '../../api/types'
import { CMS_BACK_BEHAVIOURS, CMS_ROUTE_LAYOUTS, type CmsBackBehaviour, type CmsLayout } from './constants'

/**
 * The layout an item opens in, or null: content_type none does nothing on select (portal spec §5).
 * layout_type chooses the side pane or the boxed layout; otherwise the content decides: a video item
 * (with a video) plays in the video layout, an image item shows its gallery in the slideshow; the rest
 * is the default layout. layout_type wins over content_type: it is the page editor's explicit choice.
 */
export function detailLayout(item: CmsItem): CmsLayout | null {
  if (item.content_type === 'none') return null
  if (item.layout_type === 'sidepane') return 'sidepane'
  if (item.layout_type === 'boxed') return 'boxed'
  if (item.content_type === 'video' && item.video) return 'video'
  if (item.content_type === 'image') return 'slideshow'
  return 'default'
}

export const isRouteLayout = (value: string): value is (typeof CMS_ROUTE_LAYOUTS)[number] =>
  (CMS_ROUTE_LAYOUTS as readonly string[]).includes(value)

/** portal spec §2: /cms/{layout}/:target/:category/:id (the category is the carousel id) */
export function detailPath(layout: CmsLayout, target: string, category: number | string, id: number): string {
  return `/cms/${layout}/${target}/${category}/${id}`
}

/** portal spec §2: the list of a target, with the row of `category` focused when given */
export function listPath(target: string, category?: number | string): string {
  return category === undefined ? `/cms/${target}` : `/cms/${target}/${category}`
}

/** portal spec §3: the item's images; show_in_detail puts the cover first; no gallery shows the cover */
export function galleryOf(item: CmsItem): ImageSizes[] {
  const cover = item.cover ? [item.cover] : []
  if (item.gallery.length === 0) return cover
  return item.show_in_detail ? [...cover, ...item.gallery] : [...item.gallery]
}

/** the config's cms_back_button_behaviour; anything but a known value is 'back' */
export function backBehaviour(config: Config): CmsBackBehaviour {
  const value = String(config['cms_back_button_behaviour'] ?? '').toLowerCase()
  return (CMS_BACK_BEHAVIOURS as readonly string[]).includes(value) ? (value as CmsBackBehaviour) : 'back'
}

/** Where back goes from a CMS screen: the route path, or 'home' for the stored home page. */
export function backTarget(
  behaviour: CmsBackBehaviour,
  at: { screen: 'list' | 'detail'; target: string; category: string | undefined },
): string | 'home' {
  if (behaviour === 'home' || at.screen === 'list') return 'home'
  return listPath(at.target, at.category)
}

export type CmsSelection = { kind: 'none' } | { kind: 'pane' } | { kind: 'route'; path: string }

/** Enter on a card (portal spec §5: content_type none does nothing; §2: the side pane opens over the list) */
export function selectionOf(
  target: string,
  found: { carousel: { id: number }; item: CmsItem },
): CmsSelection {
  const layout = detailLayout(found.item)
  if (layout === null) return { kind: 'none' }
  if (layout === 'sidepane') return { kind: 'pane' }
  return { kind: 'route', path: detailPath(layout, target, found.carousel.id, found.item.id) }
}
