// The Samsung hotel TV driver family as loaded on its platform (shipped as bridges/samsung.js).
import type { BridgeEnv } from '../contract'
import { createSamsungBridge } from './createSamsungBridge'

export const createBridge = (env: BridgeEnv) => createSamsungBridge(env)
