// portal spec §2: the named routes app, apps, source, sources, weather, system and sideload are not
// pages: they launch an app, open an app picker, switch input, open the input picker, launch the weather
// app, emit a system command, or open a side panel. §4 Input source: if setting the source fails, the
// platform is restored after 3 s (§9 source-set fallback 3000 ms).
import type { AppEntry, Bridge, SourceInput } from '../../bridges/contract'
import type { Clock } from '../time/clock'
import type { Logger } from './logger'

/** portal spec §9: source-set fallback 3000 ms */
export const SOURCE_SET_FALLBACK_MS = 3000

/** the inputs a guest can pick (adapters spec §3 Source inputs: HDMI1 to HDMI4) */
export const PICKABLE_SOURCES: readonly SourceInput[] = ['HDMI1', 'HDMI2', 'HDMI3', 'HDMI4']

/** system commands a menu item or an action may emit, mapped to the bridge call that does it */
export const SYSTEM_COMMANDS = ['reboot', 'standby', 'poweron', 'reload'] as const
export type SystemCommand = (typeof SYSTEM_COMMANDS)[number]

export type PickItem = { id: string; label: string }

export type NamedActionDeps = {
  bridge: () => Pick<Bridge, 'apps' | 'launchApp' | 'setSource' | 'reboot' | 'setPower'> | null
  clock: Clock
  /** a side-pane choice; null when cancelled */
  pick: (title: string, items: PickItem[]) => Promise<string | null>
  /** opens a side panel (overlay 'sideload') */
  sideload: (component: string, params: Record<string, unknown>) => Promise<unknown>
  navigate: (path: string) => void
  reload: () => void
  log: Logger
  /** picker titles in the guest's language */
  titles: () => { apps: string; sources: string }
}

/** `missingApp`: the app the device lacks, so the notice can be shown in the guest's language */
export type NamedActionResult = { ok: true } | { ok: false; error: string; missingApp?: string }

/** An app this device does not have (a menu item or an app key named it). */
export class AppNotAvailableError extends Error {
  constructor(readonly app: string) {
    super(`App "${app}" is not available on this device`)
  }
}

const failure = (error: unknown): NamedActionResult => ({
  ok: false,
  error: error instanceof Error ? error.message : String(error),
  ...(error instanceof AppNotAvailableError ? { missingApp: error.app } : {}),
})

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '')

/** an app named by id or by (part of) its name: "youtube" finds {key: 'com.google.youtube', value: 'YouTube'} */
export function findApp(apps: readonly AppEntry[], wanted: string): AppEntry | undefined {
  const needle = normalise(wanted)
  if (needle === '') return undefined
  return (
    apps.find((app) => app.key === wanted) ??
    apps.find((app) => normalise(app.value) === needle) ??
    apps.find((app) => normalise(app.value).includes(needle) || normalise(app.key).includes(needle))
  )
}

export function createNamedActions(deps: NamedActionDeps) {
  const bridge = () => {
    const started = deps.bridge()
    if (!started) throw new Error('Bridge could not be started.')
    return started
  }

  async function launch(wanted: string): Promise<void> {
    const app = findApp(await bridge().apps(), wanted)
    if (!app) throw new AppNotAvailableError(wanted)
    if (!(await bridge().launchApp(app.key))) throw new Error(`App "${app.value}" could not be launched`)
  }

  async function switchSource(input: string): Promise<void> {
    const source = input.toUpperCase() as SourceInput
    if (!PICKABLE_SOURCES.includes(source) && source !== 'MAIN') throw new Error(`Unknown input "${input}"`)
    const done = await bridge()
      .setSource(source)
      .catch(() => false)
    if (done) return
    // portal spec §4 Input source: a failed switch restores the platform after 3 s.
    deps.clock.setTimeout(() => {
      void deps
        .bridge()
        ?.setSource('MAIN')
        .catch((error: unknown) => deps.log.error('Restoring the main input failed', error))
    }, SOURCE_SET_FALLBACK_MS)
    throw new Error(`Input ${source} could not be selected`)
  }

  async function system(command: string): Promise<void> {
    switch (command.toLowerCase()) {
      case 'reboot':
        await bridge().reboot()
        return
      case 'standby':
        await bridge().setPower('standby')
        return
      case 'poweron':
        await bridge().setPower('on')
        return
      case 'reload':
        deps.reload()
        return
      default:
        throw new Error(`Unknown system command "${command}"`)
    }
  }

  async function apply(name: string, target: string | null): Promise<void> {
    switch (name) {
      case 'app':
        if (!target) throw new Error('The app route needs an app')
        return launch(target)
      case 'apps': {
        const apps = await bridge().apps()
        if (apps.length === 0) throw new Error('No apps on this device')
        const chosen = await deps.pick(
          deps.titles().apps,
          apps.map((app) => ({ id: app.key, label: app.value })),
        )
        if (chosen !== null) await launch(chosen)
        return
      }
      case 'source':
        if (!target) throw new Error('The source route needs an input')
        return switchSource(target)
      case 'sources': {
        const chosen = await deps.pick(
          deps.titles().sources,
          PICKABLE_SOURCES.map((source) => ({ id: source, label: source })),
        )
        if (chosen !== null) await switchSource(chosen)
        return
      }
      case 'weather':
      case 'weather-app':
        // the platform's weather app where there is one, else our weather screen
        try {
          await launch('weather')
        } catch {
          deps.navigate(target ? `/weather/${target}` : '/weather')
        }
        return
      case 'system':
        if (!target) throw new Error('The system route needs a command')
        return system(target)
      case 'sideload':
        if (!target) throw new Error('The sideload route needs a component')
        await deps.sideload(target, {})
        return
      default:
        throw new Error('Not found.')
    }
  }

  return {
    /** runs a named route; never throws, the reason is returned (and logged by the caller) */
    async run(name: string, target: string | null): Promise<NamedActionResult> {
      try {
        await apply(name.toLowerCase(), target)
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },
    /** launches the first app found under any of the names (an app-launch key, portal spec §2) */
    async launchAny(names: readonly string[]): Promise<NamedActionResult> {
      try {
        const apps = await bridge().apps()
        const app = names.map((name) => findApp(apps, name)).find((found) => found !== undefined)
        if (!app) return failure(new AppNotAvailableError(names[0] ?? ''))
        if (!(await bridge().launchApp(app.key)))
          return { ok: false, error: `App "${app.value}" could not be launched` }
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },
  }
}

export type NamedActions = ReturnType<typeof createNamedActions>
