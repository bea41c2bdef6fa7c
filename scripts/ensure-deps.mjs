// Installs npm dependencies when they are missing or older than the lockfile (npm start / npm test
// run this first, so a fresh clone needs no manual step). Only Node built-ins here.
import { existsSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const marker = join(root, 'node_modules', '.package-lock.json')
const lock = join(root, 'package-lock.json')

const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs
if (stale) {
  console.log('Installing npm dependencies (npm ci)…')
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' })
}
