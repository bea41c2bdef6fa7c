export { ALARM_STALE_LIMIT_MS, createAlarm, nextAlarmTime } from './alarm'
export type { Alarm, AlarmDeps, AlarmOptions, AlarmService, AlarmState, WakeupAnswer } from './alarm'
export {
  ALARM_FORM_DEFAULT,
  ALARM_HOURS,
  ALARM_MINUTES,
  ALARM_MINUTES_STEP,
  alarmFormOf,
  alarmFormTime,
} from './alarmForm'
export type { AlarmForm } from './alarmForm'
export { SLEEP_TIMER_CHOICES_MIN, createSleepTimer, sleepTimerExpiresAt } from './sleepTimer'
export type { SleepTimer, SleepTimerDeps, SleepTimerService, SleepTimerState } from './sleepTimer'
export { TIMER_STORAGE_KEYS, createMemoryStorage, readJson } from './timerStorage'
export type { KeyValueStorage } from './timerStorage'
export { ALARM_REQUEST_MESSAGES, alarmActionHandler, parseAlarmRequest, wakeupDate } from './alarmRequest'
export type { AlarmRequest } from './alarmRequest'
export { fidelioWakeUpHandler } from './fidelioWakeUp'
export type { FidelioWakeUpDeps } from './fidelioWakeUp'
export {
  MAX_UNSENT_WAKEUP_ANSWERS,
  UNSENT_WAKEUP_ANSWERS_KEY,
  WAKEUP_ANSWER_RETRY_MS,
  createWakeupAnswers,
  decodeWakeupAnswer,
} from './wakeupAnswers'
