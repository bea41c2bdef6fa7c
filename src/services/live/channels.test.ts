import { describe, expect, it } from 'vitest'
import {
  categoryList,
  filterChannels,
  isKnownCategory,
  isPrivateChannel,
  isRadioChannel,
  showsPersonalButtons,
} from './channels'
import { parseLiveRoute } from './route'
import { channel, lineup } from './fakes'

const ids = (list: { id: number }[]) => list.map((c) => c.id)
const query = (patch: Partial<{ category: string; search: string; favourites: number[] }> = {}) => ({
  category: 'all',
  search: '',
  favourites: [],
  ...patch,
})

describe('live route', () => {
  it('reads category (lower-cased), section and channel id', () => {
    expect(parseLiveRoute({ category: 'News', scope: 'list', channel: '12' })).toEqual({
      category: 'news',
      section: 'list',
      channelId: 12,
    })
  })

  it('defaults to all channels on the channel view', () => {
    expect(parseLiveRoute({})).toEqual({ category: 'all', section: 'home', channelId: null })
  })

  it('knows the sections home, list, categories, osd and none; anything else is home', () => {
    for (const scope of ['home', 'list', 'categories', 'osd', 'none'])
      expect(parseLiveRoute({ scope }).section).toBe(scope)
    expect(parseLiveRoute({ scope: 'guide' }).section).toBe('home')
  })

  it('ignores a channel that is not a number', () => {
    expect(parseLiveRoute({ channel: 'abc' }).channelId).toBeNull()
  })
})

describe('channel lists', () => {
  it('orders by channel number, numerically past 999', () => {
    const list = [
      channel({ id: 1, sort: '1000' }),
      channel({ id: 2, sort: '102' }),
      channel({ id: 3, sort: '7' }),
    ]
    expect(ids(filterChannels(list, query()))).toEqual([3, 2, 1])
  })

  it('the default list excludes the private categories Radio and Adult, in channel-number order', () => {
    expect(ids(filterChannels(lineup(), query()))).toEqual([1, 2, 3, 4, 5, 8])
  })

  it('matches a category case-insensitively on the category or the groups', () => {
    expect(ids(filterChannels(lineup(), query({ category: 'NEWS' })))).toEqual([4, 5])
    expect(ids(filterChannels(lineup(), query({ category: 'turkish' })))).toEqual([2])
  })

  it('a private category asked for by name shows its channels (single mode)', () => {
    expect(ids(filterChannels(lineup(), query({ category: 'Radio' })))).toEqual([6])
    expect(isKnownCategory(lineup(), 'RADIO')).toBe(true)
    expect(isKnownCategory(lineup(), 'cooking')).toBe(false)
  })

  it('an ordinary category leaves out private channels grouped under it; Adult and Radio still list theirs (portal spec §5)', () => {
    const channels = [
      ...lineup(),
      channel({ id: 9, title: 'Cinema One', sort: '301', category: 'Movies', groups: ['Movies'] }),
      channel({ id: 10, title: 'Night Cinema', sort: '902', category: 'Adult', groups: ['Movies'] }),
      channel({ id: 11, title: 'Film Radio', sort: '802', category: 'Radio', groups: ['Radio', 'Movies'] }),
    ]
    expect(ids(filterChannels(channels, query({ category: 'movies' })))).toEqual([9])
    expect(ids(filterChannels(channels, query({ category: 'Adult' })))).toEqual([7, 10])
    expect(ids(filterChannels(channels, query({ category: 'radio' })))).toEqual([6, 11])
  })

  it('the categories list leaves out Radio and Adult', () => {
    expect(categoryList(lineup()).map((c) => c.id)).toEqual(['entertainment', 'turkish', 'news', 'sports'])
  })

  it('favourites shows the guest favourites that are not private', () => {
    expect(ids(filterChannels(lineup(), query({ category: 'favorites', favourites: [5, 1, 6] })))).toEqual([
      1, 5,
    ])
  })

  it('search runs over all channels on title or number, ignoring the category', () => {
    expect(ids(filterChannels(lineup(), query({ category: 'news', search: 'bosph' })))).toEqual([1, 4])
    expect(ids(filterChannels(lineup(), query({ search: '10' })))).toEqual([4, 5])
    expect(ids(filterChannels(lineup(), query({ search: 'jazz' })))).toEqual([])
  })

  it('Radio is shown when the category is Radio or the channel groups include Radio', () => {
    const [tv, , , , , radio] = lineup()
    expect(isRadioChannel(radio!)).toBe(true)
    expect(isRadioChannel(tv!, 'Radio')).toBe(true)
    expect(isRadioChannel(tv!)).toBe(false)
    expect(isRadioChannel(channel({ category: 'Music', groups: ['Music', 'radio'] }))).toBe(true)
  })

  it('favourite and record buttons are hidden on private channels', () => {
    const list = lineup()
    expect(list.filter(isPrivateChannel).map((c) => c.id)).toEqual([6, 7])
    expect(showsPersonalButtons(list[0]!)).toBe(true)
    expect(showsPersonalButtons(list[6]!)).toBe(false)
  })
})
