import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { Container } from 'pixi.js'
import { useRenderer } from '../../renderer'

/**
 * For a row drawn inside `WindowList cacheRows`: the list redraws a row's texture only when its index
 * or active state changes, but live rows also change by themselves (a guide or favourite arriving from
 * a store, a DVR tag, the programme's progress, a logo loading later). Put the returned ref on the row's
 * root container: after every render of the row, and whenever a child of one of `watch`'s containers is
 * added or removed (Img swaps its placeholder for the sprite when the texture arrives, with no render of
 * the row), the enclosing cached container is marked for a redraw and a frame is asked for.
 */
export function useRowRecache(watch?: RefObject<Container | null>) {
  const root = useRef<Container>(null)
  const { loop } = useRenderer()
  const recache = () => {
    const parent = root.current?.parent
    if (!parent?.isCachedAsTexture) return
    parent.updateCacheTexture()
    loop.invalidate()
  }
  useLayoutEffect(recache)
  // re-subscribed after every render: the watched children come and go with the row's data
  useLayoutEffect(() => {
    const hosts = watch?.current?.children ?? []
    if (hosts.length === 0) return
    for (const host of hosts) {
      host.on('childAdded', recache)
      host.on('childRemoved', recache)
    }
    return () => {
      for (const host of hosts) {
        host.off('childAdded', recache)
        host.off('childRemoved', recache)
      }
    }
  })
  return root
}
