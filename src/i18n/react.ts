import { createContext, useContext } from 'react'
import type { TFunction } from 'i18next'

/** The translate function for scenes; the app provides the booted translator. */
export const TranslateContext = createContext<TFunction | null>(null)

export function useT(): TFunction {
  const t = useContext(TranslateContext)
  if (!t) throw new Error('useT() needs a <TranslateContext.Provider>')
  return t
}
