import { describe, expect, it, vi } from 'vitest'
import { createThemeLoader } from './theme'

function loader(reply: { status?: number; body: string } | Error) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const fetch = vi.fn(async (_url: string) => {
    if (reply instanceof Error) throw reply
    return new Response(reply.body, { status: reply.status ?? 200 }) as Response & { url: string }
  })
  return { load: createThemeLoader({ base: '/v2/', log, fetch }), log, fetch }
}

describe('theme from the v2 host (portal spec §3 Theme, §4 Boot, §7)', () => {
  it('fetches theme.json from the v2 host and decodes colours, font sizes and options', async () => {
    const f = loader({
      body: JSON.stringify({
        font: { family: 'Noto Sans', size: 19, large: '32' },
        color: { primary: '#3aa6d8', surface: '#0a2233', border: '#abc' },
        options: { animate: 'false', outline: true, scale: 1 },
      }),
    })
    expect(await f.load()).toEqual({
      font: { family: 'Noto Sans', size: 19, large: 32 },
      color: { primary: 0x3aa6d8, surface: 0x0a2233, border: 0xaabbcc },
      options: { animate: false, outline: true, scale: 1 },
    })
    expect(f.fetch.mock.calls[0]?.[0]).toBe('/v2/theme.json')
  })

  it('leaves out a value that does not decode, logged, and keeps the rest', async () => {
    const f = loader({ body: JSON.stringify({ color: { primary: 'gold', onSurface: '#ffffff' }, font: [] }) })
    expect(await f.load()).toEqual({ font: {}, color: { onSurface: 0xffffff }, options: {} })
    expect(f.log.warn).toHaveBeenCalledWith(expect.stringContaining('theme.color.primary'), undefined)
  })

  it('ignores a missing theme file (failures ignored)', async () => {
    const f = loader({ status: 404, body: 'Not Found' })
    expect(await f.load()).toBeNull()
    expect(f.log.warn).toHaveBeenCalled()
  })

  it('ignores a file that is not JSON or not an object', async () => {
    expect(await loader({ body: '<!doctype html>' }).load()).toBeNull()
    expect(await loader({ body: '[1,2]' }).load()).toBeNull()
  })

  it('ignores a network failure', async () => {
    expect(await loader(new Error('offline')).load()).toBeNull()
  })
})
