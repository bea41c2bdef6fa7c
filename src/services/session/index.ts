export { createGuestSession } from './guestSession'
export { syncGuest } from './guestSync'
export { changeLanguage, chooseLanguage } from './languageChange'
export { welcomeNeeded } from './welcome'
export { browserLocalStorage, memoryStorage, readStoredGuest, writeStoredGuest } from './storage'
export {
  CHECKIN_POWERON_KEY,
  CHECKOUT_STANDBY_KEY,
  WELCOME_TYPE_KEY,
  GUEST_STORAGE_KEY,
  DEVICE_STORAGE_KEY,
  SERVICES_STORAGE_KEY,
  WELCOME_STORAGE_KEY,
  NO_WELCOME_MODES,
} from './constants'

export type { GuestSession, GuestSessionDeps, SessionChange, CheckOutOptions } from './guestSession'
export type { LanguageChangeDeps } from './languageChange'
export type { WelcomeInput } from './welcome'
export type { StorageLike, StoredGuest } from './storage'
