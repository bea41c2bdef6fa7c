import { describe, expect, it } from 'vitest'
import type { BridgeEnv } from '../contract'
import { createUniversalBridge } from './createUniversalBridge'

/** the little of a Document the universal bridge touches without a video layer */
function fakeDocument() {
  const listeners = new Map<string, Set<() => void>>()
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    defaultView: null,
    getElementById: () => null,
    addEventListener: (type: string, listener: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener))
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  }
  return doc
}

async function bridgeOn(doc: ReturnType<typeof fakeDocument>) {
  const storage = new Map<string, string>()
  const env: BridgeEnv = {
    userAgent: 'AppleWebKit Chrome/156.0',
    location: { origin: 'http://tv.local', search: '' },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    document: doc as unknown as Document,
  }
  return createUniversalBridge(env)
}

describe('universal bridge: application focus (adapters spec §4)', () => {
  it('a hidden page is applicationUnfocused, a visible one applicationFocusing', async () => {
    const doc = fakeDocument()
    const bridge = await bridgeOn(doc)
    const seen: string[] = []
    bridge.on('focus', (event) => seen.push(event))
    doc.visibilityState = 'hidden'
    doc.fire('visibilitychange')
    doc.visibilityState = 'visible'
    doc.fire('visibilitychange')
    expect(seen).toEqual(['applicationUnfocused', 'applicationFocusing'])
  })

  it('stops listening when destroyed', async () => {
    const doc = fakeDocument()
    const bridge = await bridgeOn(doc)
    bridge.destroy()
    expect(doc.count('visibilitychange')).toBe(0)
  })
})
