// A random remote walk of the production build: what the browser tests do not reach. The tests walk
// the development server (untrimmed pixi.js and React, no Content-Security-Policy) along the paths they
// were written for; what ships is trimmed (scripts/pixi-trim.mjs, reconciler-trim.mjs), locked down
// (scripts/csp.mjs) and pressed in any order. This builds the portal as `npm run build` does, serves it
// with the demo hotel backend on loopback and presses seeded random remote keys from each starting path
// in each language. It fails on an uncaught page error, a policy violation or a console error the portal
// did not write; it reports, for a person to read, the failures the portal logged, frames drawn once the
// screen had settled (with what asked for them) and a home key that did not lead Home (scripts/walk-lib.mjs).
// Its first run found two defects: every subtitle choice was refused by the policy, and a cut pixi method
// the scissor clip calls (README "Testing notes").
//
//   node scripts/walk.mjs                                  # 4 languages × 10 paths × 40 keys, seed 1
//   WALK_LANGUAGES=all WALK_STEPS=80 WALK_SEED=5 node scripts/walk.mjs
//   WALK_PATHS=live,vod WALK_LANGUAGES=ar_AR node scripts/walk.mjs
//   WALK_DIST=/tmp/dist node scripts/walk.mjs              # a build already made (vite build --outDir)
//   WALK_FAULTS=3 node scripts/walk.mjs                    # and 3 backend faults in each walk
//   WALK_PLATFORMS=hcap,tizen node scripts/walk.mjs        # on TV platforms' fakes (all: every one)
//   WALK_ACTIONS=3 node scripts/walk.mjs                   # and 3 front-desk actions in each walk
//
// At every key it reads the texts drawn and fails on one a guest must never read: `undefined`, `NaN`,
// `[object Object]`, `Invalid Date`, an unfilled `{{x}}` or a dictionary key in place of its text.
// WALK_FAULTS=n breaks n backend calls in each walk, chosen by the seed (walk-lib.mjs faultPlan): before
// the boot or after some keys, a status, no reply, a timeout, a body that is not JSON or not the wire
// format, or the call's real answer with fields missing, null, of another type or out of range. Each
// finding names the walk's faults.
// WALK_PLATFORMS runs each walk on a TV platform: the set's user agent and its fake API (`?fake=1`), so
// its bridge (keys, player, power, inputs) is pressed too; a boot on another platform is a defect.
// WALK_ACTIONS=n sends n front-desk remote actions in each walk, chosen by the seed (walk-lib.mjs
// actionPlan): before the boot or after some keys, as the front desk's form fills them, with params empty
// or corrupted, an unknown one, a check-out or a check-in. Once the keys are done it reads what the TV
// reported for each: one it fetched and never reported (outside a popup that holds the queue), or a
// failure reported without a message, is a defect (portal spec §4 Remote actions, §8).
//
// Writes reports/walk-<stamp>.json (every finding, with the keys before it). About 25 s a walk here.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { mappedSegments, projectPath } from '../perf/lib/attribute.mjs'
import { serve, startBackend } from '../perf/lib/serve.mjs'
import {
  actionKind,
  UNFINISHED_ACTIONS_KEY,
  UNSENT_REPORTS_KEY,
  actionPlan,
  FAULT_PATHS,
  LANGUAGE_TAGS,
  badTexts,
  bootKind,
  consoleKind,
  faultPlan,
  groupFindings,
  keySequence,
  inWalkLanguage,
  languageKind,
  platformKind,
  WALK_PLATFORM_USER_AGENTS,
  report,
  seededRandom,
  sourceAt,
} from './walk-lib.mjs'

const repo = fileURLToPath(new URL('..', import.meta.url))
const env = (name, fallback) => process.env[name] ?? fallback
const ALL_LANGUAGES = Object.keys(LANGUAGE_TAGS).join(',')
const languages = env('WALK_LANGUAGES', 'en_US,ar_AR,iw_IL,zh_CN')
const ALL_PLATFORMS = Object.keys(WALK_PLATFORM_USER_AGENTS).join(',')
const platforms = env('WALK_PLATFORMS', 'universal')
const config = {
  languages: (languages === 'all' ? ALL_LANGUAGES : languages).split(','),
  platforms: (platforms === 'all' ? ALL_PLATFORMS : platforms).split(','),
  paths: env('WALK_PATHS', 'home,live,vod,prayer,flight,weather,news,chromecast,welcome,DS').split(','),
  steps: Number(env('WALK_STEPS', 40)),
  seed: Number(env('WALK_SEED', 1)),
  port: Number(env('WALK_PORT', 5461)),
  dist: env('WALK_DIST', ''),
  faults: Number(env('WALK_FAULTS', 0)),
  actions: Number(env('WALK_ACTIONS', 0)),
  chromium: env('CHROMIUM_PATH', '/usr/bin/chromium'),
}
const unknown = config.languages.filter((code) => !(code in LANGUAGE_TAGS))
if (unknown.length > 0) {
  console.error(
    `WALK_LANGUAGES: not interface languages: ${unknown.join(', ')} (one of ${ALL_LANGUAGES}, or all)`,
  )
  process.exit(2)
}
const unknownPlatforms = config.platforms.filter((type) => !(type in WALK_PLATFORM_USER_AGENTS))
if (unknownPlatforms.length > 0) {
  console.error(
    `WALK_PLATFORMS: not walkable platforms: ${unknownPlatforms.join(', ')} (one of ${ALL_PLATFORMS}, or all)`,
  )
  process.exit(2)
}
/** the demo hotel's room 101 and its guest (src/mocks/fixtures/devices.ts) */
const ROOM_101 = '02:00:00:00:01:01'
const GUEST_101 = 5101
/**
 * A screen has settled when it has drawn nothing for longer than what it shows for a while by design: a
 * toast's 3000 ms (portal spec §9, the volume and subtitle keys show one) and the 200 ms overlay delay.
 * Read every SETTLE_READ_MS, given up after SETTLE_LIMIT_MS.
 */
const SETTLE_QUIET_MS = 4000
const SETTLE_READ_MS = 400
const SETTLED_READS = Math.ceil(SETTLE_QUIET_MS / SETTLE_READ_MS)
const SETTLE_LIMIT_MS = 20_000
/** how long a settled screen is watched for frames, and how long the home key has to lead Home */
const IDLE_WATCH_MS = 2000
const HOME_WAIT_MS = 6000
/** how long a boot may take to show Home, the error screen, the reload notice or the assignment prompt */
const BOOT_LIMIT_MS = 30_000
/** how long after an alert at boot navigation may still come on (the spec's boot delay is 1 s) */
const BOOT_SETTLE_MS = 3000

/** how long after its keys a walk waits for the TV to report the actions it was sent (the demo hotel's
 * poll is 5 s: src/mocks/fixtures/config.ts actions.poll_interval) */
const ACTION_REPORT_LIMIT_MS = 20_000
/** an Alarm as the front desk's form fills it rings this long after it is sent, within the walk */
const ALARM_SOON_MS = 8000

/** the fake set's raw WIXP server's port (bridges/wixp/wixpProtocol.ts RAW_WIXP_PORT, in the policy) */
const RAW_WIXP_PORT = 3004
/**
 * Starts bridges/wixp/serveFakeWixp.ts (TypeScript, through tsx) as the set of room 101; resolves once it
 * listens. The walk's Philips web sets talk to it as a real set's page talks to its own.
 */
function startFakeWixp() {
  const cli = join(repo, 'node_modules', 'tsx', 'dist', 'cli.mjs')
  const script = join(repo, 'bridges', 'wixp', 'serveFakeWixp.ts')
  const child = spawn(process.execPath, [cli, script, String(RAW_WIXP_PORT), ROOM_101], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('fake Philips raw WIXP server on')) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`the fake WIXP server exited (${code}): ${output}`)))
  })
}
/** the Tizen fake's socket: ws://<the page's host>:<DEFAULT_WSOCKET_PORT> */
const TIZEN_SOCKET_SOURCE = 'ws://127.0.0.1:8088'
const walksTizen = config.platforms.some((type) => type.startsWith('tizen'))
const dist = config.dist || mkdtempSync(join(tmpdir(), 'portal-walk-'))
if (!config.dist) {
  console.log('building the portal (production) …')
  const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js')
  // with the source maps vite.config.ts writes: a stack in a finding names the project's sources
  const args = [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error']
  // a Tizen set opens a WebSocket to the hotel server (bridges/tizen/inboundSocket.ts, port 8088 on the
  // base URL's host, here the page's): built as a hotel with Tizen sets must build (README "Configure"),
  // or the browser refuses it under the page's policy
  const hosts = [process.env.PORTAL_CSP_HOSTS ?? '', ...(walksTizen ? [TIZEN_SOCKET_SOURCE] : [])]
  const built = spawnSync(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, NODE_ENV: 'production', PORTAL_CSP_HOSTS: hosts.join(' ').trim() },
    encoding: 'utf8',
  })
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr}`)
}
const backend = await startBackend(repo, config.port)
/** a Philips web set's own raw WIXP server (the fake, on the spec's port 3004 that the policy allows) */
const wixp = config.platforms.some((type) => type.startsWith('wixp')) ? await startFakeWixp() : null
const server = await serve({
  pagesDir: dist,
  portalDir: dist,
  backendPort: config.port,
  port: config.port + 1,
})
const origin = `http://127.0.0.1:${config.port + 1}`
const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,
  args: [
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
    '--autoplay-policy=no-user-gesture-required',
  ],
})

/** each built file's mapped segments, read when a stack first names it (null: no map) */
const maps = new Map()
/** a stack's built positions → the project's sources they come from (the build's source maps) */
function locate(text) {
  return text.replace(
    /https?:\/\/127\.0\.0\.1:\d+\/v2\/(assets\/[\w.-]+\.js):(\d+):(\d+)/g,
    (_, file, line, column) => {
      if (!maps.has(file)) {
        let segments = null
        try {
          segments = mappedSegments(JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')))
        } catch {
          // a build without maps (WALK_DIST): the built position stays
        }
        maps.set(file, segments)
      }
      const segments = maps.get(file)
      const source = segments && sourceAt(segments, Number(line), Number(column))
      return source ? projectPath(source, join(dist, 'assets'), repo) : `${file}:${line}:${column}`
    },
  )
}

/** the dictionary's namespaces: a drawn text of the form `<namespace>.<key>` is a key shown as text */
const namespaces = Object.keys(JSON.parse(readFileSync(join(repo, 'locales', 'en_US.json'), 'utf8')))
/** the real answers of the calls a fault walk corrupts: the GETs of FAULT_PATHS that answer JSON */
const samples = {}
/** the guest's language in the device sample (inWalkLanguage) */
let sampleLanguage
if (config.faults > 0) {
  const room = FAULT_PATHS.map((path) => [
    path,
    path.replace('/api/get/device/*', `/api/get/device/${ROOM_101}`),
  ])
  for (const [path, url] of room) {
    if (url.includes('*')) continue
    const answer = await fetch(`${origin}${url}?mac=${ROOM_101}`).catch(() => null)
    if (answer?.ok) samples[path] = await answer.json().catch(() => undefined)
  }
  sampleLanguage = samples['/api/get/device/*']?.guest?.language
  console.log(
    `fault walks: ${config.faults} a walk; real answers read for ${Object.keys(samples).join(', ')}`,
  )
}

/** the front desk's form's params per remote action (src/mocks/fixtures/actionTemplates.ts) */
const templates =
  config.actions > 0 ? (await (await fetch(`${origin}/frontdesk/api/catalog`)).json()).templates : {}

const findings = []
const random = seededRandom(config.seed)
// its own stream: a seed walks the same keys with faults as without
const faultRandom = seededRandom(config.seed ^ 0x5eed)
const actionRandom = seededRandom(config.seed ^ 0xac7)
let walks = 0
try {
  for (const platform of config.platforms)
    for (const language of config.languages)
      for (const path of config.paths) {
        walks++
        const userAgent = WALK_PLATFORM_USER_AGENTS[platform]
        const on = platform === 'universal' ? '' : ` on ${platform}`
        const pressed = []
        const plan = faultPlan(faultRandom, config.faults, samples, config.steps)
        const faults = plan.length
          ? ` [${plan.map(({ what, atStep }) => `${what} from key ${atStep}`).join('; ')}]`
          : ''
        const sends = actionPlan(actionRandom, config.actions, templates, config.steps)
        const actions = sends.length
          ? ` {${sends.map(({ what, atStep }) => `${what} at key ${atStep}`).join('; ')}}`
          : ''
        const where = () =>
          `${language} /${path}${on}${faults}${actions} after ${pressed.slice(-6).join(' ') || 'no key'}`
        const note = (kind, text) =>
          findings.push({ kind, text: locate(text), where: where(), keys: [...pressed] })
        const context = await browser.newContext({
          viewport: { width: 1280, height: 720 },
          ...(userAgent ? { userAgent } : {}),
        })
        // the hotel server's end of a Tizen set's socket: accepted and kept open, as the demo hotel has
        // none (the browser would report every refused connection)
        if (platform.startsWith('tizen')) await context.routeWebSocket(`${TIZEN_SOCKET_SOURCE}/`, () => {})
        const page = await context.newPage()
        page.on('pageerror', (error) =>
          note('page error', `${error.message} ${(error.stack ?? '').split('\n')[1] ?? ''}`),
        )
        page.on('console', (message) => {
          if (message.type() === 'error') note(consoleKind(message.text(), plan.length > 0), message.text())
        })
        try {
          await page.request.post(`${origin}/__demo/reset`)
          await page.request.post(`${origin}/api/set/guest/update`, { data: { id: GUEST_101, language } })
          const install = async (step) => {
            for (const { fault, atStep } of plan)
              if (atStep === step)
                await page.request.post(`${origin}/__demo/faults`, {
                  data: inWalkLanguage(fault, sampleLanguage, language),
                })
          }
          /** the actions the front desk queued, by id, with what each was */
          const sent = []
          const frontDesk = async (step) => {
            for (const { send, what, atStep } of sends) {
              if (atStep !== step) continue
              const post = (url, data) => page.request.post(`${origin}/frontdesk/api/${url}`, { data })
              let response
              if (send.desk === 'checkout') response = await post('checkout', { mac: ROOM_101 })
              else if (send.desk === 'checkin')
                response = await post('checkin', { mac: ROOM_101, guest: { ...send.guest, language } })
              else {
                const value = Math.ceil((Date.now() + ALARM_SOON_MS) / 1000) * 1000
                const params = send.alarmSoon ? { ...send.params, value } : send.params
                response = await post('actions', { mac: ROOM_101, action: send.action, params })
              }
              const body = await response.json().catch(() => null)
              const id = send.desk ? body?.action?.id : body?.id
              if (typeof id === 'number') sent.push({ id, what })
              else note('walker', `${what}: the front desk answered ${response.status()}`)
            }
          }
          await install(0)
          await frontDesk(0)
          const readTexts = new Set()
          const readBadTexts = async () => {
            const texts = await page.evaluate(() => window.__portal?.texts() ?? []).catch(() => [])
            for (const text of badTexts(texts, namespaces))
              if (!readTexts.has(text)) {
                readTexts.add(text)
                note('bad text', `"${text}" drawn`)
              }
          }
          // a TV platform: its fake API stands in for the set's own (bridges/detect.ts FAKE_PARAM)
          await page.goto(`${origin}/v2/${path}?mirror=1&mac=${ROOM_101}${userAgent ? '&fake=1' : ''}`)
          // booted, or (a fault walk) the error screen or the reload notice (both alerts), or the room
          // assignment prompt of a device the backend does not know (the boot's 'assign' phase)
          const started = await page.waitForFunction(
            () => {
              const root = document.getElementById('scene-mirror')
              if (root?.getAttribute('data-navigation') === 'on') return 'on'
              if (root?.getAttribute('data-phase') === 'assign') return 'the room assignment prompt'
              return root?.querySelector('[role="alert"]')?.getAttribute('aria-label') ?? false
            },
            null,
            { timeout: BOOT_LIMIT_MS },
          )
          const outcome = await started.jsonValue()
          // an alert drawn for a moment while the boot goes on (a screen's empty state before its data)
          // is not where the boot ended: it counts only if navigation does not come on after it
          const booted =
            outcome === 'on' ||
            (await page
              .waitForFunction(
                () => document.getElementById('scene-mirror')?.getAttribute('data-navigation') === 'on',
                null,
                { timeout: BOOT_SETTLE_MS },
              )
              .then(() => true)
              .catch(() => false))
          if (!booted) note(bootKind(plan), `shows "${outcome}"`)
          else if (outcome !== 'on') note('alert during boot', `"${outcome}" shown before navigation came on`)
          // a check-out or check-in before the boot changes whose language the TV takes
          if (booted && !sends.some(({ send, atStep }) => atStep === 0 && send.desk)) {
            const lang = await page.evaluate(() =>
              document.getElementById('scene-mirror')?.getAttribute('lang'),
            )
            const kind = languageKind(plan, LANGUAGE_TAGS[language], lang)
            if (kind) note(kind, `booted in "${lang}" for a guest whose language is ${language}`)
          }
          const bootedOn = await page.evaluate(() => window.__fakePlatform?.type ?? 'universal')
          const platformFinding = platformKind(platform, bootedOn)
          if (platformFinding) note(platformFinding, `booted on ${bootedOn}, asked for ${platform}`)
          for (const { key, pauseMs } of keySequence(random, config.steps)) {
            pressed.push(key === ' ' ? 'Space' : key)
            await page.keyboard.press(key)
            await page.waitForTimeout(pauseMs)
            await readBadTexts()
            await install(pressed.length)
            await frontDesk(pressed.length)
          }
          if (sent.length > 0) {
            // what the TV reported for each action it was sent (the front desk's list, newest first)
            const ours = async () => {
              const list = await (
                await page.request.get(`${origin}/frontdesk/api/actions?mac=${ROOM_101}`)
              ).json()
              return sent.map(({ id, what }) => ({ id, what, entry: list.find((entry) => entry.id === id) }))
            }
            let state = await ours()
            for (let waited = 0; waited < ACTION_REPORT_LIMIT_MS; waited += SETTLE_READ_MS) {
              if (state.every(({ entry }) => entry?.status !== null)) break
              await page.waitForTimeout(SETTLE_READ_MS)
              state = await ours()
            }
            // a popup holds regular actions, and so does each navigation for its first 5 s (portal spec §2);
            // null: the page's remote services have not started (a boot the walk broke after a Reload)
            const { paused, kept, waiting } = await page
              .evaluate(
                ([unfinishedKey, unsentKey]) => {
                  const ids = (key, idOf) => {
                    try {
                      const list = JSON.parse(localStorage.getItem(key) ?? '[]')
                      return Array.isArray(list) ? list.map(idOf) : []
                    } catch {
                      return [] // garbage: nothing kept
                    }
                  }
                  return {
                    paused: window.__portal?.actionsPaused() ?? null,
                    kept: ids(unfinishedKey, (entry) => entry?.action?.id),
                    waiting: ids(unsentKey, (report) => report?.id),
                  }
                },
                [UNFINISHED_ACTIONS_KEY, UNSENT_REPORTS_KEY],
              )
              .catch(() => ({ paused: false, kept: [], waiting: [] }))
            // the reports the TV sent (the demo logs a request before any fault the walk put on it)
            const reportsSent = new Set(
              (await (await page.request.get(`${origin}/__demo/requests?path=/api/set/action`)).json()).map(
                (request) => request.body?.id,
              ),
            )
            for (const { id, what, entry } of state) {
              const seen = {
                held: paused === true,
                reportSent: reportsSent.has(id),
                keptForBoot: paused === null && kept.includes(id),
                reportWaits: waiting.includes(id),
              }
              const kind = entry ? actionKind(entry, seen) : 'action lost'
              if (kind) note(kind, `${what}: ${entry?.message ?? 'no report'}`)
            }
          }
          // as tests/e2e/portal.ts settleFrames: an image or a script font still on its way draws once
          // more when it arrives, so a read counts as quiet only with none loading
          const probe = () =>
            page.evaluate(() => ({
              // none while the page reloads (a Reload or Reboot action): not quiet yet
              frames: window.__portal?.frames() ?? -1,
              loading: window.__portal ? window.__portal.imagesLoading() + window.__portal.fontsLoading() : 1,
            }))
          let previous = -1
          let quiet = 0
          for (let waited = 0; quiet < SETTLED_READS && waited < SETTLE_LIMIT_MS; waited += SETTLE_READ_MS) {
            const { frames, loading } = await probe()
            quiet = frames === previous && loading === 0 ? quiet + 1 : 0
            previous = frames
            await page.waitForTimeout(SETTLE_READ_MS)
          }
          if (quiet < SETTLED_READS) {
            // what keeps drawing, on which screen
            await page.evaluate(() => window.__portal.traceFrames(true))
            await page.waitForTimeout(IDLE_WATCH_MS)
            const { causes, route, loading } = await page.evaluate(() => ({
              causes: window.__portal.frameCauses(),
              route: document.getElementById('scene-mirror')?.getAttribute('data-route') ?? '',
              loading: window.__portal.imagesLoading() + window.__portal.fontsLoading(),
            }))
            note(
              'not settled',
              `still drawing ${SETTLE_LIMIT_MS / 1000} s after the last key on ${route} (${loading} loading): ` +
                causes.slice(0, 2).join(' | '),
            )
          } else {
            await page.evaluate(() => window.__portal.traceFrames(true))
            await page.waitForTimeout(IDLE_WATCH_MS)
            const causes = await page.evaluate(() => window.__portal.frameCauses())
            if (causes.length) note('frames once settled', causes.slice(0, 2).join(' | '))
          }
          await readBadTexts()
          const screen = () =>
            page.evaluate(async () => {
              const root = document.getElementById('scene-mirror')
              const focused = root?.querySelector('[data-focused="true"]')
              const dialogs = [...(root?.querySelectorAll('[role="dialog"],[role="alertdialog"]') ?? [])]
              return {
                route: root?.getAttribute('data-route') ?? '',
                focused: `${focused?.getAttribute('role') ?? ''} ${focused?.getAttribute('aria-label') ?? ''}`,
                dialogs: dialogs.map((node) => node.getAttribute('aria-label') ?? ''),
                input: (await window.__portal.bridge()?.source()) ?? '',
                // a check-out may put the set to standby (config checkout.standby): keys wait for power
                power: (await window.__portal.bridge()?.power()) ?? '',
              }
            })
          const atHome = () =>
            page
              .waitForFunction(
                () => document.getElementById('scene-mirror')?.getAttribute('data-route') === '/home',
                null,
                { timeout: HOME_WAIT_MS },
              )
              .then(() => true)
              .catch(() => false)
          if (!booted) {
            console.log(`${language} /${path}${on}: did not boot`)
            await context.close()
            continue
          }
          const before = await screen()
          pressed.push('h')
          await page.keyboard.press('h')
          let home = await atHome()
          // on an external input the home key first brings the TV's own input back (portal spec §4 Input
          // source); the next one leads Home
          if (!home && before.input.startsWith('HDMI')) {
            pressed.push('h')
            await page.keyboard.press('h')
            home = await atHome()
          }
          if (!home) {
            const dialogs = before.dialogs.length ? `, dialogs ${before.dialogs.join(', ')}` : ''
            const after = (await screen()).route
            note(
              'home key',
              `on ${before.route} (input ${before.input}, power ${before.power}), focus on ${before.focused}${dialogs}: still ${after}`,
            )
          }
          console.log(
            `${language} /${path}${on}: ended on ${before.route}${home ? '' : ' (home key did not lead Home)'}`,
          )
        } catch (error) {
          note('walker', String(error).slice(0, 300))
        }
        await context.close()
      }
} finally {
  await browser.close()
  wixp?.kill()
  server.close()
  backend.stop()
  if (!config.dist) rmSync(dist, { recursive: true, force: true })
}

const groups = groupFindings(findings)
const { failed, lines } = report(groups, walks)
console.log(`\n${lines.join('\n')}`)
mkdirSync(join(repo, 'reports'), { recursive: true })
const file = join(repo, 'reports', `walk-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
writeFileSync(file, `${JSON.stringify({ config, walks, findings }, null, 2)}\n`)
console.log(`\nwrote ${file}`)
process.exit(failed ? 1 : 0)
