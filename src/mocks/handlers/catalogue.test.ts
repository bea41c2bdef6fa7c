import { describe, expect, it } from 'vitest'
import type { Channel, EpgResponse, Language } from '../../api/types'
import type { WireCmsCarousel, WireMenuItem, WireVodItem } from '../fixtures'
import { TEST_NOW, createTestBackend } from '../testing/backend'

const CONFIG_KEYS = [
  'welcome.type',
  'view_currency.view_currency',
  'default_language',
  'app_startpage.main',
  'cdn.driver',
  'remoteClient',
  'maxVolume',
  'maxVolumeSTB',
  'defVolume',
  'defVolumeSTB',
  'connect_behaviour',
  'channel_pin_code_behaviour',
  'checkin.poweron',
  'checkout.standby',
  'boot_screen_type',
  'boot_screen_time',
  'boot_screen_path',
  'app_logo_visibility',
  'is_room_number_showing',
  'show_guest_name',
  'show_mac_address_at_home',
  'services.weather',
  'services.datetime',
  'services.message',
  'hsm',
  'sleeptimer',
  'wakeup',
  'datetime_format',
  'cms_back_button_behaviour',
  'PAYTV_ENDPOINT',
  'CAST_SSID',
  'mouse_required_apps',
  'hdmi.cec',
]

describe('catalogue calls', () => {
  it('answers config with every spec key, all values strings', async () => {
    const { body } = await createTestBackend().get<Record<string, unknown>>('/api/get/config')
    for (const key of CONFIG_KEYS) expect(body).toHaveProperty([key])
    for (const value of Object.values(body)) expect(typeof value).toBe('string')
    expect(body).toMatchObject({
      'welcome.type': 'true',
      default_language: 'en_US',
      hsm: '1234',
      maxVolume: '80',
    })
  })

  it('answers the 17 interface languages with one selected', async () => {
    const { body } = await createTestBackend().get<Language[]>('/api/get/languages')
    expect(body).toHaveLength(17)
    expect(body.map((l) => l.code)).toEqual(
      expect.arrayContaining(['en_US', 'tr_TR', 'ar_AR', 'de_DE', 'ru_RU', 'iw_IL', 'zh_CN', 'el_EL']),
    )
    expect(body.filter((l) => l.selected)).toHaveLength(1)
  })

  it('translates menu titles by the Channel-Language header (the session language), else Platform-Language', async () => {
    const backend = createTestBackend()
    const english = (await backend.get<WireMenuItem[]>('/api/get/navigation')).body
    const turkish = (
      await backend.get<WireMenuItem[]>('/api/get/navigation', { 'Platform-Language': 'tr_TR' })
    ).body
    const greek = (
      await backend.get<WireMenuItem[]>('/api/get/navigation', {
        'Platform-Language': 'en_US',
        'Channel-Language': 'el_EL',
      })
    ).body
    expect(english.find((m) => m.module === 'vod')?.title).toBe('Movies')
    expect(turkish.find((m) => m.module === 'vod')?.title).toBe('Filmler')
    expect(greek.find((m) => m.module === 'vod')?.title).toBe('Ταινίες')
    expect(english.every((m) => m.isShow === '1' || m.isShow === '0')).toBe(true)
  })

  it('marks the favourites of the guest named in the channel query', async () => {
    const backend = createTestBackend()
    const plain = (await backend.get<Channel[]>('/api/get/channels')).body
    const mine = (await backend.get<Channel[]>('/api/get/channels?guest_id=5101')).body
    expect(plain.some((c) => c.favorite)).toBe(false)
    expect(mine.filter((c) => c.favorite).map((c) => c.id)).toEqual([1, 13, 27])
  })

  it('answers the guide keyed by epg id for one channel, a list, or all', async () => {
    const backend = createTestBackend()
    const channels = (await backend.get<Channel[]>('/api/get/channels')).body
    const news = channels.find((c) => c.title === 'Bosphorus News 24')
    const one = (await backend.get<EpgResponse>(`/api/get/epgs/${news?.id}/${TEST_NOW}`)).body
    expect(Object.keys(one)).toEqual([news?.epg_id])
    const all = (await backend.get<EpgResponse>(`/api/get/epgs/all/${TEST_NOW}`)).body
    expect(Object.keys(all)).toHaveLength(channels.filter((c) => c.epg_id).length)
    const seconds = (await backend.get<EpgResponse>(`/api/get/epgs/${news?.epg_id}/${TEST_NOW / 1000}`)).body
    expect(seconds).toEqual(one)
  })

  it('answers VOD items with string prices', async () => {
    const { body } = await createTestBackend().get<WireVodItem[]>('/api/get/vods')
    for (const vod of body) if (vod.price !== undefined) expect(typeof vod.price).toBe('string')
  })

  it('answers CMS pages by target and [] for an unknown target', async () => {
    const backend = createTestBackend()
    const spa = (await backend.get<WireCmsCarousel[]>('/api/get/cms/spa')).body
    expect(spa.length).toBeGreaterThan(0)
    expect(spa[0]?.items[0]?.cover?.large).toMatch(/^\/media\/img\/cms\/.+\.svg$/)
    expect((await backend.get('/api/get/cms/nothing')).body).toEqual([])
  })
})
