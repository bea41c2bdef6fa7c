// A small RFC 6455 WebSocket server and client for Node (text frames, close, ping), so the fakes of the
// platforms that speak a socket protocol (the Tizen inbound socket, the Philips WIXP channel) are real
// local servers, and the bridges under test connect to them with the browser's WebSocket interface.
// Test and fake support only: it imports Node modules and is never part of the portal bundle.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'
const OP = { text: 0x1, close: 0x8, ping: 0x9, pong: 0xa } as const

function frame(opcode: number, payload: Buffer, mask: boolean): Buffer {
  const length = payload.length
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10
  const out = Buffer.alloc(header + (mask ? 4 : 0) + length)
  out[0] = 0x80 | opcode
  out[1] = (mask ? 0x80 : 0) | (length < 126 ? length : length < 65_536 ? 126 : 127)
  if (length >= 126 && length < 65_536) out.writeUInt16BE(length, 2)
  else if (length >= 65_536) out.writeBigUInt64BE(BigInt(length), 2)
  let body = payload
  if (mask) {
    const key = randomBytes(4)
    key.copy(out, header)
    body = Buffer.from(payload.map((byte, index) => byte ^ (key[index % 4] ?? 0)))
  }
  body.copy(out, header + (mask ? 4 : 0))
  return out
}

/** Reads whole frames from a socket; calls back with opcode and unmasked payload. */
function readFrames(socket: Socket, onFrame: (opcode: number, payload: Buffer) => void) {
  let buffer = Buffer.alloc(0)
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk])
    for (;;) {
      if (buffer.length < 2) return
      const opcode = (buffer[0] ?? 0) & 0x0f
      const masked = ((buffer[1] ?? 0) & 0x80) !== 0
      let length = (buffer[1] ?? 0) & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffer.length < 4) return
        length = buffer.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffer.length < 10) return
        length = Number(buffer.readBigUInt64BE(2))
        offset = 10
      }
      const keyLength = masked ? 4 : 0
      if (buffer.length < offset + keyLength + length) return
      const key = buffer.subarray(offset, offset + keyLength)
      const payload = Buffer.from(buffer.subarray(offset + keyLength, offset + keyLength + length))
      if (masked) for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (key[i % 4] ?? 0)
      buffer = buffer.subarray(offset + keyLength + length)
      onFrame(opcode, payload)
    }
  })
}

export type ServerConnection = {
  send(text: string): void
  close(): void
  request: IncomingMessage
}

export type NodeWebSocketServer = {
  port: number
  connections: () => readonly ServerConnection[]
  close(): Promise<void>
}

/** A WebSocket server on 127.0.0.1 (port 0: any free port). */
export function startWebSocketServer(options: {
  port?: number
  path?: string
  onConnection?: (connection: ServerConnection) => void
  onMessage: (connection: ServerConnection, text: string) => void
}): Promise<NodeWebSocketServer> {
  const open = new Set<ServerConnection>()
  const sockets = new Set<Socket>()
  const server = createServer((_request, response) => response.writeHead(426).end())
  server.on('upgrade', (req: IncomingMessage, socket: Socket) => {
    const key = req.headers['sec-websocket-key']
    if (typeof key !== 'string' || (options.path && !req.url?.startsWith(options.path)))
      return socket.destroy()
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    sockets.add(socket)
    const connection: ServerConnection = {
      request: req,
      send: (text) => void (socket.writable && socket.write(frame(OP.text, Buffer.from(text), false))),
      close: () => socket.end(frame(OP.close, Buffer.alloc(0), false)),
    }
    open.add(connection)
    socket.on('close', () => {
      open.delete(connection)
      sockets.delete(socket)
    })
    socket.on('error', () => socket.destroy())
    readFrames(socket, (opcode, payload) => {
      if (opcode === OP.text) options.onMessage(connection, payload.toString('utf8'))
      else if (opcode === OP.ping) socket.write(frame(OP.pong, payload, false))
      else if (opcode === OP.close) socket.end()
    })
    options.onConnection?.(connection)
  })
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        connections: () => [...open],
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}

/** The browser's WebSocket interface (the members the bridges use), over Node's http upgrade. */
export class NodeWebSocket {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 3
  readyState = NodeWebSocket.CONNECTING
  onopen: (() => void) | null = null
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: (() => void) | null = null
  onerror: ((event: { message: string }) => void) | null = null
  private socket: Socket | null = null

  constructor(readonly url: string) {
    const target = new URL(url)
    const req = request({
      host: target.hostname,
      port: Number(target.port || 80),
      path: `${target.pathname}${target.search}`,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
    })
    req.on('upgrade', (_response, socket: Socket) => {
      this.socket = socket
      this.readyState = NodeWebSocket.OPEN
      readFrames(socket, (opcode, payload) => {
        if (opcode === OP.text) this.onmessage?.({ data: payload.toString('utf8') })
        else if (opcode === OP.close) socket.end()
      })
      socket.on('close', () => this.closed())
      socket.on('error', () => socket.destroy())
      this.onopen?.()
    })
    req.on('error', (error) => {
      this.onerror?.({ message: error.message })
      this.closed()
    })
    req.on('response', () => this.closed())
    req.end()
  }

  send(text: string): void {
    if (this.readyState !== NodeWebSocket.OPEN || !this.socket) throw new Error('WebSocket is not open')
    this.socket.write(frame(OP.text, Buffer.from(text), true))
  }

  close(): void {
    if (this.socket) this.socket.end(frame(OP.close, Buffer.alloc(0), true))
    this.closed()
  }

  private closed() {
    if (this.readyState === NodeWebSocket.CLOSED) return
    this.readyState = NodeWebSocket.CLOSED
    this.onclose?.()
  }
}
