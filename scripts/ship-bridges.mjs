// Vite plugin (build only): each platform family's bridge, and its fake, as a file beside the bundle.
// The Chromium-53 build is one classic script without import() (docs/DEVICES.md), so a TV cannot fetch a
// chunk; instead each family folder with an entry.ts becomes bridges/<family>.js (and fakeEntry.ts
// becomes bridges/<family>.fake.js): a classic script, lowered to the same target as the bundle, that
// defines one global (bridgeGlobal/fakeGlobal below, the names bridges/loaders.ts reads). A TV downloads
// only its own family; the desktop (universal) ships the same way, so the boot bundle holds no bridge.
import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import { BUILD_TARGET } from './build-target.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

export const bridgeGlobal = (family) => `__portalBridge_${family.replace(/-/g, '_')}`
export const fakeGlobal = (family) => `__portalBridgeFake_${family.replace(/-/g, '_')}`

/** family folders that ship: those with an entry.ts */
export function shippedFamilies() {
  const dir = join(root, 'bridges')
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'entry.ts')))
    .map((entry) => entry.name)
    .sort()
}

/** [fileName, input, global] for every shipped file */
export function shippedBridgeFiles() {
  return shippedFamilies().flatMap((family) => {
    const folder = join(root, 'bridges', family)
    const files = [[`bridges/${family}.js`, join(folder, 'entry.ts'), bridgeGlobal(family)]]
    if (existsSync(join(folder, 'fakeEntry.ts')))
      files.push([`bridges/${family}.fake.js`, join(folder, 'fakeEntry.ts'), fakeGlobal(family)])
    return files
  })
}

/** One classic script defining `global` with the entry's exports. */
export async function buildBridgeFile(input, global) {
  const bundle = await rolldown({
    input,
    platform: 'browser',
    transform: { target: BUILD_TARGET },
    onLog(level, log, handler) {
      if (level === 'warn') throw new Error(`ship-bridges: ${input}: ${log.message}`)
      handler(level, log)
    },
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', name: global, exports: 'named', minify: true })
    return output[0].code
  } finally {
    await bundle.close()
  }
}

export function shipBridges() {
  return {
    name: 'hotel-tv:ship-bridges',
    apply: 'build',
    async generateBundle() {
      for (const [fileName, input, global] of shippedBridgeFiles())
        this.emitFile({ type: 'asset', fileName, source: await buildBridgeFile(input, global) })
    },
  }
}
