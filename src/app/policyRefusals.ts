import { CSP_HOSTS_SETTING, type PolicyEvents } from '../../bridges/shared/policyRefusal'
import type { Logger } from '../services/logger'

/**
 * Says, once per origin, which address the page's Content-Security-Policy refused and the build setting
 * that allows it (scripts/csp.mjs, README "Configure"). The browser refuses it like a network failure: a
 * backend a TV bridge reaches on another host, a CDN or recording server the hotel uses, a poster host:
 * the guest sees an error or an empty picture, and the operator has only the browser's own line. WebSocket
 * refusals are the bridges' (their sockets say what is lost: bridges/shared/policyRefusal.ts).
 */
export function reportPolicyRefusals(page: PolicyEvents, log: Pick<Logger, 'error'>): () => void {
  const said = new Set<string>()
  const listener = (event: { blockedURI: string; violatedDirective?: string }) => {
    let origin: string
    try {
      const url = new URL(event.blockedURI)
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return
      origin = url.origin
    } catch {
      return // 'inline', 'eval': no address, nothing a setting allows
    }
    if (said.has(origin)) return
    said.add(origin)
    const directive = event.violatedDirective ? ` (${event.violatedDirective})` : ''
    log.error(
      `The page's Content-Security-Policy refused ${origin}${directive}. If the hotel uses it, build the ` +
        `portal with ${CSP_HOSTS_SETTING} including "${origin}" (docs/RELIABILITY.md, Content-Security-Policy).`,
    )
  }
  page.addEventListener('securitypolicyviolation', listener)
  return () => page.removeEventListener('securitypolicyviolation', listener)
}
