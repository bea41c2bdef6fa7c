// portal spec §2: the named routes app, apps, source, sources, weather, system and sideload are not
// pages: they launch an app, open an app picker, switch input, open the input picker, launch the weather
// app, emit a system command, or open a side panel. §4 Input source: if setting the source fails, the
// platform is restored after 3 s (§9 source-set fallback 3000 ms). §8 Service errors: a bridge without the
// call an action needs is 'Current bridge doesn't support "…"' with the capability's name, told apart from
// an app the set does not have (its own text, device.appNotAvailable).
import type { AppEntry, Bridge, CapabilityName, SourceInput } from '../../bridges/contract'
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

/** the bridge calls the named actions make */
export type NamedActionBridge = Pick<Bridge, 'apps' | 'launchApp' | 'setSource' | 'reboot' | 'setPower'>
type BridgeCall = keyof NamedActionBridge

/** the capability (bridges/contractCapabilities.ts) each call belongs to: the name the §8 text gives */
export const CAPABILITY_OF_CALL: Readonly<Record<BridgeCall, CapabilityName>> = {
  apps: 'apps',
  launchApp: 'apps',
  setSource: 'sources',
  reboot: 'power',
  setPower: 'power',
}

/** the dictionaries' texts of a failed action (locales/*.json) */
export const NAMED_ACTION_TEXT = {
  appNotAvailable: 'device.appNotAvailable',
  bridgeUnsupported: 'errors.bridgeUnsupported',
} as const

export type NamedActionDeps = {
  bridge: () => NamedActionBridge | null
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

/**
 * `error`: the reason in English (the log's). `missingApp`: the app the device lacks; `unsupported`: the
 * capability the bridge lacks; either lets the notice be shown in the guest's language (failureNotice).
 */
export type NamedActionFailure = { ok: false; error: string; missingApp?: string; unsupported?: string }
export type NamedActionResult = { ok: true } | NamedActionFailure

/** An app this device does not have (a menu item or an app key named it). */
export class AppNotAvailableError extends Error {
  constructor(readonly app: string) {
    super(`App "${app}" is not available on this device`)
  }
}

/** portal spec §8 Service errors: the bridge has no such call at all (not an app it lacks) */
export class BridgeUnsupportedError extends Error {
  constructor(readonly capability: string) {
    super(`Current bridge doesn't support "${capability}"`)
  }
}

const failure = (error: unknown): NamedActionFailure => ({
  ok: false,
  error: error instanceof Error ? error.message : String(error),
  ...(error instanceof AppNotAvailableError ? { missingApp: error.app } : {}),
  ...(error instanceof BridgeUnsupportedError ? { unsupported: error.capability } : {}),
})

/** the translate function of the guest's language */
export type Translate = (key: string, options?: Record<string, unknown>) => string

/**
 * What the guest is told of a failed action, in their language: an app the set lacks (its own text), a
 * capability the bridge lacks (portal spec §8 'Current bridge doesn't support "…"'), else the reason.
 */
export function failureNotice(result: NamedActionFailure, t: Translate): string {
  if (result.missingApp !== undefined)
    return t(NAMED_ACTION_TEXT.appNotAvailable, { app: result.missingApp, defaultValue: result.error })
  if (result.unsupported !== undefined)
    return t(NAMED_ACTION_TEXT.bridgeUnsupported, { feature: result.unsupported, defaultValue: result.error })
  return result.error
}

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
  /** the bridge's `name` call, or BridgeUnsupportedError when the bridge has none */
  function call<K extends BridgeCall>(name: K): NamedActionBridge[K] {
    const started = bridge()
    const method: unknown = (started as Partial<NamedActionBridge>)[name]
    if (typeof method !== 'function') throw new BridgeUnsupportedError(CAPABILITY_OF_CALL[name])
    return method.bind(started) as NamedActionBridge[K]
  }

  async function launchFound(app: AppEntry): Promise<void> {
    if (!(await call('launchApp')(app.key))) throw new Error(`App "${app.value}" could not be launched`)
  }

  async function launch(wanted: string): Promise<void> {
    const app = findApp(await call('apps')(), wanted)
    if (!app) throw new AppNotAvailableError(wanted)
    await launchFound(app)
  }

  async function switchSource(input: string): Promise<void> {
    const source = input.toUpperCase() as SourceInput
    if (!PICKABLE_SOURCES.includes(source) && source !== 'MAIN') throw new Error(`Unknown input "${input}"`)
    const done = await call('setSource')(source).catch(() => false)
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
        await call('reboot')()
        return
      case 'standby':
        await call('setPower')('standby')
        return
      case 'poweron':
        await call('setPower')('on')
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
        const apps = await call('apps')()
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
        const apps = await call('apps')()
        const app = names.map((name) => findApp(apps, name)).find((found) => found !== undefined)
        if (!app) return failure(new AppNotAvailableError(names[0] ?? ''))
        await launchFound(app)
        return { ok: true }
      } catch (error) {
        return failure(error)
      }
    },
  }
}

export type NamedActions = ReturnType<typeof createNamedActions>
