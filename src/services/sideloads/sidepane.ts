// The side pane (portal spec §2 Overlays, §5: 'Sidepane needs title, data list, options'; §9 sidepane layer
// 103, side panel 500 px): a titled list to choose one entry from, resolved with the chosen entry. Used by
// Home menu items with subs (§2 Home), the language choice (§4 Language change) and pickers.
import type { Language, MenuItem } from '../../api/types'
import { isRecord } from '../overlays/validated'
import { openSidepane, type OverlayManager, type SidePosition, type SidepaneRequest } from '../overlays'

export type PaneItem = { id: string; label: string }
export type PaneOptions = { position: SidePosition; selected: string | null; subtitle: string | null }

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null

/** the list entries of a side pane request: {id, label} (or {id, title}, or plain strings); others dropped */
export function paneItems(data: readonly unknown[]): PaneItem[] {
  return data.flatMap((raw): PaneItem[] => {
    const plain = text(raw)
    if (plain !== null) return [{ id: plain, label: plain }]
    if (!isRecord(raw)) return []
    const id = text(raw['id'])
    const label = text(raw['label']) ?? text(raw['title'])
    return id !== null && label !== null ? [{ id, label }] : []
  })
}

/** options of a side pane request; position defaults left, like the side panels (§5) */
export function paneOptions(options: Record<string, unknown>): PaneOptions {
  return {
    position: options['position'] === 'right' ? 'right' : 'left',
    selected: text(options['selected']),
    subtitle: text(options['subtitle']),
  }
}

export function paneRequest(
  title: string,
  items: readonly PaneItem[],
  options: Partial<PaneOptions> = {},
): SidepaneRequest {
  const request: Record<string, unknown> = {}
  if (options.position) request['position'] = options.position
  if (options.selected) request['selected'] = options.selected
  if (options.subtitle) request['subtitle'] = options.subtitle
  return { title, data: [...items], options: request }
}

/** the chosen entry a confirmed side pane resolves with (the scene closes it with the PaneItem) */
export function chosenItem(value: unknown, items: readonly PaneItem[]): PaneItem | null {
  const id = isRecord(value) ? value['id'] : value
  return items.find((item) => item.id === id) ?? null
}

/** Opens a side pane and resolves with the chosen entry's id, or null (closed, replaced, invalid). */
export async function openPick(
  overlays: OverlayManager,
  title: string,
  items: readonly PaneItem[],
  options: Partial<PaneOptions> = {},
): Promise<string | null> {
  const result = await openSidepane(overlays, paneRequest(title, items, options))
  if (result.outcome !== 'confirmed') return null
  return chosenItem(result.value, items)?.id ?? null
}

/** portal spec §2 Home: the sub-items of a menu item to choose from (visible ones; menuTarget filters) */
export const subItems = (subs: readonly MenuItem[]): PaneItem[] =>
  subs.map((sub) => ({ id: String(sub.id), label: sub.title }))

/** portal spec §4 Language change: the hotel's languages by their own names */
export const languageItems = (languages: readonly Language[]): PaneItem[] =>
  languages.map((language) => ({ id: language.code, label: language.NAME || language.code }))
