// portal spec §5: pin-protected channels need a PIN equal to the channel's pin, else the prompt repeats
// until cancelled; failure cancels playback. channel_pin_code_behaviour: 0 or empty asks every time;
// 1 asks once per session per channel; without the setting there is no prompt.
import type { Channel, Config } from '../../api/types'
import { PIN_BEHAVIOUR_KEY } from './constants'

export type PinBehaviour = 'always' | 'once' | 'never'

export function pinBehaviour(config: Config): PinBehaviour {
  if (!Object.prototype.hasOwnProperty.call(config, PIN_BEHAVIOUR_KEY)) return 'never'
  const value = config[PIN_BEHAVIOUR_KEY] ?? null
  if (value === 1 || value === '1') return 'once'
  // 0, empty (null after normalising) and anything unknown ask every time: restricted content stays locked
  return 'always'
}

export type PinDeps = {
  behaviour: () => PinBehaviour
  /** shows the prompt; resolves the text entered, or null when the guest cancelled */
  ask: (channel: Channel, retry: boolean) => Promise<string | null>
}

export function createPinGate(deps: PinDeps) {
  /** channels unlocked in this session (behaviour 1) */
  const unlocked = new Set<number>()
  function needsPin(channel: Channel): boolean {
    if (!channel.pin) return false
    const behaviour = deps.behaviour()
    if (behaviour === 'never') return false
    return !(behaviour === 'once' && unlocked.has(channel.id))
  }
  return {
    needsPin,
    /** true when the channel may play (no PIN needed, or the right PIN entered); false when cancelled */
    async check(channel: Channel): Promise<boolean> {
      if (!needsPin(channel)) return true
      for (let retry = false; ; retry = true) {
        const entered = await deps.ask(channel, retry)
        if (entered === null) return false
        if (entered.trim() === channel.pin) {
          unlocked.add(channel.id)
          return true
        }
      }
    },
    /** a new guest session (check-out) forgets the unlocked channels */
    reset: (): void => unlocked.clear(),
  }
}

export type PinGate = ReturnType<typeof createPinGate>
