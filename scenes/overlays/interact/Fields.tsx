// The prompt's field rows (portal spec §2 Overlays, Interact: input, select, choose, time-selector, switch).
// Every row is a label (with the required marker) and a control; left/right change a select, a time part or
// a switch, Enter on an input opens the on-screen keyboard. Values live in the dialog, not here.
import { Box, Focusable, Label, Mirror, useDir } from '../../../renderer'
import { useT } from '../../../src/i18n/react'
import {
  TIME_SELECTOR_PARTS,
  fieldOptions,
  stepIndex,
  timeValueOf,
  type PromptField,
  type TimeValue,
} from '../../../src/services/overlays'
import { Button } from '../../shared'
import { theme } from '../../theme'
import { useWidgetKeys } from './hooks'
import { CONTROL_WIDTH, FIELD_GAP, FIELD_HEIGHT, LABEL_WIDTH, shownValue } from './layout'

/** the required marker the §5 message 'Please fill all the fields marked with' points at */
export const REQUIRED_MARKER = '*'

export const fieldId = (index: number, part?: string) =>
  part === undefined ? `interact-field-${index}` : `interact-field-${index}-${part}`

/** a time selector takes two rows (hours, minutes), so left/right stay free to change each part */
export const fieldRows = (field: PromptField): number => (field.type === 'time-selector' ? 2 : 1)

export type FieldProps = {
  field: PromptField
  index: number
  name: string
  value: unknown
  /** the latest value, ahead of React's next commit (keys may arrive faster than commits) */
  read: () => unknown
  onChange: (value: unknown) => void
  /** the last field's way down: the OK button (spatially Cancel may sit closer under the controls) */
  down?: string
  /** Enter on an input: the keyboard, placed by the input's row */
  onEdit: (rowY: number) => void
  y: number
}

// Rows sit in the dialog's fields Mirror (Interact.tsx): useDir().x mirrors within the row, and the control
// is its own Mirror, so Arabic and Hebrew get the label on the right and the control on its left.
export function FieldRow(props: FieldProps) {
  const { field, name, y } = props
  const dir = useDir()
  return (
    <pixiContainer y={y}>
      <Label
        text={name}
        x={dir.x(0)}
        y={FIELD_HEIGHT / 2}
        anchorY={0.5}
        maxWidth={LABEL_WIDTH - 28}
        size={theme.fontSize.base}
        color={theme.muted}
        mirror={false}
      />
      {field.required ? (
        <Label
          text={REQUIRED_MARKER}
          x={dir.x(LABEL_WIDTH - 24)}
          y={FIELD_HEIGHT / 2}
          anchorY={0.5}
          color={theme.danger}
          weight="bold"
          mirror={false}
        />
      ) : null}
      <Mirror x={LABEL_WIDTH} width={CONTROL_WIDTH}>
        <Control {...props} />
      </Mirror>
    </pixiContainer>
  )
}

function Control(props: FieldProps) {
  switch (props.field.type) {
    case 'input':
      return <InputControl {...props} />
    case 'select':
      return <SelectControl {...props} />
    case 'choose':
      return <ChooseControl {...props} />
    case 'time-selector':
      return <TimeControl {...props} />
    case 'switch':
      return <SwitchControl {...props} />
  }
}

const downOf = (down: string | undefined) => (down === undefined ? {} : { overrides: { down } })

function Frame({ focused, width = CONTROL_WIDTH }: { focused: boolean; width?: number }) {
  return (
    <Box
      width={width}
      height={FIELD_HEIGHT}
      radius={10}
      fill={theme.surface}
      border={{ width: 2, color: focused ? theme.primary : theme.border }}
    />
  )
}

function InputControl({ field, index, name, value, onEdit, y, down }: FieldProps) {
  const dir = useDir()
  const text = shownValue(typeof value === 'string' ? value : '', field.secret)
  return (
    <Focusable
      id={fieldId(index)}
      {...downOf(down)}
      width={CONTROL_WIDTH}
      height={FIELD_HEIGHT}
      role="textbox"
      name={name}
      onSelect={() => onEdit(y)}
    >
      {(focused) => (
        <>
          <Frame focused={focused} />
          <Label
            text={text}
            x={dir.x(16)}
            y={FIELD_HEIGHT / 2}
            anchorY={0.5}
            maxWidth={CONTROL_WIDTH - 32}
            size={theme.fontSize.medium}
          />
        </>
      )}
    </Focusable>
  )
}

/** where a stepper's unit starts, after its left arrow */
const UNIT_X = 40
/** the room kept for the centred value (a time part is two digits) */
const VALUE_ROOM = 56

/** ‹ value › with left/right stepping through `choices` (wrapping) */
function Stepper(props: {
  id: string
  name: string
  role: string
  choices: readonly { value: unknown; label: string }[]
  value: unknown
  read: () => unknown
  onChange: (value: unknown) => void
  width?: number
  down?: string | undefined
  /** what the value counts (hours, minutes), written small after the left arrow */
  unit?: string
}) {
  const { id, choices, value, read, onChange, width = CONTROL_WIDTH } = props
  const index = choices.findIndex((choice) => choice.value === value)
  // forward is the reading direction: right, or left in Arabic and Hebrew (a mirrored slider)
  const dir = useDir()
  const { rtl } = dir
  useWidgetKeys(id, (key) => {
    if (key !== 'left' && key !== 'right') return false
    const from = choices.findIndex((choice) => choice.value === read())
    const next = choices[stepIndex(from, choices.length, (key === 'right') !== rtl ? 1 : -1)]
    if (next) onChange(next.value)
    return true
  })
  return (
    <Focusable
      id={id}
      {...downOf(props.down)}
      width={width}
      height={FIELD_HEIGHT}
      role={props.role}
      name={props.name}
    >
      {(focused) => (
        <>
          <Frame focused={focused} width={width} />
          {/* the arrows keep their sides (anchors given pre-flipped: Label flips them again in RTL) */}
          <Label
            text="‹"
            x={16}
            y={FIELD_HEIGHT / 2}
            anchorX={dir.anchorX(0)}
            anchorY={0.5}
            color={theme.muted}
            mirror={false}
          />
          {props.unit ? (
            <Label
              text={props.unit}
              x={dir.x(UNIT_X)}
              y={FIELD_HEIGHT / 2}
              anchorY={0.5}
              size={theme.fontSize.small}
              color={theme.muted}
              maxWidth={width / 2 - UNIT_X - VALUE_ROOM / 2}
              mirror={false}
            />
          ) : null}
          <Label
            text={choices[index]?.label ?? '—'}
            x={width / 2}
            y={FIELD_HEIGHT / 2}
            anchorX={0.5}
            anchorY={0.5}
            maxWidth={width - 72}
            size={theme.fontSize.medium}
          />
          <Label
            text="›"
            x={width - 16}
            y={FIELD_HEIGHT / 2}
            anchorX={dir.anchorX(1)}
            anchorY={0.5}
            color={theme.muted}
            mirror={false}
          />
        </>
      )}
    </Focusable>
  )
}

function SelectControl({ field, index, name, value, read, onChange, down }: FieldProps) {
  const { options } = fieldOptions(field)
  return (
    <Stepper
      id={fieldId(index)}
      name={name}
      role="listbox"
      choices={options}
      value={value}
      read={read}
      onChange={onChange}
      down={down}
    />
  )
}

const CHIP_GAP = 8

/** all choices side by side; Enter chooses the focused one */
function ChooseControl({ field, index, name, value, onChange, down }: FieldProps) {
  const { options } = fieldOptions(field)
  const width = Math.floor((CONTROL_WIDTH - CHIP_GAP * (options.length - 1)) / Math.max(1, options.length))
  const dir = useDir()
  return (
    <Focusable
      id={fieldId(index)}
      kind="row"
      width={CONTROL_WIDTH}
      height={FIELD_HEIGHT}
      role="radiogroup"
      name={name}
    >
      {options.map((option, i) => {
        const chosen = option.value === value
        return (
          <Button
            key={i}
            id={fieldId(index, String(i))}
            {...downOf(down)}
            order={i}
            x={dir.x(i * (width + CHIP_GAP), width)}
            width={width}
            height={FIELD_HEIGHT}
            radius={10}
            variant="chip"
            chosen={chosen}
            weight="normal"
            textMargin={12}
            text={option.label}
            role="radio"
            name={chosen ? `${option.label} ✓` : option.label}
            onSelect={() => onChange(option.value)}
          />
        )
      })}
    </Focusable>
  )
}

const asChoices = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const HOURS = asChoices(TIME_SELECTOR_PARTS.hours)
const MINUTES = asChoices(TIME_SELECTOR_PARTS.minutes)

function TimeControl({ index, name, value, read, onChange, down }: FieldProps) {
  const t = useT()
  const time = timeValueOf(value)
  const set = (patch: Partial<TimeValue>) => onChange({ ...timeValueOf(read()), ...patch })
  return (
    <>
      <Stepper
        id={fieldId(index, 'hours')}
        name={`${name} ${t('settings.hours')}`}
        unit={t('settings.hours')}
        role="spinbutton"
        choices={HOURS}
        value={time.hours}
        read={() => timeValueOf(read()).hours}
        onChange={(hours) => set({ hours: String(hours) })}
      />
      <pixiContainer y={FIELD_HEIGHT + FIELD_GAP}>
        <Stepper
          id={fieldId(index, 'minutes')}
          name={`${name} ${t('settings.minutes')}`}
          unit={t('settings.minutes')}
          role="spinbutton"
          choices={MINUTES}
          value={time.minutes}
          read={() => timeValueOf(read()).minutes}
          down={down}
          onChange={(minutes) => set({ minutes: String(minutes) })}
        />
      </pixiContainer>
    </>
  )
}

function SwitchControl({ index, name, value, read, onChange, down }: FieldProps) {
  const t = useT()
  const id = fieldId(index)
  const on = value === true
  const dir = useDir()
  useWidgetKeys(id, (key) => {
    if (key !== 'left' && key !== 'right') return false
    onChange(read() !== true)
    return true
  })
  return (
    <Focusable
      id={id}
      width={CONTROL_WIDTH}
      height={FIELD_HEIGHT}
      role="switch"
      name={name}
      {...downOf(down)}
      onSelect={() => onChange(read() !== true)}
    >
      {(focused) => (
        <>
          <Frame focused={focused} />
          <Box
            x={dir.x(16, 56)}
            y={14}
            width={56}
            height={28}
            radius={14}
            fill={on ? theme.primary : theme.border}
          />
          <Box x={dir.x(on ? 46 : 20, 22)} y={18} width={22} height={20} radius={10} fill={theme.onSurface} />
          <Label
            text={on ? t('common.on') : t('common.off')}
            x={dir.x(92)}
            y={FIELD_HEIGHT / 2}
            anchorY={0.5}
          />
        </>
      )}
    </Focusable>
  )
}
