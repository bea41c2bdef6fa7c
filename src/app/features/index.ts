// The feature list: the composition root starts these in order. A feature may need a service only from
// one listed before it (at start-up; at run time any). Adding a screen is one line here.
import { airMouseFeature } from './airMouse'
import { announcerFeature } from './announcer'
import { captionsFeature } from './captions'
import { castFeature } from './cast'
import { cmsFeature } from './cms'
import type { FeatureFactory } from './contract'
import { deviceFeature } from './device'
import { dialogsFeature } from './dialogs'
import { homeFeature } from './home'
import { infoFeature } from './info'
import { infobarFeature } from './infobar'
import { languagesFeature } from './languages'
import { liveFeature } from './live'
import { mediaFeature } from './media'
import { messagingFeature } from './messaging'
import { sessionFeature } from './session'
import { shellFeature } from './shell'
import { sideloadsFeature } from './sideloads'
import { signageFeature } from './signage'
import { timersFeature } from './timers'
import { vodFeature } from './vod'

export const FEATURES: readonly FeatureFactory[] = [
  languagesFeature,
  announcerFeature,
  mediaFeature,
  captionsFeature,
  shellFeature,
  deviceFeature,
  timersFeature,
  dialogsFeature,
  sideloadsFeature,
  messagingFeature,
  infobarFeature,
  sessionFeature,
  liveFeature,
  vodFeature,
  cmsFeature,
  homeFeature,
  infoFeature,
  castFeature,
  signageFeature,
  airMouseFeature,
]

export type { Feature, FeatureFactory, FeatureKeys, InboundHandlers, KeyHandler } from './contract'
