// portal spec §4 Guest session: "Welcome needed only if welcome.type on; never in DS or Public mode;
// needed for a guest with welcome flag set, or with no guest and a stored welcome value."
//
// Reading of "welcome flag set": in this codebase Guest.welcome is true once the guest pressed Continue
// (src/api/types.ts; the demo backend's checked-in guest with welcome false sees Welcome, and Continue
// posts welcome true). The spec's flag is the "welcome pending" mark, so welcome is needed when
// Guest.welcome is false.
import { configBool } from '../../api/config'
import type { Config, Guest, UsingBy } from '../../api/types'
import { NO_WELCOME_MODES, WELCOME_TYPE_KEY } from './constants'

export type WelcomeInput = {
  config: Config
  usingBy: UsingBy | null
  guest: Pick<Guest, 'welcome'> | null
  /** the stored welcome value (local storage 'welcome'), null when none */
  storedWelcome: string | null
}

export function welcomeNeeded({ config, usingBy, guest, storedWelcome }: WelcomeInput): boolean {
  if (!configBool(config, WELCOME_TYPE_KEY)) return false
  if (usingBy !== null && NO_WELCOME_MODES.has(usingBy)) return false
  if (guest) return !guest.welcome
  return storedWelcome !== null && storedWelcome !== ''
}
