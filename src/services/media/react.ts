import { createContext, useContext } from 'react'
import type { MediaController } from './types'

/** The one media controller, provided by the composition root (src/app/startPortal.tsx). */
export const MediaContext = createContext<MediaController | null>(null)

export function useMedia(): MediaController {
  const media = useContext(MediaContext)
  if (!media) throw new Error('useMedia outside MediaContext')
  return media
}
