import { describe, expect, it, vi } from 'vitest'
import { CONTINUE_DELAY_MS, RESUME_SAVE_MS, TRAILER_DELAY_MS, VOD_SELECT_DELAY_MS } from './constants'
import { catalogue, flush, vodFixture } from './fakes'

const titles = (items: { title: string }[]) => items.map((item) => item.title)

describe('browsing (portal spec §2 VOD, §4 Categories, §5 search)', () => {
  it('the detail follows the highlighted poster after the 500 ms select delay', () => {
    const { vod, clock } = vodFixture()
    vod.enter()
    expect(vod.store.getState().selected?.id).toBe(1001)
    vod.highlight(1)
    clock.advance(VOD_SELECT_DELAY_MS - 1)
    vod.highlight(2)
    clock.advance(VOD_SELECT_DELAY_MS - 1)
    expect(vod.store.getState()).toMatchObject({ index: 2, selected: { id: 1001 } })
    clock.advance(1)
    expect(vod.store.getState().selected?.id).toBe(1003)
  })

  it('Enter on a poster shows its detail at once', () => {
    const { vod } = vodFixture()
    vod.enter()
    vod.select(3)
    expect(vod.store.getState().selected?.id).toBe(1004)
  })

  it('choosing a category clears the search; a search clears the category', () => {
    const { vod } = vodFixture()
    vod.enter()
    vod.setSearch('kitchen')
    expect(titles(vod.store.getState().items)).toEqual(['Kitchen Wars'])
    vod.chooseCategory('thriller')
    expect(vod.store.getState()).toMatchObject({ category: 'thriller', search: '' })
    vod.setSearch('ROOF top')
    expect(vod.store.getState()).toMatchObject({ category: 'all', search: 'ROOF top' })
    expect(titles(vod.store.getState().items)).toEqual(['Rooftop Run'])
  })

  it('the search box opens the on-screen keyboard and its confirmed text filters the grid', async () => {
    const { vod, answer } = vodFixture()
    vod.enter()
    const opened = vod.openSearch({ top: 24, height: 48 })
    const request = await answer('keyboard', 'confirmed', 'little')
    await opened
    expect(request).toMatchObject({ layout: 'alphabetical', label: 'vod.search', value: '' })
    expect(titles(vod.store.getState().items)).toEqual(['Little  Ferry'])
  })

  it('a route target naming a category opens it', () => {
    const { vod } = vodFixture()
    vod.enter('comedy')
    expect(vod.store.getState()).toMatchObject({ category: 'comedy', selected: { id: 1002 } })
  })

  it('a film list that arrives after the screen opened fills the grid and opens the route target', () => {
    let films: ReturnType<typeof catalogue> = []
    const { vod } = vodFixture({ vods: () => films })
    vod.enter('comedy')
    expect(vod.store.getState()).toMatchObject({ category: 'all', items: [], selected: null })
    films = catalogue()
    vod.reload()
    expect(vod.store.getState()).toMatchObject({ category: 'comedy', selected: { id: 1002 } })
    expect(titles(vod.store.getState().items)).toEqual(['Kitchen Wars'])
    // the target was taken once: a later refresh keeps what the guest chose since
    vod.chooseCategory('thriller')
    vod.reload()
    expect(vod.store.getState()).toMatchObject({ category: 'thriller' })
  })

  it('a late film list does not undo a category or search the guest chose meanwhile', () => {
    let films: ReturnType<typeof catalogue> = []
    const { vod } = vodFixture({ vods: () => films })
    vod.enter('comedy')
    vod.setSearch('roof')
    films = catalogue()
    vod.reload()
    expect(vod.store.getState()).toMatchObject({ category: 'all', search: 'roof' })
    expect(titles(vod.store.getState().items)).toEqual(['Rooftop Run'])
  })
})

describe('the trailer (portal spec §4 VOD: after 1.5 s of focus on the detail)', () => {
  it('plays after 1500 ms of focus on the detail', async () => {
    const { vod, clock, media } = vodFixture()
    vod.enter()
    vod.focusDetail(true)
    clock.advance(TRAILER_DELAY_MS - 1)
    expect(media.played).toEqual([])
    clock.advance(1)
    await flush()
    expect(media.played).toEqual(['/media/streams/trailer-drama/index.m3u8'])
    expect(vod.store.getState().mode).toBe('trailer')
  })

  it('stops when focus leaves the detail', async () => {
    const { vod, clock, media } = vodFixture()
    vod.enter()
    vod.focusDetail(true)
    clock.advance(TRAILER_DELAY_MS)
    await flush()
    vod.focusDetail(false)
    await flush()
    expect(media.stops).toBe(1)
    expect(vod.store.getState().mode).toBe('none')
  })

  it('does not start when focus left before the dwell', async () => {
    const { vod, clock, media } = vodFixture()
    vod.enter()
    vod.focusDetail(true)
    clock.advance(TRAILER_DELAY_MS - 100)
    vod.focusDetail(false)
    clock.advance(TRAILER_DELAY_MS)
    await flush()
    expect(media.played).toEqual([])
  })

  it('a film without a trailer plays nothing', async () => {
    const { vod, clock, media } = vodFixture()
    vod.enter()
    vod.select(4)
    vod.focusDetail(true)
    clock.advance(TRAILER_DELAY_MS)
    await flush()
    expect(media.played).toEqual([])
    expect(vod.store.getState().mode).toBe('none')
  })
})

describe('watching (portal spec §5 purchases and PIN)', () => {
  it('a free film plays at once, without a dialog', async () => {
    const { vod, media, overlays } = vodFixture()
    vod.enter()
    expect(await vod.watch()).toBe(true)
    expect(overlays.current('interact')).toBeUndefined()
    expect(media.played).toEqual(['/media/streams/film-drama/index.m3u8'])
    expect(vod.store.getState().mode).toBe('watch')
  })

  it('Buy: confirmation with price and currency, the order, orders refetched, then play', async () => {
    const { vod, media, api, answer } = vodFixture()
    vod.enter()
    await flush()
    const watching = vod.watch(vod.store.getState().items[1] ?? null)
    const confirm = await answer('interact', 'confirmed')
    expect(confirm).toMatchObject({
      type: 'confirm',
      title: 'Kitchen Wars',
      detail: 'cms.nonProductConfirmBuy {"title":"Kitchen Wars","price":"3.99","currency":"€"}',
    })
    expect(await watching).toBe(true)
    expect(api.addOrder).toHaveBeenCalledWith({
      action: 'Vod',
      description: '1002',
      guest_id: 5101,
      guest_pms: 'PMS-240101',
    })
    expect(api.getOrders).toHaveBeenCalledTimes(2)
    expect(vod.store.getState().orders).toEqual([{ action: 'Vod', description: '1002' }])
    expect(media.played).toEqual(['/media/kitchen.m3u8'])
  })

  it("an empty room is told it can't order without check-in, before any price (portal spec §5, §6)", async () => {
    const { vod, media, api, overlays, notify } = vodFixture({ guest: null })
    vod.enter()
    expect(await vod.watch(vod.store.getState().items[1] ?? null)).toBe(false)
    expect(overlays.current('interact')).toBeUndefined()
    expect(notify).toHaveBeenCalledWith('cms.needCheckIn', 'warning')
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toEqual([])
  })

  it('a declined confirmation orders nothing and plays nothing', async () => {
    const { vod, media, api, answer } = vodFixture()
    vod.enter()
    const watching = vod.watch(vod.store.getState().items[1] ?? null)
    await answer('interact', 'cancelled')
    expect(await watching).toBe(false)
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toEqual([])
  })

  it('an order failure shows the spec text and changes nothing', async () => {
    const { vod, media, answer, notify } = vodFixture({ refuseOrder: true })
    vod.enter()
    await flush()
    const watching = vod.watch(vod.store.getState().items[1] ?? null)
    await answer('interact', 'confirmed')
    expect(await watching).toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(media.played).toEqual([])
    expect(vod.store.getState()).toMatchObject({ orders: [], mode: 'none', gate: 'none' })
  })

  it('orders that could not be fetched are asked again before a film is sold (found by the fault matrix)', async () => {
    const { vod, media, api, overlays } = vodFixture({ orders: [{ action: 'Vod', description: '1002' }] })
    api.getOrders.mockRejectedValueOnce(new Error('GET /api/get/orders failed with status 503'))
    vod.enter()
    await flush()
    expect(await vod.watch(vod.store.getState().items[1] ?? null)).toBe(true)
    expect(overlays.current('interact')).toBeUndefined()
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toEqual(['/media/kitchen.m3u8'])
  })

  it("orders still unknown: 'Something went wrong.' and no order is sent (found by the fault matrix)", async () => {
    const { vod, media, api, notify } = vodFixture()
    api.getOrders.mockRejectedValue(new Error('GET /api/get/orders failed with status 503'))
    vod.enter()
    await flush()
    expect(await vod.watch(vod.store.getState().items[1] ?? null)).toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toEqual([])
  })

  it("an order taken but still not owned says 'Something went wrong.' (found by the fault matrix)", async () => {
    const { vod, media, api, answer, notify } = vodFixture()
    api.addOrder.mockResolvedValueOnce(true)
    vod.enter()
    await flush()
    const watching = vod.watch(vod.store.getState().items[1] ?? null)
    await answer('interact', 'confirmed')
    expect(await watching).toBe(false)
    expect(notify).toHaveBeenCalledWith('cms.orderFailed', 'danger')
    expect(media.played).toEqual([])
  })

  it('an owned priced film plays without a purchase', async () => {
    const { vod, media, api } = vodFixture()
    vod.enter()
    expect(await vod.watch(vod.store.getState().items[3] ?? null)).toBe(true)
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toHaveLength(1)
  })

  it('a PIN film asks the PIN again after a wrong one, until it is cancelled', async () => {
    const { vod, media, api, answer } = vodFixture()
    vod.enter()
    const watching = vod.watch(vod.store.getState().items[2] ?? null)
    expect(await answer('interact', 'confirmed', { pin: '0000' })).toMatchObject({
      type: 'prompt',
      detail: 'interact.pinTitle',
      // typed hidden, as the service menu's PIN
      fields: [{ id: 'pin', secret: true }],
    })
    expect(vod.store.getState().gate).toBe('pin')
    expect(await answer('interact', 'confirmed', { pin: '1234' })).toMatchObject({
      detail: 'interact.wrongPin',
    })
    expect(await answer('interact', 'cancelled')).toMatchObject({ detail: 'interact.wrongPin' })
    expect(await watching).toBe(false)
    expect(api.addOrder).not.toHaveBeenCalled()
    expect(media.played).toEqual([])
    expect(vod.store.getState().gate).toBe('none')
  })

  it('the right PIN goes on to the purchase of a priced PIN film', async () => {
    const { vod, media, answer } = vodFixture()
    vod.enter()
    const watching = vod.watch(vod.store.getState().items[2] ?? null)
    await answer('interact', 'confirmed', { pin: '1111' })
    expect(vod.store.getState().gate).toBe('purchase')
    await answer('interact', 'confirmed')
    expect(await watching).toBe(true)
    expect(media.played).toHaveLength(1)
  })
})

describe('resume (portal spec §4 VOD)', () => {
  it('Continue plays the film and seeks to the saved position after 1 s', async () => {
    const { vod, media, clock } = vodFixture()
    vod.enter()
    await vod.watch()
    media.store.setState({ position: 42, duration: 5400, seekable: true })
    clock.advance(RESUME_SAVE_MS)
    await vod.closePlayer()
    expect(vod.store.getState().resume).toEqual({ 1001: 42 })
    await vod.continueWatching()
    clock.advance(CONTINUE_DELAY_MS)
    expect(media.seek).toHaveBeenCalledWith(42)
  })

  it('positions are per guest and cleared at check-out', async () => {
    const { vod, media, clock, setGuest } = vodFixture()
    vod.enter()
    await vod.watch()
    media.store.setState({ position: 42, duration: 5400, seekable: true })
    clock.advance(RESUME_SAVE_MS)
    await vod.closePlayer()
    setGuest({
      id: 6000,
      pms_id: null,
      name: 'B',
      surname: 'C',
      additional: null,
      language: null,
      welcome: true,
    })
    vod.enter()
    expect(vod.store.getState().resume).toEqual({})
    setGuest(null)
    vod.resetGuest()
    setGuest({
      id: 5101,
      pms_id: 'PMS-240101',
      name: 'E',
      surname: 'S',
      additional: null,
      language: null,
      welcome: true,
    })
    vod.enter()
    expect(vod.store.getState().resume).toEqual({})
  })

  it('the film that ends returns to the detail without Continue', async () => {
    const { vod, media, clock } = vodFixture()
    vod.enter()
    await vod.watch()
    media.store.setState({ position: 42, duration: 5400, seekable: true })
    clock.advance(RESUME_SAVE_MS)
    media.store.setState({ state: 'ended' })
    await flush()
    expect(vod.store.getState()).toMatchObject({ mode: 'none', resume: {} })
  })
})

describe('the trailer and a late start', () => {
  it('a trailer still starting when focus leaves is stopped once it answers', async () => {
    const { vod, clock, media } = vodFixture()
    let answer: () => void = () => undefined
    vi.mocked(media.play).mockImplementationOnce(
      () => new Promise<void>((resolve) => (answer = () => resolve())),
    )
    vod.enter()
    vod.focusDetail(true)
    clock.advance(TRAILER_DELAY_MS)
    vod.focusDetail(false)
    await flush()
    const before = media.stops
    answer()
    await flush()
    expect(media.stops).toBe(before + 1)
    expect(vod.store.getState().mode).toBe('none')
  })
})
