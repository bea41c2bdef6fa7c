// The Live TV session (portal spec §2 Live TV, §4 Categories, §5): which list is shown, which channel
// is highlighted and which plays, the switch delay, the last-tuned save, PIN and purchase gates,
// favourites, recordings and DVR. Scenes read `store` and call these methods; no rule lives in a scene.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RemoteKey } from '../../../bridges/contract'
import type { TimerHandle } from '../../time/clock'
import type { Channel } from '../../api/types'
import { describeError } from '../logger'
import { openInteract } from '../overlays'
import { ALL_CATEGORY, CHANNEL_SWITCH_DELAY_MS, FAVOURITES_CATEGORY, LAST_TUNED_SAVE_MS } from './constants'
import { filterChannels, isKnownCategory, isPrivateChannel, sortChannels } from './channels'
import { createFavourites } from './favourites'
import { createGuide, type Guide } from './guide'
import { createPinGate, pinBehaviour } from './pin'
import { isChannelLocked } from './purchase'
import { createLivePurchase } from './livePurchase'
import { createLiveRecordings } from './liveRecordings'
import { createLiveRetry } from './liveRetry'
import { createOsdBrowse } from './osdBrowse'
import { channelSource } from './records'
import { initialLiveState, type LiveDeps, type LiveState, type LiveView } from './liveState'
import type { LiveRoute } from './route'

/** A live channel has no end: a stream that ends anyway (its playlist closed, the encoder restarted) is
 * played again, as media that ends with looping on (adapters spec §4) — not a dead picture under a
 * 'playing' screen (issue 20: found by the 30-minute soak). Recordings and DVR programmes do end. */
const LIVE_PLAY = { loop: true } as const

const wrapIndex = (index: number, length: number): number =>
  length === 0 ? 0 : ((index % length) + length) % length

export function createLiveTv(deps: LiveDeps) {
  const { clock, log, media } = deps
  const store: StoreApi<LiveState> = createStore<LiveState>()(initialLiveState)
  const set = (patch: Partial<LiveState>) => store.setState(patch)
  const get = () => store.getState()
  const guide: Guide = createGuide({
    clock,
    log,
    getEpg: (channelId, timestamp, signal) => deps.api.getEpg(channelId, timestamp, { signal }),
  })
  const favourites = createFavourites({
    storage: deps.storage,
    setFavorite: (request) => deps.api.setFavorite(request),
    log,
  })
  const pin = createPinGate({
    behaviour: () => pinBehaviour(deps.config()),
    ask: async (_channel, retry) => {
      const result = await openInteract(deps.overlays, {
        type: 'prompt',
        title: deps.t('interact.restrictedContent'),
        detail: retry ? deps.t('interact.wrongPin') : deps.t('interact.pinTitle'),
        // a PIN is typed hidden (dots on screen, not in the mirror or the speech), as the service menu's
        fields: [
          { type: 'input', id: 'pin', label: deps.t('interact.pinLabel'), required: true, secret: true },
        ],
      })
      if (result.outcome !== 'confirmed') return null
      const values = result.value as Record<string, unknown> | undefined
      return String(values?.['pin'] ?? '')
    },
  })
  const recordings = createLiveRecordings({
    deps,
    store,
    guide,
    tunes: {
      claim: () => {
        clearSwitch()
        retry.cancel()
        return ++tuneSeq
      },
      isCurrent: (seq) => seq === tuneSeq,
    },
    tuneNow: (channel) => tuneNow(channel),
    admit: (channel, seq) => admit(channel, seq),
    mayWatch: (channel) => !isChannelLocked(channel, get().orders),
  })
  const purchase = createLivePurchase({ deps, store, tuneNow: (channel) => tuneNow(channel) })
  const { refreshOrders } = purchase
  // portal spec §2 Live TV: the OSD's guide up/down navigation; Enter plays as the guide's Watch
  const osd = createOsdBrowse({
    clock,
    store,
    guide,
    canPlay: (channel, program) =>
      recordings.canStartOver(channel, program) || recordings.canWatch(channel, program),
    play: (channel, program) => recordings.playDvr(channel, program),
  })
  /** the mounted screen's handler for the remote keys the shell does not route to widgets */
  let keyHandler: ((key: RemoteKey) => boolean) | null = null
  let switchTimer: TimerHandle | null = null
  let saveTimer: TimerHandle | null = null
  /** each tune bumps it; a late answer of an older tune is ignored */
  let tuneSeq = 0
  /** IPTV.Records arrived while the screen was closed: My Records opens with it */
  let recordsOnEnter = false

  const guestId = (): number | null => deps.guest()?.id ?? null

  function listFor(category: string, search: string): Channel[] {
    return filterChannels(deps.channels(), { category, search, favourites: get().favourites })
  }

  function clearSwitch(): void {
    if (switchTimer !== null) clock.clearTimeout(switchTimer)
    switchTimer = null
  }

  const retry = createLiveRetry({ clock, log, media, store, tuneSeq: () => tuneSeq, play })

  /** portal spec §4: a channel change saves last_tuned_channel_id to the device after 5 s. */
  function scheduleSave(channel: Channel): void {
    if (saveTimer !== null) clock.clearTimeout(saveTimer)
    saveTimer = clock.setTimeout(() => {
      saveTimer = null
      const { mac } = deps.device()
      deps.api
        .updateDeviceProperty({ mac, last_tuned_channel_id: channel.id })
        .catch((error: unknown) => log.warn(`last_tuned_channel_id not saved: ${describeError(error)}`))
    }, LAST_TUNED_SAVE_MS)
  }

  async function play(channel: Channel, seq: number): Promise<void> {
    try {
      // portal spec §5: a playmore device plays the channel's free URI if it has one
      const url = await deps.resolveUrl(channelSource(channel, deps.device().type))
      if (seq !== tuneSeq) return
      retry.asked(url)
      await media.play(url, LIVE_PLAY)
      if (seq !== tuneSeq) return
      retry.played()
      set({ status: 'playing', error: null })
    } catch (error) {
      if (seq !== tuneSeq) return
      const message = describeError(error)
      log.error(`Channel ${channel.id} (${channel.title}) did not play: ${message}`)
      set({ status: 'error', error: message })
      retry.schedule(channel, seq)
    }
  }

  async function tuneNow(channel: Channel): Promise<void> {
    const seq = ++tuneSeq
    clearSwitch()
    retry.reset()
    const previous = get().current
    set({ current: channel, dvr: null, record: null, error: null })
    if (previous?.id !== channel.id) scheduleSave(channel)
    guide.follow(channel)
    if (!(await admit(channel, seq))) return
    set({ status: 'switching' })
    await play(channel, seq)
  }

  /**
   * The gates of every way a channel plays (a tune, Guide Watch, Start Over), for the tune `seq`: portal
   * spec §5 a priced channel not owned shows the purchase panel (status 'locked'); a PIN channel asks its
   * PIN under channel_pin_code_behaviour, the prompt repeating until cancelled, and a cancel cancels
   * playback (status 'cancelled'). True when the channel may play and `seq` is still the tune in force.
   */
  async function admit(channel: Channel, seq: number): Promise<boolean> {
    if (isChannelLocked(channel, get().orders)) {
      set({ status: 'locked' })
      await media.stop()
      return false
    }
    if (pin.needsPin(channel)) {
      set({ status: 'pin' })
      await media.stop()
      const allowed = await pin.check(channel)
      if (seq !== tuneSeq) return false
      if (!allowed) {
        // portal spec §5: failure (cancel) cancels playback
        set({ status: 'cancelled' })
        return false
      }
    }
    return seq === tuneSeq
  }

  /** portal spec §4: a channel change by up/down waits 1 s (immediate if flagged instant). */
  function tune(channel: Channel, options: { instant?: boolean } = {}): void {
    clearSwitch()
    if (options.instant) {
      void tuneNow(channel)
      return
    }
    set({ status: 'switching' })
    switchTimer = clock.setTimeout(() => {
      switchTimer = null
      void tuneNow(channel)
    }, CHANNEL_SWITCH_DELAY_MS)
  }

  function pickChannel(
    list: readonly Channel[],
    route: LiveRoute,
  ): { channel: Channel | null; list: readonly Channel[] } {
    const all = deps.channels()
    const wanted = route.channelId ?? get().current?.id ?? deps.device().lastTuned
    const found = wanted === null ? undefined : all.find((c) => c.id === wanted)
    if (found && list.some((c) => c.id === found.id)) return { channel: found, list }
    // a private channel asked for by id (numeric entry, remote action) plays inside its own category
    if (found && route.channelId !== null && isPrivateChannel(found)) {
      return {
        channel: found,
        list: sortChannels(all.filter((c) => isPrivateChannel(c) && c.category === found.category)),
      }
    }
    return { channel: list[0] ?? null, list }
  }

  function enterRoute(route: LiveRoute): void {
    const channels = deps.channels()
    const known =
      route.category !== ALL_CATEGORY &&
      route.category !== FAVOURITES_CATEGORY &&
      isKnownCategory(channels, route.category)
    if (route.category !== ALL_CATEGORY && route.category !== FAVOURITES_CATEGORY && !known) {
      log.warn(`Live category ${route.category} not found; showing all channels`)
    }
    const category = known || route.category === FAVOURITES_CATEGORY ? route.category : ALL_CATEGORY
    const view: LiveView = recordsOnEnter ? 'records' : route.section
    if (recordsOnEnter) void recordings.loadRecords()
    recordsOnEnter = false
    set({ favourites: favourites.list(guestId()), category, single: known, search: '', view })
    const picked = pickChannel(listFor(category, ''), route)
    const index = picked.channel
      ? Math.max(
          0,
          picked.list.findIndex((c) => c.id === picked.channel?.id),
        )
      : 0
    set({ channels: [...picked.list], index, entered: true })
    void refreshOrders().then(() => {
      if (picked.channel && (get().current?.id !== picked.channel.id || get().status !== 'playing')) {
        void tuneNow(picked.channel)
      }
    })
  }

  return {
    store,
    guide,
    ...recordings,
    buy: purchase.buy,
    /** the OSD's browsed programme (guide up/down navigation) */
    osd,
    /** the route opened or changed (portal spec §2 Live TV: category from the route, case-insensitive) */
    enter: enterRoute,
    /** the screen closed: timers stop, requests abort, the picture stops */
    leave(): void {
      clearSwitch()
      retry.cancel()
      tuneSeq++
      guide.abort()
      osd.reset()
      void media.stop()
      set({ status: 'idle', dvr: null, record: null, entered: false })
    },
    setView(view: LiveView): void {
      set({ view })
    },
    /** list highlight only (the guide follows it) */
    highlight(index: number): void {
      set({ index: wrapIndex(index, get().channels.length) })
    },
    /** up/down (and ch_up/ch_down) on the channel view: next channel after the switch delay */
    step(delta: number, options: { instant?: boolean } = {}): void {
      const { channels, index } = get()
      const next = wrapIndex(index + delta, channels.length)
      const channel = channels[next]
      if (!channel) return
      set({ index: next })
      tune(channel, options)
    },
    /** enter on a list row: tunes at once */
    select(index: number): void {
      const channel = get().channels[index]
      if (!channel) return
      set({ index })
      tune(channel, { instant: true })
    },
    tune,
    /** portal spec §4 Categories: choosing a category clears search; the same one again moves to the list */
    chooseCategory(category: string): void {
      const state = get()
      if (state.category === category && !state.search) return set({ view: 'list' })
      const channels = listFor(category, '')
      const keep = channels.findIndex((c) => c.id === state.current?.id)
      set({ category, search: '', channels, index: Math.max(0, keep) })
    },
    /** portal spec §4 Categories: typing a search clears the category */
    setSearch(search: string): void {
      const channels = listFor(ALL_CATEGORY, search)
      set({ search, category: ALL_CATEGORY, channels, index: 0 })
    },
    /** portal spec §3 Favourites; §4: the favourites category resets when no favourites remain */
    toggleFavourite(channel: Channel | null = get().current): boolean {
      if (!channel || isPrivateChannel(channel)) return false
      const result = favourites.toggle(guestId(), channel.id)
      if (!result.ok) return false
      deps.notify(deps.t(result.added ? 'live.favoriteAdded' : 'live.favoriteRemoved'), 'success')
      set({ favourites: result.list })
      const { category, search } = get()
      if (category === FAVOURITES_CATEGORY) {
        const next = result.list.length === 0 ? ALL_CATEGORY : FAVOURITES_CATEGORY
        const channels = listFor(next, search)
        set({
          category: next,
          channels,
          index: Math.max(
            0,
            channels.findIndex((c) => c.id === channel.id),
          ),
        })
      }
      return true
    },
    /** the screen registers its key handler while mounted; returns the undo */
    setKeyHandler(handler: (key: RemoteKey) => boolean): () => void {
      keyHandler = handler
      return () => {
        if (keyHandler === handler) keyHandler = null
      }
    },
    /** keys the shell hands over before its global handling (favourite, stop, digits while searching) */
    handleKey: (key: RemoteKey): boolean => keyHandler?.(key) ?? false,
    /** the screen is showing (between enter and leave: the store's `entered`) */
    isActive: (): boolean => get().entered,
    /**
     * portal spec §4 Remote actions IPTV.ChannelGo: on the live screen the channel tunes at once (false when
     * the screen is not showing: the caller navigates to /live/all/home/{id}). Unknown ids throw.
     */
    goToChannel(id: number): boolean {
      const channel = deps.channels().find((c) => c.id === id)
      if (!channel) throw new Error(`Channel ${id} not found`)
      if (!get().entered) return false
      const { category } = get()
      const inList = listFor(category, '').some((c) => c.id === id)
      enterRoute({ category: inList ? category : ALL_CATEGORY, section: 'home', channelId: id })
      return true
    },
    /**
     * portal spec §4 Remote actions IPTV.Records: the back office says the recordings changed; My Records
     * is refetched and opened (on entering the screen when it is not showing; false then).
     */
    showRecords(): boolean {
      if (!get().entered) {
        recordsOnEnter = true
        return false
      }
      set({ view: 'records' })
      void recordings.loadRecords()
      return true
    },
    /**
     * the guest changed (check-in/out): PINs asked again, favourites re-read, and a list showing the
     * favourites shows the new guest's (portal spec §4: the favourites category resets to all when no
     * favourites remain), so the previous guest's channels do not stay on screen
     */
    resetSession(): void {
      pin.reset()
      const list = favourites.list(guestId())
      set({ favourites: list })
      const { category, search, entered, current } = get()
      if (!entered || category !== FAVOURITES_CATEGORY) return
      const next = list.length === 0 ? ALL_CATEGORY : FAVOURITES_CATEGORY
      const channels = listFor(next, search)
      set({
        category: next,
        channels,
        index: Math.max(
          0,
          channels.findIndex((c) => c.id === current?.id),
        ),
      })
    },
  }
}

export type LiveTv = ReturnType<typeof createLiveTv>

export type { LiveDeps, LiveDevice, LiveState, LiveStatus, LiveView } from './liveState'
