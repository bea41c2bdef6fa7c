// portal spec §3 Config keys and §4 Guest session: the names the guest session reads and writes.

/** portal spec §3 Config: power on at check-in */
export const CHECKIN_POWERON_KEY = 'checkin.poweron'
/** portal spec §3 Config: standby at check-out */
export const CHECKOUT_STANDBY_KEY = 'checkout.standby'
/** portal spec §3 Config: the welcome screen is on */
export const WELCOME_TYPE_KEY = 'welcome.type'

/** Local-storage key of the checked-in guest ({ id, pms_id }); portal spec §4 "check-in stores id and pms_id". */
export const GUEST_STORAGE_KEY = 'guest'
/** Local-storage key of the device data cleared at check-out (portal spec §4 "guest and device data"). */
export const DEVICE_STORAGE_KEY = 'device'
/** portal spec §3 Favourites: per-guest data in local storage under __store (the "stored services"). */
export const SERVICES_STORAGE_KEY = '__store'
/** portal spec §4 Guest session: "no guest and a stored welcome value" */
export const WELCOME_STORAGE_KEY = 'welcome'

/** portal spec §4: welcome is never needed in DS or Public mode */
export const NO_WELCOME_MODES: ReadonlySet<string> = new Set(['DS', 'Public'])
