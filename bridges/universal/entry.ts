// The desktop-browser family as loaded on its platform (bridges/loaders.ts; shipped as
// bridges/universal.js like every TV family, so a TV's boot file does not carry it: issue 19).
import type { BridgeEnv } from '../contract'
import { createUniversalBridge } from './createUniversalBridge'

export const createBridge = (env: BridgeEnv) => createUniversalBridge(env)
