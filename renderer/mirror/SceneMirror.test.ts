import { describe, expect, it } from 'vitest'
import { SceneMirror } from './SceneMirror'

/** a root element that records its attributes and refuses to make children (Node has no DOM) */
function fakeRoot() {
  const attributes: Record<string, string> = {}
  const root = {
    style: { cssText: '' },
    dataset: {} as Record<string, string>,
    setAttribute: (key: string, value: string) => {
      attributes[key] = value
    },
    ownerDocument: {
      createElement: () => {
        throw new Error('a root-only mirror makes no node elements')
      },
    },
  }
  return { root: root as unknown as HTMLElement, attributes }
}

describe('SceneMirror, root only (?mirror=root)', () => {
  it('keeps the root data and the focused id without an element per node', () => {
    const { root, attributes } = fakeRoot()
    const mirror = new SceneMirror(root, { nodes: false })
    const unregister = mirror.register({ id: 'live-channels', parentId: null, role: 'listbox', name: 'All' })
    mirror.update('live-channels', { name: 'All: 001 News' })
    mirror.setFocused('live-channels')
    mirror.setRootData('route', '/live/:category/list')
    unregister()
    expect(attributes).toEqual({ 'data-focus': 'live-channels', 'data-route': '/live/:category/list' })
  })

  it('clears the focused id when nothing is focused', () => {
    const { root, attributes } = fakeRoot()
    const mirror = new SceneMirror(root, { nodes: false })
    mirror.setFocused('a')
    mirror.setFocused(null)
    expect(attributes['data-focus']).toBe('')
  })
})
