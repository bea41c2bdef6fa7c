// Vite plugin: makes the production bundle start on the oldest engine of the device matrix,
// Chromium 53 (LG webOS TV 4.x, Pro:Centric hcap sets of 2018–2019). docs/DEVICES.md says why.
//
// Vite's own lowering (Oxc, driven by build.target) already turns ES2017+ syntax into ES2016.
// What it cannot do alone, and this plugin does:
// 1. Module format. Chromium 53 has no <script type="module"> (61), no import() (63) and no
//    import.meta (64). The bundle is emitted as CommonJS chunks, each wrapped into a classic script
//    that registers it, with a small runtime that links them and loads a dynamic import's chunks
//    with <script> (scripts/legacy-chunks.mjs); the HTML loads the boot files as classic deferred
//    scripts, the entry last.
// 2. Code that reaches the engine as a string. pixi.js 8 starts its image workers from source
//    strings (WORKER_CODE) that hold `async function`. Oxc never sees strings, so on Chromium
//    53 the worker dies with a SyntaxError and WorkerManager.isImageBitmapSupported() waits
//    for a message that never comes: every Assets.load of a texture hangs. We lower those
//    strings here with the same target.
import { parse as acornParse } from 'acorn'
import { transformWithOxc } from 'vite'
import { BUILD_TARGET, ECMA_VERSION } from './build-target.mjs'
import { chunkBanner, chunkFooter, linkChunks, rewriteDynamicImports } from './legacy-chunks.mjs'

const PIXI_WORKER_SOURCE = /[\\/]pixi\.js[\\/]lib[\\/]_virtual[\\/][^\\/]+\.worker\.mjs$/

// Oxc "External" helper mode writes `babelHelpers.name(...)`; a worker string has no module
// system, so the helpers it needs are defined inline. Only what pixi's workers use today:
// an unknown helper fails the build instead of shipping a worker that cannot start.
const WORKER_HELPERS = {
  asyncToGenerator: `function (fn) {
    return function () {
      var self = this, args = arguments;
      return new Promise(function (resolve, reject) {
        var gen = fn.apply(self, args);
        function step(key, arg) {
          var info;
          try { info = gen[key](arg); } catch (error) { reject(error); return; }
          if (info.done) resolve(info.value);
          else Promise.resolve(info.value).then(next, thrown);
        }
        function next(value) { step('next', value); }
        function thrown(error) { step('throw', error); }
        next(undefined);
      });
    };
  }`,
}

/** Lowers one worker source string to BUILD_TARGET; throws if the result is still too new. */
export async function lowerWorkerSource(source) {
  const result = await transformWithOxc(source, 'worker.js', {
    lang: 'js',
    sourceType: 'script',
    target: BUILD_TARGET,
    helpers: { mode: 'External' },
    sourcemap: false,
  })
  const used = Object.keys(result.helpersUsed ?? {})
  const missing = used.filter((name) => !(name in WORKER_HELPERS))
  if (missing.length > 0) {
    throw new Error(
      `legacy-lowering: worker source needs Oxc helper(s) ${missing.join(', ')}; add them to WORKER_HELPERS`,
    )
  }
  const prelude = used.length
    ? `var babelHelpers = {${used.map((name) => `${name}: ${WORKER_HELPERS[name]}`).join(',\n')}};\n`
    : ''
  const code = prelude + result.code
  acornParse(code, { ecmaVersion: ECMA_VERSION, sourceType: 'script' })
  return code
}

/** Finds `WORKER_CODE = "<source>"` in a pixi _virtual/*.worker.mjs module. */
function findWorkerLiteral(ast) {
  for (const statement of ast.body) {
    if (statement.type !== 'VariableDeclaration') continue
    for (const declarator of statement.declarations) {
      const init = declarator.init
      if (
        declarator.id.name === 'WORKER_CODE' &&
        init?.type === 'Literal' &&
        typeof init.value === 'string'
      ) {
        return init
      }
    }
  }
  return null
}

/** Turns Vite's injected `<script type="module" crossorigin src>` into a classic deferred script. */
export function toClassicScripts(html) {
  return html
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<script\b([^>]*)>/g, (tag, attrs) => {
      if (!/\btype="module"/.test(attrs)) return tag
      const rest = attrs.replace(/\s*\btype="module"/, '').replace(/\s*\bcrossorigin(="[^"]*")?/, '')
      return /\bsrc=/.test(rest) ? `<script defer${rest}>` : `<script${rest}>`
    })
}

/** Vite plugin; add it to `plugins` in vite.config.ts next to `build.target: BUILD_TARGET`. */
export function legacyLowering() {
  return {
    name: 'hotel-tv:legacy-lowering',
    apply: 'build',
    config(userConfig) {
      const userOnLog = userConfig.build?.rolldownOptions?.onLog
      return {
        build: {
          modulePreload: false,
          rolldownOptions: {
            output: {
              format: 'cjs',
              strict: true,
              // after minification: the wrapper's parameter names stay what the chunk body calls
              postBanner: (chunk) => chunkBanner(chunk.fileName),
              postFooter: (chunk) => chunkFooter(chunk),
            },
            onLog(level, log, handler) {
              // Vite's preload helper reads import.meta.url only for CSS dependencies of a dynamic
              // import; the portal's chunks have none, so its `{}` replacement is never reached.
              if (log.code === 'EMPTY_IMPORT_META' && String(log.id).includes('vite/preload-helper')) return
              if (userOnLog) userOnLog(level, log, handler)
              else handler(level, log)
            },
          },
        },
      }
    },
    transform: {
      filter: { id: PIXI_WORKER_SOURCE },
      async handler(code, id) {
        const literal = findWorkerLiteral(this.parse(code))
        if (!literal) this.error(`legacy-lowering: no WORKER_CODE string in ${id} (pixi.js changed?)`)
        const lowered = await lowerWorkerSource(literal.value)
        return {
          code: code.slice(0, literal.start) + JSON.stringify(lowered) + code.slice(literal.end),
          map: null,
        }
      },
    },
    renderChunk(code) {
      const rewritten = rewriteDynamicImports(code)
      return rewritten === code ? null : { code: rewritten, map: null }
    },
    generateBundle(_options, bundle) {
      // one request at boot: the chunks the entry imports statically (what Rolldown shares between the
      // entry and the screens loaded later) go into the entry's file, before its own registration
      try {
        linkChunks(bundle)
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error))
      }
    },
    transformIndexHtml: { order: 'post', handler: toClassicScripts },
  }
}
