import { describe, expect, it } from 'vitest'
import { matchRoute, normalisePath } from './routes'

describe('route table (portal spec §2)', () => {
  it('matches live with optional category, scope and channel', () => {
    expect(matchRoute('/live')?.name).toBe('live')
    expect(matchRoute('/live/all/osd')).toMatchObject({
      name: 'live',
      params: { category: 'all', scope: 'osd' },
    })
  })

  it('tells CMS detail layouts from the resolver and the list', () => {
    expect(matchRoute('/cms/boxed/spa/massage/12')).toMatchObject({
      name: 'cmsDetail',
      params: { layout: 'boxed', id: '12' },
    })
    expect(matchRoute('/cms/spa/massage/12')?.name).toBe('cmsResolver')
    expect(matchRoute('/cms/spa')?.name).toBe('cmsList')
    expect(matchRoute('/cms/spa/massage')?.name).toBe('cmsList')
  })

  it('matches the chromecast variants and nothing else under it', () => {
    expect(matchRoute('/chromecast/hotspot')?.name).toBe('chromecast')
    expect(matchRoute('/chromecast/other')).toBeNull()
  })

  it('returns null for unknown paths', () => {
    expect(matchRoute('/nowhere')).toBeNull()
  })

  it('lower-cases paths and adds a leading slash', () => {
    expect(normalisePath('Home')).toBe('/home')
    expect(normalisePath('/Weather/Istanbul/')).toBe('/weather/istanbul')
    expect(normalisePath('/ds')).toBe('/DS')
  })
})
