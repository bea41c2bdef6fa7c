import { useLayoutEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { Box, FocusScopeContext, Focusable, useRenderer } from '../../renderer'
import { useT } from '../../src/i18n/react'
import { deviceClassOf, infobarItems, type InfobarItem } from '../../src/services/infobarItems'
import { messagesStore, unreadCount } from '../../src/services/messages'
import { overlayScope, type OverlayManager } from '../../src/services/overlays'
import {
  SLEEP_TIMER_CHOICES_MIN,
  sleepTimerExpiresAt,
  type SleepTimerService,
} from '../../src/services/timers'
import { hotelStore } from '../../src/stores'
import { Button } from '../shared/Button'
import { theme } from '../theme'

const BAR_Y = 596
const BAR_HEIGHT = 124
const BUTTON_HEIGHT = 56
const BUTTON_WIDTH = 196
const GAP = 14
const SCOPE = overlayScope('infobar')
const MINUTE_MS = 60_000

export type InfobarActions = {
  openMessages: () => void
  sleep: SleepTimerService
}

/** Items this build can act on; the rest of §2's info bar (cart, alarm, settings, language…) arrives with their screens. */
const SERVED: ReadonlySet<InfobarItem> = new Set(['messages', 'sleepTimer'])

/** portal spec §2 Info bar (plugins layer 100): buttons along the bottom, with the §6 visibility rules. */
export function Infobar({ overlays, actions }: { overlays: OverlayManager; actions: InfobarActions }) {
  const entry = useStore(overlays.store, (state) => state.overlays.infobar)
  if (!entry || entry.phase !== 'active') return null
  return (
    <FocusScopeContext.Provider value={SCOPE}>
      <Bar key={entry.id} actions={actions} close={() => overlays.close('infobar', 'closed')} />
    </FocusScopeContext.Provider>
  )
}

function Bar({ actions, close }: { actions: InfobarActions; close: () => void }) {
  const t = useT()
  const { focus } = useRenderer()
  const config = useStore(hotelStore, (state) => state.config)
  const properties = useStore(hotelStore, (state) => state.properties)
  const languages = useStore(hotelStore, (state) => state.languages.length)
  const unread = useStore(messagesStore, (state) => unreadCount(state.messages))
  const timer = useStore(actions.sleep.store, (state) => state.timer)
  const [choosingSleep, setChoosingSleep] = useState(false)
  const items = useMemo(() => {
    const device = deviceClassOf(properties?.type ?? '', properties?.manufacturer ?? '')
    return infobarItems({ config, device, languages, hasCart: false }).filter((item) => SERVED.has(item))
  }, [config, properties, languages])
  const firstId = choosingSleep
    ? `sleep-${SLEEP_TIMER_CHOICES_MIN[0]}`
    : items[0]
      ? `infobar-${items[0]}`
      : null
  useLayoutEffect(() => {
    if (firstId) focus.focus(firstId)
  }, [focus, firstId])

  const label = (item: InfobarItem): string => {
    if (item === 'messages')
      return unread > 0 ? `${t('infobar.messages')} (${unread})` : t('infobar.messages')
    if (item === 'sleepTimer' && timer) {
      const minutes = Math.max(1, Math.ceil((sleepTimerExpiresAt(timer) - Date.now()) / MINUTE_MS))
      return t('infobar.sleepIn', { time: t('common.minute', { count: minutes }) })
    }
    return t(`infobar.${item}`)
  }
  const select = (item: InfobarItem) => {
    if (item === 'messages') {
      close()
      actions.openMessages()
    } else if (item === 'sleepTimer') setChoosingSleep(true)
  }
  const choices = [
    ...SLEEP_TIMER_CHOICES_MIN.map((minutes) => ({
      id: `sleep-${minutes}`,
      text: t('common.minute', { count: minutes }),
      minutes,
    })),
    ...(timer ? [{ id: 'sleep-remove', text: t('settings.removeCurrent'), minutes: 0 }] : []),
  ]

  return (
    <pixiContainer y={BAR_Y} label="infobar" zIndex={100}>
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
        width={1200}
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
                x={index * (132 + GAP)}
                width={132}
                text={choice.text}
                onSelect={() => {
                  if (choice.minutes > 0) actions.sleep.set(choice.minutes)
                  else actions.sleep.remove()
                  setChoosingSleep(false)
                }}
              />
            ))
          : items.map((item, index) => (
              <Button
                height={BUTTON_HEIGHT}
                radius={12}
                weight="normal"
                key={item}
                id={`infobar-${item}`}
                order={index}
                x={index * (BUTTON_WIDTH + GAP)}
                width={BUTTON_WIDTH}
                text={label(item)}
                onSelect={() => select(item)}
              />
            ))}
      </Focusable>
    </pixiContainer>
  )
}
