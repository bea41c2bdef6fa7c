import { useMemo } from 'react'
import { pixiMeasurer } from '../text/measure'
import { styleKey, type TextStyleSpec } from '../text/styles'
import { useRenderer } from './context'
import { useScriptFontsReady } from './useScriptFonts'

/**
 * The widths (design px) `texts` take on one line in `spec`, for sizing boxes to their captions (a
 * strip of buttons). Measured again once the faces of their scripts have loaded, and when the stage
 * draws with late shipped faces (it then renews its services), so a box never keeps a fallback
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
    () => {
      const measure = pixiMeasurer(spec)
      return count === 0 ? [] : joined.split('\u0000').map((text) => measure.width(text))
    },
    // the spec by its key; `ready` and `glyphs` only ask for a new measurement
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [joined, count, key, ready, glyphs],
  )
}
