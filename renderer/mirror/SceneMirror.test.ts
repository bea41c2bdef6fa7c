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

/** just enough DOM for the mirror's node elements: attributes, dataset, children */
function fakeDom() {
  type FakeElement = {
    attributes: Record<string, string>
    dataset: Record<string, string>
    children: FakeElement[]
    parentElement: FakeElement | null
    style: { cssText: string }
    ownerDocument: unknown
    setAttribute(key: string, value: string): void
    removeAttribute(key: string): void
    appendChild(child: FakeElement): void
    remove(): void
  }
  const document = {
    createElement: (): FakeElement => {
      const element: FakeElement = {
        attributes: {},
        dataset: {},
        children: [],
        parentElement: null,
        style: { cssText: '' },
        ownerDocument: document,
        setAttribute(key, value) {
          this.attributes[key] = value
        },
        removeAttribute(key) {
          delete this.attributes[key]
          if (key.startsWith('data-')) delete this.dataset[key.slice(5)]
        },
        appendChild(child) {
          child.parentElement?.children.splice(child.parentElement.children.indexOf(child), 1)
          child.parentElement = this
          this.children.push(child)
        },
        remove() {
          this.parentElement?.children.splice(this.parentElement.children.indexOf(this), 1)
          this.parentElement = null
        },
      }
      return element
    },
  }
  const root = document.createElement()
  return { root, asRoot: root as unknown as HTMLElement }
}

describe('SceneMirror, cut captions (data-cut)', () => {
  it('a node carries what its labels draw where they cut, and loses it when they draw it whole', () => {
    const { root, asRoot } = fakeDom()
    const mirror = new SceneMirror(asRoot)
    // a caption inside a button reports before the button registers (React runs child effects first)
    mirror.setCut('vod-chip-3', 'caption', 'Documen…')
    mirror.register({ id: 'vod-chip-3', parentId: null, role: 'tab', name: 'Documentaries' })
    const chip = root.children[0]
    expect(chip?.dataset['cut']).toBe('Documen…')
    expect(chip?.attributes['aria-label']).toBe('Documentaries')
    mirror.setCut('vod-chip-3', 'subtitle', '12 titl…')
    expect(chip?.dataset['cut']).toBe('Documen… | 12 titl…')
    mirror.setCut('vod-chip-3', 'caption', null)
    mirror.setCut('vod-chip-3', 'subtitle', null)
    expect(chip?.dataset['cut']).toBeUndefined()
  })

  it('a root-only mirror keeps no cuts', () => {
    const { root } = fakeRoot()
    const mirror = new SceneMirror(root, { nodes: false })
    expect(() => mirror.setCut('a', 'b', 'c…')).not.toThrow()
  })
})
