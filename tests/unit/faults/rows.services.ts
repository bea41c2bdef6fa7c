// The calls of the remote actions, the CDN, the guest's welcome and language, the Hotel Service Menu,
// the wake-up answer and the HDMI toggle, each through its real owner.
import { API_PATHS } from '../../../src/api/paths'
import { createDialogs } from '../../../src/app/dialogs'
import { createActionExecutor, storeActionsRequest } from '../../../src/services/actions'
import { UNSENT_REPORTS_KEY } from '../../../src/services/actions/constants'
import { createHdmiToggle } from '../../../src/services/hdmiToggle'
import { createCdnConverter } from '../../../src/services/media'
import { createRefreshIndicator, submitPrompt } from '../../../src/services/overlays'
import { changeLanguage } from '../../../src/services/session'
import {
  UNSENT_WAKEUP_ANSWERS_KEY,
  createAlarm,
  createWakeupAnswers,
  wakeupDate,
} from '../../../src/services/timers'
import { continueWelcome } from '../../../src/services/welcomeFlow'
import { systemClock } from '../../../src/time/clock'
import { ORIGIN } from './backend'
import type { CellEnv, Row } from './matrix'
import { createNodeTranslator, GUEST, ROOM_101, type NodePortal } from './portal'
import { until } from './rows.screens'

const ready = (row: Omit<Row, 'callClass' | 'when'> & Partial<Row>): Row => ({
  callClass: 'optional',
  when: 'ready',
  ...row,
})

function dialogsOf(portal: NodePortal) {
  const { stores } = portal
  return createDialogs({
    overlays: portal.overlays,
    clock: systemClock,
    t: portal.t,
    log: portal.log,
    config: () => stores.hotel.getState().config,
    device: () => {
      const device = stores.hotel.getState().device
      return device ? { location: device.location, properties: { ...ROOM_101 } } : null
    },
    api: portal.client,
    alarm: portal.alarm,
    refresh: createRefreshIndicator(systemClock),
    fullSync: async () => undefined,
    syncDevice: async () => undefined,
    clearStoredData: async () => undefined,
  })
}

/** Settings → Hotel Service Menu: the PIN (config hsm), then one of its actions */
async function serviceMenu(env: CellEnv, action: string, values: Record<string, unknown>) {
  const { portal } = env
  const flow = dialogsOf(portal).openServiceMenu()
  await env.settle(300)
  submitPrompt(portal.overlays, { pin: '1234' })
  await until(env, () => portal.overlays.current('serviceMenu') !== undefined)
  portal.overlays.close('serviceMenu', 'confirmed', action)
  await until(env, () => portal.overlays.current('interact') !== undefined)
  submitPrompt(portal.overlays, values)
  await env.wait(flow)
  await env.settle(300)
  const toasts = portal.seen.filter((line) => line.startsWith('toast: '))
  return toasts.at(-1) ?? 'no toast'
}

export const SERVICE_ROWS: Row[] = [
  ready({
    call: 'actions (poll)',
    target: { method: 'POST', path: API_PATHS.actions },
    sample: { method: 'POST', path: API_PATHS.actions, body: { mac: ROOM_101.mac, guest_id: GUEST.id } },
    async run(env) {
      const { portal, backend } = env
      await backend.fetch(`${ORIGIN}/frontdesk/api/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          mac: ROOM_101.mac,
          action: 'Message',
          params: { title: 'Welcome', text: 'Hello' },
        }),
      })
      const shown: string[] = []
      const executor = createActionExecutor({
        stores: portal.stores,
        api: portal.client,
        handlers: { Message: async (params) => void shown.push(String(params['title'])) },
        log: portal.log,
        clock: systemClock,
        request: () => storeActionsRequest(portal.stores.hotel),
      })
      await env.wait(executor.poll())
      return `messages shown: ${shown.length}`
    },
    healthy: 'messages shown: 1',
    failed: 'messages shown: 0',
  }),
  ready({
    call: 'set action (report)',
    target: { method: 'POST', path: API_PATHS.setAction },
    sample: { method: 'POST', path: API_PATHS.setAction, body: { id: 1, status: true, message: 'OK' } },
    async run(env) {
      const { portal } = env
      let volume = 0
      const executor = createActionExecutor({
        stores: portal.stores,
        api: portal.client,
        handlers: { Volume: async (params) => void (volume = Number(params['state'])) },
        log: portal.log,
        clock: systemClock,
        // as the session feature makes it: a report the backend did not take waits to be sent again
        storage: portal.storage,
      })
      const action = {
        id: 1,
        remote: false,
        payload: { action: 'Volume', params: { state: 30 } },
        created_at: '',
      }
      await env.wait(executor.runLocal(action))
      return `volume ${volume}`
    },
    healthy: 'volume 30',
    failed: 'volume 30',
    outbox: UNSENT_REPORTS_KEY,
  }),
  ready({
    call: 'cdn (token)',
    target: { method: 'POST', path: API_PATHS.cdn },
    sample: { method: 'POST', path: API_PATHS.cdn, body: { driver: 'medianova', expire: 1 } },
    async run(env) {
      const { portal } = env
      const cdn = createCdnConverter({
        getToken: (request) => portal.client.getCdnToken(request),
        clock: systemClock,
        driver: () => 'medianova',
        platformOrigin: async () => ORIGIN,
        log: portal.log,
      })
      const url = await env
        .wait(cdn.convert('https://cdn.example.com/films/harbour.mp4'))
        .catch((error: unknown) => `'${error instanceof Error ? error.message : String(error)}'`)
      cdn.dispose()
      return url.startsWith("'") ? url : 'tokened URL'
    },
    healthy: 'tokened URL',
    failed: "'The CDN driver can't handle this url.'",
  }),
  ready({
    call: 'guest update (welcome)',
    target: { method: 'POST', path: API_PATHS.updateGuest },
    sample: {
      method: 'POST',
      path: API_PATHS.updateGuest,
      body: {
        id: GUEST.id,
        pms_id: GUEST.pms,
        name: 'Emma',
        surname: 'Schneider',
        language: 'en_US',
        welcome: true,
      },
    },
    async run(env) {
      const { portal } = env
      const went: string[] = []
      await env.wait(
        continueWelcome({
          stores: portal.stores,
          updateGuest: (guest) => portal.client.updateGuest(guest),
          session: portal.session,
          goHome: (path) => void went.push(path),
          log: portal.log,
        }),
      )
      return `welcomed: ${String(portal.stores.hotel.getState().device?.guest?.welcome)}; goes to ${went.join(',')}`
    },
    healthy: 'welcomed: true; goes to /home',
    failed: 'welcomed: true; goes to /home',
    acknowledgement: true,
  }),
  ready({
    call: 'dictionaries (v2 host, language change)',
    target: { method: 'GET', path: '/v2/locales/de_DE.json' },
    async run(env) {
      const { portal } = env
      const translator = await createNodeTranslator()
      await env.wait(
        changeLanguage('de_DE', {
          stores: portal.stores,
          api: portal.client,
          applyLanguage: (code) => translator.use(code),
          log: portal.log,
        }),
      )
      const text = translator.fixedT('de_DE')('live.noProgram')
      return `language ${portal.stores.hotel.getState().language}: '${text}'`
    },
    healthy: "language de_DE: 'Keine Programmdaten verfügbar'",
    failed: "language de_DE: 'No available program data'",
    stored: 'healthy',
    ownTransport: true,
  }),
  ready({
    call: 'set device (HSM room change)',
    callClass: 'essential',
    target: { method: 'POST', path: API_PATHS.setDevice },
    sample: { method: 'POST', path: API_PATHS.setDevice, body: { ...ROOM_101, location: '102' } },
    run: (env) => serviceMenu(env, 'changeRoomNumber', { location: '102' }),
    healthy: 'toast: Room number has been changed.',
    failed: 'toast: The request could not be completed. Please try again.',
    // the reply is a number (the device id): the first half of '104' is a number too
    accepts: ['truncated'],
  }),
  ready({
    call: 'fidelio room status (HSM)',
    target: { method: 'POST', path: API_PATHS.fidelioRoomStatus },
    sample: { method: 'POST', path: API_PATHS.fidelioRoomStatus, body: { room: '101', status: 4 } },
    run: (env) => serviceMenu(env, 'updateRoomStatus', { status: 4 }),
    healthy: 'toast: Room status has been updated.',
    failed: 'toast: The request could not be completed. Please try again.',
    acknowledgement: true,
  }),
  ready({
    call: 'fidelio wake-up answer',
    target: { method: 'POST', path: API_PATHS.fidelioWakeupAnswer },
    sample: {
      method: 'POST',
      path: API_PATHS.fidelioWakeupAnswer,
      body: { room: '101', date: '250514123100', status: 'OK' },
    },
    async run(env) {
      const { portal } = env
      // the front desk's wake-up call (portal spec §4 Alarm): answered OK when it rings
      let rang = 0
      const answers = createWakeupAnswers({
        send: (answer, call) => portal.client.fidelioWakeupAnswer(answer, call),
        clock: systemClock,
        log: portal.log,
        storage: portal.storage,
      })
      const alarm = createAlarm({
        clock: systemClock,
        storage: portal.storage,
        isTvOn: () => true,
        powerOn: () => undefined,
        show: () => void rang++,
        // as the timers feature sends it: through the answers' outbox (sent again later when it fails)
        answer: (status, rung) => void answers.add({ room: '101', date: wakeupDate(rung.value), status }),
      })
      alarm.set(Date.now() + 60_000, { fidelio: true })
      await env.settle(60_000 + 500)
      await env.wait(env.settle(500))
      return `alarm rang ${rang}; ${alarm.store.getState().alarm ? 'still set' : 'cleared'}`
    },
    healthy: 'alarm rang 1; cleared',
    failed: 'alarm rang 1; cleared',
    stored: 'healthy',
    outbox: UNSENT_WAKEUP_ANSWERS_KEY,
    acknowledgement: true,
  }),
  ready({
    call: 'adb cmd (HDMI toggle)',
    target: { method: 'POST', path: API_PATHS.adbCmd },
    sample: {
      method: 'POST',
      path: API_PATHS.adbCmd,
      body: { device: ROOM_101.ip, command: 'disableApp', params: { package: 'x' } },
    },
    async run(env) {
      const { portal } = env
      const hdmi = createHdmiToggle({
        api: portal.client,
        storage: portal.storage,
        ip: () => ROOM_101.ip,
        log: portal.log,
      })
      await env.wait(hdmi.toggle())
      return `HDMI ${hdmi.store.getState().disabled ? 'disabled' : 'enabled'}`
    },
    healthy: 'HDMI disabled',
    // portal spec §8: HDMI toggle failure ignored (logged; the entry keeps its label)
    failed: 'HDMI enabled',
    acknowledgement: true,
  }),
]
