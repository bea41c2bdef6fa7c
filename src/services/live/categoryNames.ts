// The two route categories that are not the hotel's (portal spec §2 /live/:category?, §4 Categories). A
// module of their own: the shell's favourite key (src/app/globalKeys.ts, in the boot file) needs the
// favourites name, and importing it from ./constants put every Live TV constant in the boot file.

/** the route's category for every (non-private) channel: /live/all/... */
export const ALL_CATEGORY = 'all'
/** the favourites pseudo-category (portal spec §4 Categories: reset when no favourites remain) */
export const FAVOURITES_CATEGORY = 'favorites'
