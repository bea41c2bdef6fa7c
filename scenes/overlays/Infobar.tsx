import { useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import {
  Box,
  FocusScopeContext,
  Focusable,
  Label,
  fitWithin,
  fittedWidths,
  mirrorX,
  stackPositions,
  useDir,
  useRenderer,
  useTextWidths,
} from '../../renderer'
import { useT } from '../../src/i18n/react'
import { formatTime } from '../../src/services/dateTime'
import { deviceClassOf } from '../../src/services/infobarItems'
import { infobarItems, sleepCountdown, type InfobarItem } from '../../src/services/infobarList'
import { unreadCount } from '../../src/services/messageInbox'
import { LAYER, overlayScope, type OverlayManager } from '../../src/services/overlays'
import { cartCount } from '../../src/services/sideloads'
import { SLEEP_TIMER_CHOICES_MIN, sleepTimerExpiresAt, type AlarmState } from '../../src/services/timers'
import { Button } from '../shared/Button'
import { useStores } from '../shared/portalContext'
import { theme } from '../theme'
import type { InfobarActions } from '../../src/services/infobarActions'

const BAR_Y = 596
const BAR_HEIGHT = 124
const BUTTON_HEIGHT = 56
/**
 * Buttons as wide as their captions (16 px each side), at least 196 px so a short row keeps its even
 * look; the longest are cut to a common width only when the row would leave the bar. A set sleep timer
 * ("Выключение через 5 минут") is longer than the 196 px every button had.
 */
const BUTTON = { min: 196, max: 400, cutMin: 96, padding: 16 }
/** the caption's style: the Button's normal weight at the base size */
const BUTTON_TEXT = { weight: 'normal' } as const
const ROW_WIDTH = 1200
const GAP = 14
const BADGE = 28
const SCOPE = overlayScope('infobar')

/** portal spec §2 Info bar (plugins layer 100): buttons along the bottom, with the §6 visibility rules. */
export function Infobar({ overlays, actions }: { overlays: OverlayManager; actions: InfobarActions }) {
  const entry = useStore(overlays.store, (state) => state.overlays.infobar)
  if (!entry || entry.phase !== 'active') return null
  return (
    <FocusScopeContext.Provider value={SCOPE}>
      <Bar key={entry.id} overlays={overlays} actions={actions} />
    </FocusScopeContext.Provider>
  )
}

/** stands in until the alarm service runs: no alarm to show (one per bar, nothing at module level) */
const createNoAlarm = () => createStore<AlarmState>()(() => ({ alarm: null }))

function Bar({ overlays, actions }: { overlays: OverlayManager; actions: InfobarActions }) {
  const t = useT()
  const { focus } = useRenderer()
  const { hotel, messages } = useStores()
  const [noAlarm] = useState(createNoAlarm)
  const config = useStore(hotel, (state) => state.config)
  const language = useStore(hotel, (state) => state.language)
  const properties = useStore(hotel, (state) => state.properties)
  const languages = useStore(hotel, (state) => state.languages.length)
  const unread = useStore(messages, (state) => unreadCount(state.messages))
  const timer = useStore(actions.sleep.store, (state) => state.timer)
  const alarm = useStore(actions.alarm?.store ?? noAlarm, (state) => state.alarm)
  const inCart = useStore(actions.cart, (state) => cartCount(state.items))
  const [choosingSleep, setChoosingSleep] = useState(false)
  const [tick, redraw] = useReducer((n: number) => n + 1, 0)
  const items = useMemo(() => {
    const device = deviceClassOf(properties?.type ?? '', properties?.manufacturer ?? '')
    const wired: Partial<Record<InfobarItem, unknown>> = {
      alarm: actions.openAlarm,
      refreshData: actions.confirmRefresh,
      clearUserData: actions.clearUserData,
    }
    return infobarItems({ config, device, languages, hasCart: inCart > 0 }).filter(
      (item) => !(item in wired) || wired[item] !== undefined,
    )
  }, [config, properties, languages, inCart, actions])

  // The sleep countdown changes once a minute: one clock timer at the next change, never per frame.
  const countdown = timer ? sleepCountdown(sleepTimerExpiresAt(timer), actions.clock.now()) : null
  useEffect(() => {
    if (!timer) return
    const { clock } = actions
    const handle = clock.setTimeout(
      redraw,
      sleepCountdown(sleepTimerExpiresAt(timer), clock.now()).nextChangeMs,
    )
    return () => clock.clearTimeout(handle)
  }, [actions, timer, tick])

  const firstId = choosingSleep
    ? `sleep-${SLEEP_TIMER_CHOICES_MIN[0]}`
    : items[0]
      ? `infobar-${items[0]}`
      : null
  useLayoutEffect(() => {
    if (firstId) focus.focus(firstId)
  }, [focus, firstId])

  const label = (item: InfobarItem): string => {
    if (item === 'sleepTimer' && countdown)
      return t('infobar.sleepIn', { time: t('common.minute', { count: Math.max(1, countdown.minutes) }) })
    if (item === 'alarm' && alarm)
      return t('infobar.alarmAt', { time: formatTime(alarm.value, config, language) })
    return t(`infobar.${item}`)
  }
  const badge = (item: InfobarItem): number =>
    item === 'shoppingCart' ? inCart : item === 'messages' ? unread : 0
  const closeThen = (action: (() => void) | undefined) => {
    overlays.close('infobar', 'closed')
    action?.()
  }
  const select = (item: InfobarItem) => {
    switch (item) {
      case 'sleepTimer':
        return setChoosingSleep(true)
      case 'settings':
        // the dropdown opens over the bar (layer 105); closing it returns focus here
        return void overlays.open('settings', {})
      case 'messages':
        return closeThen(actions.openMessages)
      case 'shoppingCart':
        return closeThen(actions.openCart)
      case 'language':
        return closeThen(actions.openLanguages)
      case 'alarm':
        return closeThen(actions.openAlarm)
      case 'refreshData':
        return closeThen(actions.confirmRefresh)
      case 'clearUserData':
        return closeThen(actions.clearUserData)
    }
  }
  const choices = [
    ...SLEEP_TIMER_CHOICES_MIN.map((minutes) => ({
      id: `sleep-${minutes}`,
      text: t('common.minute', { count: minutes }),
      minutes,
    })),
    ...(timer ? [{ id: 'sleep-remove', text: t('settings.removeCurrent'), minutes: 0 }] : []),
  ]
  const captions = choosingSleep ? choices.map((choice) => choice.text) : items.map(label)
  const captionWidths = useTextWidths(captions, BUTTON_TEXT)
  const widths = fitWithin(fittedWidths(captionWidths, BUTTON), ROW_WIDTH, GAP, BUTTON.cutMin)
  const positions = stackPositions(widths, GAP)
  const widthOf = (index: number) => widths[index] ?? BUTTON.min
  // buttons run from the start side: right to left in Arabic and Hebrew (the engine's row follows)
  const { rtl } = useDir()
  const at = (index: number) => mirrorX(positions[index] ?? 0, widthOf(index), ROW_WIDTH, rtl)

  return (
    <pixiContainer y={BAR_Y} label="infobar" zIndex={LAYER.plugins}>
      <Box
        width={1280}
        height={BAR_HEIGHT}
        fill={theme.surface}
        role="toolbar"
        name={t('infobar.settings')}
      />
      <Focusable
        id="infobar-row"
        kind="row"
        x={40}
        y={(BAR_HEIGHT - BUTTON_HEIGHT) / 2}
        width={ROW_WIDTH}
        height={BUTTON_HEIGHT}
        role="group"
        name="Info bar"
      >
        {choosingSleep
          ? choices.map((choice, index) => (
              <Button
                height={BUTTON_HEIGHT}
                radius={12}
                weight="normal"
                key={choice.id}
                id={choice.id}
                order={index}
                x={at(index)}
                width={widthOf(index)}
                text={choice.text}
                onSelect={() => {
                  if (choice.minutes > 0) actions.sleep.set(choice.minutes)
                  else actions.sleep.remove()
                  setChoosingSleep(false)
                }}
              />
            ))
          : items.map((item, index) => (
              <pixiContainer key={item} x={at(index)}>
                <Button
                  height={BUTTON_HEIGHT}
                  radius={12}
                  weight="normal"
                  id={`infobar-${item}`}
                  order={index}
                  width={widthOf(index)}
                  text={captions[index] ?? ''}
                  onSelect={() => select(item)}
                />
                <Badge count={badge(item)} x={rtl ? BADGE / 2 : widthOf(index) - BADGE / 2} />
              </pixiContainer>
            ))}
      </Focusable>
    </pixiContainer>
  )
}

/** count badge (portal spec §2: Shopping Cart count badge, Messages new badge) */
function Badge({ count, x }: { count: number; x: number }) {
  if (count <= 0) return null
  return (
    <pixiContainer x={x} y={-BADGE / 3}>
      <Box x={-BADGE / 2} width={BADGE} height={BADGE} radius={BADGE / 2} fill={theme.danger} />
      <Label
        text={count > 99 ? '99+' : String(count)}
        anchorX={0.5}
        anchorY={0.5}
        y={BADGE / 2}
        size={theme.fontSize.xsmall}
        weight="bold"
        color={theme.onSurface}
        role="status"
      />
    </pixiContainer>
  )
}
