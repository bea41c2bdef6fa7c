// portal spec §2 Screens and routes (base path /v2/, history mode).
export const BASE_PATH = '/v2/'

export type RouteName =
  | 'root'
  | 'home'
  | 'welcome'
  | 'live'
  | 'vod'
  | 'chromecast'
  | 'prayer'
  | 'flight'
  | 'ds'
  | 'weather'
  | 'news'
  | 'cmsDetail'
  | 'cmsResolver'
  | 'cmsList'

export type RouteMatch = { name: RouteName; path: string; params: Record<string, string> }

type RouteDef = { name: RouteName; pattern: string }

const ROUTES: readonly RouteDef[] = [
  { name: 'root', pattern: '/' },
  { name: 'home', pattern: '/home' },
  { name: 'welcome', pattern: '/welcome' },
  { name: 'live', pattern: '/live/:category?/:scope?/:channel?' },
  { name: 'vod', pattern: '/vod/:target?' },
  { name: 'chromecast', pattern: '/chromecast/:variant(central|proxy|builtin|hotspot)?' },
  { name: 'prayer', pattern: '/prayer' },
  { name: 'flight', pattern: '/flight' },
  { name: 'ds', pattern: '/DS' },
  { name: 'weather', pattern: '/weather/:city?' },
  { name: 'news', pattern: '/news' },
  { name: 'cmsDetail', pattern: '/cms/:layout(default|boxed|video|slideshow)/:target/:category/:id' },
  { name: 'cmsResolver', pattern: '/cms/:target/:category/:id' },
  { name: 'cmsList', pattern: '/cms/:target/:category?' },
]

type Segment = { name: string; optional: boolean; choices: string[] | null } | string

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^:(\w+)(?:\(([^)]+)\))?(\?)?$/.exec(part)
      if (!param) return part
      return {
        name: param[1] ?? '',
        optional: param[3] === '?',
        choices: param[2] ? param[2].split('|') : null,
      }
    })
}

const COMPILED = ROUTES.map((route) => ({ ...route, segments: compile(route.pattern) }))

/** portal spec §2: path strings are lower-cased with a leading slash (except the DS route's name). */
export function normalisePath(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '')
  const withSlash = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return withSlash === '/ds' || withSlash.toLowerCase() === '/ds' ? '/DS' : withSlash.toLowerCase() || '/'
}

export function matchRoute(rawPath: string): RouteMatch | null {
  const path = rawPath === '' ? '/' : rawPath
  const parts = path.split('/').filter(Boolean)
  for (const route of COMPILED) {
    const params: Record<string, string> = {}
    let index = 0
    let ok = true
    for (const segment of route.segments) {
      const part = parts[index]
      if (typeof segment === 'string') {
        if (part !== segment) ok = false
        else index++
      } else if (part === undefined || (segment.choices && !segment.choices.includes(part))) {
        if (!segment.optional) ok = false
      } else {
        params[segment.name] = decodeURIComponent(part)
        index++
      }
      if (!ok) break
    }
    if (ok && index === parts.length) return { name: route.name, path: path || '/', params }
  }
  return null
}
