// npm test: lint, type check, unit tests (vitest), browser tests (Playwright + Debian Chromium).
// Every stage runs even if an earlier one fails, so one run shows everything; the exit code is
// non-zero if any stage failed. The runners' own summary lines close the output.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(root, 'node_modules', '.bin', name)
const stages = [
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['unit', bin('vitest'), ['run']],
  ['e2e', bin('playwright'), ['test']],
]
const failed = []
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  if (result.status !== 0) failed.push(name)
}
console.log(failed.length ? `\nFailed stages: ${failed.join(', ')}` : '\nAll stages passed.')
process.exit(failed.length ? 1 : 0)
