// The project's own lint rules (issue #11 "Lint enforces the whole picture"), loaded by eslint.config.js
// as the `portal` plugin; tests/unit/lint-rules.test.ts proves each one fires.
import { layers, noMocks } from './layers.mjs'
import { noCycle } from './noCycle.mjs'

export const portalPlugin = {
  meta: { name: 'portal' },
  rules: { layers, 'no-mocks': noMocks, 'no-cycle': noCycle },
}
