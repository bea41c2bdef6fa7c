// A Samsung hotel TV faked in a desktop browser (?bridge=samsung): the fake plugin objects planted as
// <object> elements under the ids the bridge looks up, the keyboard as the remote.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { createFakeSamsung } from './fakeSamsung'
import { SAMSUNG_KEYMAP } from './keyMap'
import { PLUGIN_IDS } from './samsungApi'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const doc = env.document
  if (!doc || doc.getElementById(PLUGIN_IDS.hotel)) return // a real set has its plugins
  const fake = createFakeSamsung({ keyTarget: doc })
  const mac = macOverride(env)
  if (mac) fake.tv.identity.mac = mac
  fake.plant(doc)
  const codes = codesOf(SAMSUNG_KEYMAP, { volume_up: 7, volume_down: 11, mute: 27, power: 76 })
  attachKeyboardRemote(host as Window, codes, fake.controls.key)
  exposeFake(host, { family: 'samsung', type, controls: fake.controls, state: fake.tv })
}
