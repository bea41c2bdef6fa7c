import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteKey } from '../../bridges/contract'
import { FocusEngine } from '../../renderer/focus'
import { KeyHandlers } from '../../renderer/react/keyHandlers'
import { createScopeKeys } from '../services/overlays'
import { createStores, type Stores } from '../stores'
import type { Feature } from './features/contract'
import { featureKeyLayers } from './keyLayers'
import { createKeyDispatch } from './keys'

const press = (name: RemoteKey) => ({ key: name, repeat: false })

/** Every layer claims `key`; each records that it was asked. */
function fixture(
  claims: Partial<Record<'observe' | 'overlay' | 'scope' | 'widget' | 'global', RemoteKey[]>>,
) {
  const asked: string[] = []
  const claim = (layer: keyof typeof claims) => (key: RemoteKey) => {
    asked.push(layer)
    return claims[layer]?.includes(key) ?? false
  }
  const feature: Feature = {
    name: 'test',
    keys: {
      raw: () => asked.push('raw'),
      observe: claim('observe'),
      scopes: { root: claim('scope') },
      global: claim('global'),
    },
  }
  const overlays = createScopeKeys()
  overlays.register('root', claim('overlay'))
  const focus = new FocusEngine()
  const widgets = new KeyHandlers()
  focus.register({ id: 'row', scope: 'root', getRect: () => ({ x: 0, y: 0, width: 10, height: 10 }) })
  focus.focus('row')
  widgets.register('row', claim('widget'))
  const layers = featureKeyLayers([feature], overlays, () => focus.activeScope())
  const dispatch = createKeyDispatch({ stores, focus, widgets, ...layers, now: () => 0 })
  return { asked, dispatch, layers }
}

let stores: Stores

describe('key precedence (src/app/keys.ts)', () => {
  beforeEach(() => {
    stores = createStores()
    stores.app.setState({ phase: 'ready', routerReady: true, navigationEnabled: true })
  })

  it('observers, then the overlay scope, the feature scope, the focused widget and the global keys', () => {
    const { asked, dispatch } = fixture({ global: ['back'] })
    expect(dispatch(press('back'))).toBe(true)
    expect(asked).toEqual(['observe', 'overlay', 'scope', 'widget', 'global'])
  })

  it('a layer that takes the key stops it there', () => {
    for (const layer of ['observe', 'overlay', 'scope', 'widget'] as const) {
      const { asked, dispatch } = fixture({ [layer]: ['back'] })
      expect(dispatch(press('back'))).toBe(true)
      expect(asked.at(-1)).toBe(layer)
      expect(asked).not.toContain('global')
    }
  })

  it('arrows the widget does not take move focus before any global key is asked', () => {
    const { asked, dispatch } = fixture({})
    dispatch(press('up'))
    expect(asked).toEqual(['observe', 'overlay', 'scope', 'widget'])
  })

  it('a feature scope is asked only while its scope is active', () => {
    const { layers } = fixture({ scope: ['digit_1'] })
    const other = featureKeyLayers(
      [{ name: 'x', keys: { scopes: { popup: () => true } } }],
      createScopeKeys(),
      () => 'root',
    )
    expect(other.scoped('digit_1')).toBe(false)
    expect(layers.scoped('digit_1')).toBe(true)
  })

  it('the raw layer sees every key, the gated ones too (the navigation idle check)', () => {
    const { asked, layers } = fixture({})
    stores.app.setState({ navigationEnabled: false })
    layers.raw(press('left'))
    expect(asked).toEqual(['raw'])
  })
})
