import { createContext, useContext } from 'react'
import type { Background } from '../../src/services/background'

/** The one background layer service, provided by the scene root (src/app/App.tsx). */
export const BackgroundContext = createContext<Background | null>(null)

/** null outside a provider (a gallery or a test rendering one screen): screens then show no background */
export function useBackground(): Background | null {
  return useContext(BackgroundContext)
}
