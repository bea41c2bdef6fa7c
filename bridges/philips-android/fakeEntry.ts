// A Philips Android set faked in a desktop browser (?bridge=philips-android): the native PhilipsTV
// object, the keyboard as the remote.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { PHILIPS_KEYMAP } from '../wixp/keyMap'
import { createFakePhilipsAndroid } from './fakePhilipsAndroid'
import type { PhilipsHost } from './philipsApi'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const doc = env.document
  if ((host as PhilipsHost).PhilipsTV || !doc) return // the set injected the real bridge
  const fake = createFakePhilipsAndroid({ host: host as PhilipsHost, keyTarget: doc })
  const mac = macOverride(env)
  if (mac) fake.set.properties.mac = mac
  attachKeyboardRemote(host as Window, codesOf(PHILIPS_KEYMAP), fake.controls.key)
  exposeFake(host, { family: 'philips-android', type, controls: fake.controls, state: fake.set })
}
