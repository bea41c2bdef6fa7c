import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types
import { cspDirectives, cspHosts, withContentSecurityPolicy } from './csp.mjs'

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8" /><style>a{b:c}</style></head><body></body></html>'

describe('issue 20: the built page Content-Security-Policy (scripts/csp.mjs)', () => {
  it('allows scripts from the page origin only: no inline script, no eval', () => {
    const policy = (cspDirectives() as string[]).join('; ')
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
    expect(policy).toContain("object-src 'none'")
  })

  it('adds the configured hosts to data, image and media sources, nowhere else', () => {
    const directives = cspDirectives({
      hosts: ['https://cdn.example.com', 'http://10.0.0.5:8080'],
    }) as string[]
    const with_ = directives.filter((d) => d.includes('https://cdn.example.com http://10.0.0.5:8080'))
    expect(with_.map((d) => d.split(' ')[0])).toEqual(['img-src', 'media-src', 'connect-src'])
  })

  it("lets the page reach the Philips web set's own raw WIXP server on loopback, for data only", async () => {
    const { RAW_WIXP_PORT } = await import('../bridges/wixp/wixpProtocol')
    const directives = cspDirectives() as string[]
    const source = `ws://127.0.0.1:${RAW_WIXP_PORT}`
    expect(directives.filter((d) => d.includes(source))).toEqual([`connect-src 'self' ${source}`])
  })

  it('refuses a configured host that is not a plain origin (it could extend the policy)', () => {
    expect(cspHosts(' https://cdn.example.com  wss://tv.hotel:8080 ')).toEqual([
      'https://cdn.example.com',
      'wss://tv.hotel:8080',
    ])
    for (const bad of [
      "'unsafe-eval'",
      'https://x.com; script-src *',
      '*',
      'javascript:',
      'https://a.com/path',
    ])
      expect(() => cspHosts(bad)).toThrow(/PORTAL_CSP_HOSTS/)
  })

  it('puts the policy right after the charset with the hash of each inline style', () => {
    const html = withContentSecurityPolicy(PAGE) as string
    expect(html).toMatch(/<meta charset="UTF-8" \/>\n\s*<meta http-equiv="Content-Security-Policy"/)
    // sha256 of 'a{b:c}'
    expect(html).toContain("style-src 'self' 'sha256-0cRUVYRKwNwnl1hkfkPGjkht16b039TjFdJzmXfFK2o='")
  })

  it('fails the build on an inline script or an inline event handler', () => {
    expect(() => withContentSecurityPolicy(PAGE.replace('</head>', '<script>x()</script></head>'))).toThrow(
      /inline script/,
    )
    expect(() => withContentSecurityPolicy(PAGE.replace('<body>', '<body onload="x()">'))).toThrow(
      /event handler/,
    )
    expect(() =>
      withContentSecurityPolicy(PAGE.replace('</head>', '<script src="/a.js"></script></head>')),
    ).not.toThrow()
  })
})
