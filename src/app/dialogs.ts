// The portal's dialog flows on the overlay system: the wake-up alarm form, the Hotel Service Menu (PIN, then
// its three actions), the red key's refresh and Clear User Data. Each flow is a chain of overlays whose
// results decide the next step; the scenes only draw the overlay in front and close it with the answer.
import type { ApiClient } from '../api/client'
import type { Clock } from '../time/clock'
import type { Config } from '../api/types'
import { formatTime } from '../services/dateTime'
import { hasHsm } from '../services/infobarItems'
import { describeError, type Logger } from '../services/logger'
import {
  ROOM_STATUS_CODES,
  openInteract,
  openServiceMenu,
  openToast,
  runLocationDialog,
  type OverlayManager,
  type OverlayResult,
  type RefreshIndicator,
  type ServiceMenuAction,
  type TimeValue,
} from '../services/overlays'
import { alarmFormOf, alarmFormTime, type Alarm, type AlarmService } from '../services/timers'

export type Dialogs = {
  /** the alarm form */
  openAlarm(): Promise<void>
  /** PIN prompt, then the menu (Settings → Hotel Service Menu uses it) */
  openServiceMenu(): Promise<void>
  /** red key and the info bar's Refresh Data */
  confirmRefresh(): Promise<void>
  /** HSM action and the info bar's Clear User Data */
  clearUserData(): Promise<void>
}

/** what the alarm service shows when an alarm rings (portal spec §4 Alarm) */
export type AlarmDisplay = { showAlarm(alarm: Alarm): void }

export type Translate = (key: string, options?: Record<string, unknown>) => string

export type DialogsDeps = {
  overlays: OverlayManager
  clock: Clock
  t: Translate
  log: Logger
  config: () => Config
  /** the interface language (times take its meridiem); default English */
  language?: () => string
  /** the device's location (its room) and the properties reported with a location change */
  device: () => { location: string; properties: Record<string, unknown> } | null
  api: Pick<ApiClient, 'fidelioRoomStatus' | 'setDevice'>
  alarm: Pick<AlarmService, 'store' | 'set' | 'deactivate'>
  refresh: RefreshIndicator
  /** portal spec §4 Sync, full */
  fullSync: () => Promise<void>
  /** re-reads the device after its location changed */
  syncDevice: () => Promise<void>
  /** clears stored guest, services and device data, the alarm and the sleep timer (as a check-out does) */
  clearStoredData: () => Promise<void>
}

/** portal spec §7 POST /api/fidelio/room/status codes 1 to 6, with the menu's labels (FIAS room status) */
export const ROOM_STATUS_LABEL_KEYS: Readonly<Record<(typeof ROOM_STATUS_CODES)[number], string>> = {
  1: 'hsm.statusDirtyVacant',
  2: 'hsm.statusDirtyOccupied',
  3: 'hsm.statusCleanVacant',
  4: 'hsm.statusCleanOccupied',
  5: 'hsm.statusInspectedVacant',
  6: 'hsm.statusInspectedOccupied',
}

const MS_PER_SECOND = 1000
type Theme = 'success' | 'danger' | 'warning' | 'info'

export function createDialogs(deps: DialogsDeps): Dialogs & AlarmDisplay {
  const { overlays, clock, t, log } = deps

  const toast = (content: string, theme: Theme): void =>
    void openToast(overlays, clock, { content, theme, element: 'top-end' })

  /** opens an interact request; a request the validator refuses is a bug here: logged, treated as cancel */
  async function interact(request: Record<string, unknown>): Promise<OverlayResult> {
    const result = await openInteract(overlays, request)
    if (result.outcome === 'invalid') log.error(`Dialog refused: ${result.error ?? ''}`, request)
    return result
  }

  const confirmed = (result: OverlayResult) => result.outcome === 'confirmed'
  const values = (result: OverlayResult): Record<string, unknown> =>
    typeof result.value === 'object' && result.value !== null ? (result.value as Record<string, unknown>) : {}

  function failed(what: string, error: unknown): void {
    log.error(`${what} failed: ${describeError(error)}`, error)
    toast(t('hsm.requestFailed'), 'danger')
  }

  async function updateRoomStatus(): Promise<void> {
    const result = await interact({
      type: 'prompt',
      title: t('hsm.updateRoomStatus'),
      fields: [
        {
          type: 'select',
          id: 'status',
          label: t('hsm.roomStatus'),
          required: true,
          data: ROOM_STATUS_CODES.map((code) => ({
            value: code,
            label: `${code} · ${t(ROOM_STATUS_LABEL_KEYS[code])}`,
          })),
        },
      ],
    })
    if (!confirmed(result)) return
    const status = values(result)['status']
    const room = deps.device()?.location
    const code = ROOM_STATUS_CODES.find((c) => c === status)
    if (code === undefined || !room) return failed('Room status', `status ${String(status)}, room ${room}`)
    try {
      const ok = await deps.api.fidelioRoomStatus({ room, status: code })
      if (ok === false) return failed('Room status', 'the backend answered 404')
      toast(t('hsm.roomStatusUpdated'), 'success')
    } catch (error) {
      failed('Room status', error)
    }
  }

  async function changeRoomNumber(): Promise<void> {
    const device = deps.device()
    const result = await runLocationDialog({
      current: device?.location ?? null,
      mandatory: false,
      ask: async (error) => {
        const answer = await interact({
          type: 'prompt',
          title: t('hsm.changeRoomNumber'),
          detail: error === null ? t('interact.enterRoomNumber') : t('interact.locationNotFound'),
          fields: [
            { type: 'input', id: 'location', label: t('interact.roomNumber'), required: true, value: '' },
          ],
        })
        if (answer.outcome === 'abort' || answer.outcome === 'replaced') return 'aborted'
        if (!confirmed(answer)) return 'cancelled'
        return { location: String(values(answer)['location'] ?? '') }
      },
      // portal spec §7 POST /api/set/device: device properties including location; a number on success
      assign: async (location) => {
        const id = await deps.api.setDevice({ ...(device?.properties ?? {}), location })
        return id !== false
      },
    })
    if (result.outcome === 'failed') return failed('Change room number', result.error)
    if (result.outcome !== 'changed') return
    try {
      await deps.syncDevice()
    } catch (error) {
      log.error('Device sync after the room change failed', error)
    }
    toast(t('hsm.roomNumberChanged'), 'success')
  }

  async function clearUserData(): Promise<void> {
    const answer = await interact({
      type: 'confirm',
      title: t('interact.clearUserData'),
      detail: t('interact.clearUserDataConfirm'),
    })
    if (!confirmed(answer)) return
    try {
      await deps.clearStoredData()
    } catch (error) {
      return failed('Clear user data', error)
    }
    // portal spec §8: 'User data has been successfully cleared.' (top-end, success)
    toast(t('interact.clearUserDataDone'), 'success')
  }

  const ACTIONS: Record<ServiceMenuAction, () => Promise<void>> = {
    updateRoomStatus,
    changeRoomNumber,
    clearUserData,
  }

  async function openMenu(): Promise<void> {
    const config = deps.config()
    // portal spec §6: the Hotel Service Menu exists only when hsm is configured
    if (!hasHsm(config)) return
    const pin = await interact({
      type: 'prompt',
      title: t('interact.pinTitle'),
      fields: [
        {
          type: 'input',
          id: 'pin',
          label: t('interact.pinLabel'),
          required: true,
          secret: true,
          digitsOnly: true,
        },
      ],
    })
    if (!confirmed(pin)) return
    // portal spec §5: the PIN must equal the hsm value, else nothing opens
    const menu = await openServiceMenu(overlays, config, String(values(pin)['pin'] ?? ''))
    if (menu.outcome === 'ignored') log.warn('Hotel Service Menu: wrong PIN')
    if (!confirmed(menu)) return
    const action = ACTIONS[menu.value as ServiceMenuAction] as (() => Promise<void>) | undefined
    if (action) await action()
  }

  async function confirmRefresh(): Promise<void> {
    const answer = await interact({
      type: 'confirm',
      title: t('interact.refreshData'),
      detail: t('interact.refreshDataConfirm'),
    })
    if (!confirmed(answer)) return
    try {
      await deps.refresh.run(deps.fullSync)
    } catch (error) {
      failed('Refresh', error)
    }
  }

  async function openAlarm(): Promise<void> {
    const current = deps.alarm.store.getState().alarm
    const form = alarmFormOf(current?.value ?? null)
    const answer = await interact({
      type: 'prompt',
      title: t('settings.wakeUpAlarm'),
      fields: [
        {
          type: 'time-selector',
          id: 'time',
          label: t('settings.wakeUpAlarm'),
          required: true,
          value: { hours: form.hours, minutes: form.minutes },
        },
        { type: 'switch', id: 'active', label: t('settings.activate'), required: false, value: form.active },
      ],
    })
    if (!confirmed(answer)) return
    const { time, active } = values(answer) as { time?: TimeValue; active?: boolean }
    if (active !== true) {
      // portal spec §4 Alarm: deactivating clears
      if (!current) return
      deps.alarm.deactivate()
      toast(t('settings.alarmRemoved'), 'info')
      return
    }
    const at = time ? alarmFormTime(time, clock.now()) : null
    if (at === null) return failed('Alarm form', `time ${JSON.stringify(time)}`)
    // the form confirmed as it opened keeps the alarm as it is: a front-desk wake-up at 06:50 shows as
    // 06:45 (the form's 15-minute step) and stays the front desk's, at 06:50
    const unchanged = current !== null && time?.hours === form.hours && time.minutes === form.minutes
    const alarm = unchanged ? current : deps.alarm.set(at)
    toast(
      t('settings.alarmSet', { time: formatTime(alarm.value, deps.config(), deps.language?.()) }),
      'success',
    )
  }

  /** portal spec §4 Alarm: shows the alarm (an alert with its time); closes after its timeout, if any */
  function showAlarm(alarm: Alarm): void {
    void interact({
      type: 'alert',
      title: t('settings.wakeUpAlarm'),
      detail: t('infobar.alarmAt', { time: formatTime(alarm.value, deps.config(), deps.language?.()) }),
    })
    const id = overlays.current('interact')?.id
    if (alarm.timeout === undefined || id === undefined) return
    clock.setTimeout(() => {
      if (overlays.current('interact')?.id === id) overlays.close('interact', 'timeout')
    }, alarm.timeout * MS_PER_SECOND)
  }

  return {
    openAlarm,
    openServiceMenu: openMenu,
    confirmRefresh,
    clearUserData,
    showAlarm,
  }
}
