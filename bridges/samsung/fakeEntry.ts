// A Samsung hotel TV faked in a desktop browser (?bridge=samsung): the fake plugin objects planted as
// <object> elements under the ids the bridge looks up, the keyboard as the remote.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { createFakeSamsung } from './fakeSamsung'
import { SAMSUNG_KEYMAP, SAMSUNG_TV_KEYS } from './keyMap'
import { PLUGIN_IDS } from './samsungApi'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const doc = env.document
  if (!doc || doc.getElementById(PLUGIN_IDS.hotel)) return // a real set has its plugins
  const fake = createFakeSamsung({ keyTarget: doc })
  const mac = macOverride(env)
  if (mac) fake.tv.identity.mac = mac
  fake.plant(doc)
  attachKeyboardRemote(host as Window, codesOf(SAMSUNG_KEYMAP, SAMSUNG_TV_KEYS), fake.controls.key)
  exposeFake(host, { family: 'samsung', type, controls: fake.controls, state: fake.tv })
}
