// A TV bridge's WebSocket that the page's Content-Security-Policy refuses (scripts/csp.mjs): a deployment
// setting, not a network fault. The browser fails the connection like any other and writes its own console
// line; without this the bridge would try again on its timer for ever, each try refused, and the operator
// would see a TV that never hears its hotel server (Tizen) or never starts (Philips web). Found by the
// random walk on TV platforms (scripts/walk.mjs WALK_PLATFORMS).

/** what a page's policy refusal looks like: the document's securitypolicyviolation event */
export type PolicyViolation = { blockedURI: string; violatedDirective?: string }
export type PolicyEvents = {
  addEventListener(type: 'securitypolicyviolation', listener: (event: PolicyViolation) => void): void
  removeEventListener(type: 'securitypolicyviolation', listener: (event: PolicyViolation) => void): void
}

/** the build setting that lets the page open another origin (scripts/csp.mjs CSP_HOSTS_ENV) */
export const CSP_HOSTS_SETTING = 'PORTAL_CSP_HOSTS'

/** `url`'s origin as a policy source: ws://host:port */
export const policySource = (url: string): string => {
  const { protocol, host } = new URL(url)
  return `${protocol}//${host}`
}

/**
 * The operator's line: which socket, what is lost without it (`lost`), and the exact setting that
 * allows it.
 */
export function policyRefusedMessage(what: string, url: string, lost: string): string {
  return (
    `${what}: ${url} is refused by the page's Content-Security-Policy (connect-src), so ${lost}. Build the ` +
    `portal with ${CSP_HOSTS_SETTING}="${policySource(url)}" (docs/RELIABILITY.md, Content-Security-Policy).`
  )
}

const sameOrigin = (blocked: string, url: string): boolean => {
  try {
    const a = new URL(blocked)
    const b = new URL(url)
    return a.protocol === b.protocol && a.host === b.host
  } catch {
    return false // 'inline', 'eval' and other refusals that are no address
  }
}

/**
 * Calls `onRefused` once, the first time the page's policy refuses a connection to `url`'s origin;
 * returns the unsubscribe. Without `policy` (no document: unit tests, a worker) nothing is watched.
 */
export function watchPolicyRefusal(
  policy: PolicyEvents | null | undefined,
  url: string,
  onRefused: () => void,
): () => void {
  if (!policy) return () => undefined
  const listener = (event: PolicyViolation) => {
    if (!sameOrigin(event.blockedURI, url)) return
    policy.removeEventListener('securitypolicyviolation', listener)
    onRefused()
  }
  policy.addEventListener('securitypolicyviolation', listener)
  return () => policy.removeEventListener('securitypolicyviolation', listener)
}
