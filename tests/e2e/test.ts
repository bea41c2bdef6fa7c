// Every spec imports `test` from here: Playwright's, with the base URL of this worker's own portal
// (servers.ts). Everything else is Playwright's.
import { test as base } from '@playwright/test'
import { portalOrigin } from './servers'

export * from '@playwright/test'

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(portalOrigin(testInfo.parallelIndex))
  },
})
