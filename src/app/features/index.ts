// The feature list. The composition root (src/app/startPortal.tsx) makes the boot features, in order,
// before the first frame: what Home draws, and the keys, media and device layers under it. The other
// features are in later.ts, one chunk fetched after the start route's first frame (issue 19: boot JS;
// src/app/laterFeatures.ts). A feature may need at start-up a service only of one listed before it; a boot
// feature reaches a later feature's service only at run time, with `services.find`, and copes with its
// absence. Adding a screen is one line in later.ts.
import { announcerFeature } from './announcer'
import { captionsFeature } from './captions'
import type { FeatureFactory } from './contract'
import { deviceFeature } from './device'
import { homeFeature } from './home'
import { languagesFeature } from './languages'
import { mediaFeature } from './media'
import { shellFeature } from './shell'

export const BOOT_FEATURES: readonly FeatureFactory[] = [
  languagesFeature,
  announcerFeature,
  mediaFeature,
  captionsFeature,
  shellFeature,
  deviceFeature,
  homeFeature,
]

/** the features made after Home, in their order (a chunk of their own) */
export const loadLaterFeatures = (): Promise<readonly FeatureFactory[]> =>
  import('./later').then((module) => module.LATER_FEATURES)

export type { Feature, FeatureFactory, FeatureKeys, InboundHandlers, KeyHandler } from './contract'
