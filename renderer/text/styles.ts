import { SHIPPED_FAMILY } from './notoSans'
import { ARABIC_FAMILY, CHINESE_FAMILY, HEBREW_FAMILY } from './notoScripts'
import { fontString, type TextAlign, type TextLook } from './textMetrics'

// The shipped families first: Noto Sans (text/notoSans.ts, loaded by mountStage before any text), then
// the script families (text/notoScripts.ts, loaded when a text needs them: text/scriptFonts.ts; each
// covers only its script's unicode range, so a Latin text never fetches them). The last names are the
// machine's, for a face that failed or timed out (logged).
export const FONT_FAMILY = [
  SHIPPED_FAMILY,
  ARABIC_FAMILY,
  HEBREW_FAMILY,
  CHINESE_FAMILY,
  'Noto Sans CJK SC',
  'sans-serif',
]
/** portal spec §9 Theme: base font 18 px */
export const BASE_FONT_SIZE = 18
const MAX_CACHED_STYLES = 256

export type TextStyleSpec = {
  size?: number
  weight?: 'normal' | 'bold' | '600' | '300'
  italic?: boolean
  color?: number
  align?: TextAlign
  /** wrap at this width (design px); undefined = single line */
  wrapWidth?: number
  lineHeight?: number
}

const cache = new Map<string, TextLook>()
/**
 * The shipped Latin faces did not load in time (mountStage): texts are drawn without them, from the
 * machine's fonts, under style keys of their own, until they arrive. Then every text is drawn again
 * under its usual key; nothing drawn with the fallback is reused for it (the glyph atlas keys glyphs by
 * font string, canvas text textures and layout caches by style key).
 */
let withoutShippedFaces = false

export function drawWithoutShippedFaces(on: boolean): void {
  withoutShippedFaces = on
  cache.clear()
}

/** Identity of a style spec: equal keys draw equal text (text layout caches key on it too). */
export function styleKey(spec: TextStyleSpec): string {
  return `${spec.size ?? BASE_FONT_SIZE}|${spec.weight ?? 'normal'}|${spec.italic === true ? 'i' : ''}|${spec.color ?? 0xffffff}|${spec.align ?? 'left'}|${spec.wrapWidth ?? ''}|${spec.lineHeight ?? ''}${withoutShippedFaces ? '|fallback' : ''}`
}

/**
 * One look per distinct spec: canvas text textures are keyed by it, so sharing looks lets equal labels
 * share textures, and no render makes one.
 */
export function textStyle(spec: TextStyleSpec): TextLook {
  const key = styleKey(spec)
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const fontFamily = withoutShippedFaces ? FONT_FAMILY.slice(1) : FONT_FAMILY
  const font = {
    fontFamily,
    fontSize: spec.size ?? BASE_FONT_SIZE,
    fontWeight: spec.weight ?? 'normal',
    fontStyle: spec.italic === true ? ('italic' as const) : ('normal' as const),
  }
  const look: TextLook = Object.freeze({
    key,
    ...font,
    font: fontString(font),
    align: spec.align ?? 'left',
    lineHeight: spec.lineHeight ?? 0,
    wordWrap: spec.wrapWidth !== undefined,
    wordWrapWidth: spec.wrapWidth ?? 0,
    breakWords: spec.wrapWidth !== undefined,
    fill: spec.color ?? 0xffffff,
  })
  cache.set(key, look)
  if (cache.size > MAX_CACHED_STYLES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  return look
}
