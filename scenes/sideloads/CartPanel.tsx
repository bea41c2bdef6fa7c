import { useEffect, useLayoutEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Focusable, Label, mirrorX, useDir, useRenderer } from '../../renderer'
import type { CartItem } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import {
  CART_MAX_PER_ITEM,
  CART_MIN_PER_ITEM,
  cartWindowStart,
  type CartPanelDeps,
  type CartService,
} from '../../src/services/sideloads'
import { Button } from '../shared'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import { CONTENT_Y, PANEL_INNER, PANEL_PAD } from './PanelFrame'

export const CART_SEND_ID = 'cart-send'
// five lines, the total and Send end above the panel's Close button (PanelFrame FOOTER_Y)
const LINE_HEIGHT = 78
const MAX_LINES = 5
const SMALL = 44
/** the controls of a line; up/down keep to the same one */
type LinePart = 'less' | 'more' | 'remove'
const lineId = (index: number) => `cart-line-${index}`
const LINE_FOCUS = /^cart-line-(\d+)-/

/** portal spec §2 Side panel cart, §5 Cart (counter 1-9), §8 texts; §4: the cart closes when empty. */
export function CartPanel({ deps, close }: { deps: CartPanelDeps; close: () => void }) {
  const t = useT()
  const { focus } = useRenderer()
  const dir = useDir()
  const items = useStore(deps.cart.store, (state) => state.items)
  const empty = items.length === 0
  useEffect(() => {
    if (empty) close()
  }, [empty, close])
  useLayoutEffect(() => {
    if (!empty) focus.focus(CART_SEND_ID)
  }, [focus, empty])
  const currency = useStore(useStores().hotel, (state) =>
    String(state.config['view_currency.view_currency'] ?? ''),
  )
  const money = (value: number) => {
    const price = value.toFixed(2)
    return currency ? t('common.priceValue', { price, currency }) : price
  }
  // more lines than fit: a window of MAX_LINES follows the focused line; one line each side stays
  // mounted (hidden) so up/down always have a line to move to
  const [first, setFirst] = useState(0)
  useEffect(
    () =>
      focus.subscribe((id) => {
        const match = id === null ? null : LINE_FOCUS.exec(id)
        if (match) setFirst((current) => cartWindowStart(current, Number(match[1]), items.length, MAX_LINES))
      }),
    [focus, items.length],
  )
  const start = cartWindowStart(first, null, items.length, MAX_LINES)
  const mounted = items
    .map((item, index) => ({ item, index }))
    .filter(({ index }) => index >= start - 1 && index <= start + MAX_LINES)
  const total = items.reduce((sum, item) => sum + item.price * item.count, 0)
  const send = async () => {
    // portal spec §8: the cart is cleared and the panel closed in every case. send() clears the cart at
    // once, so the empty-cart effect above has closed this panel before the answer comes; closing again
    // after it would close whatever side panel is up by then (a bill view opened meanwhile).
    const notice = await deps.cart.send()
    deps.notify(notice)
  }
  const sendY = CONTENT_Y + Math.min(items.length, MAX_LINES) * LINE_HEIGHT + 18
  return (
    <>
      {mounted.map(({ item, index }) => (
        <CartLine
          key={`${item.action_type}-${item.id}`}
          item={item}
          index={index}
          last={index === items.length - 1}
          y={CONTENT_Y + (index - start) * LINE_HEIGHT}
          visible={index >= start && index < start + MAX_LINES}
          money={money}
          cart={deps.cart}
        />
      ))}
      {items.length > MAX_LINES ? (
        <Label
          text={`${start + 1}–${start + MAX_LINES} / ${items.length}`}
          x={dir.x(PANEL_PAD + PANEL_INNER)}
          y={48}
          anchorX={1}
          size={theme.fontSize.small}
          color={theme.muted}
          role="status"
        />
      ) : null}
      <Label
        text={t('common.total')}
        x={dir.x(PANEL_PAD)}
        y={sendY}
        size={theme.fontSize.medium}
        weight="bold"
      />
      <Label
        text={money(total)}
        x={dir.x(PANEL_PAD + PANEL_INNER)}
        y={sendY}
        anchorX={1}
        size={theme.fontSize.medium}
        weight="bold"
        role="status"
      />
      <Button
        id={CART_SEND_ID}
        x={PANEL_PAD}
        y={sendY + 40}
        width={PANEL_INNER}
        height={52}
        text={t('common.send')}
        // up goes to the last line shown, not to the hidden one below the window
        overrides={{ up: `${lineId(Math.min(items.length, start + MAX_LINES) - 1)}-less` }}
        onSelect={() => void send()}
      />
    </>
  )
}

function CartLine({
  item,
  index,
  last,
  y,
  visible,
  money,
  cart,
}: {
  item: CartItem
  index: number
  last: boolean
  y: number
  visible: boolean
  money: (value: number) => string
  cart: CartService
}) {
  const t = useT()
  const id = lineId(index)
  // up/down go to the same part of the next line (or Send after the last), in or out of the window
  const overrides = (part: LinePart) => ({
    up: index > 0 ? `${lineId(index - 1)}-${part}` : null,
    down: last ? CART_SEND_ID : `${lineId(index + 1)}-${part}`,
  })
  const dir = useDir()
  // the counter row is mirrored with the panel: − count + from the start side
  const ROW = PANEL_INNER - 184
  const inRow = (x: number, width = 0) => mirrorX(x, width, ROW, dir.rtl)
  return (
    <pixiContainer y={y} visible={visible}>
      <Box x={PANEL_PAD} width={PANEL_INNER} height={LINE_HEIGHT - 8} radius={10} fill={theme.surface} />
      <Label
        text={item.title}
        x={dir.x(PANEL_PAD + 14)}
        y={8}
        maxWidth={PANEL_INNER - 28}
        weight="bold"
        role="listitem"
        mirror={visible}
      />
      <Label text={money(item.price * item.count)} x={dir.x(PANEL_PAD + 14)} y={40} color={theme.muted} />
      <Focusable
        id={id}
        kind="row"
        x={dir.x(PANEL_PAD + 170, ROW)}
        y={30}
        width={PANEL_INNER - 184}
        height={SMALL - 6}
        role="group"
        name={item.title}
      >
        <SmallButton
          id={`${id}-less`}
          order={0}
          x={inRow(0, SMALL)}
          text="−"
          name={t('sideload.decrease')}
          overrides={overrides('less')}
          disabled={item.count <= CART_MIN_PER_ITEM}
          onSelect={() => cart.setCount(index, item.count - 1)}
        />
        <Label
          text={String(item.count)}
          x={inRow(SMALL + 20)}
          y={(SMALL - 6) / 2}
          anchorX={0.5}
          anchorY={0.5}
          weight="bold"
          role="status"
        />
        <SmallButton
          id={`${id}-more`}
          order={1}
          x={inRow(SMALL + 40, SMALL)}
          text="+"
          name={t('sideload.increase')}
          overrides={overrides('more')}
          disabled={item.count >= CART_MAX_PER_ITEM}
          onSelect={() => cart.setCount(index, item.count + 1)}
        />
        <SmallButton
          id={`${id}-remove`}
          order={2}
          x={inRow(2 * SMALL + 56, ROW - 2 * SMALL - 56)}
          width={PANEL_INNER - 184 - 2 * SMALL - 56}
          text={t('common.remove')}
          name={t('common.remove')}
          overrides={overrides('remove')}
          onSelect={() => cart.remove(index)}
        />
      </Focusable>
    </pixiContainer>
  )
}

function SmallButton(props: {
  id: string
  order: number
  x: number
  width?: number
  text: string
  name: string
  overrides: { up: string | null; down: string }
  disabled?: boolean
  onSelect: () => void
}) {
  return (
    <Button
      {...props}
      width={props.width ?? SMALL}
      height={SMALL - 6}
      radius={8}
      weight="normal"
      textMargin={8}
    />
  )
}
