// Production build target, shared by vite.config.ts, scripts/legacy-lowering.mjs and
// tests/unit/bundle-target.test.ts. How it was chosen: docs/DEVICES.md.
//
// The floor is Chromium 53: LG webOS TV 4.x (Pro:Centric hcap sets of 2018–2019) and the
// oldest engine in the device matrix that pixi.js 8 can still render on (WebGL 1 only).
// Chromium 53 predates ES modules (61), dynamic import() (63) and import.meta (64), so the
// bundle is a single classic script (IIFE) written by scripts/legacy-lowering.mjs.

/** Vite `build.target`: Oxc lowers everything newer than Chromium 53 (async/await, object
 * rest/spread, `?.`, `??`, class fields, `??=` …) to ES2016 syntax. */
export const BUILD_TARGET = ['chrome53']

/** ECMAScript edition the oldest engine parses (acorn `ecmaVersion`). */
export const ECMA_VERSION = 2016

/** The emitted JS is a classic script: no `import`/`export`, `import()` or `import.meta`. */
export const SOURCE_TYPE = 'script'

/** Human-readable, browserslist-style statement of the same floor. */
export const BROWSERSLIST = 'Chrome >= 53 (Chromium-based TV engines: webOS 4.x+, Tizen 4.0+)'
