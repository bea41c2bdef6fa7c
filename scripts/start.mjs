// npm start: the demo hotel backend on loopback + the portal (Vite dev server, base /v2/) proxying
// the backend at its own origin. Prints both URLs. Ctrl+C stops both.
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const backendPort = process.env.DEMO_BACKEND_PORT ?? '5180'
const portalPort = process.env.PORTAL_PORT ?? '5173'
const env = { ...process.env, DEMO_BACKEND_PORT: backendPort, PORTAL_PORT: portalPort }
const bin = (name) => join(root, 'node_modules', '.bin', name)
const children = []

function run(command, args, label) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.on('data', (chunk) => process.stdout.write(`[${label}] ${chunk}`))
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`))
  child.on('exit', (code) => {
    console.log(`[${label}] exited with ${code}`)
    shutdown(code ?? 1)
  })
  children.push(child)
  return child
}

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

const useExternal = Boolean(process.env.HOTEL_BACKEND_URL)
if (!useExternal) run(bin('tsx'), ['src/mocks/node/serve.ts'], 'backend')
const portal = run(bin('vite'), ['--clearScreen', 'false'], 'portal')
portal.stdout.once('data', () => {
  setTimeout(() => {
    console.log('\n  Portal:      http://127.0.0.1:' + portalPort + '/v2/')
    if (useExternal) console.log('  Backend:     ' + process.env.HOTEL_BACKEND_URL + ' (HOTEL_BACKEND_URL)')
    else
      console.log(
        '  Front desk:  http://127.0.0.1:' +
          portalPort +
          '/frontdesk/  (demo backend on :' +
          backendPort +
          ')',
      )
    console.log('')
  }, 300)
})
