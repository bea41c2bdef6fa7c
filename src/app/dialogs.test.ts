import { describe, expect, it, vi } from 'vitest'
import type { Config } from '../api/types'
import {
  LOCATION_NOT_FOUND,
  PROMPT_MESSAGES,
  REFRESH_SPINNER_MS,
  answerInteract,
  createRefreshIndicator,
  submitPrompt,
  type InteractRequest,
} from '../services/overlays'
import { overlayFixture } from '../services/overlays/fakes'
import { createAlarm, createMemoryStorage } from '../services/timers'
import { createDialogs, type DialogsDeps } from './dialogs'

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() }

function fixture(config: Config = { hsm: '1234' }) {
  const { clock, focus, manager } = overlayFixture()
  const alarm = createAlarm({
    clock,
    storage: createMemoryStorage(),
    isTvOn: () => true,
    powerOn: () => undefined,
    show: () => undefined,
    answer: () => undefined,
  })
  const deps = {
    overlays: manager,
    clock,
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key,
    log: silent,
    config: () => config,
    device: () => ({ location: '101', properties: { mac: 'aa', ip: '10.0.0.1' } }),
    api: {
      fidelioRoomStatus: vi.fn(async () => true as const),
      setDevice: vi.fn(async (payload: Record<string, unknown>) =>
        payload['location'] === '999' ? false : 7,
      ),
    },
    alarm,
    refresh: createRefreshIndicator(clock),
    fullSync: vi.fn(async () => undefined),
    syncDevice: vi.fn(async () => undefined),
    clearStoredData: vi.fn(async () => undefined),
  } satisfies DialogsDeps
  const dialogs = createDialogs(deps)
  const interact = () => manager.current('interact')?.request as InteractRequest | undefined
  const toast = () => manager.current('toast')?.request as { content: string; theme: string } | undefined
  return { clock, focus, manager, deps, dialogs, interact, toast, alarm }
}

describe('Hotel Service Menu (portal spec §2, §5, §6)', () => {
  it('asks for the PIN and opens the menu when it equals hsm', async () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    expect(f.interact()?.title).toBe('interact.pinTitle')
    expect(submitPrompt(f.manager, { pin: '1234' })).toBeNull()
    await flush()
    expect(f.manager.current('serviceMenu')).toBeDefined()
  })

  it('a wrong PIN opens nothing', async () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    submitPrompt(f.manager, { pin: '9999' })
    await flush()
    expect(f.manager.current('serviceMenu')).toBeUndefined()
    expect(f.manager.current('interact')).toBeUndefined()
  })

  it('an empty PIN shows the required-field message and keeps the prompt open', () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    expect(submitPrompt(f.manager, { pin: '' })).toBe(PROMPT_MESSAGES.required)
    expect(f.manager.current('interact')).toBeDefined()
  })

  it('without hsm configured there is no menu and no PIN prompt', () => {
    const f = fixture({})
    void f.dialogs.openServiceMenu()
    expect(f.manager.current('interact')).toBeUndefined()
  })

  it('Update Room Status sends the chosen code 1-6 for the room, then a success toast', async () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    submitPrompt(f.manager, { pin: '1234' })
    await flush()
    f.manager.close('serviceMenu', 'confirmed', 'updateRoomStatus')
    await flush()
    const field = f.interact()?.fields[0]
    expect(field?.type).toBe('select')
    expect(field?.data).toHaveLength(6)
    submitPrompt(f.manager, { status: 4 })
    await flush()
    expect(f.deps.api.fidelioRoomStatus).toHaveBeenCalledWith({ room: '101', status: 4 })
    expect(f.toast()).toMatchObject({ content: 'hsm.roomStatusUpdated', theme: 'success' })
  })

  it("Change Room Number: an unknown location says 'Location not found!' and asks again", async () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    submitPrompt(f.manager, { pin: '1234' })
    await flush()
    f.manager.close('serviceMenu', 'confirmed', 'changeRoomNumber')
    await flush()
    expect(f.interact()?.detail).toBe('interact.enterRoomNumber')
    submitPrompt(f.manager, { location: '999' })
    await flush()
    expect(f.interact()?.detail).toBe('interact.locationNotFound')
    expect(LOCATION_NOT_FOUND).toBe('Location not found!')
    submitPrompt(f.manager, { location: '105' })
    await flush()
    expect(f.deps.api.setDevice).toHaveBeenLastCalledWith({ mac: 'aa', ip: '10.0.0.1', location: '105' })
    expect(f.deps.syncDevice).toHaveBeenCalledTimes(1)
    expect(f.toast()).toMatchObject({ content: 'hsm.roomNumberChanged', theme: 'success' })
  })

  it('Change Room Number: the unchanged room or a cancel does nothing', async () => {
    const f = fixture()
    void f.dialogs.openServiceMenu()
    submitPrompt(f.manager, { pin: '1234' })
    await flush()
    f.manager.close('serviceMenu', 'confirmed', 'changeRoomNumber')
    await flush()
    submitPrompt(f.manager, { location: '101' })
    await flush()
    expect(f.deps.api.setDevice).not.toHaveBeenCalled()
    expect(f.manager.current('interact')).toBeUndefined()
  })

  it("Clear User Data clears the stored data and says 'User data has been successfully cleared.'", async () => {
    const f = fixture()
    void f.dialogs.clearUserData()
    answerInteract(f.manager, 'ok')
    await flush()
    expect(f.deps.clearStoredData).toHaveBeenCalledTimes(1)
    expect(f.toast()).toMatchObject({ content: 'interact.clearUserDataDone', theme: 'success' })
    expect((f.toast() as { element?: string }).element).toBe('top-end')
  })
})

describe('red key refresh (portal spec §2 Remote-control keys, §9 refresh spinner 3 s)', () => {
  it('asks first; Cancel refreshes nothing', async () => {
    const f = fixture()
    void f.dialogs.confirmRefresh()
    expect(f.interact()?.type).toBe('confirm')
    answerInteract(f.manager, 'cancel')
    await flush()
    expect(f.deps.fullSync).not.toHaveBeenCalled()
  })

  it('OK runs a full sync under the 3 s spinner', async () => {
    const f = fixture()
    const done = f.dialogs.confirmRefresh()
    answerInteract(f.manager, 'ok')
    await flush()
    expect(f.deps.fullSync).toHaveBeenCalledTimes(1)
    expect(f.deps.refresh.store.getState().refreshing).toBe(true)
    f.clock.advance(REFRESH_SPINNER_MS)
    await done
    expect(f.deps.refresh.store.getState().refreshing).toBe(false)
  })

  it('a failed sync is logged and shown, and the spinner goes', async () => {
    const f = fixture()
    f.deps.fullSync.mockRejectedValueOnce(new Error('503'))
    const done = f.dialogs.confirmRefresh()
    answerInteract(f.manager, 'ok')
    await flush()
    f.clock.advance(REFRESH_SPINNER_MS)
    await done
    expect(f.toast()).toMatchObject({ theme: 'danger' })
    expect(f.deps.refresh.store.getState().refreshing).toBe(false)
  })
})

describe('wake-up alarm form (portal spec §5)', () => {
  it('a time selector and an Activate switch; activating sets the alarm', async () => {
    const f = fixture()
    void f.dialogs.openAlarm()
    expect(f.interact()?.fields.map((field) => field.type)).toEqual(['time-selector', 'switch'])
    submitPrompt(f.manager, { time: { hours: '23', minutes: '45' }, active: true })
    await flush()
    const alarm = f.alarm.store.getState().alarm
    expect(new Date(alarm?.value ?? 0).getHours()).toBe(23)
    expect(new Date(alarm?.value ?? 0).getMinutes()).toBe(45)
    expect(f.toast()?.theme).toBe('success')
  })

  it('the form opens with the set alarm, and deactivating clears it', async () => {
    const f = fixture()
    f.alarm.set(new Date(f.clock.now()).setHours(6, 30, 0, 0))
    void f.dialogs.openAlarm()
    expect(f.interact()?.fields[0]?.value).toEqual({ hours: '06', minutes: '30' })
    expect(f.interact()?.fields[1]?.value).toBe(true)
    submitPrompt(f.manager, { time: { hours: '06', minutes: '30' }, active: false })
    await flush()
    expect(f.alarm.store.getState().alarm).toBeNull()
  })

  it('a front-desk alarm confirmed unchanged stays as it is (its time off the 15-minute step, its answer)', async () => {
    const answer = vi.fn()
    const f = fixture()
    const alarm = createAlarm({
      clock: f.clock,
      storage: createMemoryStorage(),
      isTvOn: () => true,
      powerOn: () => undefined,
      show: () => undefined,
      answer,
    })
    const dialogs = createDialogs({ ...f.deps, alarm })
    const wakeUp = alarm.set(new Date(f.clock.now()).setHours(6, 50, 0, 0), { fidelio: true })
    void dialogs.openAlarm()
    expect(f.interact()?.fields[0]?.value).toEqual({ hours: '06', minutes: '45' })
    submitPrompt(f.manager, { time: { hours: '06', minutes: '45' }, active: true })
    await flush()
    expect(alarm.store.getState().alarm).toEqual(wakeUp)
    expect(answer).not.toHaveBeenCalled()
    expect(f.toast()?.theme).toBe('success')
    // a time the guest changed replaces it, and the front desk hears DE
    void dialogs.openAlarm()
    submitPrompt(f.manager, { time: { hours: '07', minutes: '15' }, active: true })
    await flush()
    expect(new Date(alarm.store.getState().alarm?.value ?? 0).getMinutes()).toBe(15)
    expect(answer.mock.calls).toEqual([['DE', wakeUp]])
  })

  it('a ringing alarm shows an alert with its time, closed after its timeout', () => {
    const f = fixture()
    f.dialogs.showAlarm({ value: f.clock.now(), fidelio: true, timeout: 60 })
    expect(f.interact()?.type).toBe('alert')
    f.clock.advance(59_999)
    expect(f.manager.current('interact')).toBeDefined()
    f.clock.advance(1)
    expect(f.manager.current('interact')).toBeUndefined()
  })
})
