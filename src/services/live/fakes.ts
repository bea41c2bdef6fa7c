// Test doubles for the live services: channels, a fake media controller and a scripted API. Not exported
// from index.ts.
import { vi } from 'vitest'
import { createStore } from 'zustand/vanilla'
import type { Channel } from '../../api/types'
import type { MediaController, MediaSnapshot } from '../media/types'

export const channel = (patch: Partial<Channel> = {}): Channel => ({
  id: 1,
  title: 'Bosphorus TV',
  logo: '/media/img/logo/1.svg',
  type: 'IPTV',
  channel_uri: '/media/streams/news/index.m3u8',
  channel_free_uri: null,
  epg_id: 'bosphorus-tv.tr',
  sort: '001',
  groups: ['Entertainment'],
  favorite: false,
  price: null,
  owned: false,
  pin: null,
  hasDvr: false,
  dvr: null,
  isRecordable: true,
  language: 'tr',
  subtitle: null,
  placement: '001',
  category: 'Entertainment',
  ...patch,
})

/** A small line-up: 3 entertainment, 2 news (one with DVR), 1 radio, 1 adult (PIN, priced), 1 priced sports. */
export function lineup(): Channel[] {
  return [
    channel({ id: 1, title: 'Bosphorus TV', sort: '001' }),
    channel({ id: 2, title: 'Star Anatolia', sort: '002', groups: ['Entertainment', 'Turkish'] }),
    channel({ id: 3, title: 'Family Channel', sort: '3' }),
    channel({
      id: 4,
      title: 'Bosphorus News 24',
      sort: '101',
      category: 'News',
      groups: ['News'],
      hasDvr: true,
      dvr: { name: 'ch4-news', url: '/media/dvr', duration: 21600, from: 0 },
    }),
    channel({ id: 5, title: 'World Report', sort: '102', category: 'News', groups: ['News'] }),
    channel({
      id: 6,
      title: 'Jazz FM',
      sort: '801',
      category: 'Radio',
      groups: ['Radio'],
      isRecordable: false,
    }),
    channel({
      id: 7,
      title: 'Late Night One',
      sort: '901',
      category: 'Adult',
      groups: ['Adult'],
      pin: '0000',
      price: { group: 'Adult Pack', value: 12.99 },
    }),
    channel({
      id: 8,
      title: 'Arena Sport 1',
      sort: '201',
      category: 'Sports',
      groups: ['Sports'],
      price: { group: 'Sports Pack', value: 9.99 },
    }),
  ]
}

export type FakeMedia = MediaController & { played: string[]; stops: number }

export function createFakeMedia(): FakeMedia {
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
  const media: FakeMedia = {
    store,
    played: [],
    stops: 0,
    play: vi.fn(async (source: string) => {
      media.played.push(source)
      store.setState({ state: 'playing', source, url: source })
    }),
    pause: vi.fn(async () => true),
    resume: vi.fn(async () => true),
    stop: vi.fn(async () => {
      media.stops++
      store.setState({ state: 'stopped' })
      return true
    }),
    seek: vi.fn(async () => true),
    subtitles: vi.fn(async () => []),
    audioTracks: vi.fn(async () => []),
    selectSubtitle: vi.fn(async () => true),
    selectAudioTrack: vi.fn(async () => true),
    setWindow: vi.fn(async () => undefined),
    destroy: vi.fn(),
  }
  return media
}

export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

/** lets pending promise callbacks run */
export const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
