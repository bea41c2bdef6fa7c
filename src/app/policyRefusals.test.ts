import { describe, expect, it, vi } from 'vitest'
import { reportPolicyRefusals } from './policyRefusals'

function page() {
  const target = new EventTarget()
  const refuse = (blockedURI: string, violatedDirective = 'connect-src') =>
    target.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation'), { blockedURI, violatedDirective }),
    )
  const events = {
    addEventListener: (type: 'securitypolicyviolation', listener: (event: never) => void) =>
      target.addEventListener(type, listener as unknown as EventListener),
    removeEventListener: (type: 'securitypolicyviolation', listener: (event: never) => void) =>
      target.removeEventListener(type, listener as unknown as EventListener),
  }
  return { events, refuse }
}

describe('reportPolicyRefusals: an address the page policy refuses is named with its setting', () => {
  it('logs each refused origin once, as an error naming PORTAL_CSP_HOSTS and the origin', () => {
    const { events, refuse } = page()
    const log = { error: vi.fn() }
    reportPolicyRefusals(events, log)
    refuse('https://cdn.example-hotel.com/posters/1.jpg', 'img-src')
    refuse('https://cdn.example-hotel.com/posters/2.jpg', 'img-src')
    refuse('http://10.0.0.5:8080/api/get/config')
    expect(log.error).toHaveBeenCalledTimes(2)
    expect(log.error.mock.calls[0]?.[0]).toContain(
      'refused https://cdn.example-hotel.com (img-src). If the hotel uses it, build the portal with ' +
        'PORTAL_CSP_HOSTS including "https://cdn.example-hotel.com"',
    )
    expect(log.error.mock.calls[1]?.[0]).toContain('"http://10.0.0.5:8080"')
  })

  it('leaves refusals with no address, and the bridges’ sockets (they say what is lost), to others', () => {
    const { events, refuse } = page()
    const log = { error: vi.fn() }
    const stop = reportPolicyRefusals(events, log)
    refuse('inline', 'script-src-elem')
    refuse('eval', 'script-src')
    refuse('ws://10.0.0.5:8088/')
    refuse('data')
    expect(log.error).not.toHaveBeenCalled()
    stop()
    refuse('https://cdn.example-hotel.com/a.jpg', 'img-src')
    expect(log.error).not.toHaveBeenCalled()
  })
})
