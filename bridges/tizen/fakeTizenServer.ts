// The hotel side of the Tizen inbound WebSocket (adapters spec §7), as a real local server: it sends
// FORWARD_MESSAGE_RECIEVED frames with a base64 JSON message, and newMessage. Node only (tests).
import { startWebSocketServer, type NodeWebSocketServer } from '../shared/nodeWebSocket'
import { FORWARD_MESSAGE, NEW_MESSAGE } from './inboundSocket'

export type FakeTizenServer = NodeWebSocketServer & {
  forward(base64: string): void
  newMessage(): void
  /** frames the portal sent (none are expected; kept for assertions) */
  received: string[]
}

export async function startFakeTizenServer(port = 0): Promise<FakeTizenServer> {
  const received: string[] = []
  const server = await startWebSocketServer({ port, onMessage: (_connection, text) => received.push(text) })
  const broadcast = (text: string) => server.connections().forEach((connection) => connection.send(text))
  return Object.assign(server, {
    received,
    forward: (base64: string) => broadcast(JSON.stringify({ type: FORWARD_MESSAGE, message: base64 })),
    newMessage: () => broadcast(JSON.stringify({ type: NEW_MESSAGE })),
  })
}
