// The Philips Android family as loaded on its platform (shipped as bridges/philips-android.js).
import type { BridgeEnv } from '../contract'
import { createPhilipsAndroidBridge } from './createPhilipsAndroidBridge'

export const createBridge = (env: BridgeEnv) => createPhilipsAndroidBridge(env)
