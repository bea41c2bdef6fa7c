// The hcap family as loaded on its platform (bridges/loaders.ts; shipped as bridges/hcap.js).
import type { BridgeEnv } from '../contract'
import { createHcapBridge } from './createHcapBridge'

export const createBridge = (env: BridgeEnv) => createHcapBridge(env)
