// The remote's digit keys, in a module of their own: the shell's global keys (boot) read them, and the
// channel numerator, a later feature's (src/app/laterFeatures.ts), stays out of the boot file.
import type { RemoteKey } from '../../../bridges/contract'

/** '0'…'9' for the remote's digit keys, else null */
export function digitOfKey(key: RemoteKey): string | null {
  const match = /^digit_(\d)$/.exec(key)
  return match?.[1] ?? null
}
