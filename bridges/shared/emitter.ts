import type { BridgeEventMap, Unsubscribe } from '../contract'

type Listener<E extends keyof BridgeEventMap> = (payload: BridgeEventMap[E]) => void

/** Typed event emitter for bridges: listener errors are isolated so one bad listener breaks nothing. */
export function createEmitter(onListenerError: (error: unknown) => void = console.error) {
  const listeners = new Map<keyof BridgeEventMap, Set<Listener<never>>>()
  return {
    on<E extends keyof BridgeEventMap>(event: E, listener: Listener<E>): Unsubscribe {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(event, set)
      return () => set.delete(listener as Listener<never>)
    },
    emit<E extends keyof BridgeEventMap>(event: E, payload: BridgeEventMap[E]): void {
      for (const listener of listeners.get(event) ?? []) {
        try {
          ;(listener as Listener<E>)(payload)
        } catch (error) {
          onListenerError(error)
        }
      }
    },
    clear(): void {
      listeners.clear()
    },
  }
}

export type Emitter = ReturnType<typeof createEmitter>
