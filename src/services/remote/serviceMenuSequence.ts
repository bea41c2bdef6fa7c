// portal spec §6 Roles: the Hotel Service Menu opens by the key sequences settings, left, left, right,
// right, settings; or info, left, left, right, right, info; or a fixed code then left, left, right, right
// and the code again. Buffer clears after 1 s idle or beyond 24 characters (§9). §5: the PIN must equal
// the hsm config value, else nothing opens.
import type { RemoteKey } from '../../../bridges/contract'
import type { Clock } from '../../time/clock'
import type { Config } from '../../api/types'

/** portal spec §9: service-menu buffer 24 chars, timeout 1 s */
export const SERVICE_MENU_BUFFER_MAX = 24
export const SERVICE_MENU_IDLE_MS = 1000

const LEFT_LEFT_RIGHT_RIGHT: readonly RemoteKey[] = ['left', 'left', 'right', 'right']

export const serviceMenuSequences = (code: readonly RemoteKey[]): RemoteKey[][] => {
  const sequences = [
    ['settings', ...LEFT_LEFT_RIGHT_RIGHT, 'settings'],
    ['info', ...LEFT_LEFT_RIGHT_RIGHT, 'info'],
  ] as RemoteKey[][]
  if (code.length > 0) sequences.push([...code, ...LEFT_LEFT_RIGHT_RIGHT, ...code])
  return sequences
}

export type ServiceMenuDetector = {
  /** true when this key completed a sequence (the buffer is then cleared) */
  press(key: RemoteKey): boolean
  buffer(): readonly RemoteKey[]
}

/** `code` is the fixed code of §6 (its keys are not given by the spec; the hotel config supplies them) */
export function createServiceMenuDetector(deps: {
  clock: Clock
  code?: readonly RemoteKey[]
}): ServiceMenuDetector {
  const sequences = serviceMenuSequences(deps.code ?? [])
  let buffer: RemoteKey[] = []
  let lastAt = Number.NEGATIVE_INFINITY

  const endsWith = (sequence: readonly RemoteKey[]) =>
    buffer.length >= sequence.length &&
    sequence.every((key, i) => buffer[buffer.length - sequence.length + i] === key)

  function press(key: RemoteKey): boolean {
    const now = deps.clock.now()
    if (now - lastAt >= SERVICE_MENU_IDLE_MS) buffer = []
    lastAt = now
    buffer.push(key)
    if (buffer.length > SERVICE_MENU_BUFFER_MAX) {
      buffer = []
      return false
    }
    if (!sequences.some(endsWith)) return false
    buffer = []
    return true
  }

  return { press, buffer: () => buffer }
}

/** portal spec §6 Visibility: the Hotel Service Menu exists only when hsm is configured */
export function serviceMenuEnabled(config: Config): boolean {
  const hsm = config['hsm']
  return hsm !== null && hsm !== undefined && String(hsm).trim() !== ''
}

/** portal spec §5: the Hotel Service Menu PIN must equal the hsm value, else nothing opens */
export function isServiceMenuPin(pin: string, config: Config): boolean {
  // the config keeps its strings as the backend sent them: " 1234" is the PIN 1234 (as in serviceMenuEnabled)
  return serviceMenuEnabled(config) && pin === String(config['hsm']).trim()
}
