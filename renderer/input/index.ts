export { createKeyRepeatThrottle } from './keyRepeat'
export { press } from './testRemote'
export type { KeyPress, KeyRepeatThrottle, KeyRepeatThrottleOptions } from './keyRepeat'
export type { Remotable, RemotePress } from './testRemote'
