// A Samsung hospitality set faked in a desktop browser (?bridge=tizen or tizenv2): `tizen`, `webapis`
// and `b2bapis` from the fake, page visibility through document.hidden, the keyboard as the remote.
// There is no hotel socket server in a browser: the inbound socket retries every 15 s, as on a set
// whose server is down.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { createFakeTizen } from './fakeTizen'
import { TIZEN_KEYMAP, TIZEN_TV_KEYS } from './keyMap'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const win = host as Window & { tizen?: unknown }
  const doc = env.document
  if (win.tizen || !doc) return // a real set
  const setHidden = (hidden: boolean) =>
    Object.defineProperty(doc, 'hidden', { configurable: true, get: () => hidden })
  const fake = createFakeTizen({
    page: { target: doc, setHidden },
    variant: type === 'tizenv2' ? 'tizenv2' : 'tizen',
  })
  const mac = macOverride(env)
  if (mac) fake.tv.identity.mac = mac
  fake.tv.identity.launcher = `${env.location.origin}${env.assetBase ?? '/'}`
  Object.assign(win, fake.host)
  attachKeyboardRemote(win, codesOf(TIZEN_KEYMAP, TIZEN_TV_KEYS), fake.controls.key)
  exposeFake(host, { family: 'tizen', type, controls: fake.controls, state: fake.tv })
}
