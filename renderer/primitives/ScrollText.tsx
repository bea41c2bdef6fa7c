import { useRectMask } from '../react/useRectMask'
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { Container } from 'pixi.js'
import { SCROLL_ANIMATION_MS, type TweenHandle } from '../anim'
import { useDir } from '../layout/direction'
import { Focusable } from '../react/Focusable'
import { useRenderer } from '../react/context'
import { useScriptFontsReady } from '../react/useScriptFonts'
import { layoutParagraphs, richStyle } from '../text/paragraphs'
import { BASE_FONT_SIZE, type TextStyleSpec } from '../text/styles'
import { Box } from './Box'
import { Label } from './Label'
import { maxScroll, nextScroll } from './scrollStep'

export type ScrollTextProps = {
  /** focus node id; up/down scroll while it is focused */
  id: string
  /** message body markup (portal spec §2 Messages): parsed by parseMarkup, never executed */
  markup: string
  x?: number
  y?: number
  width: number
  height: number
  /** portal spec §9: message scroll 200 px (default); description scroll 100 px */
  step?: number
  durationMs?: number
  size?: number
  color?: number
  paragraphGap?: number
  /** mirrored as a 'document' with this name (default: the plain text) */
  name?: string
}

/** A message body in a fixed-height window, scrolled by a fixed step with a tween while focused. */
export function ScrollText(props: ScrollTextProps) {
  const { id, markup, x = 0, y = 0, width, height, size = BASE_FONT_SIZE, color = 0xf4f1ea } = props
  const gap = props.paragraphGap ?? Math.round(size * 0.75)
  const { keys, animate, glyphs } = useRenderer()
  const spec = useMemo<TextStyleSpec>(() => ({ size, color, wrapWidth: width }), [size, color, width])
  // The paragraphs are measured and drawn once the faces of their script are in, in both weights (a
  // run may be bold): measured with a fallback face they would keep its widths, drawn, its glyphs.
  // The markup's tags are ASCII, so its own characters name the scripts.
  const regular = useScriptFontsReady(markup, 'normal')
  const bold = useScriptFontsReady(markup, 'bold')
  const ready = regular && bold
  // laid out again with a new glyph atlas: the stage's answer to shipped faces that arrived late, whose
  // text styles are new too (mountStage lateFonts)
  const content = useMemo(
    () => layoutParagraphs(ready ? markup : '', spec, gap),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, markup, spec, gap, glyphs],
  )
  const strip = useRef<Container>(null)
  const viewport = useRef<Container>(null)
  const offset = useRef(0)
  const scroll = useRef<TweenHandle | null>(null)
  const dir = useDir()
  const settings = useRef({
    step: props.step ?? 200,
    durationMs: props.durationMs ?? SCROLL_ANIMATION_MS,
    max: 0,
  })
  settings.current = {
    step: props.step ?? 200,
    durationMs: props.durationMs ?? SCROLL_ANIMATION_MS,
    max: maxScroll(content.height, height),
  }

  // a new message starts at its top
  useLayoutEffect(() => {
    scroll.current?.cancel()
    offset.current = 0
    if (strip.current) strip.current.y = 0
  }, [content])
  useEffect(() => () => scroll.current?.cancel(), [])

  // the window clips its content with a rectangle mask
  useRectMask(viewport, width, height)

  useEffect(
    () =>
      keys.register(id, (key) => {
        const node = strip.current
        if (!node || (key !== 'up' && key !== 'down')) return false
        const { step, durationMs, max } = settings.current
        const next = nextScroll(offset.current, key === 'up' ? -1 : 1, step, max)
        if (next === null) return false
        offset.current = next
        // keyed: a second press retargets the running scroll from where it is
        scroll.current = animate({
          key: `${id}:scroll`,
          from: node.y,
          to: -next,
          durationMs,
          onUpdate: (v) => (node.y = v),
        })
        return true
      }),
    [keys, id, animate],
  )

  return (
    <Focusable
      id={id}
      x={x}
      y={y}
      width={width}
      height={height}
      role="document"
      name={props.name ?? content.paragraphs.map((p) => p.plain).join('\n')}
    >
      {(focused) => (
        <>
          <pixiContainer ref={viewport}>
            <pixiContainer ref={strip}>
              {content.paragraphs.map((paragraph) =>
                paragraph.tagged !== null ? (
                  <pixiCanvasText
                    key={paragraph.key}
                    y={paragraph.y}
                    content={{ text: paragraph.tagged, style: richStyle(spec) }}
                  />
                ) : (
                  <Label
                    key={paragraph.key}
                    y={paragraph.y}
                    // a paragraph sits at the window edge its own direction starts from; the value is
                    // given pre-flipped because Label flips anchors again in RTL layouts
                    x={paragraph.rtl ? width : 0}
                    anchorX={dir.anchorX(paragraph.rtl ? 1 : 0)}
                    text={paragraph.plain}
                    size={size}
                    color={color}
                    wrapWidth={width}
                    weight={paragraph.runs[0]?.bold ? 'bold' : 'normal'}
                    italic={paragraph.runs[0]?.italic === true}
                    mirror={false}
                  />
                ),
              )}
            </pixiContainer>
          </pixiContainer>
          <Box
            x={-6}
            y={-6}
            width={width + 12}
            height={height + 12}
            radius={8}
            border={{ width: 2, color: 0xc9a45c }}
            visible={focused}
          />
        </>
      )}
    </Focusable>
  )
}
