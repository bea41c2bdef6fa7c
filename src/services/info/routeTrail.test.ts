import { describe, expect, it } from 'vitest'
import type { RouteName } from '../router/routes'
import { createStores } from '../../stores'
import { createRouteTrail, leaveTarget } from './routeTrail'

function fixture() {
  const { route } = createStores()
  const go = (path: string) =>
    route.setState({ current: { name: path.split('/')[1] as RouteName, path, params: {} } })
  return { trail: createRouteTrail(route), go }
}

describe('leaving a screen without data (portal spec §5, §8: back to the previous screen)', () => {
  it('goes back to the previous screen', () => {
    const { trail, go } = fixture()
    go('/live/all/home/3')
    go('/news')
    expect(trail.leavePath('/home')).toBe('/live/all/home/3')
  })

  it('goes home when the screen was the first one shown', () => {
    const { trail, go } = fixture()
    go('/news')
    expect(trail.leavePath('/home')).toBe('/home')
  })

  it('two screens without data do not bounce: the second goes home', () => {
    const { trail, go } = fixture()
    go('/home')
    go('/weather')
    go('/news')
    const first = trail.leavePath('/home')
    expect(first).toBe('/weather')
    go(first)
    expect(trail.leavePath('/home')).toBe('/home')
  })

  it('once the guest moves on, an earlier leave no longer counts', () => {
    const { trail, go } = fixture()
    go('/home')
    go('/news')
    go(trail.leavePath('/home'))
    go('/news')
    go('/flight')
    expect(trail.leavePath('/home')).toBe('/news')
  })
})

describe('a screen without data that is itself the home page (portal spec §2 home page, §5)', () => {
  it('the first screen shown, it leaves for the Home menu rather than for itself', () => {
    const { trail, go } = fixture()
    go('/news')
    expect(trail.leavePath('/news')).toBe('/home')
    expect(trail.leavePath('News')).toBe('/home')
  })

  it('a CMS page as home page leaves for the Home menu; another home page is kept', () => {
    expect(leaveTarget('/cms/Restaurant', '/cms/restaurant')).toBe('/home')
    expect(leaveTarget('/cms/restaurant', '/news')).toBe('/cms/restaurant')
    expect(leaveTarget('/prayer', null)).toBe('/prayer')
  })

  it('once the guest moved on from the Home menu, the screen leaves for the previous one as usual', () => {
    const { trail, go } = fixture()
    go('/prayer')
    go(trail.leavePath('/prayer'))
    go('/weather')
    go('/prayer')
    expect(trail.leavePath('/prayer')).toBe('/weather')
  })
})
