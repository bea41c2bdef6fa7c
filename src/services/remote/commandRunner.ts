// portal spec §2 Remote command set (power-toggle, sources, mute, channel-list, channel-up, channel-down,
// enter, move-left/right/up/down, back, home, volume-up, volume-down, channel-{id}) carried by an inbound
// `rc` message (adapters spec §3); §8 'Unknown command'. Each command runs through the same paths as the
// remote's keys, so a command behaves exactly like the key it names.
import type { Bridge, RemoteKey } from '../../../bridges/contract'
import type { Channel } from '../../api/types'
import { parseRemoteCommand, type RemoteCommandAction } from './remoteCommands'
import { clampVolume, VOLUME_STEP } from './volume'

export type RemoteCommandDeps = {
  bridge: () => Pick<Bridge, 'power' | 'setPower' | 'mute' | 'volume'> | null
  /** the remote key dispatch (the same one the bridge's key events go through) */
  pressKey: (key: RemoteKey) => void
  navigate: (path: string) => void
  /**
   * channel-{id} on the live screen: the live session tunes it at once (as IPTV.ChannelGo); false when the
   * screen is not showing, and the command navigates. A push of the route the screen was opened on would
   * be dropped as the same route once the guest has zapped away from it.
   */
  tuneChannel?: (id: number) => boolean
  /** the input-source picker (named route 'sources') */
  openSources: () => void
  channels: () => readonly Channel[]
  maxVolume: () => number
}

export type RemoteCommandResult = { ok: true } | { ok: false; error: string }

/** the channel list of portal spec §2 (live, list section, all channels) */
export const CHANNEL_LIST_PATH = '/live/all/list'

export function createRemoteCommandRunner(deps: RemoteCommandDeps) {
  async function apply(action: RemoteCommandAction): Promise<void> {
    const bridge = deps.bridge()
    switch (action.type) {
      case 'power-toggle': {
        if (!bridge) throw new Error('Unable to get device power state')
        const power = await bridge.power()
        await bridge.setPower(power === 'on' ? 'standby' : 'on')
        return
      }
      case 'sources':
        deps.openSources()
        return
      case 'mute-toggle': {
        if (!bridge) throw new Error('Mute is not available')
        await bridge.mute(!(await bridge.mute()))
        return
      }
      case 'channel-list':
        deps.navigate(CHANNEL_LIST_PATH)
        return
      case 'channel-step':
        deps.pressKey(action.delta > 0 ? 'ch_up' : 'ch_down')
        return
      case 'key':
        deps.pressKey(action.key)
        return
      case 'volume-step': {
        if (!bridge) throw new Error('Volume is not available')
        const current = await bridge.volume()
        const direction = Math.sign(action.delta) * VOLUME_STEP
        await bridge.volume(clampVolume(current + direction, deps.maxVolume()))
        return
      }
      case 'channel': {
        const channel = deps.channels().find((candidate) => candidate.id === action.id)
        if (!channel) throw new Error(`Channel ${action.id} not found`)
        if (deps.tuneChannel?.(channel.id)) return
        deps.navigate(`/live/all/home/${channel.id}`)
        return
      }
    }
  }

  return {
    /** parses and runs one command; never throws */
    async run(command: unknown): Promise<RemoteCommandResult> {
      const parsed = parseRemoteCommand(command)
      if (!parsed.ok) return parsed
      try {
        await apply(parsed.action)
        return { ok: true }
      } catch (error) {
        return { ok: false, error: error instanceof Error ? error.message : String(error) }
      }
    },
  }
}

export type RemoteCommandRunner = ReturnType<typeof createRemoteCommandRunner>
