// The LG set faked in a desktop browser (?bridge=hcap): `window.hcap` from the fake, events on the
// page's document, the keyboard as the LG remote; window.__fakePlatform holds its controls.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake, macOverride } from '../shared/fakePage'
import { createFakeHcap } from './fakeHcap'
import { HCAP_KEYMAP, HCAP_TV_KEYS } from './keyMap'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const win = host as Window & { hcap?: unknown }
  if (win.hcap || !env.document) return // a real set: its own hcap
  const fake = createFakeHcap({ target: env.document })
  const mac = macOverride(env)
  if (mac) {
    for (const device of fake.tv.network) device.mac = mac
    fake.tv.networkInformation.mac = mac
  }
  win.hcap = fake.hcap
  // the set's own keys too: volume (+/-), mute (x), power (p)
  attachKeyboardRemote(win, codesOf(HCAP_KEYMAP, HCAP_TV_KEYS), (code) => fake.controls.key(code))
  exposeFake(host, { family: 'hcap', type, controls: fake.controls, state: fake.tv })
}
