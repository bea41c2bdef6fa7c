// The production bundle must start on the oldest engine of docs/DEVICES.md (Chromium 53).
// Builds the real app with the real vite.config.ts, then checks what that engine would choke on:
// syntax (acorn at the floor's ECMAScript edition, as a classic script), the HTML that loads it,
// and runtime APIs newer than the floor that src/polyfills.ts does not cover; and what a TV loads
// before Home shows (issue 19): one boot file under the boot JS budget on every target, the screens in
// chunks of their own that the chunk runtime can find.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInNewContext } from 'node:vm'
import { parse, type Node, type Options } from 'acorn'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { BUILD_TARGET, ECMA_VERSION, SOURCE_TYPE } from '../../scripts/build-target.mjs'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { shippedFamilies } from '../../scripts/ship-bridges.mjs'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { CHUNK_REGISTRY } from '../../scripts/legacy-chunks.mjs'
// @ts-expect-error plain ESM helper without types, shared with vite.config.ts
import { LATER_NAMESPACES } from '../../scripts/english-parts.mjs'
// @ts-expect-error plain ESM helper without types (the perf harness's build helpers)
import { portalBootJsByTarget } from '../../perf/lib/build.mjs'
import { SHIPPED_FAMILIES, bridgeFile, bridgeGlobal, fakeFile, fakeGlobal } from '../../bridges/loaders'
import budgets from '../../perf/budgets.json'

const repo = fileURLToPath(new URL('../..', import.meta.url))
/** issue 19: boot JS (gzip) a TV loads before Home shows, from the perf budget (perf/budgets.json) */
const BOOT_JS_BUDGET_KB = budgets.budgets.find(
  (budget) => budget.scenario === 'portal.boot' && budget.metric === 'js_gzip_kb',
)?.max
/** screens and overlays that load when first shown (src/app/lazyScene.tsx), and the dialog flows
 * (src/app/lazyDialogs.ts), by the chunk Rolldown names */
const LAZY_SCENES = [
  'dialogs',
  'LiveScreen',
  'VodScreen',
  'CmsListScreen',
  'CmsDetailScreen',
  'WeatherScreen',
  'PrayerScreen',
  'FlightScreen',
  'NewsScreen',
  'CastScreen',
  'SignageScreen',
  'WelcomeScreen',
  'Infobar',
  'SettingsDropdown',
  'MessagesPanel',
  'Popup',
  'Sideload',
  'Interact',
  'Keyboard',
  'Toast',
]
const BUILD_TIMEOUT_MS = 180_000
/** acorn over every emitted script (boot bundle, hls.js, each shipped bridge) on a shared 2-core machine */
const PARSE_TIMEOUT_MS = 30_000

/** Runtime APIs the floor (Chromium 53) lacks, with the Chromium version that added them. */
const NEWER_THAN_FLOOR: ReadonlyArray<{ api: string; since: number; pattern: RegExp }> = [
  { api: 'globalThis', since: 71, pattern: /\bglobalThis\b/ },
  { api: 'Object.entries', since: 54, pattern: /\bObject\.entries\b/ },
  { api: 'Object.values', since: 54, pattern: /\bObject\.values\b/ },
  { api: 'Object.getOwnPropertyDescriptors', since: 54, pattern: /\bgetOwnPropertyDescriptors\b/ },
  { api: 'Node.prototype.isConnected', since: 54, pattern: /\.isConnected\b/ },
  { api: 'String.prototype.padStart', since: 57, pattern: /\.padStart\(/ },
  { api: 'String.prototype.padEnd', since: 57, pattern: /\.padEnd\(/ },
  { api: 'Promise.prototype.finally', since: 63, pattern: /\.finally\(/ },
  { api: 'Symbol.asyncIterator', since: 63, pattern: /\bSymbol\.asyncIterator\b/ },
  { api: 'AbortController', since: 66, pattern: /\bnew AbortController\b/ },
  { api: 'String.prototype.trimStart', since: 66, pattern: /\.trimStart\(/ },
  { api: 'String.prototype.trimEnd', since: 66, pattern: /\.trimEnd\(/ },
  { api: 'Array.prototype.flat', since: 69, pattern: /\.flat\(/ },
  { api: 'Array.prototype.flatMap', since: 69, pattern: /\.flatMap\(/ },
  { api: 'queueMicrotask', since: 71, pattern: /\bqueueMicrotask\(/ },
  { api: 'Object.fromEntries', since: 73, pattern: /\bObject\.fromEntries\b/ },
  { api: 'String.prototype.matchAll', since: 73, pattern: /\.matchAll\(/ },
  { api: 'Promise.allSettled', since: 76, pattern: /\bPromise\.allSettled\b/ },
  { api: 'WeakRef', since: 84, pattern: /\bnew WeakRef\b/ },
  { api: 'FinalizationRegistry', since: 84, pattern: /\bnew FinalizationRegistry\b/ },
  { api: 'String.prototype.replaceAll', since: 85, pattern: /\.replaceAll\(/ },
  { api: 'Promise.any', since: 85, pattern: /\bPromise\.any\(/ },
  { api: 'Array.prototype.at', since: 92, pattern: /\.at\(-/ },
  { api: 'Object.hasOwn', since: 93, pattern: /\bObject\.hasOwn\(/ },
  { api: 'Array.prototype.findLast', since: 97, pattern: /\.findLast(Index)?\(/ },
  { api: 'structuredClone', since: 98, pattern: /\bstructuredClone\(/ },
  { api: 'Array.prototype.toSorted', since: 110, pattern: /\.to(Sorted|Reversed|Spliced)\(/ },
]

type Emitted = { file: string; code: string }

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

/** Type of the innermost AST node (parsed at the newest edition) around the position acorn rejected. */
function nodeAt(code: string, pos: number, sourceType: Options['sourceType']): string {
  let best: Node | null = null
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (value === null || typeof value !== 'object') return
    const node = value as Node
    if (typeof node.type === 'string' && typeof node.start === 'number') {
      if (node.start > pos || node.end <= pos) return
      if (!best || node.end - node.start <= best.end - best.start) best = node
    }
    for (const key of Object.keys(node))
      if (key !== 'loc') visit((node as unknown as Record<string, unknown>)[key])
  }
  try {
    visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }))
  } catch {
    return 'not valid JavaScript at any edition'
  }
  const found = best as Node | null
  return found ? `${found.type} (${sourceType} at ES${ECMA_VERSION} rejects it)` : 'unknown construct'
}

function syntaxProblem(file: string, code: string): string | null {
  try {
    parse(code, { ecmaVersion: ECMA_VERSION, sourceType: SOURCE_TYPE })
    return null
  } catch (error) {
    const { pos, loc, message } = error as SyntaxError & {
      pos: number
      loc: { line: number; column: number }
    }
    const snippet = code.slice(Math.max(0, pos - 80), pos + 80).replace(/\s+/g, ' ')
    return `${file}:${loc.line}:${loc.column + 1} ${message}; offending syntax: ${nodeAt(code, pos, SOURCE_TYPE)}\n    …${snippet}…`
  }
}

const LAST_ASCII = 0x7f
/** a script with its \\u escapes read back (the build writes ASCII: vite.config.ts output.charset) */
const unescaped = (code: string) =>
  code.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
const dictionary = (code: string) =>
  JSON.parse(readFileSync(join(repo, 'locales', `${code}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >

describe(`production bundle runs on the device floor (${BUILD_TARGET.join(', ')})`, () => {
  let outDir = ''
  let scripts: Emitted[] = []
  let html = ''
  const bootCode = () =>
    scripts
      .filter(({ file }) => html.includes(file))
      .map(({ code }) => code)
      .join('\n')

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'bundle-target-'))
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({
        root: repo,
        configFile: join(repo, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      })
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    }
    scripts = listFiles(outDir)
      .filter((path) => path.endsWith('.js'))
      .map((path) => ({ file: relative(outDir, path), code: readFileSync(path, 'utf8') }))
    html = readFileSync(join(outDir, 'index.html'), 'utf8')
  }, BUILD_TIMEOUT_MS)

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  it(
    'emits JavaScript that the floor engine parses, as a classic script',
    () => {
      expect(scripts.length).toBeGreaterThan(0)
      const problems = scripts.map(({ file, code }) => syntaxProblem(file, code)).filter(Boolean)
      expect(problems, `syntax newer than the target in the bundle:\n${problems.join('\n')}`).toEqual([])
    },
    PARSE_TIMEOUT_MS,
  )

  it('loads the bundle from index.html without <script type="module">', () => {
    expect(html, 'Chromium 53 skips module scripts: add legacyLowering() to vite.config.ts').not.toMatch(
      /<script\b[^>]*type="module"/,
    )
    expect(html).not.toMatch(/rel="modulepreload"/)
    for (const { file } of scripts.filter(({ file }) => html.includes(file))) {
      expect(html).toMatch(new RegExp(`<script defer src="[^"]*${file.replace(/[.\\]/g, '\\$&')}"`))
    }
    expect(
      scripts.some(({ file }) => html.includes(file)),
      'index.html references no emitted script',
    ).toBe(true)
  })

  it('loads one boot file, under the boot JS budget on every target of docs/DEVICES.md', () => {
    expect(BOOT_JS_BUDGET_KB, 'perf/budgets.json has a portal.boot js_gzip_kb limit').toBeDefined()
    const boot = scripts.filter(({ file }) => html.includes(file))
    expect(boot.map(({ file }) => file)).toHaveLength(1)
    const byTarget = portalBootJsByTarget(outDir) as Record<string, number>
    // the desktop (universal) ships its bridge file like every TV family (bridges/loaders.ts)
    expect(shippedFamilies()).toContain('universal')
    expect(Object.keys(byTarget).sort()).toEqual([...(shippedFamilies() as string[])].sort())
    const over = Object.entries(byTarget)
      .map(([target, bytes]) => [target, bytes / 1024] as const)
      .filter(([, kb]) => kb > (BOOT_JS_BUDGET_KB ?? 0))
      .map(([target, kb]) => `${target} ${kb.toFixed(1)} KB`)
    expect(over, `boot JS over the ${BOOT_JS_BUDGET_KB} KB budget`).toEqual([])
  })

  it('writes its scripts in ASCII, so a browser keeps their sources at one byte a character', () => {
    // one character past Latin-1 anywhere in a script and Blink keeps all of its decoded source as UTF-16
    // (vite.config.ts output.charset); dayjs's locale files are shipped as the package has them
    const ours = scripts.filter(({ file }) => /^(assets|bridges)[\\/]/.test(file))
    expect(ours.length).toBeGreaterThan(LAZY_SCENES.length)
    const wide = ours
      .map(({ file, code }) => [file, [...code].find((char) => char.charCodeAt(0) > LAST_ASCII)] as const)
      .filter(([, found]) => found !== undefined)
      .map(([file, found]) => `${file}: ${JSON.stringify(found)}`)
    expect(wide, 'scripts with characters past ASCII').toEqual([])
  })

  it('ships every screen and overlay that loads on demand as a chunk the chunk runtime can find', () => {
    const boot = scripts.find(({ file }) => html.includes(file))
    const graph = JSON.parse(/graph = (\{.*\});/.exec(boot?.code ?? '')?.[1] ?? 'null') as Record<
      string,
      string[]
    > | null
    expect(graph, 'the boot file ends with the chunk runtime and its graph').not.toBeNull()
    const chunks = scripts.filter(({ file }) => file.startsWith('assets') && !html.includes(file))
    for (const { file, code } of chunks) {
      const name = file.slice(file.lastIndexOf('/') + 1)
      expect(
        code.startsWith(`(self.${CHUNK_REGISTRY}=self.${CHUNK_REGISTRY}||{})[${JSON.stringify(name)}]=`),
        file,
      ).toBe(true)
      expect(Object.keys(graph ?? {}), file).toContain(name)
      for (const dep of graph?.[name] ?? [])
        expect(
          chunks.map((chunk) => chunk.file),
          dep,
        ).toContain(join('assets', dep))
    }
    const names = chunks.map(({ file }) => file.slice(file.lastIndexOf('/') + 1))
    for (const scene of LAZY_SCENES)
      expect(
        names.some((name) => name.startsWith(`${scene}-`)),
        `${scene} is a chunk of its own`,
      ).toBe(true)
  })

  it('ships hls.js beside the boot bundle, not in it (bridges/universal/hlsLoader.ts)', () => {
    const vendor = scripts.find(({ file }) => file === join('vendor', 'hls.min.js'))
    expect(vendor, 'scripts/shipped-files.mjs emits vendor/hls.min.js').toBeDefined()
    expect(vendor?.code).toContain('hlsManifestLoaded')
    for (const { file, code } of scripts.filter(({ file }) => html.includes(file)))
      expect(code.includes('hlsManifestLoaded'), `${file} still bundles hls.js`).toBe(false)
  })

  it('ships every bridge (and each TV family its fake) as a classic script that defines the global the loader reads', () => {
    const families = shippedFamilies() as string[]
    // every family the loader knows ships, and nothing else; the desktop's has no fake
    expect(families).toEqual(['universal', ...SHIPPED_FAMILIES].sort())
    for (const family of families) {
      for (const [file, global, member] of [
        [bridgeFile(family), bridgeGlobal(family), 'createBridge'],
        ...(family === 'universal' ? [] : [[fakeFile(family), fakeGlobal(family), 'installFake'] as const]),
      ] as const) {
        const script = scripts.find((emitted) => emitted.file === file)
        expect(script, `${file} is emitted`).toBeDefined()
        const context: Record<string, unknown> = {}
        runInNewContext(script?.code ?? '', context)
        expect(typeof (context[global] as Record<string, unknown> | undefined)?.[member], file).toBe(
          'function',
        )
      }
    }
  })

  it('keeps the TV bridges out of the boot bundle: boot JS does not grow with the number of families', () => {
    const boot = scripts
      .filter(({ file }) => html.includes(file))
      .map(({ code }) => code)
      .join('\n')
    // a string only each family's own bridge code holds
    for (const marker of [
      'hcap is not available on this device',
      'b2bapis objects are missing',
      'hotel TV plugins need',
      // the desktop's player (bridges/universal/media.ts): a TV does not load it either
      'The play() request was interrupted by a new load request.',
    ])
      expect(boot.includes(marker), marker).toBe(false)
    for (const family of shippedFamilies() as string[])
      expect(scripts.find(({ file }) => file === bridgeFile(family))?.code.length ?? 0).toBeGreaterThan(0)
  })

  it('ships the dictionaries as files from the v2 host; only English is in the boot bundle', () => {
    const emitted = listFiles(join(outDir, 'locales')).map((path) => relative(outDir, path))
    const sources = readdirSync(join(repo, 'locales')).filter((name) => name.endsWith('.json'))
    expect(emitted.sort()).toEqual(sources.map((name) => join('locales', name)).sort())
    const boot = unescaped(bootCode())
    const text = (code: string) => dictionary(code)['home']?.['chooseItem']
    expect(boot).toContain(text('en_US'))
    for (const code of ['tr_TR', 'de_DE', 'ru_RU']) expect(boot, code).not.toContain(text(code))
  })

  it("keeps English's later namespaces in the later features' chunk, and the boot file names none of their keys", () => {
    // scripts/english-parts.mjs: a key of theirs drawn before the chunk joins would show as the key itself
    const boot = unescaped(bootCode())
    const later = scripts.filter(({ file }) => /^assets[\\/]later-/.test(file))
    expect(later.map(({ file }) => file)).toHaveLength(1)
    const english = dictionary('en_US')
    for (const namespace of LATER_NAMESPACES as string[]) {
      const named = new RegExp(`[\`'"]${namespace}\\.[\\w$]`).exec(boot)
      expect(named?.[0], `the boot file names a key of ${namespace}`).toBeUndefined()
      const texts = Object.values(english[namespace] ?? {}).filter((value) => typeof value === 'string')
      expect(texts.length, namespace).toBeGreaterThan(0)
      for (const value of texts)
        expect(unescaped(later[0]?.code ?? ''), `${namespace}: ${value}`).toContain(value)
    }
    expect(boot).not.toContain(english['live']?.['allChannels'])
  })

  it('polyfills every runtime API newer than the floor that the bundle uses', () => {
    const polyfills = readFileSync(join(repo, 'src/polyfills.ts'), 'utf8')
    const covered = (api: string): boolean => polyfills.includes(`'${api.split('.').pop()}'`)
    const bundle = scripts.map(({ code }) => code).join('\n')
    const missing = NEWER_THAN_FLOOR.filter(({ api, pattern }) => pattern.test(bundle) && !covered(api)).map(
      ({ api, since }) => `${api} (Chromium ${since})`,
    )
    expect(missing, `add to src/polyfills.ts (or guard the call): ${missing.join(', ')}`).toEqual([])
  })

  it('keeps no polyfill the bundle no longer needs', () => {
    const polyfills = readFileSync(join(repo, 'src/polyfills.ts'), 'utf8')
    const bundle = scripts.map(({ code }) => code).join('\n')
    const stale = NEWER_THAN_FLOOR.filter(
      ({ api, pattern }) => polyfills.includes(`'${api.split('.').pop()}'`) && !pattern.test(bundle),
    ).map(({ api }) => api)
    expect(stale, `remove from src/polyfills.ts: ${stale.join(', ')}`).toEqual([])
  })
})
