import { useContext } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { FocusScopeContext } from '../../renderer'
import { OverlayScope, overlayScope } from './OverlayScope'

// pixi.js (under the renderer's index) reads navigator at import; Node 20 has none.
vi.hoisted(() => {
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true })
})

function ScopeProbe() {
  return <>{useContext(FocusScopeContext)}</>
}

describe('OverlayScope', () => {
  it('puts its subtree in the focus scope named by overlayScope(kind)', () => {
    const markup = renderToStaticMarkup(
      <OverlayScope kind="toast">
        <ScopeProbe />
      </OverlayScope>,
    )
    expect(markup).toBe(overlayScope('toast'))
  })

  it('gives each overlay kind its own scope', () => {
    expect(overlayScope('keyboard')).not.toBe(overlayScope('interact'))
  })

  it('leaves the tree outside it in the root scope', () => {
    expect(renderToStaticMarkup(<ScopeProbe />)).toBe('root')
  })
})
