// Runs the fake Philips raw WIXP server on 127.0.0.1 for trying ?bridge=wixp in a desktop browser, and for
// the random walk on the Philips web platforms (scripts/walk.mjs WALK_PLATFORMS):
//   npx tsx bridges/wixp/serveFakeWixp.ts [port] [mac]   (default 3004, the set's raw WIXP port; the
//                                                        set's MAC, e.g. the demo hotel's room 101)
// then open /v2/?bridge=wixp (or ?bridge=wixpv2&wixpPort=<port> for another port).
import { RAW_WIXP_PORT } from './wixpProtocol'
import { startFakeWixpServer } from './fakeWixpServer'

/** the line scripts/walk.mjs waits for before it opens a page (it cannot import TypeScript) */
const FAKE_WIXP_READY = 'fake Philips raw WIXP server on'

const port = Number(process.argv[2] || RAW_WIXP_PORT)
const mac = process.argv[3]
const server = await startFakeWixpServer({ port, latencyMs: 20 })
if (mac) (server.tv.settings.NetworkStatus as Record<string, string>).MACAddress = mac
console.log(`${FAKE_WIXP_READY} ws://127.0.0.1:${server.port}/${mac ? ` (MAC ${mac})` : ''}`)
