// The timers feature: the wake-up alarm (with the Alarm remote action and the inbound fidelio wake-up)
// and the sleep timer (portal spec §4 Alarm, Sleep timer; adapters spec §3 Inbound message).
import { openingMediaFromConfig } from '../../services/openingMedia'
import {
  alarmActionHandler,
  createAlarm,
  createSleepTimer,
  createWakeupAnswers,
  fidelioWakeUpHandler,
  wakeupDate,
  type AlarmService,
  type SleepTimerService,
} from '../../services/timers'
import type { FeatureFactory } from './contract'

declare module '../context' {
  interface PortalServices {
    alarm: AlarmService
    sleep: SleepTimerService
  }
}

export const timersFeature: FeatureFactory = (ctx) => {
  const { win, clock, log, api, services, stores } = ctx
  // an answer the backend could not take is sent again, across a restart too (services/outbox.ts)
  const answers = createWakeupAnswers({
    send: (answer, call) => api.client.fidelioWakeupAnswer(answer, call),
    clock,
    log,
    storage: win.localStorage,
  })
  // portal spec §4 Alarm: a TV in standby powers on first; the alarm shows the 'alarm' opening media when
  // one is configured, else an alert with its time; a front-desk alarm is answered OK on firing, DE on
  // cancel (§7 POST /api/fidelio/wakeup/answer).
  const alarm = createAlarm({
    clock,
    storage: win.localStorage,
    isTvOn: () => stores.app.getState().power === 'on',
    powerOn: async () => {
      await ctx.bridge()?.setPower('on')
    },
    show: (rung) => {
      if (openingMediaFromConfig(stores.hotel.getState().config, 'alarm'))
        void services.need('openingMedia').play('alarm')
      else services.need('dialogs').showAlarm(rung)
    },
    answer: (status, rung) =>
      void answers.add({
        room: stores.hotel.getState().device?.location ?? '',
        date: wakeupDate(rung.value),
        status,
      }),
  })
  // portal spec §4 Sleep timer: expiry sends the TV to standby.
  const sleep = createSleepTimer({
    clock,
    storage: win.localStorage,
    standby: () => void ctx.bridge()?.setPower('standby'),
  })
  services.provide('alarm', alarm)
  services.provide('sleep', sleep)
  const fidelio = fidelioWakeUpHandler({ alarm, log })
  return {
    name: 'timers',
    // portal spec §4 Remote actions: Alarm (value, fidelio, timeout, or a DA/TI wake-up request)
    actions: { Alarm: alarmActionHandler(alarm) },
    inbound: { wakeUp: (payload) => void fidelio(payload) },
    onCheckOut: () => sleep.remove(),
    start() {
      // what a page before this one could not answer, first
      answers.start()
      void answers.flush()
      sleep.restore()
      // portal spec §4 Alarm: a stored alarm over 20 s past is dropped, a future one scheduled
      alarm.restore()
    },
  }
}
