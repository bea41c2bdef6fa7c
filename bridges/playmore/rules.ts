// Playmore rules (adapters spec §5, §6, §9): volume percentages to the device's steps (15 on set-top
// boxes; Android 25, or 100 on the listed TV brands), the mouse-required apps (the list plus
// mouse_required_apps, none while a ruwido remote is connected) and the air-mouse prompt, USB storage.

/** adapters spec §5, §9 volume ranges */
export const STB_VOLUME_STEPS = 15
export const ANDROID_VOLUME_STEPS = 25
export const BRAND_VOLUME_STEPS = 100
/** portal spec §6: the TV brands of the HDMI toggle; on Android they use the 100-step range */
export const FULL_RANGE_BRANDS = ['ARCELIK', 'ARGUEST', 'BEKO', 'GRUNDIG']

export function volumeSteps(type: string, manufacturer: string): number {
  if (type === 'playmore') return STB_VOLUME_STEPS
  return FULL_RANGE_BRANDS.includes(manufacturer.trim().toUpperCase())
    ? BRAND_VOLUME_STEPS
    : ANDROID_VOLUME_STEPS
}
export const toSteps = (percent: number, steps: number) => Math.round((percent * steps) / 100)
export const toPercent = (value: number, steps: number) => Math.round((value * 100) / steps)

/** adapters spec §3 Predefined apps: playmore package ids */
export const PLAYMORE_APPS = [
  { key: 'com.netflix.ninja', value: 'Netflix' },
  { key: 'com.spotify.tv.android', value: 'Spotify' },
  { key: 'com.android.documentsui', value: 'File Manager' },
  { key: 'com.android.tv.miracast', value: 'Miracast' },
  { key: 'com.google.android.youtube.tv', value: 'YouTube' },
  { key: 'com.android.chrome', value: 'Browser' },
] as const
export const FILE_MANAGER_APP = 'com.android.documentsui'

/** adapters spec §5: apps that need the air mouse (plus config mouse_required_apps) */
export const MOUSE_REQUIRED_APPS: readonly string[] = ['com.android.chrome', 'com.android.documentsui']
const RUWIDO = /ruwido/i

export type UsbDevice = { name?: string; vendor?: string; mounted?: boolean; path?: string }

/** adapters spec §5: the list is cleared if a ruwido remote (a USB receiver) is connected */
export function mouseRequiredApps(extra: readonly string[], usb: readonly UsbDevice[]): string[] {
  if (usb.some((device) => RUWIDO.test(device.vendor ?? '') || RUWIDO.test(device.name ?? ''))) return []
  return [...new Set([...MOUSE_REQUIRED_APPS, ...extra])]
}

/** adapters spec §2: which air-mouse popup shows before launching an app, if any */
export function mousePrompt(needsMouse: boolean, mouseActive: boolean): 'required' | 'deactivate' | null {
  if (needsMouse && !mouseActive) return 'required'
  if (!needsMouse && mouseActive) return 'deactivate'
  return null
}

/** adapters spec §5: USB app launch needs a mounted external storage device */
export const mountedStorage = (usb: readonly UsbDevice[]) =>
  usb.find((device) => device.mounted && device.path)
