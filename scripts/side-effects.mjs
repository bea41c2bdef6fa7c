// Modules of our dependencies that run nothing at import another module relies on, though the bundler
// cannot tell (they read a property or call a function at the top level), so the build may leave them
// out when none of their exports is used. Shared by vite.config.ts and the perf pages (perf/lib/build.mjs).
//
// - @pixi/react's <Application> component: the portal makes its pixi Application itself
//   (renderer/stage/mountStage.tsx). Its module copies TextStyle.defaultTextStyle and calls forwardRef at
//   import, which kept it, and with it pixi's whole TextStyle class, in the boot file (issue 19).
export const dependencySideEffects = [
  { test: /[\\/]@pixi[\\/]react[\\/]lib[\\/]components[\\/]Application\.mjs$/, sideEffects: false },
]
