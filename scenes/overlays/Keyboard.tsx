import { useLayoutEffect, useRef, useState } from 'react'
import { useStore } from 'zustand'
import {
  Box,
  Focusable,
  fittedWidths,
  fitWithin,
  Label,
  stackPositions,
  useRenderer,
  useTextWidths,
} from '../../renderer'
import { useT } from '../../src/i18n/react'
import { digitOfKey } from '../../src/services/remote'
import {
  KEYBOARD_ACTIONS,
  LAYER,
  keyboardCloseKey,
  isWordKey,
  keyboardKeys,
  keyboardMoves,
  keyboardPlacement,
  keyboardRows,
  typeInto,
  type KeyboardLayout,
  type KeyboardRequest,
  type OverlayManager,
  type ScopeKeys,
} from '../../src/services/overlays'
import { Button, DialogFrame, OverlayScope, overlayScope } from '../shared'
import { theme } from '../theme'
import { useScopeKeys } from './interact/hooks'
import { SCREEN, shownValue } from './interact/layout'

const SCOPE = overlayScope('keyboard')
const KEY_WIDTH = 56
const KEY_HEIGHT = 48
const KEY_GAP = 8
const PADDING = 20
const PREVIEW_HEIGHT = 52
const COLUMNS: Record<KeyboardLayout, number> = { alphabetical: 10, numeric: 5 }
/** the numeric layout's way back to letters (the alphabetical layout has the spec's 123 switch) */
const ABC_KEY = 'abc'
const ROWS_MAX = 4
/** a word key's caption (Space, Enter…): smaller than a letter */
const WORD_TEXT = { size: theme.fontSize.xsmall } as const
/** room on each side of a word key's caption */
const WORD_PADDING = 10
export const KEYBOARD_HEIGHT =
  2 * PADDING + PREVIEW_HEIGHT + KEY_GAP * 2 + ROWS_MAX * KEY_HEIGHT + (ROWS_MAX - 1) * KEY_GAP
const KEYBOARD_WIDTH = 2 * PADDING + COLUMNS.alphabetical * (KEY_WIDTH + KEY_GAP) - KEY_GAP
const PLACEMENT_GAP = 8
export const keyId = (index: number) => `keyboard-key-${index}`

/**
 * portal spec §2 Overlays, Keyboard (layer 104): numeric and alphabetical layouts, backspace, Enter; placed
 * above or below the input. §4: Enter confirms, back/exit cancels. Remote digits type too.
 */
export function Keyboard({ overlays, scopeKeys }: { overlays: OverlayManager; scopeKeys: ScopeKeys }) {
  const entry = useStore(overlays.store, (state) => state.overlays.keyboard)
  if (!entry || entry.phase !== 'active') return null
  return (
    <OverlayScope kind="keyboard">
      <Board
        key={entry.id}
        request={entry.request as KeyboardRequest}
        overlays={overlays}
        scopeKeys={scopeKeys}
      />
    </OverlayScope>
  )
}

function Board({
  request,
  overlays,
  scopeKeys,
}: {
  request: KeyboardRequest
  overlays: OverlayManager
  scopeKeys: ScopeKeys
}) {
  const t = useT()
  const { focus } = useRenderer()
  const [value, setValue] = useState(request.value)
  const latest = useRef(request.value)
  const [layout, setLayout] = useState<KeyboardLayout>(request.layout)
  const [upper, setUpper] = useState(false)
  const update = (next: string) => {
    latest.current = next
    setValue(next)
  }
  useLayoutEffect(() => {
    focus.focus(keyId(0))
  }, [focus, layout])

  useScopeKeys(scopeKeys, SCOPE, (key) => {
    if (key === 'back' || key === 'exit') return keyboardCloseKey(overlays, key, latest.current)
    const digit = digitOfKey(key)
    if (digit === null) return false
    update(typeInto(latest.current, digit, request.digitsOnly))
    return true
  })

  const keys = keyboardKeys(layout, { digitsOnly: request.digitsOnly, upper })
  if (layout === 'numeric' && !request.digitsOnly) keys.splice(keys.length - 2, 0, ABC_KEY)
  const press = (key: string) => {
    const { backspace, enter, shift, numeric } = KEYBOARD_ACTIONS
    if (key === enter) overlays.close('keyboard', 'confirmed', latest.current)
    else if (key === backspace) update(latest.current.slice(0, -1))
    else if (key === shift) setUpper((u) => !u)
    else if (key === numeric) setLayout('numeric')
    else if (key === ABC_KEY) setLayout('alphabetical')
    // the layout's own keys are the spec's (§2), so they type as they are; remote entry goes through typeInto
    else update(latest.current + key)
  }
  const caption = (key: string): string => {
    if (key === ' ') return t('keyboard.space')
    if (key === KEYBOARD_ACTIONS.backspace) return t('keyboard.backspace')
    if (key === KEYBOARD_ACTIONS.enter) return t('keyboard.enter')
    if (key === KEYBOARD_ACTIONS.shift) return t('keyboard.caps')
    if (key === KEYBOARD_ACTIONS.numeric) return t('keyboard.switch123')
    if (key === ABC_KEY) return t('keyboard.switchAbc')
    return key
  }

  const columns = COLUMNS[layout]
  const gridWidth = columns * (KEY_WIDTH + KEY_GAP) - KEY_GAP
  const rows = keyboardRows(keys, columns)
  // the word keys' row (keyboardRows puts them last): each key as wide as its caption
  const last = rows[rows.length - 1] ?? []
  const wordRow = last.some((index) => isWordKey(keys[index] ?? '')) ? last : []
  const wordKeys = keys.filter((_, index) => wordRow.includes(index))
  const wordWidths = wordSizes(
    useTextWidths(wordKeys.map(caption), WORD_TEXT),
    wordKeys.map((key) => key === ' '),
    gridWidth,
  )
  const rects: Array<{ x: number; y: number; width: number }> = []
  rows.forEach((row, r) => {
    const widths = row === wordRow ? wordWidths : row.map(() => KEY_WIDTH)
    const xs = stackPositions(widths, KEY_GAP)
    row.forEach((index, at) => {
      rects[index] = { x: xs[at] ?? 0, y: r * (KEY_HEIGHT + KEY_GAP), width: widths[at] ?? KEY_WIDTH }
    })
  })
  const moves = keyboardMoves(
    rows,
    rects.map((rect) => rect.x + rect.width / 2),
  )
  const placement = keyboardPlacement(request.anchor, KEYBOARD_HEIGHT)
  const y =
    placement === 'below'
      ? request.anchor.top + request.anchor.height + PLACEMENT_GAP
      : Math.max(0, request.anchor.top - KEYBOARD_HEIGHT - PLACEMENT_GAP)
  return (
    <DialogFrame
      x={(SCREEN.width - KEYBOARD_WIDTH) / 2}
      y={y}
      label="keyboard"
      zIndex={LAYER.keyboard}
      width={KEYBOARD_WIDTH}
      height={KEYBOARD_HEIGHT}
      radius={14}
      fill={theme.surface}
      border={{ width: 2, color: theme.primary }}
      role="group"
      name={`keyboard ${placement}`}
    >
      <Box
        x={PADDING}
        y={PADDING}
        width={KEYBOARD_WIDTH - 2 * PADDING}
        height={PREVIEW_HEIGHT}
        radius={8}
        fill={theme.surfaceRaised}
        role="textbox"
        name={request.label}
      />
      <Label
        text={shownValue(value, request.secret)}
        x={PADDING + 16}
        y={PADDING + PREVIEW_HEIGHT / 2}
        anchorY={0.5}
        maxWidth={KEYBOARD_WIDTH - 2 * PADDING - 32}
        size={theme.fontSize.medium}
      />
      <Focusable
        id="keyboard-keys"
        x={(KEYBOARD_WIDTH - gridWidth) / 2}
        y={PADDING + PREVIEW_HEIGHT + 2 * KEY_GAP}
        width={gridWidth}
        height={ROWS_MAX * (KEY_HEIGHT + KEY_GAP)}
        role="group"
        name={t('keyboard.enter')}
      >
        {keys.map((key, index) => {
          const move = moves[index]
          return (
            <Key
              key={`${layout}-${index}`}
              id={keyId(index)}
              order={index}
              x={rects[index]?.x ?? 0}
              y={rects[index]?.y ?? 0}
              width={rects[index]?.width ?? KEY_WIDTH}
              text={caption(key)}
              // rows of different lengths and widths: each arrow names its key (null: the keyboard's edge)
              overrides={{
                left: target(move?.left),
                right: target(move?.right),
                up: target(move?.up),
                down: target(move?.down),
              }}
              onSelect={() => press(key)}
            />
          )
        })}
      </Focusable>
    </DialogFrame>
  )
}

const target = (index: number | null | undefined): string | null =>
  index === null || index === undefined ? null : keyId(index)

/**
 * The word keys' widths: each caption's width and padding (at least a letter key's width), the space
 * bar taking the rest of the row, the others sharing it when there is no space bar; the longest cut
 * to a common width when the captions are longer than the row.
 */
function wordSizes(captions: readonly number[], isSpace: readonly boolean[], rowWidth: number): number[] {
  const room = rowWidth - KEY_GAP * Math.max(0, captions.length - 1)
  const fitted = fitWithin(
    fittedWidths(captions, { padding: WORD_PADDING, min: KEY_WIDTH, max: rowWidth }),
    rowWidth,
    KEY_GAP,
  )
  const spare = room - fitted.reduce((sum, width) => sum + width, 0)
  if (spare <= 0 || fitted.length === 0) return fitted
  const space = isSpace.indexOf(true)
  if (space >= 0) return fitted.map((width, index) => (index === space ? width + spare : width))
  const share = Math.floor(spare / fitted.length)
  return fitted.map((width) => width + share)
}

/** a key: the kit button, small; a word caption (Space, Enter) smaller than a letter */
function Key(props: {
  id: string
  order: number
  x: number
  y: number
  width: number
  text: string
  overrides: Partial<Record<'left' | 'right' | 'up' | 'down', string | null>>
  onSelect: () => void
}) {
  return (
    <Button
      {...props}
      height={KEY_HEIGHT}
      radius={8}
      weight="normal"
      size={props.text.length > 1 ? WORD_TEXT.size : theme.fontSize.medium}
      textMargin={6}
    />
  )
}
