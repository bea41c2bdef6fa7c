// The playmore family as loaded on its platform (bridges/loaders.ts; shipped as bridges/playmore.js).
import type { BridgeEnv } from '../contract'
import { createPlaymoreBridge } from './createPlaymoreBridge'

export const createBridge = (env: BridgeEnv, type: string) =>
  createPlaymoreBridge(env, type === 'playmoreatv' ? 'playmoreatv' : 'playmore')
