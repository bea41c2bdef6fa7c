// Issue 19: what a TV loads before Home shows, and a screen that loads when first opened, on the
// production build (the Chromium-53 chunks of scripts/legacy-chunks.mjs, which the dev server does not
// use): Home comes from the one boot file; Live TV fetches its chunks when opened; a chunk that cannot be
// fetched shows the error screen, Back still leads Home, and the next visit fetches it again.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverPorts } from './servers'
import { expect, test, type Page } from './test'
// @ts-expect-error plain ESM helper without types (the perf harness's loopback server)
import { serve } from '../../perf/lib/serve.mjs'
import { drawnTexts, focused, mirror, press, resetBackend, settleFrames, waitForRoute } from './portal'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const ROOM_101 = '02:00:00:00:01:01'
/** the demo guest of room 101 (src/mocks/fixtures/devices.ts DEMO_GUESTS.room101) */
const GUEST_101 = 5101

/** the paths of the scripts the page asks for, in order */
function scriptRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname)
  })
  return asked
}

/** The page's uncaught errors and console errors, as they come. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** Waits for Home with a focused menu item (the perf harness's "Home shown", perf/suites/shared.mjs) and
 * returns the scripts the page had started to fetch by then. */
async function scriptsBeforeHome(page: Page): Promise<string[]> {
  const shown = await page.waitForFunction(
    () => {
      const root = document.getElementById('scene-mirror')
      const ready =
        root?.getAttribute('data-route') === '/home' && root.querySelector('[data-focused="true"]')
      return ready ? performance.now() : false
    },
    null,
    { timeout: 60_000, polling: 'raf' },
  )
  const at = (await shown.jsonValue()) as number
  return page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .filter((entry) => entry.startTime <= until)
        .map((entry) => new URL(entry.name).pathname),
    at,
  )
}

test.describe('the production build loads Home from one boot file and screens on demand', () => {
  let dist = ''
  let server: Server | null = null
  let origin = ''

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from the pattern
  test.beforeAll(async ({}, workerInfo) => {
    test.setTimeout(240_000)
    dist = mkdtempSync(join(tmpdir(), 'portal-chunks-'))
    const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js')
    const built = spawnSync(
      process.execPath,
      [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error', '--sourcemap', 'false'],
      { cwd: repo, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' },
    )
    expect(built.status, built.stderr).toBe(0)
    server = (await serve({
      pagesDir: dist,
      portalDir: dist,
      backendPort: serverPorts(workerInfo.parallelIndex).backend,
    })) as Server
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()))
    if (dist) rmSync(dist, { recursive: true, force: true })
  })

  test('Home shows with the boot file alone; Live TV fetches its chunks when opened', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    const asked = scriptRequests(page)
    // the trimmed pixi.js (scripts/pixi-trim.mjs) draws Home and Live TV without an error
    const errors = pageErrors(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    const boot = /<script defer src="([^"]+)"><\/script>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))
    // ... and the desktop's own bridge file, as a TV loads its family's (bridges/loaders.ts): a TV's boot
    // file does not carry the desktop's player
    expect(await scriptsBeforeHome(page)).toEqual([boot?.[1], '/v2/bridges/universal.js'])
    await waitForRoute(page, '/home')
    await press(page, 't')
    await expect(mirror(page)).toHaveAttribute('data-route', /^\/live/)
    await expect
      .poll(() => mirror(page).getAttribute('data-live-status'), { timeout: 30_000 })
      .toBe('playing')
    expect(asked.slice(1).filter((path) => /\/assets\/LiveScreen-[\w-]+\.js$/.test(path))).toHaveLength(1)
    // the features Home does not need (src/app/laterFeatures.ts) came after Home, once
    expect(asked.filter((path) => /\/assets\/later-[\w-]+\.js$/.test(path))).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test("an unknown device's first start fetches the location dialog's code when it is needed, not in the boot file", async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    const asked = scriptRequests(page)
    const errors = pageErrors(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=02:00:00:00:99:99`)
    await expect(mirror(page).getByRole('dialog', { name: 'Assign this TV to a room' })).toHaveCount(1)
    expect(asked.filter((path) => /\/assets\/deviceAssign-[\w-]+\.js$/.test(path))).toHaveLength(1)
    // the backend answers the unknown device 404 (portal spec §4 Sync assign); nothing else went wrong
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
  })

  test('the features loaded after Home: when their code cannot be fetched Home still works, their screens say so, and a later visit loads them', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    const later = /\/assets\/later-[\w-]+\.js$/
    let refused = 0
    await page.route(later, (route) => {
      refused++
      return route.abort()
    })
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text())
    })
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    await expect.poll(() => refused).toBeGreaterThanOrEqual(1)
    await expect
      .poll(() =>
        failures.some((text) => text.includes('The features loaded after Home could not be fetched')),
      )
      .toBe(true)
    // Home's own keys go on: the menu moves
    const first = (await focused(page).getAttribute('aria-label')) ?? ''
    await press(page, 'ArrowRight')
    await expect(focused(page)).not.toHaveAttribute('aria-label', first)
    // a screen of theirs asks for them again, and says it could not be loaded
    const before = refused
    await press(page, 'v')
    await waitForRoute(page, '/vod')
    await expect(
      mirror(page).locator(
        '[role="text"][aria-label="This screen could not be loaded. Press Back to return."]',
      ),
    ).toHaveCount(1)
    expect(refused).toBeGreaterThan(before)
    await press(page, 'Escape')
    await waitForRoute(page, '/home')
    await page.unroute(later)
    await press(page, 'v')
    await waitForRoute(page, '/vod')
    await expect(mirror(page).getByRole('heading', { name: 'The Silent Harbour' })).toHaveCount(1)
    await expect(mirror(page).getByRole('alert')).toHaveCount(0)
  })

  test('every Home menu item opens on the production build (its trimmed pixi.js) without a page or console error', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await resetBackend(request)
    const errors = pageErrors(page)
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    const first = (await focused(page).getAttribute('aria-label')) ?? ''
    const opened: string[] = []
    for (let index = 0; ; index++) {
      // back on Home, focus is on the first item (after a screen) or the one opened (after a dialog)
      for (let step = 0; step < 12 && (await focused(page).getAttribute('aria-label')) !== first; step++)
        await press(page, 'ArrowLeft')
      for (let step = 0; step < index; step++) await press(page, 'ArrowRight')
      const item = (await focused(page).getAttribute('aria-label')) ?? ''
      if (index > 0 && opened.some((entry) => entry.startsWith(`${item} →`))) break
      await press(page, 'Enter')
      // a screen (its route), a dialog or a panel over Home (focus leaves the item), or a toast (Apps on a
      // desktop browser: 'No apps on this device'); each draws before Back takes it away
      const onHome = async () =>
        (await mirror(page).getAttribute('data-route')) === '/home' &&
        (await mirror(page).getByRole('dialog').count()) === 0 &&
        (await focused(page).getAttribute('role')) === 'menuitem'
      await expect
        .poll(
          async () =>
            !(await onHome()) ||
            (await focused(page).getAttribute('aria-label')) !== item ||
            (await mirror(page).getByRole('status').count()) > 0,
        )
        .toBe(true)
      opened.push(`${item} → ${(await mirror(page).getAttribute('data-route')) ?? ''}`)
      await settleFrames(page)
      // each navigation turns remote navigation off for a second (portal spec §2): a key then is dropped
      for (let step = 0; step < 5 && !(await onHome()); step++) {
        await expect(mirror(page)).toHaveAttribute('data-navigation', 'on')
        await press(page, 'Escape')
      }
      await waitForRoute(page, '/home')
    }
    expect(opened.length, opened.join('; ')).toBeGreaterThanOrEqual(6)
    expect(errors, opened.join('; ')).toEqual([])
  })

  // Texts the glyph atlas does not draw (Arabic, Hebrew, Chinese, wrapped paragraphs) are canvas texts
  // (renderer/text/canvasText.ts). Until the sixteenth session pixi drew them, through a colour method the
  // trimmed build had taken out: on the production build every one threw, and only the development
  // server (untrimmed pixi) drew them. Home in Arabic and in Chinese draws its menu with them.
  for (const [language, script] of [
    ['ar_AR', /[\u0600-\u06ff]/],
    ['zh_CN', /[\u4e00-\u9fff]/],
  ] as const)
    test(`${language}: the production build draws Home's canvas texts without a page or console error`, async ({
      page,
      request,
    }) => {
      await resetBackend(request)
      const updated = await request.post('/api/set/guest/update', {
        data: { id: GUEST_101, language },
      })
      expect(updated.ok()).toBe(true)
      const errors = pageErrors(page)
      await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
      await waitForRoute(page, '/home')
      await expect(mirror(page)).toHaveAttribute('lang', language.slice(0, 2))
      await settleFrames(page)
      expect(errors).toEqual([])
      // the clock's date and the greeting, in the language's script
      const drawn = (await drawnTexts(page)).filter((box) => script.test(box.text))
      expect(drawn.length, 'texts in the language drawn on the screen').toBeGreaterThanOrEqual(2)
      expect(drawn.every((box) => box.width > 0 && box.height > 0)).toBe(true)
    })

  test('index.html preloads the six Latin boot faces, and the stage uses them: one request each', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="font" type="font\/woff2" crossorigin="" href="([^"]+)">/g),
    ].map((match) => match[1])
    expect(
      preloaded.map((href) => /noto-sans-latin-(\d{3}-(?:normal|italic))-/.exec(href ?? '')?.[1]),
    ).toEqual(['300-normal', '400-italic', '400-normal', '600-normal', '700-italic', '700-normal'])
    const fonts: string[] = []
    page.on('request', (asked) => {
      if (asked.url().endsWith('.woff2')) fonts.push(new URL(asked.url()).pathname)
    })
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    await expect(mirror(page).locator('[data-focused="true"]')).toHaveCount(1)
    // the FontFace loads took the preloaded responses: one request per file (a mismatch fetches twice)
    expect(fonts.sort()).toEqual([...preloaded].sort())
    const loaded = await page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.status === 'loaded' && face.family.includes('Noto Sans'))
          .length,
    )
    expect(loaded).toBe(6)
    // fetched by the preload links (as the HTML is parsed, while the boot script downloads and runs), not
    // by the stage's FontFace loads after it
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    )
    expect(initiators).toEqual(Array.from({ length: 6 }, () => 'link'))
  })

  test('the production build makes one WebGL context before Home: no probe or test context beside the stage', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      const canvases: HTMLCanvasElement[] = []
      ;(window as unknown as { __webglCanvases: HTMLCanvasElement[] }).__webglCanvases = canvases
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        const context = (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest)
        if (/webgl/i.test(type) && context && !canvases.includes(this)) canvases.push(this)
        return context
      } as typeof getContext
    })
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await scriptsBeforeHome(page)
    // pixi's isWebGLSupported probe and getTestContext each made a context of their own (scripts/pixi-trim.mjs)
    const canvases = await page.evaluate(() =>
      (window as unknown as { __webglCanvases: HTMLCanvasElement[] }).__webglCanvases.map(
        (canvas) => canvas.id,
      ),
    )
    expect(canvases).toEqual(['portal'])
  })

  for (const [version, query] of [
    ['2', ''],
    ['1', '&webgl=1'],
  ] as const)
    test(`on WebGL ${version} the production build links each shader program once, before the task that first draws with it, and compiles no test shader`, async ({
      page,
      request,
    }) => {
      await resetBackend(request)
      await page.addInitScript(() => {
        type Record = { links: number; linkedThisTask: boolean; drawnInLinkTask: boolean }
        const programs = new Map<WebGLProgram, Record>()
        ;(window as unknown as { __programs: Map<WebGLProgram, Record> }).__programs = programs
        for (const Context of [WebGLRenderingContext, WebGL2RenderingContext]) {
          const { linkProgram, useProgram, drawElements, getShaderParameter } = Context.prototype
          // pixi's limits system compiled a test shader of many branches and asked for its status
          Context.prototype.getShaderParameter = function (
            this: WebGLRenderingContext,
            shader: WebGLShader,
            name: number,
          ) {
            ;(window as unknown as { __shaderStatusAsked: number }).__shaderStatusAsked =
              ((window as unknown as { __shaderStatusAsked?: number }).__shaderStatusAsked ?? 0) + 1
            return getShaderParameter.call(this, shader, name) as unknown
          }
          let current: WebGLProgram | null = null
          Context.prototype.linkProgram = function (this: WebGLRenderingContext, program: WebGLProgram) {
            const record = programs.get(program) ?? {
              links: 0,
              linkedThisTask: false,
              drawnInLinkTask: false,
            }
            record.links += 1
            record.linkedThisTask = true
            programs.set(program, record)
            // the flag stays up until the task that linked the program ends
            setTimeout(() => (record.linkedThisTask = false), 0)
            linkProgram.call(this, program)
          }
          Context.prototype.useProgram = function (
            this: WebGLRenderingContext,
            program: WebGLProgram | null,
          ) {
            current = program
            useProgram.call(this, program)
          }
          Context.prototype.drawElements = function (
            this: WebGLRenderingContext,
            ...args: [number, number, number, number]
          ) {
            const record = current ? programs.get(current) : undefined
            if (record?.linkedThisTask) record.drawnInLinkTask = true
            drawElements.apply(this, args)
          }
        }
      })
      await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}${query}`)
      await scriptsBeforeHome(page)
      const programs = await page.evaluate(() => [
        ...(window as unknown as { __programs: Map<WebGLProgram, unknown> }).__programs.values(),
      ])
      // one program: the batcher's (scripts/pixi-trim.mjs: issued when the context is made, its attribute
      // locations bound before the link, so pixi does not link it again). Texts, images and shapes all
      // draw through it; there is no Graphics and so no graphics program (renderer/shapes/shapeView.ts)
      expect(programs).toHaveLength(1)
      // with the stage's batch cap of one texture, no test shader is compiled for the batch limit
      expect(
        await page.evaluate(
          () => (window as unknown as { __shaderStatusAsked?: number }).__shaderStatusAsked ?? 0,
        ),
      ).toBe(0)
      expect(programs).toEqual(
        programs.map(() => ({ links: 1, linkedThisTask: false, drawnInLinkTask: false })),
      )
    })

  test('without WebGL the production build (its trimmed pixi.js) says so in plain DOM', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      // a TV engine without WebGL: every WebGL context is refused, 2D canvases still work
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        return /webgl/i.test(type)
          ? null
          : (getContext as (...args: unknown[]) => unknown).call(this, type, ...rest)
      } as typeof getContext
    })
    const failures: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text())
    })
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await expect(page.locator('#app > h1')).toHaveText('Something Went Wrong')
    await expect(page.locator('#portal')).toHaveCount(0)
    expect(failures.some((text) => text.startsWith('[portal] start failed'))).toBe(true)
  })

  test('a screen whose code cannot be fetched says so; Back leads Home and the next visit loads it', async ({
    page,
    request,
  }) => {
    await resetBackend(request)
    let refused = 0
    await page.route(/\/assets\/VodScreen-[\w-]+\.js$/, (route) => {
      refused++
      return route.abort()
    })
    await page.goto(`${origin}/v2/?mirror=1&mac=${ROOM_101}`)
    await waitForRoute(page, '/home')
    await press(page, 'v')
    await expect(mirror(page)).toHaveAttribute('data-route', '/vod')
    await expect(mirror(page).getByRole('alert', { name: 'Something Went Wrong' })).toHaveCount(1)
    await expect(
      mirror(page).locator(
        '[role="text"][aria-label="This screen could not be loaded. Press Back to return."]',
      ),
    ).toHaveCount(1)
    expect(refused).toBe(1)
    await waitForRoute(page, '/vod')
    await press(page, 'Escape')
    await waitForRoute(page, '/home')
    await page.unroute(/\/assets\/VodScreen-[\w-]+\.js$/)
    await press(page, 'v')
    await waitForRoute(page, '/vod')
    await expect(mirror(page).getByRole('heading', { name: 'The Silent Harbour' })).toHaveCount(1)
    await expect(mirror(page).getByRole('alert')).toHaveCount(0)
  })
})
