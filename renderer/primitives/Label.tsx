import { useMemo } from 'react'
import { useDir } from '../layout/direction'
import { useRenderer } from '../react/context'
import { useInvalidateOnCommit, useMirrorCut, useMirrorNode } from '../react/hooks'
import { useScriptFontsReady } from '../react/useScriptFonts'
import type { TextDirection } from '../text/bidi'
import { labelRun, labelText } from '../text/labelText'
import type { TextStyleSpec } from '../text/styles'
import { GlyphText } from './GlyphText'

export type LabelProps = TextStyleSpec & {
  text: string
  x?: number
  y?: number
  /** 0 = left/top, 0.5 = centre, 1 = right/bottom; mirrored (1 - anchorX) when the layout is RTL */
  anchorX?: number
  anchorY?: number
  alpha?: number
  visible?: boolean
  /** lines longer than this (design px) are cut with an ellipsis, by measured width */
  maxWidth?: number
  /** wrap to at most this many lines, the last ending with an ellipsis (wraps at wrapWidth ?? maxWidth) */
  maxLines?: number
  /** portal spec §9 (CMS title, 90 px): shrink the font stepwise until the text is no taller */
  maxHeight?: number
  /** smallest size shrink-to-fit may use (default 12) */
  minSize?: number
  /** paragraph direction; default: from the first strong character (Arabic, Hebrew → rtl) */
  dir?: TextDirection | 'auto'
  /** mirror role; labels are mirrored as 'text' by default so tests and screen readers read them */
  role?: string
  mirror?: boolean
}

/**
 * Text on the canvas: shared cached styles, measured ellipsis, wrapping to N lines, shrink-to-fit,
 * right-to-left text drawn with the right base direction and anchored at its right edge in RTL layouts.
 */
export function Label(props: LabelProps) {
  const { text, x = 0, y = 0, alpha = 1, visible = true } = props
  const layout = useDir()
  const { glyphs } = useRenderer()
  useInvalidateOnCommit()
  const mirrored = props.mirror !== false
  const nodeId = useMirrorNode(undefined, mirrored ? (props.role ?? 'text') : undefined, text)
  // an Arabic, Hebrew or Chinese text waits for its face: drawn (and measured) before it, the fallback
  // glyphs would stay in the shared text texture (text/scriptFonts.ts)
  const fontsReady = useScriptFontsReady(text, props.weight)
  const label = labelText(props, layout.rtl, fontsReady, glyphs)
  const { shown, style, anchor, anchorY, atlasOk } = label
  useMirrorCut(mirrored ? nodeId : undefined, label.cut && visible ? shown : null)
  const atlasRun = useMemo(
    () => labelRun(glyphs, { shown, style, anchor, anchorY, atlasOk }),
    [glyphs, shown, style, anchor, anchorY, atlasOk],
  )
  // one object per string and style: the canvas text draws (or finds) its texture once per change
  const content = useMemo(() => ({ text: shown, style }), [shown, style])
  if (atlasRun)
    return (
      <GlyphText
        run={atlasRun}
        label={shown}
        x={x}
        y={y}
        alpha={alpha}
        tint={label.colour}
        visible={visible && fontsReady}
      />
    )
  return (
    <pixiCanvasText
      content={content}
      x={x}
      y={y}
      anchor={{ x: anchor, y: anchorY }}
      alpha={alpha}
      tint={label.colour}
      visible={visible && fontsReady}
    />
  )
}
