// The harness's one loopback origin: the peer pages (perf build), the portal's production build under
// /v2/, generated slideshow images under /img/, a blank page, and everything else proxied to the demo
// hotel backend (as the portal reaches a real backend beside /v2/). No compression, no caching headers.
import { spawn } from 'node:child_process'
import { createServer, request as httpRequest } from 'node:http'
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** A 1280×720 RGB PNG, a different diagonal gradient and stripe pattern per k (slideshow images). */
export function slidePng(k, width = 1280, height = 720) {
  const chunk = (type, data) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'ascii')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height)
  const hue = (k * 47) % 256
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < width; x++) {
      const stripe = ((x + y + k * 13) >> 5) & 1
      const at = row + 1 + x * 3
      raw[at] = (hue + (x >> 3)) & 255
      raw[at + 1] = ((y >> 2) + k * 29) & 255
      raw[at + 2] = stripe ? 200 : 60
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function sendFile(response, root, path) {
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
  response.end(readFileSync(file))
}

/**
 * Serves `pagesDir` at /, `portalDir` at /v2/, /img/<k>.png, /__blank, and proxies the rest to
 * `backendPort` (when given). Resolves to the server; port 0 picks a free one.
 */
export function serve({ pagesDir, portalDir, backendPort, port = 0 }) {
  const images = new Map()
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const path = decodeURIComponent(url.pathname)
    if (path === '/__blank') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>blank</title>')
      return
    }
    // /img/<k>.png: 1280×720 (the slideshow); /img/<k>-<w>x<h>.png: another size (the Home icons)
    const image = /^\/img\/(\d+)(?:-(\d{1,4})x(\d{1,4}))?\.png$/.exec(path)
    if (image) {
      const [, k, width = '1280', height = '720'] = image
      const key = `${k}-${width}x${height}`
      if (!images.has(key)) images.set(key, slidePng(Number(k), Number(width), Number(height)))
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' })
      response.end(images.get(key))
      return
    }
    // the hotel's theme file on the v2 host comes from the backend (portal spec §7), like in development
    if (path.startsWith('/v2/') && path !== '/v2/theme.json') {
      if (!portalDir) return void response.writeHead(404).end()
      // the portal's router owns every path below /v2/: unknown files get index.html (SPA fallback)
      const rest = path.slice(3)
      const file = join(portalDir, rest)
      return sendFile(response, portalDir, existsSync(file) && !rest.endsWith('/') ? rest : '/')
    }
    if (/^\/(pixi|dom|lightning|base|assets|shared)\//.test(path) || path === '/')
      return sendFile(response, pagesDir, path)
    if (!backendPort) return void response.writeHead(404).end()
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: backendPort,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers)
        reply.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  return new Promise((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done(server))
  })
}

/**
 * Starts the demo hotel backend (src/mocks/node/serve.ts) on `port` with `env`; resolves when it listens.
 * `bundle`: the backend bundled into one Node file (perf/gpu/pack.sh), run by this Node instead of tsx.
 */
export function startBackend(root, port, env = {}, bundle = null) {
  const [command, args] = bundle
    ? [process.execPath, [bundle]]
    : [join(root, 'node_modules', '.bin', 'tsx'), ['src/mocks/node/serve.ts']]
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env, DEMO_BACKEND_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk) => (errors += chunk))
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`demo backend did not start in 60 s: ${errors}`)), 60_000)
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Demo hotel backend')) {
        clearTimeout(timer)
        done({ stop: () => child.kill('SIGTERM') })
      }
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      fail(new Error(`demo backend exited with ${code}: ${errors}`))
    })
  })
}
