// portal spec §4 Boot: "load locales and theme (failures ignored)"; §7: "Static theme and locale json files
// come from the v2 host"; §3 Theme. The file is fetched once at boot through the API layer's JSON transport
// (request timeout, HTTP and JSON errors) and decoded at the boundary (src/api/themeDecoder.ts); any failure
// is logged and the portal keeps its own theme.
import { createHttp, type FetchLike } from '../../api/http'
import { themeFile, type ThemeFile } from '../../api/themeDecoder'
import type { Clock } from '../../time/clock'
import { describeError, type Logger } from '../logger'

/** the theme file below the portal's base URL on the v2 host (e.g. /v2/theme.json) */
export const THEME_FILE = 'theme.json'

export type ThemeLoaderDeps = {
  /** the v2 host's base URL, e.g. '/v2/' */
  base: string
  log: Logger
  fetch?: FetchLike
  clock?: Clock
}

/** Fetches and decodes the theme file; null when there is none or it is unusable (logged). */
export function createThemeLoader(deps: ThemeLoaderDeps): () => Promise<ThemeFile | null> {
  const http = createHttp({
    baseUrl: () => deps.base,
    headers: () => ({}),
    log: deps.log,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
  })
  return async () => {
    try {
      const loaded = await http.get(THEME_FILE, themeFile, { name: 'theme' })
      return loaded === false ? null : loaded
    } catch (error) {
      deps.log.warn(`The theme could not be loaded; the portal's own stays: ${describeError(error)}`)
      return null
    }
  }
}
