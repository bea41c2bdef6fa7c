// The shapes text/textMetrics.ts measures with and answers in, and text/textWrap.ts breaks lines with.

export type TextAlign = 'left' | 'center' | 'right'

/** A font's ascent and descent over a tall string, as pixi measured them (ascent + descent = size). */
export type FontMetrics = { ascent: number; descent: number; fontSize: number }

/**
 * What a text is drawn in: a font and how its lines are laid out. Made once per distinct spec
 * (text/styles.ts) and shared: `key` says which, and equal keys draw equal text.
 */
export type TextLook = {
  readonly key: string
  /** the CSS font, as pixi wrote it (fontStringFromTextStyle) */
  readonly font: string
  readonly fontSize: number
  readonly fontWeight: string
  readonly fontStyle: 'normal' | 'italic'
  readonly fontFamily: readonly string[]
  readonly align: TextAlign
  /** 0: the font's own height */
  readonly lineHeight: number
  readonly wordWrap: boolean
  readonly wordWrapWidth: number
  readonly breakWords: boolean
  readonly fill: number
  /** looks a tag switches to in tagged text (text/richText.ts), by tag name */
  readonly tags?: Readonly<Record<string, TextLook>>
}

export type StyledRun = { text: string; look: TextLook }

/** A measured text: its lines, their widths, and its size (pixi's CanvasTextMetrics fields). */
export type TextMeasure = {
  readonly width: number
  readonly height: number
  readonly lines: readonly string[]
  readonly lineWidths: readonly number[]
  readonly maxLineWidth: number
  /** the distance between baselines (the look's line height, or the font's size) */
  readonly lineHeight: number
  readonly fontProperties: FontMetrics
  /** tagged text only: each line's runs, ascent and height */
  readonly runsByLine?: readonly (readonly StyledRun[])[]
  readonly lineAscents?: readonly number[]
  readonly lineHeights?: readonly number[]
}

/** what measuring needs of a 2D context */
export type MeasureContext = Pick<CanvasRenderingContext2D, 'font' | 'measureText'>
