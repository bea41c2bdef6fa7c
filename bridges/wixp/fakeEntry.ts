// A Philips web set in a desktop browser (?bridge=wixp or wixpv2): the set's side is the fake raw WIXP
// server, a real local server (`npx tsx bridges/wixp/serveFakeWixp.ts`, or the browser tests' own);
// ?wixpPort= points the bridge at it. In the page, the keyboard becomes the Philips remote.
import type { BridgeEnv } from '../contract'
import { attachKeyboardRemote, codesOf, exposeFake } from '../shared/fakePage'
import { PHILIPS_KEYMAP } from './keyMap'
import { WIXP_PORT_KEY } from './wixpProtocol'

export const WIXP_PORT_PARAM = 'wixpPort'

export function installFake(host: object, env: BridgeEnv, type: string): void {
  const doc = env.document
  if (!doc) return
  const port = new URLSearchParams(env.location.search).get(WIXP_PORT_PARAM)
  if (port) env.storage.setItem(WIXP_PORT_KEY, port)
  const press = (keyCode: number) => doc.dispatchEvent(Object.assign(new Event('keydown'), { keyCode }))
  attachKeyboardRemote(host as Window, codesOf(PHILIPS_KEYMAP), press)
  exposeFake(host, { family: 'wixp', type, controls: { key: press }, state: { port: port ?? 'default' } })
}
