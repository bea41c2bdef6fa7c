// portal spec §4 Overlays, Messages: opening marks read; closed by skip marks unread again; requested ids
// queue (a message asked for while the panel is up opens when it closes).
import type { OverlayManager, OverlayResult } from './overlayManager'

export type MessagesRequest = { id: number | null }

export type MessagesDeps = {
  manager: OverlayManager
  /** writes the message's readed flag (store and backend are the caller's) */
  markRead(id: number, read: boolean): void
}

export type MessagesOverlay = {
  /** opens the panel (the list when id is omitted, else that message); queued while one is up */
  open(id?: number): Promise<OverlayResult>
  queued(): readonly number[]
}

type Queued = { id: number; resolve: (result: OverlayResult) => void }

export function createMessagesOverlay(deps: MessagesDeps): MessagesOverlay {
  const { manager } = deps
  let queue: Queued[] = []

  function show(id: number | null): Promise<OverlayResult> {
    if (id !== null) deps.markRead(id, true)
    const request: MessagesRequest = { id }
    return manager.open('messages', request, { onClose: (result) => afterClose(id, result) })
  }

  function afterClose(id: number | null, result: OverlayResult): void {
    if (result.outcome === 'skip' && id !== null) deps.markRead(id, false)
    if (result.outcome === 'abort') {
      const dropped = queue
      queue = []
      dropped.forEach((entry) => entry.resolve({ outcome: 'abort' }))
      return
    }
    if (result.outcome === 'replaced') return
    const next = queue.shift()
    if (next) void show(next.id).then(next.resolve)
  }

  function open(id?: number): Promise<OverlayResult> {
    if (id !== undefined && manager.current('messages')) {
      return new Promise((resolve) => queue.push({ id, resolve }))
    }
    return show(id ?? null)
  }

  return { open, queued: () => queue.map((entry) => entry.id) }
}
