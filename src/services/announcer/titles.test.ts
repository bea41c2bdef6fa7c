import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../../api/types'
import { matchRoute } from '../router/routes'
import { SCREEN_TITLE_KEYS, SIDELOAD_TITLE_KEYS, screenTitle } from './titles'

const LOCALES_DIR = fileURLToPath(new URL('../../../locales/', import.meta.url))

const t = (key: string) => `t:${key}`
const menu = (patch: Partial<MenuItem>): MenuItem =>
  ({ id: 1, title: '', module: 'cms', target: null, subs: [], ...patch }) as MenuItem
const menus = [
  menu({
    id: 5,
    title: 'Hotel Services',
    target: 'restaurant',
    subs: [menu({ title: 'Room Service', target: 'roomservice' })],
  }),
]
const titleOf = (path: string) => {
  const route = matchRoute(path)
  if (!route) throw new Error(`no route ${path}`)
  return screenTitle(route, { menus, t })
}

describe('screen titles the announcer speaks (issue 12: screen titles on navigation)', () => {
  it('every screen of the new features has its a11y.screen title', () => {
    expect(titleOf('/vod')).toBe('t:a11y.screen.vod')
    expect(titleOf('/weather/istanbul')).toBe('t:a11y.screen.weather')
    expect(titleOf('/prayer')).toBe('t:a11y.screen.prayer')
    expect(titleOf('/flight')).toBe('t:a11y.screen.flight')
    expect(titleOf('/news')).toBe('t:a11y.screen.news')
    expect(titleOf('/chromecast/hotspot')).toBe('t:a11y.screen.chromecast')
    expect(titleOf('/DS')).toBe('t:a11y.screen.signage')
  })

  it('a CMS screen is named by its menu item, a sub-item included, as its heading shows', () => {
    expect(titleOf('/cms/roomservice')).toBe('Room Service')
    expect(titleOf('/cms/default/roomservice/21/114')).toBe('Room Service')
  })

  it('a CMS target without a menu item says the generic title', () => {
    expect(titleOf('/cms/nowhere')).toBe('t:a11y.screen.cms')
  })

  it('a route that only redirects says nothing (the screen it lands on speaks)', () => {
    expect(titleOf('/cms/spa/31/136')).toBeNull()
    expect(titleOf('/')).toBeNull()
  })

  it('every title key is translated in all 17 languages', () => {
    const keys = [...Object.values(SCREEN_TITLE_KEYS), ...Object.values(SIDELOAD_TITLE_KEYS)]
    const files = readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json'))
    expect(files).toHaveLength(17)
    for (const file of files) {
      const dictionary = JSON.parse(readFileSync(`${LOCALES_DIR}${file}`, 'utf8')) as Record<string, unknown>
      for (const key of keys) {
        if (key === null) continue
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary)
        expect(typeof value === 'string' && value.length > 0, `${file} ${key}`).toBe(true)
      }
    }
  })
})
