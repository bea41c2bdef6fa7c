import { readFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpResponse } from 'msw'

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
}

export const contentType = (file: string): string =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

/** Where the committed assets and the front-desk page live, relative to this module. */
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('../../../assets/', import.meta.url))
export const FRONTDESK_DIR = fileURLToPath(new URL('../frontdesk/', import.meta.url))

/** A response for a file under `root`; null when the path escapes root or the file is missing. */
export async function serveFile(
  root: string,
  relative: string,
  cache = 'public, max-age=300',
): Promise<Response | null> {
  const base = resolve(root)
  const path = resolve(join(base, relative))
  if (path !== base && !path.startsWith(base + sep)) return null
  try {
    const bytes = await readFile(path)
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': contentType(path),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': cache,
      },
    })
  } catch {
    return null
  }
}

export async function readText(root: string, relative: string): Promise<string | null> {
  try {
    return await readFile(join(root, relative), 'utf8')
  } catch {
    return null
  }
}
