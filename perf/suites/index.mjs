// Every suite of the harness, by name, in the default order. A new suite: a file in perf/suites/ and one
// line in each list here (perf/README.md "Suites").
import { cmsSuites } from './cms.mjs'
import { fixtureSuites } from './fixtures.mjs'
import { portalSuites } from './portal.mjs'
import { signageSuites } from './signage.mjs'
import { soakSuites } from './soak.mjs'
import { vodSuites } from './vod.mjs'

/** 'slideshow' is run by perf/lib/slideshow.mjs (a long memory run, not a suite of parts) */
// prettier-ignore
export const ALL_SUITES = [
  'guide',
  'guide5k',
  'carousel',
  'home',
  'cms',
  'portal',
  'live',
  'vod',
  'vodportal',
  'slideshow',
  'signage',
  'soak',
]

export function createSuites(config, helpers) {
  return {
    ...fixtureSuites(config, helpers),
    ...cmsSuites(config, helpers),
    ...portalSuites(config, helpers),
    ...vodSuites(config, helpers),
    ...signageSuites(config, helpers),
    ...soakSuites(config, helpers),
  }
}

export { pageOf, queryOf, SkipError, waitPeerFrame } from './shared.mjs'
