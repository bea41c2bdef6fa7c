// A Playmore box faked in a desktop browser (?bridge=playmore or playmoreatv): the wrapper's Device and
// Platform objects, the keyboard as the remote.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { createFakePlaymore } from './fakePlaymore'
import type { PlaymoreHost } from './playmoreApi'
import { PLAYMORE_KEYMAP, PLAYMORE_VOLUME_KEYS } from './keyMap'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const doc = env.document
  if ((host as PlaymoreHost).Device || !doc) return // the wrapper injected the real bridge
  const fake = createFakePlaymore({
    host: host as PlaymoreHost,
    keyTarget: doc,
    steps: type === 'playmore' ? 15 : 25,
  })
  const mac = macOverride(env)
  if (mac) fake.box.properties.mac = mac
  attachKeyboardRemote(host as Window, codesOf(PLAYMORE_KEYMAP, PLAYMORE_VOLUME_KEYS), fake.controls.key)
  exposeFake(host, { family: 'playmore', type, controls: fake.controls, state: fake.box })
}
