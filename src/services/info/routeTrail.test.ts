import { describe, expect, it } from 'vitest'
import type { RouteName } from '../router/routes'
import { createStores } from '../../stores'
import { createRouteTrail } from './routeTrail'

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
