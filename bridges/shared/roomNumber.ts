// adapters spec §3 "A room number is extracted from a device name matching ROOM_{digits}", §5 "Room
// number from name pattern ROOM_{digits}": the device name (the premises name on Philips) a TV was
// given — by the installer in its menu, or by the backend, which names a device ROOM_{location} — says
// which room it stands in. Used by the first start's location dialog (src/services/device/firstStart.ts).

/** ROOM_ then the room's digits, nothing else (surrounding blanks aside) */
export const ROOM_NAME_PATTERN = /^ROOM_(\d+)$/

/** The room number a device name gives (its digits as written), or null for any other name or value. */
export function roomNumberOf(name: unknown): string | null {
  if (typeof name !== 'string') return null
  return ROOM_NAME_PATTERN.exec(name.trim())?.[1] ?? null
}
