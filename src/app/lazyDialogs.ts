// Issue 19 (boot JS): the dialog flows (alarm form, Hotel Service Menu, refresh, Clear User Data, the
// ringing alarm) all start from a key or an alarm after Home, so their code (dialogs.ts) loads with the
// first one, as a chunk, instead of in the boot file. A chunk that cannot be fetched fails that one flow
// (logged, like a screen's chunk: CHUNK_FAILED) and the next use fetches it again.
import type { Logger } from '../services/logger'
import type { AlarmDisplay, Dialogs, DialogsDeps } from './dialogs'

export function lazyDialogs(
  deps: DialogsDeps,
  load: () => Promise<{ createDialogs: (deps: DialogsDeps) => Dialogs & AlarmDisplay }> = () =>
    import('./dialogs'),
  log: Logger = deps.log,
): Dialogs & AlarmDisplay {
  let made: Promise<Dialogs & AlarmDisplay> | null = null
  const dialogs = () =>
    (made ??= load().then(
      (module) => module.createDialogs(deps),
      (error: unknown) => {
        made = null
        throw error
      },
    ))
  const run = (name: string, flow: (made: Dialogs & AlarmDisplay) => void | Promise<void>): Promise<void> =>
    dialogs().then(flow, (error: unknown) => log.error(`Dialog ${name} could not be loaded`, error))
  return {
    openAlarm: () => run('openAlarm', (made) => made.openAlarm()),
    openServiceMenu: () => run('openServiceMenu', (made) => made.openServiceMenu()),
    confirmRefresh: () => run('confirmRefresh', (made) => made.confirmRefresh()),
    clearUserData: () => run('clearUserData', (made) => made.clearUserData()),
    showAlarm: (alarm) => void run('showAlarm', (made) => made.showAlarm(alarm)),
  }
}
