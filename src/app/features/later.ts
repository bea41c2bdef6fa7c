// The features that load after Home (src/app/laterFeatures.ts): one chunk the composition root fetches
// once the start route is drawn. Their order is the order they are made and started in, after the boot
// features of index.ts; a feature here may need at start-up a service of any boot feature or of one
// listed before it here. Adding a screen is one line here.
import { airMouseFeature } from './airMouse'
import { castFeature } from './cast'
import { cmsFeature } from './cms'
import type { FeatureFactory } from './contract'
import { dialogsFeature } from './dialogs'
import { infoFeature } from './info'
import { infobarFeature } from './infobar'
import { laterEnglishFeature } from './laterEnglish'
import { liveFeature } from './live'
import { messagingFeature } from './messaging'
import { sessionFeature } from './session'
import { sideloadsFeature } from './sideloads'
import { signageFeature } from './signage'
import { timersFeature } from './timers'
import { vodFeature } from './vod'

export const LATER_FEATURES: readonly FeatureFactory[] = [
  laterEnglishFeature,
  timersFeature,
  dialogsFeature,
  sideloadsFeature,
  messagingFeature,
  infobarFeature,
  sessionFeature,
  liveFeature,
  vodFeature,
  cmsFeature,
  infoFeature,
  castFeature,
  signageFeature,
  airMouseFeature,
]
