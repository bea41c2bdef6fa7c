import { HttpResponse } from 'msw'

// Small helpers shared by the handlers: lenient body reading (real TVs send JSON, some firmware
// form-encoded bodies) and lenient scalars, as docs/BACKEND-API.md promises.

export type Body = Record<string, unknown>

/** msw path pattern for a path on any origin. */
export const on = (path: string): string => `*${path}`

export const json = (body: unknown, status = 200): Response => HttpResponse.json(body as never, { status })

export const failure = (status: number, message: string): Response => json({ message }, status)

/** The request body as an object: JSON, form-encoded, or {} when empty or unreadable. */
export async function readBody(request: Request): Promise<Body> {
  const parsed = await parseBody(request)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Body) : {}
}

/** The body as sent: parsed JSON, form fields, the raw text, or null when empty. */
export async function parseBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null
  const text = await request.clone().text()
  if (text === '') return null
  // JSON first whatever the declared type: PHP-era clients post JSON as form-urlencoded.
  try {
    return JSON.parse(text) as unknown
  } catch {
    const type = request.headers.get('content-type') ?? ''
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(text))
    return text
  }
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams)
}

export function str(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' || value === 'null' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

export function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

export function flag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true
  if (value === false || value === 0 || value === '0' || value === 'false') return false
  return null
}

export const ok = (): Response => json({ success: true })
