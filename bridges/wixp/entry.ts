// The Philips web family as loaded on its platform (bridges/loaders.ts; shipped as bridges/wixp.js).
import type { BridgeEnv } from '../contract'
import { createWixpBridge } from './createWixpBridge'

export const createBridge = (env: BridgeEnv, type: string) =>
  createWixpBridge(env, type === 'wixpv2' ? 'wixpv2' : 'wixp')
