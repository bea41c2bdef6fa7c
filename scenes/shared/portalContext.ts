import { createContext, useContext } from 'react'
import type { Background } from '../../src/services/background'
import type { MediaController } from '../../src/services/media'
import type { Stores } from '../../src/stores'
import type { TrackEntry } from '../../bridges/contract'

/**
 * What every scene may reach of the portal: the shared stores and the two shared services that draw
 * under the screens. This is the one way a scene gets shared state (README "Layout"); a scene's own
 * service (the live session, the overlay manager) comes in through props or its own subtree context.
 */
export type ScenePorts = {
  stores: Stores
  media: MediaController
  background: Background
  /** captions in one press (issue 12): the next subtitle track, told to the guest; live TV and VOD */
  captions: { press(): Promise<TrackEntry | null> }
}

/** Provided once by the composition root (src/app) around the whole scene tree. */
export const PortalContext = createContext<ScenePorts | null>(null)

export function usePortal(): ScenePorts {
  const ports = useContext(PortalContext)
  if (!ports) throw new Error('usePortal outside PortalContext: render scenes under <PortalContext.Provider>')
  return ports
}

export function useStores(): Stores {
  return usePortal().stores
}
