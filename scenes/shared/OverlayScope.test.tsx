import { useContext } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FocusScopeContext } from '../../renderer'
import { OverlayScope, overlayScope } from './OverlayScope'

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
