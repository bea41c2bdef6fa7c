import { createContext, useContext } from 'react'
import type { VodSession } from '../../src/services/vod'

/** The VOD session, for the screen's parts (header, grid, detail, player). */
export const VodContext = createContext<VodSession | null>(null)

export function useVod(): VodSession {
  const vod = useContext(VodContext)
  if (!vod) throw new Error('useVod outside VodContext')
  return vod
}

/** 4321 s → 01:12:01 */
export const playClock = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds))
  const hms = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
  return hms.map((part) => String(part).padStart(2, '0')).join(':')
}
