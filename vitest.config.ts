import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { pixiReactFastProps } from './scripts/pixi-react-fast-props.mjs'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { englishParts } from './scripts/english-parts.mjs'

export default defineConfig({
  // @pixi/react runs through Vite (not Node's loader) so unit tests get the build's applyProps rewrite
  // and English in the two parts the build splits it into (scripts/english-parts.mjs)
  plugins: [englishParts(), pixiReactFastProps()],
  test: {
    server: { deps: { inline: ['@pixi/react'] } },
    environment: 'node',
    setupFiles: ['tests/setup/navigator.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'renderer/**/*.test.{ts,tsx}',
      'scenes/**/*.test.{ts,tsx}',
      'bridges/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    restoreMocks: true,
    // Worker threads on every core: vitest's default (child processes, fewer workers than cores) kept one
    // of a 2-core machine's cores idle, and `npm test`'s unit stage took 175 s here; this way, 81 s.
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
})
