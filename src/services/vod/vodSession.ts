// The VOD screen's session (portal spec §2 VOD, §4 VOD, §5): which films the grid shows (category
// buttons including All, the search), which poster is highlighted and which film the detail shows (after
// the 500 ms select delay), the trailer after 1.5 s of focus on the detail, and Watch / Continue / Buy
// through the PIN and purchase gates into the full-screen player. Scenes read `store` and call these.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RemoteKey } from '../../../bridges/contract'
import type { VodItem } from '../../api/types'
import type { TimerHandle } from '../../time/clock'
import { describeError } from '../logger'
import type { KeyboardRequest } from '../overlays'
import { createVodAccess } from './access'
import { categoryOfTarget, filterVods, needsPurchase } from './catalogue'
import { TRAILER_DELAY_MS, VOD_ALL, VOD_SELECT_DELAY_MS } from './constants'
import { createVodPlayer } from './player'
import { createResumeBook, guestKey } from './resume'
import { initialVodState, type VodDeps, type VodState } from './vodState'

const clampIndex = (index: number, length: number): number => Math.min(Math.max(0, index), length - 1)

export function createVodSession(deps: VodDeps) {
  const { clock, log, media } = deps
  const store: StoreApi<VodState> = createStore<VodState>()(initialVodState)
  const set = (patch: Partial<VodState>) => store.setState(patch)
  const get = () => store.getState()
  const resume = createResumeBook({ storage: deps.storage, log })
  const guest = () => guestKey(deps.guest())
  const access = createVodAccess(deps)
  const player = createVodPlayer({ clock, log, media, resume, guest })
  let selectTimer: TimerHandle | null = null
  let trailerTimer: TimerHandle | null = null
  let trailerSeq = 0
  let stopTrailerWatch: (() => void) | null = null
  /** a Watch/Buy/Continue flow is running (its dialogs are open): a second one is ignored */
  let busy = false
  let keyHandler: ((key: RemoteKey) => boolean) | null = null
  /** a route target naming a category the film list did not have yet (the list can arrive after the
   * screen opened: the boot does not wait for it); the list that brings it opens it, unless the guest
   * chose a category or searched meanwhile */
  let pendingTarget: string | undefined

  const clearSelect = () => {
    if (selectTimer !== null) clock.clearTimeout(selectTimer)
    selectTimer = null
  }
  const clearTrailerTimer = () => {
    if (trailerTimer !== null) clock.clearTimeout(trailerTimer)
    trailerTimer = null
  }

  function show(items: VodItem[], patch: Partial<VodState>, keep: number | null = null): void {
    clearSelect()
    const found = keep === null ? -1 : items.findIndex((item) => item.id === keep)
    const index = Math.max(0, found)
    set({ ...patch, items, index, selected: items[index] ?? null })
  }

  /** false while the last fetch of the orders failed: what the guest owns is not known (issue 20) */
  let ordersKnown = true

  async function refreshOrders(): Promise<void> {
    const orders = await access.fetchOrders()
    ordersKnown = orders !== null
    if (orders) set({ orders })
  }

  /** portal spec §8 'Something went wrong.': the purchase cannot go on; the reason is logged */
  function purchaseFailed(why: string): false {
    log.warn(why)
    deps.notify(deps.t('cms.orderFailed'), 'danger')
    return false
  }

  async function startTrailer(): Promise<void> {
    trailerTimer = null
    const item = get().selected
    if (!item?.trailer || get().mode !== 'none') return
    const mine = ++trailerSeq
    set({ mode: 'trailer' })
    try {
      await media.play(item.trailer)
    } catch (error) {
      if (mine !== trailerSeq) return
      log.warn(`Trailer of film ${item.id} did not play: ${describeError(error)}`)
      set({ mode: 'none' })
      return
    }
    if (mine !== trailerSeq) {
      // focus left while the trailer was starting (stop is refused before it plays): stop it now,
      // unless something else (the film) has taken the picture meanwhile
      if (get().mode === 'none') void media.stop()
      return
    }
    // the trailer that ends gives the cover back
    stopTrailerWatch = media.store.subscribe((now) => {
      if (mine === trailerSeq && (now.state === 'ended' || now.state === 'error')) void stopTrailer()
    })
  }

  async function stopTrailer(): Promise<void> {
    clearTrailerTimer()
    stopTrailerWatch?.()
    stopTrailerWatch = null
    if (get().mode !== 'trailer') return
    trailerSeq++
    set({ mode: 'none' })
    await media.stop()
  }

  async function closePlayer(): Promise<void> {
    await player.close()
    set({ mode: 'none', resume: resume.positions(guest()) })
  }
  // the film that ends returns to its detail (its position was cleared: no Continue)
  player.store.subscribe((now, before) => {
    if (now.status === 'ended' && before.status !== 'ended') void closePlayer()
  })

  /** portal spec §4 Categories: typing a search clears the category; §5 title, case and spaces ignored */
  function setSearch(search: string): void {
    pendingTarget = undefined
    show(filterVods(deps.vods(), { category: VOD_ALL, search }), { category: VOD_ALL, search })
  }

  /** Watch, Continue and Buy: PIN (§5), purchase when priced and not owned (§5), then the player. */
  async function watch(item: VodItem | null, fromSaved: boolean): Promise<boolean> {
    if (!item || busy || get().mode === 'watch') return false
    busy = true
    try {
      await stopTrailer()
      if (item.pin) set({ gate: 'pin' })
      if (!(await access.unlock(item))) return false
      // issue 20: orders a failed fetch could not bring are asked again before a film is sold twice
      if (needsPurchase(item, get().orders) && !ordersKnown) await refreshOrders()
      if (needsPurchase(item, get().orders)) {
        if (!ordersKnown) return purchaseFailed(`Film ${item.id}: the guest's orders are not known`)
        set({ gate: 'purchase' })
        if ((await access.purchase(item, get().orders)) !== 'bought') return false
        await refreshOrders()
        if (needsPurchase(item, get().orders))
          return purchaseFailed(`Film ${item.id} still not owned after its order`)
      }
      set({ gate: 'none', mode: 'watch' })
      return await player.start(item, fromSaved ? resume.position(guest(), item.id) : null)
    } finally {
      busy = false
      if (get().gate !== 'none') set({ gate: 'none' })
    }
  }

  return {
    store,
    player,
    /** the route opened (portal spec §2 /vod/:target?: a target naming a category opens it) */
    enter(target?: string): void {
      const all = deps.vods()
      const category = categoryOfTarget(all, target) ?? VOD_ALL
      pendingTarget = category === VOD_ALL ? target : undefined
      show(filterVods(all, { category, search: '' }), {
        category,
        search: '',
        mode: 'none',
        gate: 'none',
        resume: resume.positions(guest()),
      })
      void refreshOrders()
    },
    /** the hotel's film list changed (a data refresh): the grid follows, the highlight stays if it can */
    reload(): void {
      const { search, items, index } = get()
      const all = deps.vods()
      const late = categoryOfTarget(all, pendingTarget)
      if (late !== null) pendingTarget = undefined
      const category = late ?? get().category
      show(filterVods(all, { category, search }), { category }, items[index]?.id ?? null)
    },
    /** the screen closed: timers stop, the picture stops */
    leave(): void {
      clearSelect()
      void stopTrailer()
      void closePlayer()
    },
    /** portal spec §4 Categories: choosing a category clears the search */
    chooseCategory(category: string): void {
      pendingTarget = undefined
      show(filterVods(deps.vods(), { category, search: '' }), { category, search: '' })
    },
    setSearch,
    /** the search box opens the on-screen keyboard (portal spec §2 Overlays, Keyboard) */
    async openSearch(anchor: KeyboardRequest['anchor']): Promise<void> {
      const request: KeyboardRequest = {
        value: get().search,
        label: deps.t('vod.search'),
        layout: 'alphabetical',
        digitsOnly: false,
        secret: false,
        anchor,
      }
      const result = await deps.overlays.open('keyboard', request)
      if (result.outcome === 'confirmed' && typeof result.value === 'string') setSearch(result.value)
    },
    /** portal spec §9 select delay 500 ms: the detail follows the highlight once it rests */
    highlight(index: number): void {
      const { items } = get()
      if (items.length === 0) return
      const next = clampIndex(index, items.length)
      clearSelect()
      set({ index: next })
      selectTimer = clock.setTimeout(() => {
        selectTimer = null
        set({ selected: get().items[next] ?? null })
      }, VOD_SELECT_DELAY_MS)
    },
    /** Enter on a poster: its detail at once */
    select(index: number): void {
      clearSelect()
      const item = get().items[index]
      if (item) set({ index, selected: item })
    },
    /** portal spec §4 VOD: the trailer plays after 1.5 s of focus on the detail and stops when it leaves */
    focusDetail(focused: boolean): void {
      if (!focused) return void stopTrailer()
      if (trailerTimer !== null || get().mode !== 'none') return
      trailerTimer = clock.setTimeout(() => void startTrailer(), TRAILER_DELAY_MS)
    },
    /** Watch, or Buy when the film is priced and not owned (portal spec §5) */
    watch: (item: VodItem | null = get().selected) => watch(item, false),
    /** Continue: the saved position, 1 s after the film starts (portal spec §4 VOD) */
    continueWatching: (item: VodItem | null = get().selected) => watch(item, true),
    /** Back in the player: the picture stops and the detail shows again */
    closePlayer,
    /** portal spec §4 Guest session: check-out clears the saved positions */
    resetGuest(): void {
      resume.clearAll()
      set({ resume: {}, orders: [] })
    },
    /** the screen registers its key handler while mounted; returns the undo */
    setKeyHandler(handler: (key: RemoteKey) => boolean): () => void {
      keyHandler = handler
      return () => {
        if (keyHandler === handler) keyHandler = null
      }
    },
    /** keys the shell hands over before its own (back in the player, playback keys) */
    handleKey: (key: RemoteKey): boolean => keyHandler?.(key) ?? false,
  }
}

export type VodSession = ReturnType<typeof createVodSession>
