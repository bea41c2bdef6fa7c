// The Tizen family as loaded on its platform (bridges/loaders.ts; shipped as bridges/tizen.js).
import type { BridgeEnv } from '../contract'
import { createTizenBridge } from './createTizenBridge'

export const createBridge = (env: BridgeEnv, type: string) =>
  createTizenBridge(env, type === 'tizenv2' ? 'tizenv2' : 'tizen')
