// The CMS list of a target (portal spec §2 /cms/:target/:category?, §3 CMS carousel, §7 GET
// /api/get/cms/{id}): the target is found in the navigation menu (its item gives the id to fetch and the
// screen's title), the carousels are fetched once per target and kept while the guest moves between the
// list and its detail layouts, and the focused row, the item shown first in each row and the open side
// pane live here so a detail layout returns to where the guest was. §5: no data → the screen leaves.
//
// Only a loaded target is kept. A fetch the navigation aborted (§2: each navigation aborts media
// requests) returns the target to idle; a failed fetch (5xx, network, timeout) and an empty answer
// leave the screen but are not kept, so the next visit asks the backend again: a page the hotel fills in
// or fixes in its CMS shows on the guest's next visit, without a restart or a language change.
import { createStore, type StoreApi } from 'zustand/vanilla'
import { isApiError } from '../../api/errors'
import type { CmsCarousel, CmsItem, MenuItem } from '../../api/types'
import { describeError, type Logger } from '../logger'
import { cmsMenuItem } from './menuItem'

/** 'empty': the backend answered nothing to show (or 404); 'failed': the call failed. Neither is kept. */
export type CmsListStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed'
export type CmsPane = { row: number; item: number }

export type CmsListState = {
  /** the id fetched (the menu item's target, or the route's when no menu item names it) */
  key: string | null
  status: CmsListStatus
  /** the menu item's title, else the first carousel's name */
  title: string
  carousels: CmsCarousel[]
  /** the focused row */
  row: number
  /** per row: the item shown first and focused (portal spec §4: the carousel's index) */
  items: number[]
  /** the item whose side pane layout is open over the list */
  pane: CmsPane | null
  /** an item id the next open() shows in the side pane (the resolver's redirect to the list) */
  pendingPane: string | null
}

export type CmsListDeps = {
  getCms: (id: string, signal: AbortSignal | undefined) => Promise<CmsCarousel[] | false>
  menus: () => readonly MenuItem[]
  /** aborted by every navigation (portal spec §2: each navigation aborts media requests) */
  signal?: () => AbortSignal
  log: Logger
}

export type CmsFound = { carousel: CmsCarousel; item: CmsItem; row: number; index: number }

const EMPTY: CmsListState = {
  key: null,
  status: 'idle',
  title: '',
  carousels: [],
  row: 0,
  items: [],
  pane: null,
  pendingPane: null,
}

/** the row of the carousel `category` names (its id), 0 when it names none */
export function rowOf(carousels: readonly CmsCarousel[], category: string | undefined): number {
  if (category === undefined) return 0
  return Math.max(
    0,
    carousels.findIndex((carousel) => String(carousel.id) === category),
  )
}

/** an item by carousel id and item id; an item moved to another carousel is still found by its id */
export function findItem(carousels: readonly CmsCarousel[], category: string, id: string): CmsFound | null {
  const rows = carousels.map((carousel, row) => ({ carousel, row }))
  const ordered = [
    ...rows.filter(({ carousel }) => String(carousel.id) === category),
    ...rows.filter(({ carousel }) => String(carousel.id) !== category),
  ]
  for (const { carousel, row } of ordered) {
    const index = carousel.items.findIndex((item) => String(item.id) === id)
    const item = carousel.items[index]
    if (item) return { carousel, item, row, index }
  }
  return null
}

export function createCmsList(deps: CmsListDeps) {
  const store: StoreApi<CmsListState> = createStore<CmsListState>()(() => EMPTY)
  let loading: { key: string; signal: AbortSignal | undefined; promise: Promise<boolean> } | null = null
  /** counts the fetches: a later one (another target, a refetch) or invalidate() supersedes the earlier */
  let requests = 0

  async function fetchCarousels(
    key: string,
    title: string,
    signal: AbortSignal | undefined,
  ): Promise<boolean> {
    const request = ++requests
    store.setState({ ...EMPTY, key, status: 'loading', title, pendingPane: store.getState().pendingPane })
    const current = () => request === requests && store.getState().key === key
    let carousels: CmsCarousel[] | false
    try {
      carousels = await deps.getCms(key, signal)
    } catch (error) {
      // superseded meanwhile: the state is the later fetch's
      if (!current()) return false
      loading = null
      if (isApiError(error) && error.kind === 'aborted') {
        // a navigation aborted it: nothing was learnt about the page, the next visit fetches it
        store.setState({ status: 'idle' })
        return false
      }
      deps.log.warn(`CMS ${key} could not be loaded: ${describeError(error)}`, error)
      store.setState({ status: 'failed' })
      return false
    }
    if (!current()) return false
    loading = null
    // a carousel without items draws nothing and cannot be focused: it is left out
    const rows = (carousels || []).filter((carousel) => carousel.items.length > 0)
    store.setState({
      status: rows.length > 0 ? 'ready' : 'empty',
      title: title || rows[0]?.name || '',
      carousels: rows,
      items: rows.map(() => 0),
    })
    return rows.length > 0
  }

  /** Loads the target: a loaded one is reused (the guest moves between its list and detail layouts);
   * an empty, failed or aborted one is asked for again. True when it has something to show. */
  function ensure(target: string): Promise<boolean> {
    const menu = cmsMenuItem(deps.menus(), target)
    const key = menu?.target ?? target
    const state = store.getState()
    if (state.key === key && state.status === 'ready') return Promise.resolve(true)
    // joins the fetch in flight, unless a navigation aborted it (the new screen asks again)
    if (loading?.key === key && state.status === 'loading' && !loading.signal?.aborted) return loading.promise
    const signal = deps.signal?.()
    const promise = fetchCarousels(key, menu?.title ?? '', signal)
    loading = { key, signal, promise }
    return promise
  }

  return {
    store,
    ensure,
    /** the list route: loads the target and focuses the row of `category` */
    async open(target: string, category: string | undefined): Promise<boolean> {
      const ok = await ensure(target)
      const { carousels, pendingPane } = store.getState()
      const found = ok && pendingPane !== null ? findItem(carousels, category ?? '', pendingPane) : null
      if (ok)
        store.setState({
          row: found?.row ?? rowOf(carousels, category),
          pane: found ? { row: found.row, item: found.index } : null,
          pendingPane: null,
          ...(found
            ? { items: store.getState().items.map((v, i) => (i === found.row ? found.index : v)) }
            : {}),
        })
      return ok
    },
    /** the side pane item the next open() shows (portal spec §2: the side pane has no route of its own) */
    showPaneOnOpen: (id: string) => store.setState({ pendingPane: id }),
    find: (category: string, id: string): CmsFound | null =>
      findItem(store.getState().carousels, category, id),
    setRow(row: number): void {
      if (row >= 0 && row < store.getState().carousels.length) store.setState({ row })
    },
    /** the item shown first in a row: the guest's move or the autoplay's step */
    setItem(row: number, index: number): void {
      const items = store.getState().items
      if (items[row] === undefined || items[row] === index) return
      store.setState({ items: items.map((value, i) => (i === row ? index : value)) })
    },
    openPane: (row: number, item: number) => store.setState({ pane: { row, item } }),
    closePane: () => store.setState({ pane: null }),
    /** forgets the loaded target (a language change: the backend answers in the new language) */
    invalidate(): void {
      loading = null
      requests += 1
      store.setState(EMPTY)
    },
  }
}

export type CmsList = ReturnType<typeof createCmsList>
