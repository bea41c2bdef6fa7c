import { useContext, useEffect, useId, useLayoutEffect, useSyncExternalStore } from 'react'
import { MirrorParentContext, useRenderer } from './context'

/** Every primitive calls this: a commit that changed the scene schedules exactly one frame. */
export function useInvalidateOnCommit(): void {
  const { loop } = useRenderer()
  useLayoutEffect(() => loop.invalidate())
  useLayoutEffect(() => () => loop.invalidate(), [loop])
}

/** Registers a node in the scene mirror (role + accessible name) under the nearest mirrored ancestor. */
export function useMirrorNode(
  id: string | undefined,
  role: string | undefined,
  name: string | undefined,
): string {
  const { mirror } = useRenderer()
  const parentId = useContext(MirrorParentContext)
  const autoId = useId()
  const nodeId = id ?? autoId
  const active = role !== undefined
  useLayoutEffect(() => {
    if (!active) return
    return mirror.register({ id: nodeId, parentId, role: role ?? 'group', name: name ?? '' })
    // name changes are applied by the effect below without re-registering
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mirror, nodeId, parentId, active, role])
  useLayoutEffect(() => {
    if (active) mirror.update(nodeId, { name: name ?? '' })
  }, [mirror, nodeId, active, name])
  return nodeId
}

/**
 * Tells the scene mirror that a label draws `shown` in place of its whole text (null: the whole text):
 * on its own node when it has one, else on the nearest mirrored ancestor (a button's caption).
 */
export function useMirrorCut(ownId: string | undefined, shown: string | null): void {
  const { mirror } = useRenderer()
  const parentId = useContext(MirrorParentContext)
  const label = useId()
  const id = ownId ?? parentId
  useLayoutEffect(() => {
    if (id === null || shown === null) return
    mirror.setCut(id, label, shown)
    return () => mirror.setCut(id, label, null)
  }, [mirror, id, label, shown])
}

/** Re-renders only when this node gains or loses focus (the snapshot is a boolean). */
export function useIsFocused(id: string): boolean {
  const { focus } = useRenderer()
  return useSyncExternalStore(
    (listener) => focus.subscribe(listener),
    () => focus.focusedId() === id,
  )
}

/** Keeps the mirror's data-focused in step with the focus engine. */
export function useMirrorFocusSync(): void {
  const { focus, mirror, loop } = useRenderer()
  useEffect(
    () =>
      focus.subscribe((id) => {
        mirror.setFocused(id)
        loop.invalidate()
      }),
    [focus, mirror, loop],
  )
}
