import { useMemo } from 'react'
import { labelWidth } from '../text/labelText'
import { styleKey, type TextStyleSpec } from '../text/styles'
import { useRenderer } from './context'
import { useScriptFontsReady } from './useScriptFonts'

/**
 * The widths (design px) labels draw `texts` at on one line in `spec` (labelWidth: the glyph atlas's
 * layout where they draw from it), for sizing boxes to their captions (a strip of buttons). Measured
 * again once the faces of their scripts have loaded, and when the stage draws with late shipped faces
 * (it then renews its services), so a box never keeps a fallback font's width.
 */
export function useTextWidths(texts: readonly string[], spec: TextStyleSpec): readonly number[] {
  // one string for the hooks' dependencies; NUL is in no caption
  const joined = texts.join('\u0000')
  const ready = useScriptFontsReady(joined, spec.weight)
  const { glyphs } = useRenderer()
  const key = styleKey(spec)
  const count = texts.length
  return useMemo(
    () => (count === 0 ? [] : joined.split('\u0000').map((text) => labelWidth(text, spec, glyphs))),
    // the spec by its key; `ready` only asks for a new measurement once the faces are in
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [joined, count, key, ready, glyphs],
  )
}
