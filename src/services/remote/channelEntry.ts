// portal spec §2 Remote-control keys / §5: numeric channel entry — digits only, up to 3, matched against
// the channel's sort padded to 3; §9: channel number wait 1000 ms. The numpad badge shows what was typed.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Clock, TimerHandle } from '../../time/clock'
import type { Channel } from '../../api/types'

/** portal spec §9: channel number wait 1000 ms */
export const CHANNEL_NUMBER_WAIT_MS = 1000
/** portal spec §5: up to 3 digits; §9: sort padded to 3 digits */
export const CHANNEL_NUMBER_DIGITS = 3

/** badge: the digits typed so far; open: the badge is up (a digit was typed or the numerator key pressed) */
export type ChannelEntryState = { badge: string; open: boolean }

/** how long the badge waits for a first digit after the numerator key; not in the spec: finding the first
 * digit takes a guest longer than the 1000 ms between digits */
export const NUMERATOR_WAIT_MS = 3000

export type ChannelEntryDeps = {
  clock: Clock
  channels: () => readonly Channel[]
  onCommit(channel: Channel): void
  /** no channel has that number */
  onMiss?(number: string): void
}

export type ChannelEntry = {
  readonly store: StoreApi<ChannelEntryState>
  /** false when the input is not a single digit (nothing changes) */
  press(digit: string): boolean
  /** the numerator key (portal spec §2): opens the badge, waiting for the first digit */
  start(): void
  cancel(): void
}

export const padChannelNumber = (value: string): string => value.padStart(CHANNEL_NUMBER_DIGITS, '0')

export function findChannelByNumber(channels: readonly Channel[], number: string): Channel | undefined {
  if (!/^\d{1,3}$/.test(number)) return undefined
  const wanted = padChannelNumber(number)
  return channels.find((channel) => padChannelNumber(channel.sort) === wanted)
}

export function createChannelEntry(deps: ChannelEntryDeps): ChannelEntry {
  const store = createStore<ChannelEntryState>()(() => ({ badge: '', open: false }))
  let timer: TimerHandle | null = null

  function stop(): void {
    if (timer !== null) deps.clock.clearTimeout(timer)
    timer = null
  }

  function commit(): void {
    timer = null
    const number = store.getState().badge
    store.setState({ badge: '', open: false })
    if (number === '') return
    const channel = findChannelByNumber(deps.channels(), number)
    if (channel) deps.onCommit(channel)
    else deps.onMiss?.(number)
  }

  function press(digit: string): boolean {
    if (!/^\d$/.test(digit)) return false
    const badge = store.getState().badge
    // a fourth digit is dropped; the wait keeps running from the third
    if (badge.length >= CHANNEL_NUMBER_DIGITS) return false
    store.setState({ badge: badge + digit, open: true })
    stop()
    timer = deps.clock.setTimeout(commit, CHANNEL_NUMBER_WAIT_MS)
    return true
  }

  return {
    store,
    press,
    start: () => {
      if (store.getState().badge !== '') return
      stop()
      store.setState({ open: true })
      timer = deps.clock.setTimeout(commit, NUMERATOR_WAIT_MS)
    },
    cancel: () => {
      stop()
      store.setState({ badge: '', open: false })
    },
  }
}
