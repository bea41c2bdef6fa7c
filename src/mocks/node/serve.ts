import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getResponse } from 'msw'
import { createHandlers } from '../handlers'
import type { HandlerOptions } from '../handlers'
import { createDemoState } from '../state'
import { channelCountFromEnv } from '../fixtures/channels'
import type { DemoState } from '../state'

export type DemoBackendOptions = HandlerOptions & {
  /** 0 picks a free port; default DEMO_BACKEND_PORT or 5180 */
  port?: number
  /** default 127.0.0.1 (loopback only) */
  host?: string
  /** share a state with the caller (tests, scripts); a fresh one otherwise */
  state?: DemoState
}

export type DemoBackend = { url: string; state: DemoState; close(): Promise<void> }

// The portal may run on another origin (Vite on :5173, a TV loading /v2/ from elsewhere).
const CORS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'Access-Control-Max-Age': '600',
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of message) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function toFetchRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(message.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  // HEAD is answered by the GET handlers; the body is dropped when writing the reply.
  const method = message.method === 'HEAD' ? 'GET' : (message.method ?? 'GET')
  const body = method === 'GET' ? null : await readBody(message)
  return new Request(new URL(message.url ?? '/', origin), {
    method,
    headers,
    ...(body && body.byteLength > 0 ? { body: new Uint8Array(body).buffer } : {}),
  })
}

async function writeReply(
  message: IncomingMessage,
  reply: ServerResponse,
  response: Response,
): Promise<void> {
  // A fault with status 0 asks for "no reply": drop the connection like a dead backend would.
  if (response.type === 'error') {
    reply.destroy()
    return
  }
  const headers: Record<string, string> = { ...CORS }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  if (!('content-length' in headers)) headers['content-length'] = String(bytes.byteLength)
  reply.writeHead(response.status, headers)
  reply.end(message.method === 'HEAD' ? undefined : bytes)
}

function handler(state: DemoState, options: HandlerOptions, origin: () => string) {
  const handlers = createHandlers(state, options)
  return async (message: IncomingMessage, reply: ServerResponse): Promise<void> => {
    try {
      if (message.method === 'OPTIONS') {
        const requested = message.headers['access-control-request-headers']
        reply.writeHead(204, { ...CORS, 'Access-Control-Allow-Headers': requested ?? '*' })
        reply.end()
        return
      }
      const request = await toFetchRequest(message, origin())
      const response =
        (await getResponse(handlers, request)) ?? Response.json({ message: 'Not Found' }, { status: 404 })
      await writeReply(message, reply, response)
    } catch (error) {
      if (reply.headersSent) return void reply.destroy()
      reply.writeHead(500, { ...CORS, 'content-type': 'application/json' })
      reply.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }))
    }
  }
}

/** Starts the demo hotel backend on a real HTTP server (loopback by default). */
export function startDemoBackend(options: DemoBackendOptions = {}): Promise<DemoBackend> {
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? Number(process.env['DEMO_BACKEND_PORT'] ?? 5180)
  // DEMO_CHANNEL_COUNT=5000 pads the line-up for the perf harness (docs/BACKEND-API.md)
  const state =
    options.state ??
    createDemoState(Date.now, { channelCount: channelCountFromEnv(process.env['DEMO_CHANNEL_COUNT']) })
  let url = ''
  const handlerOptions: HandlerOptions =
    options.assetsDir === undefined ? {} : { assetsDir: options.assetsDir }
  const server: Server = createServer(handler(state, handlerOptions, () => url))
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address() as AddressInfo
      url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`
      resolvePromise({
        url,
        state,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

const runDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (runDirectly) {
  startDemoBackend().then(
    (backend) => {
      console.log(`Demo hotel backend: ${backend.url}`)
      console.log(`Front desk:         ${backend.url}frontdesk/`)
      console.log(`Test controls:      ${backend.url}__demo/ (reset, faults, requests, device)`)
    },
    (error: unknown) => {
      console.error('Demo hotel backend could not start:', error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
