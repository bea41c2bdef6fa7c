import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Container } from 'pixi.js'
import {
  Box,
  Focusable,
  Label,
  mirrorX,
  SCROLL_ANIMATION_MS,
  Spinner,
  useDir,
  useRenderer,
} from '../../renderer'
import { useT } from '../../src/i18n/react'
import { SIDE_PANEL_WIDTH } from '../../src/services/overlays'
import {
  BILL_SCROLL_PX,
  BILL_TEXT,
  loadBill,
  type BillPanelDeps,
  type BillResult,
} from '../../src/services/sideloads'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { CONTENT_Y, FOOTER_Y, PANEL_INNER, PANEL_PAD, PanelText } from './PanelFrame'

export const BILL_LIST_ID = 'bill-items'
const ROW_HEIGHT = 70
const LIST_HEIGHT = 420
const TOTAL_Y = CONTENT_Y + LIST_HEIGHT + 24

/** portal spec §4 Bill view: 0 loading, 1 shown; §8 texts; §9 bill scroll 100 px. */
export function BillPanel({ deps, closeId }: { deps: BillPanelDeps; closeId: string }) {
  const t = useT()
  const { focus } = useRenderer()
  const dir = useDir()
  const { hotel } = useStores()
  const [result, setResult] = useState<BillResult | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const { device, language } = hotel.getState()
    void loadBill(device?.guest?.pms_id, { ...deps, language, signal: controller.signal }).then((done) => {
      if (done) setResult(done)
    })
    return () => controller.abort()
  }, [deps, hotel])
  const hasItems = result?.kind === 'items' && result.items.length > 0
  useLayoutEffect(() => {
    focus.focus(hasItems ? BILL_LIST_ID : closeId)
  }, [focus, hasItems, closeId])

  if (!result)
    return (
      <>
        <Spinner x={SIDE_PANEL_WIDTH / 2 - 24} y={CONTENT_Y + 80} name={t(BILL_TEXT.fetching)} />
        <PanelText text={t(BILL_TEXT.fetching)} y={CONTENT_Y + 140} tone="muted" />
      </>
    )
  if (result.kind === 'error') return <PanelText text={t(result.text)} tone="danger" />
  if (result.kind === 'empty') return <PanelText text={t(result.text)} tone="warning" />
  const currency = String(hotel.getState().config['view_currency.view_currency'] ?? '')
  const money = (amount: string) => (currency ? t('common.priceValue', { price: amount, currency }) : amount)
  return (
    <>
      <BillItems items={result.items} money={money} name={t('bill.title')} />
      <Box x={PANEL_PAD} y={TOTAL_Y - 12} width={PANEL_INNER} height={2} fill={theme.border} />
      <Label
        text={t('bill.total')}
        x={dir.x(PANEL_PAD)}
        y={TOTAL_Y}
        size={theme.fontSize.medium}
        weight="bold"
      />
      <Label
        text={money(result.total)}
        x={dir.x(PANEL_PAD + PANEL_INNER)}
        y={TOTAL_Y}
        anchorX={1}
        size={theme.fontSize.medium}
        weight="bold"
        role="status"
      />
    </>
  )
}

/** whether a row whose top is `top` (in the strip) shows at scroll `y`: it may straddle the list's bottom
 * edge (the band below covers the rest of a row) or its top edge (the band above), never go past them */
const rowShows = (top: number, y: number) => top + y > -ROW_HEIGHT && top + y < LIST_HEIGHT

/** Shows only the strip's rows that are in the list at scroll `y` (the strip's own y). */
function clipRows(strip: Container, y: number): void {
  for (const row of strip.children) row.visible = rowShows(row.y, y)
}

function BillItems({
  items,
  money,
  name,
}: {
  items: Extract<BillResult, { kind: 'items' }>['items']
  money: (amount: string) => string
  name: string
}) {
  const { keys, animate } = useRenderer()
  const { rtl } = useDir()
  const mx = (x: number) => mirrorX(x, 0, PANEL_INNER, rtl)
  const strip = useRef<Container>(null)
  const offset = useRef(0)
  // the scroll offsets the strip passes through now (from the one it left to the one it goes to): only
  // the rows some offset of that span shows are made, so a long bill makes no more rows than it shows
  const [span, setSpan] = useState({ low: 0, high: 0 })
  const max = Math.max(0, items.length * ROW_HEIGHT - LIST_HEIGHT)
  useEffect(
    () =>
      keys.register(BILL_LIST_ID, (key) => {
        const node = strip.current
        if (!node || (key !== 'up' && key !== 'down')) return false
        const next = Math.min(max, Math.max(0, offset.current + (key === 'up' ? -1 : 1) * BILL_SCROLL_PX))
        if (next === offset.current) return false
        offset.current = next
        setSpan({ low: Math.min(-node.y, next), high: Math.max(-node.y, next) })
        animate({
          key: `${BILL_LIST_ID}:scroll`,
          from: node.y,
          to: -next,
          durationMs: SCROLL_ANIMATION_MS,
          onUpdate: (v) => {
            node.y = v
            clipRows(node, v)
          },
          onComplete: () => setSpan({ low: next, high: next }),
        })
        return true
      }),
    [keys, animate, max],
  )
  // rows made by this render show only where the strip is now
  useLayoutEffect(() => {
    const node = strip.current
    if (node) clipRows(node, node.y)
  })
  return (
    <Focusable
      id={BILL_LIST_ID}
      x={PANEL_PAD}
      y={CONTENT_Y}
      width={PANEL_INNER}
      height={LIST_HEIGHT}
      role="list"
      name={name}
    >
      <pixiContainer ref={strip}>
        {items.map((item, index) => {
          const top = index * ROW_HEIGHT
          if (top <= span.low - ROW_HEIGHT || top >= span.high + LIST_HEIGHT) return null
          return (
            <pixiContainer key={index} y={top}>
              <Label text={item.title} x={mx(0)} maxWidth={PANEL_INNER - 130} weight="bold" role="listitem" />
              <Label text={money(item.amount)} x={mx(PANEL_INNER)} anchorX={1} />
              <Label text={item.when} x={mx(0)} y={28} size={theme.fontSize.small} color={theme.muted} />
            </pixiContainer>
          )
        })}
      </pixiContainer>
      {/* opaque bands over the strip's overflow instead of a stencil mask (PERF-NOTES.md); the rows
          past them are hidden (clipRows), since the panel's footer lies below the lower band */}
      <Box y={-CONTENT_Y} width={PANEL_INNER} height={CONTENT_Y} fill={theme.surfaceRaised} />
      <Box
        y={LIST_HEIGHT}
        width={PANEL_INNER}
        height={FOOTER_Y - 8 - CONTENT_Y - LIST_HEIGHT}
        fill={theme.surfaceRaised}
      />
    </Focusable>
  )
}
