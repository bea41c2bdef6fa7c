// Browser tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser build).
// Installs it with apt-get when missing; says clearly what to do when that is impossible.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package with apt-get…`)
  const sudo = process.getuid?.() === 0 ? '' : 'sudo '
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core`,
      {
        stdio: 'inherit',
      },
    )
  } catch {
    console.error(
      `\nCould not install Chromium. Install Debian's package yourself ("apt-get install chromium") ` +
        `or set CHROMIUM_PATH to a Chromium binary, then run npm test again.\n`,
    )
    process.exit(1)
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing; set CHROMIUM_PATH.`)
    process.exit(1)
  }
}
