// The feature list: the composition root starts these in order. A feature may need a service only from
// one listed before it (at start-up; at run time any). Adding a screen is one line here.
import { airMouseFeature } from './airMouse'
import type { FeatureFactory } from './contract'
import { dialogsFeature } from './dialogs'
import { homeFeature } from './home'
import { infobarFeature } from './infobar'
import { liveFeature } from './live'
import { mediaFeature } from './media'
import { messagingFeature } from './messaging'
import { sessionFeature } from './session'
import { shellFeature } from './shell'
import { sideloadsFeature } from './sideloads'
import { timersFeature } from './timers'

export const FEATURES: readonly FeatureFactory[] = [
  mediaFeature,
  shellFeature,
  timersFeature,
  dialogsFeature,
  sideloadsFeature,
  messagingFeature,
  infobarFeature,
  sessionFeature,
  liveFeature,
  homeFeature,
  airMouseFeature,
]

export type { Feature, FeatureFactory, FeatureKeys, InboundHandlers, KeyHandler } from './contract'
