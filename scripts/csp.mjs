// Vite plugin (build only): the built page's Content-Security-Policy, as a <meta http-equiv> at the top
// of index.html (issue 20). What a hotel deployment needs and why: docs/RELIABILITY.md "Security".
//
// - Scripts only from the page's own origin: the boot bundle and vendor/hls.min.js. No inline script
//   (the build fails if one appears), no eval (no 'unsafe-eval'; nothing in the bundle needs it).
// - Styles from the origin plus the hash of each inline <style> of index.html (computed here from the
//   final HTML, so the page rules can stay inline).
// - Data (connect-src: the API, dictionaries, hls.js playlists and segments, Pixi's image fetches),
//   images and media from the origin, plus the hosts the hotel configures: PORTAL_CSP_HOSTS, a
//   space-separated list of origins (a backend that is not the page origin, CDN and recording-server
//   hosts, a Tizen bridge's WebSocket). Images also from data: and blob: (Pixi decodes SVG through
//   them; an image cannot run code); media from blob: (hls.js plays through Media Source URLs) and
//   data: (hls.js gives each subtitle's <track> the empty `data:,WEBVTT` and adds the cues itself: without
//   data: every subtitle chosen was refused and reported; a media load cannot run code, and a media URL
//   from the backend is never data:, src/services/overlays/validated.ts).
// - The Philips web set's raw WIXP server on loopback (ws://127.0.0.1:3004) in connect-src: the TV's own
//   command channel, nowhere else.
// - Workers from the origin and blob: (Pixi's image decoder and hls.js start theirs from blob URLs);
//   child-src repeats it for engines older than worker-src (Chromium < 59, docs/DEVICES.md).
// - Nothing else: no plugins, frames, forms or <base>.
import { createHash } from 'node:crypto'

export const CSP_HOSTS_ENV = 'PORTAL_CSP_HOSTS'

/**
 * The Philips web set's own raw WIXP server (adapters spec §7 Raw command channel, §9 port 3004;
 * bridges/wixp/wixpProtocol.ts RAW_WIXP_PORT): the TV itself, on loopback, where its bridge sends every
 * command (power, sources, volume, the tuner). Always allowed: without it no Philips web set starts under
 * the policy (found by a browser test of the production build on that platform). A set configured on
 * another port (its WIXP_PORT setting) needs that one in PORTAL_CSP_HOSTS.
 */
export const WIXP_SOURCE = 'ws://127.0.0.1:3004'

/** scheme://host[:port], nothing that could close or extend the policy */
const SOURCE = /^(https?|wss?):\/\/[a-z0-9.-]+(:\d{1,5})?$|^(https?|wss?):\/\/\[[0-9a-f:]+\](:\d{1,5})?$/i

/** The configured extra hosts; a value that is not a plain origin fails the build with its reason. */
export function cspHosts(value = '') {
  const hosts = value.split(/\s+/).filter(Boolean)
  for (const host of hosts)
    if (!SOURCE.test(host))
      throw new Error(`${CSP_HOSTS_ENV}: "${host}" is not an origin like https://cdn.example.com[:port]`)
  return hosts
}

/** The policy's directives, in order. */
export function cspDirectives({ hosts = [], styleHashes = [] } = {}) {
  const extra = hosts.length ? ` ${hosts.join(' ')}` : ''
  const hashes = styleHashes.map((hash) => ` 'sha256-${hash}'`).join('')
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src 'self'${hashes}`,
    `img-src 'self' data: blob:${extra}`,
    `media-src 'self' data: blob:${extra}`,
    `connect-src 'self' ${WIXP_SOURCE}${extra}`,
    `font-src 'self'`,
    `worker-src 'self' blob:`,
    `child-src 'self' blob:`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'none'`,
  ]
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64')

/** index.html with the policy at the top of <head>; throws on an inline script or event handler. */
export function withContentSecurityPolicy(html, hosts = []) {
  const inlineScript = /<script\b(?![^>]*\bsrc=)[^>]*>/i.exec(html)
  if (inlineScript) throw new Error(`CSP: index.html has an inline script (${inlineScript[0]})`)
  const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html)
  if (handler) throw new Error(`CSP: index.html has an inline event handler (${handler[0]})`)
  const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) =>
    sha256(match[1]),
  )
  const policy = cspDirectives({ hosts, styleHashes }).join('; ')
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`
  // right after the charset (which must come first), before every style and script it governs
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.test(html) ? /<meta charset="[^"]*"\s*\/?>/i : /<head>/i
  if (!anchor.test(html)) throw new Error('CSP: index.html has no <head>')
  return html.replace(anchor, (found) => `${found}\n    ${meta}`)
}

export function contentSecurityPolicy(env = process.env) {
  const hosts = cspHosts(env[CSP_HOSTS_ENV])
  return {
    name: 'content-security-policy',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === 'asset' && file.fileName.endsWith('.html'))
          file.source = withContentSecurityPolicy(String(file.source), hosts)
    },
  }
}
