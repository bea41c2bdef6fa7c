// Runs the fake Philips raw WIXP server on 127.0.0.1 for trying ?bridge=wixp in a desktop browser:
//   npx tsx bridges/wixp/serveFakeWixp.ts [port]     (default 3004, the set's raw WIXP port)
// then open /v2/?bridge=wixp (or ?bridge=wixpv2&wixpPort=<port> for another port).
import { RAW_WIXP_PORT } from './wixpProtocol'
import { startFakeWixpServer } from './fakeWixpServer'

const port = Number(process.argv[2] ?? RAW_WIXP_PORT)
const server = await startFakeWixpServer({ port, latencyMs: 20 })
console.log(`fake Philips raw WIXP server on ws://127.0.0.1:${server.port}/`)
