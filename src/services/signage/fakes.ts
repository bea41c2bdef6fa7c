// Test doubles for the signage player (not exported from index.ts): a media controller whose plays
// answer at once (or fail) and that counts its store listeners, and a backend holding a distribution.
import { createStore } from 'zustand/vanilla'
import type { DigitalSignage, SignageLayout } from '../../api/types'
import type { MediaController, MediaSnapshot } from '../media/types'

export type SignageFakeMedia = Pick<MediaController, 'store' | 'play' | 'stop' | 'setWindow'> & {
  played: string[]
  stops: number
  /** the next plays reject with this (and leave the store in 'error') */
  failWith: Error | null
  listeners: () => number
  /** ends what plays (a live stream that stops) */
  end(): void
}

export function createSignageFakeMedia(): SignageFakeMedia {
  const store = createStore<MediaSnapshot>()(() => ({
    state: 'idle',
    source: null,
    url: null,
    error: null,
    position: 0,
    duration: 0,
    seekable: false,
    queued: false,
  }))
  let listeners = 0
  const subscribe = store.subscribe
  const counted = {
    ...store,
    subscribe: (listener: (state: MediaSnapshot, previous: MediaSnapshot) => void) => {
      listeners++
      const off = subscribe(listener)
      return () => {
        listeners--
        off()
      }
    },
  }
  const media: SignageFakeMedia = {
    store: counted,
    played: [],
    stops: 0,
    failWith: null,
    listeners: () => listeners,
    async play(source) {
      media.played.push(source)
      store.setState({ state: 'start', source, url: source, error: null })
      await Promise.resolve()
      if (media.failWith) {
        store.setState({ state: 'error', error: media.failWith.message })
        throw media.failWith
      }
      store.setState({ state: 'playing' })
    },
    async stop() {
      const { state } = store.getState()
      if (state !== 'playing' && state !== 'paused') return false
      media.stops++
      store.setState({ state: 'stopped' })
      return true
    },
    async setWindow() {},
    end() {
      store.setState({ state: 'ended' })
    },
  }
  return media
}

export const imageLayout = (duration: number, images: string[], perDuration = duration): SignageLayout => ({
  type: 'image',
  url: '',
  duration,
  images: images.join(','),
  per_duration: perDuration,
})

export const videoLayout = (
  duration: number,
  url: string,
  type: 'video' | 'stream' = 'video',
): SignageLayout => ({
  type,
  url,
  duration,
  images: '',
  per_duration: 0,
})

export function distribution(start: number, layouts: SignageLayout[], id = 1): DigitalSignage {
  return { distribution: { id, name: `Distribution ${id}` }, start, layouts }
}

/** lets pending promise callbacks run */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
