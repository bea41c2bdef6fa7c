// For a person trying a TV bridge in a desktop browser (?bridge=NAME): the keyboard stands in for the
// platform's remote. A key of the universal keyboard table (bridges/universal/keyMap.ts) becomes the
// remote key, then the platform's own code, and the fake platform delivers that as the set would; the
// browser's own key event is stopped before the portal sees it. Fakes only.
import type { RemoteKey } from '../contract'
import { mapKeyboardKey } from '../universal/keyMap'
import type { KeyTable, TvKeyCodes } from './keyTable'

/** The platform code of each remote key, from a family's code → key table (first code wins). */
export function codesOf(keymap: KeyTable, extra: TvKeyCodes = {}) {
  const codes: Partial<Record<RemoteKey, number>> = { ...extra }
  for (const [code, key] of Object.entries(keymap)) codes[key] ??= Number(code)
  return codes
}

export function attachKeyboardRemote(
  win: Window,
  codes: Partial<Record<RemoteKey, number>>,
  press: (code: number) => void,
): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!event.isTrusted) return // the fake's own deliveries pass through
    const key = mapKeyboardKey(event.key)
    const code = key ? codes[key] : undefined
    if (code === undefined) return
    event.stopImmediatePropagation()
    event.preventDefault()
    press(code)
  }
  win.addEventListener('keydown', onKey, true)
  return () => win.removeEventListener('keydown', onKey, true)
}

/** What a fake exposes on the page for people and browser tests: `window.__fakePlatform`. */
export const FAKE_PLATFORM_GLOBAL = '__fakePlatform'

export function exposeFake(
  host: object,
  fake: { family: string; type: string; controls: object; state: object },
) {
  Object.defineProperty(host, FAKE_PLATFORM_GLOBAL, { configurable: true, value: fake })
}

/** the demo device a fake reports: ?mac= (kept under the universal bridge's storage key), else its own */
export function macOverride(env: {
  location: { search: string }
  storage: Pick<Storage, 'getItem'>
}): string | null {
  const mac = new URLSearchParams(env.location.search).get('mac') ?? env.storage.getItem('mac')
  return mac ? mac.toLowerCase() : null
}
