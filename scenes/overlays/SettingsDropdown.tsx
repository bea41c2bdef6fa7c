import { useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { Box, Label, WindowList, mirrorX, useDir, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { deviceClassOf, settingsItems, type SettingsItem } from '../../src/services/infobarItems'
import { LAYER, type OverlayManager } from '../../src/services/overlays'
import { SLEEP_TIMER_CHOICES_MIN } from '../../src/services/timers'
import { useStores } from '../shared/portalContext'
import { DialogFrame, OverlayScope } from '../shared'
import { theme } from '../theme'
import type { SettingsActions } from '../../src/services/infobarActions'

export const SETTINGS_LIST_ID = 'settings-list'
// portal spec §9: dropdown max height 265 px (layer 105).
export const DROPDOWN_MAX_HEIGHT = 265
const ROW_HEIGHT = 44
const WIDTH = 340
const PAD = 6
/** the rows that fit in the max height with the padding above and below them (§9) */
const MAX_ROWS = Math.floor((DROPDOWN_MAX_HEIGHT - 2 * PAD) / ROW_HEIGHT)
/** above the info bar (Infobar BAR_Y 596), at its right end where the Settings button sits */
const BOTTOM = 588
const RIGHT = 1240

type Row = { id: string; text: string; run: () => void }

/** Rows shown at once (the list scrolls past them) and the dropdown's height for a list of `length`. */
export function dropdownSize(length: number): { visible: number; height: number } {
  const visible = Math.min(MAX_ROWS, Math.max(1, length))
  return { visible, height: visible * ROW_HEIGHT + 2 * PAD }
}

/** portal spec §2 Settings dropdown: Sleep Timer, Wake-Up Alarm, Language, Disable/Enable HDMI, Hotel Service Menu. */
export function SettingsDropdown({
  overlays,
  actions,
}: {
  overlays: OverlayManager
  actions: SettingsActions
}) {
  const entry = useStore(overlays.store, (state) => state.overlays.settings)
  if (!entry || entry.phase !== 'active') return null
  return (
    <OverlayScope kind="settings">
      <Dropdown
        key={entry.id}
        actions={actions}
        overlays={overlays}
        startInSleep={(entry.request as SettingsRequest | null)?.menu === 'sleepTimer'}
      />
    </OverlayScope>
  )
}

/** the remote's sleep-timer key opens the dropdown straight at the sleep-timer choices */
export type SettingsRequest = { menu?: 'sleepTimer' }

function Dropdown({
  actions,
  overlays,
  startInSleep,
}: {
  actions: SettingsActions
  overlays: OverlayManager
  startInSleep: boolean
}) {
  const close = useCallback(() => overlays.close('settings', 'closed'), [overlays])
  const t = useT()
  const { focus } = useRenderer()
  const { hotel } = useStores()
  const config = useStore(hotel, (state) => state.config)
  const properties = useStore(hotel, (state) => state.properties)
  const timer = useStore(actions.sleep.store, (state) => state.timer)
  const hdmiDisabled = useStore(actions.hdmi.store, (state) => state.disabled)
  const [sleepMenu, setSleepMenu] = useState(startInSleep)
  const [index, setIndex] = useState(0)
  const items = useMemo(() => {
    const device = deviceClassOf(properties?.type ?? '', properties?.manufacturer ?? '')
    return settingsItems({ config, device, languages: 0, hasCart: false }).filter(
      (item) =>
        (item !== 'wakeUpAlarm' || actions.openAlarm !== undefined) &&
        (item !== 'hotelServiceMenu' || actions.openServiceMenu !== undefined),
    )
  }, [config, properties, actions])

  const rows: Row[] = useMemo(() => {
    const then = (action: (() => void) | undefined) => () => {
      close()
      action?.()
    }
    if (sleepMenu)
      return [
        ...SLEEP_TIMER_CHOICES_MIN.map((minutes) => ({
          id: `sleep-${minutes}`,
          text: t('common.minute', { count: minutes }),
          run: then(() => actions.sleep.set(minutes)),
        })),
        ...(timer
          ? [
              {
                id: 'sleep-remove',
                text: t('settings.removeCurrent'),
                run: then(() => actions.sleep.remove()),
              },
            ]
          : []),
      ]
    const main: Record<SettingsItem, Row> = {
      sleepTimer: {
        id: 'sleepTimer',
        text: t('settings.sleepTimer'),
        run: () => {
          setIndex(0)
          setSleepMenu(true)
        },
      },
      wakeUpAlarm: { id: 'wakeUpAlarm', text: t('settings.wakeUpAlarm'), run: then(actions.openAlarm) },
      language: { id: 'language', text: t('settings.language'), run: then(actions.openLanguages) },
      // portal spec §8: HDMI toggle failure ignored; the dropdown stays open so the label shows the new state
      hdmi: {
        id: 'hdmi',
        text: t(hdmiDisabled ? 'settings.enableHdmi' : 'settings.disableHdmi'),
        run: () => void actions.hdmi.toggle(),
      },
      hotelServiceMenu: {
        id: 'hotelServiceMenu',
        text: t('settings.hotelServiceMenu'),
        run: then(actions.openServiceMenu),
      },
    }
    return items.map((item) => main[item])
  }, [t, sleepMenu, timer, hdmiDisabled, items, actions, close])

  useLayoutEffect(() => {
    focus.focus(SETTINGS_LIST_ID)
  }, [focus, sleepMenu])

  const renderRow = useCallback(
    (row: number, active: boolean) => <DropdownRow text={rows[row]?.text ?? ''} active={active} />,
    [rows],
  )
  const { visible, height } = dropdownSize(rows.length)
  const title = sleepMenu ? t('settings.sleepTimer') : t('settings.title')
  // it opens over the info bar's Settings button: at the right end, or the left in Arabic and Hebrew
  const dir = useDir()
  return (
    <DialogFrame
      x={dir.x(RIGHT - WIDTH, WIDTH)}
      y={BOTTOM - height}
      label="settings-dropdown"
      zIndex={LAYER.dropdown}
      width={WIDTH}
      height={height}
      radius={12}
      border={{ width: 1, color: theme.border }}
      name={title}
    >
      <WindowList
        id={SETTINGS_LIST_ID}
        name={title}
        x={PAD}
        y={PAD}
        width={WIDTH - 2 * PAD}
        rowHeight={ROW_HEIGHT}
        rows={visible}
        activeSlot={Math.min(2, visible - 1)}
        wrap={false}
        length={rows.length}
        index={Math.min(index, rows.length - 1)}
        onIndexChange={setIndex}
        onSelect={(row) => rows[row]?.run()}
        rowName={(row) => rows[row]?.text ?? ''}
        renderRow={renderRow}
      />
    </DialogFrame>
  )
}

function DropdownRow({ text, active }: { text: string; active: boolean }) {
  const { rtl } = useDir()
  return (
    <>
      <Box
        width={WIDTH - 2 * PAD}
        height={ROW_HEIGHT - 4}
        radius={8}
        fill={active ? theme.primary : theme.surfaceRaised}
      />
      <Label
        text={text}
        x={mirrorX(16, 0, WIDTH - 2 * PAD, rtl)}
        y={(ROW_HEIGHT - 4) / 2}
        anchorY={0.5}
        maxWidth={WIDTH - 2 * PAD - 32}
        color={active ? theme.onPrimary : theme.onSurface}
        role="option"
      />
    </>
  )
}
