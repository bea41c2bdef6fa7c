import { useMemo } from 'react'
import { labelWidth } from '../text/labelText'
import { styleKey, type TextStyleSpec } from '../text/styles'
import { useRenderer } from './context'
import { useScriptFontsReady } from './useScriptFonts'

/**
 * The widths (design px) labels draw `texts` at on one line in `spec` (labelWidth: the glyph atlas's
 * layout where they draw from it), for sizing boxes to their captions (a strip of buttons). 0 until the
 * faces of their scripts have loaded (a Label draws nothing until then either); measured again when the
 * stage draws with late shipped faces (it then renews its services), so a box never keeps a fallback
 * font's width.
 */
export function useTextWidths(texts: readonly string[], spec: TextStyleSpec): readonly number[] {
  // one string for the hooks' dependencies; NUL is in no caption
  const joined = texts.join('\u0000')
  const ready = useScriptFontsReady(joined, spec.weight)
  const { glyphs } = useRenderer()
  const key = styleKey(spec)
  const count = texts.length
  return useMemo(
    () =>
      count === 0
        ? []
        : // nothing is measured before the faces are in: Pixi caches what it measures by text and
          // font, so a fallback face's widths would stay for the labels too (and cut their text)
          joined.split('\u0000').map((text) => (ready ? labelWidth(text, spec, glyphs) : 0)),
    // the spec by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [joined, count, key, ready, glyphs],
  )
}
