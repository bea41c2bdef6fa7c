// What the hcap bridge asks of the TV once at start (adapters spec §9 Hcap setup, §7 hcap device calls):
// hotel mode in limited mode, the six properties, the key table (our keys to the application, the TV's
// own keys left alone) and the TCP and UDP daemons on the data port 4000 for inbound messages; and the
// clear of user data (§6), which lowers security_level for the clear (§9).
import type { BridgeLog } from '../contract'
import { hcapCall, type Hcap } from './hcapApi'
import { HCAP_KEYMAP, KEY_ITEM_TO_APPLICATION } from './keyMap'

/** adapters spec §9: data port (TCP and UDP) */
export const DATA_PORT = 4000

/** adapters spec §9 Hcap setup: hotel mode enabled in limited mode */
export const HOTEL_MODE = {
  enable: true,
  limitedMode: { enable: true, setupMenu: false, programChange: false, menuDisplay: false, osdDisplay: true },
} as const

/** adapters spec §9 Hcap setup: "security_level 2 (1 on data clear)" */
export const SECURITY_LEVEL_KEY = 'security_level'
export const SECURITY_LEVEL_NORMAL = '2'
export const SECURITY_LEVEL_DATA_CLEAR = '1'

/** adapters spec §9 Hcap setup properties (security_level is 1 while data is cleared: clearHcapData) */
export const SETUP_PROPERTIES: ReadonlyArray<readonly [string, string]> = [
  ['instant_power', '1'],
  [SECURITY_LEVEL_KEY, SECURITY_LEVEL_NORMAL],
  ['tv_channel_control', '0'],
  ['wifi_screen_share', '1'],
  ['tv_channel_attribute_floating_ui', '0'],
  ['boot_sequence_option', '1'],
]

/** One hcap step that may fail: true when it succeeded, false (logged as `what failed`) when not. */
export const attempt = (log: BridgeLog, what: string, run: () => Promise<unknown>): Promise<boolean> =>
  run().then(
    () => true,
    (error: unknown) => (log.warn(`${what} failed`, error), false),
  )

/** Every step is attempted; a failing one is logged (a TV model without a property still boots). */
export async function setUpHcap(hcap: Hcap, log: BridgeLog): Promise<void> {
  const step = (what: string, run: () => Promise<unknown>) => attempt(log, `hcap setup: ${what}`, run)
  await step('hotel mode', () => hcapCall(hcap.property.setHotelMode, { hotelMode: HOTEL_MODE }))
  for (const [key, value] of SETUP_PROPERTIES)
    await step(key, () => hcapCall(hcap.property.setProperty, { key, value }))
  await step('key table', async () => {
    await hcapCall(hcap.key.clearKeyTable)
    for (const code of Object.keys(HCAP_KEYMAP).map(Number))
      await hcapCall(hcap.key.addKeyItem, {
        keycode: code,
        virtualKeycode: code,
        attribute: KEY_ITEM_TO_APPLICATION,
      })
  })
  await step('TCP daemon', () => hcapCall(hcap.socket.openTcpDaemon, { port: DATA_PORT }))
  await step('UDP daemon', () => hcapCall(hcap.socket.openUdpDaemon, { port: DATA_PORT }))
}

/**
 * adapters spec §6 Clear user data on hcap, the platform's own path: security_level 1 for the clear
 * (§9 "1 on data clear"), the set's guest-data clear (hcap.checkout.requestCheckout), then
 * security_level 2 again — whatever the clear answered. Never rejects: a failed step is logged and the
 * answer is false; when the level cannot be lowered nothing is cleared.
 */
export async function clearHcapData(hcap: Hcap, log: BridgeLog): Promise<boolean> {
  const level = (value: string) =>
    attempt(log, `hcap clear data: ${SECURITY_LEVEL_KEY} ${value}`, () =>
      hcapCall(hcap.property.setProperty, { key: SECURITY_LEVEL_KEY, value }),
    )
  if (!(await level(SECURITY_LEVEL_DATA_CLEAR))) return false
  const cleared = await attempt(log, 'hcap clear data: requestCheckout', () =>
    hcapCall(hcap.checkout?.requestCheckout),
  )
  await level(SECURITY_LEVEL_NORMAL)
  return cleared
}
