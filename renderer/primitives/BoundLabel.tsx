import { useLayoutEffect, useRef } from 'react'
import type { Container } from 'pixi.js'
import { useRenderer } from '../react/context'
import { useTextureCache } from '../textures/textureCacheContext'
import { BoundText, type TextSource } from '../views/BoundText'
import type { TextViewSpec } from '../views/TextView'

export type BoundLabelProps = Omit<TextViewSpec, 'text'> & { source: TextSource }

/**
 * A label whose text follows a source outside React (views/BoundText.ts): a key press that changes it
 * sets the text and asks for a frame, with no render of the label or of the scene holding it. The other
 * props are React's as usual. Not mirrored: for a value that changes on every key (a counter), not for
 * text a test or a screen reader must find.
 */
export function BoundLabel({ source, ...spec }: BoundLabelProps) {
  const host = useRef<Container>(null)
  const { glyphs, fonts, rtl, loop } = useRenderer()
  const textures = useTextureCache()
  const bound = useRef<BoundText | null>(null)
  const latest = useRef(spec)
  latest.current = spec
  useLayoutEffect(() => {
    const parent = host.current
    if (!parent) return
    const services = { glyphs, fonts, rtl, textures, gate: null, changed: () => loop.invalidate() }
    const made = new BoundText(services, source, latest.current)
    parent.addChild(made.view.node)
    bound.current = made
    return () => {
      bound.current = null
      made.destroy()
    }
  }, [source, glyphs, fonts, rtl, textures, loop])
  // the other props, after every render (on mount too): BoundText keeps what it has when they are the same
  useLayoutEffect(() => {
    bound.current?.restyle(latest.current)
  })
  return <pixiContainer ref={host} />
}
