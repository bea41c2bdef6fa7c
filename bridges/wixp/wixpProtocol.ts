// The Philips raw command channel (adapters spec §7): JSON commands with Svc (WIXP or
// WebListeningServices), SvcVer (4.0 on Philips web, 4.7 on the later variant), Cookie, CmdType (Request or
// Change), Fun and CommandDetails; replies carry the request's cookie (each kind of command has its own
// fixed cookie, so one of a kind is in flight at a time); an Error reply names the causing function.

export type WixpCommand = {
  Svc: 'WIXP' | 'WebListeningServices'
  SvcVer: string
  Cookie: number
  CmdType: 'Request' | 'Change' | 'Response'
  Fun: string
  CommandDetails?: Record<string, unknown>
}

/** adapters spec §7 Cookies */
export const COOKIE = {
  PROPERTIES: 1010,
  PROPERTY: 1011,
  POWER: 1012,
  GUEST: 1013,
  SOURCE: 1014,
  APPS: 1015,
  APP: 1016,
  USERINPUTS: 1017,
  PLAY: 1030,
  STOP: 1031,
  AUDIO: 1032,
  SUBTITLE: 1033,
  STATUS: 1034,
} as const

export const SVC_VERSION = { wixp: '4.0', wixpv2: '4.7' } as const
/** adapters spec §9: raw WIXP server port, heartbeat every 6 s */
export const RAW_WIXP_PORT = 3004
export const HEARTBEAT_MS = 6000
/** the Fun of an error reply; its details name the causing function */
export const ERROR_FUN = 'Error'
export const WIXP_PORT_KEY = 'WIXP_PORT'

/** a CommandDetails value as text ('' when the set sent none or something else) */
export const detailText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
/** a CommandDetails value as a record ({} when it is not one) */
export const detailRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

export class WixpError extends Error {
  constructor(
    message: string,
    readonly fun: string,
  ) {
    super(message)
  }
}

export function parseWixp(text: unknown): WixpCommand | null {
  if (typeof text !== 'string') return null
  try {
    const value = JSON.parse(text) as Partial<WixpCommand>
    if (typeof value.Fun !== 'string' || value.Cookie === undefined) return null
    return { ...value, Cookie: Number(value.Cookie) } as WixpCommand
  } catch {
    return null
  }
}

/** The error an Error reply stands for: "<causing function>: <description>". */
export function wixpErrorOf(reply: WixpCommand, sent: string): WixpError {
  const details = reply.CommandDetails ?? {}
  const fun = String(details.ErrorFun ?? sent)
  const description = String(details.ErrorDescription ?? details.ErrorCode ?? 'failed')
  return new WixpError(`${fun}: ${description}`, fun)
}
