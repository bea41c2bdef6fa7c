// issue #11 "Lint enforces the whole picture": each architecture rule of eslint.config.js fires on a
// fixture that breaks it (tests/unit/lint/fixtures, ignored by the normal lint run), and a compliant
// file passes. A fixture is linted as if it lay in the layer the rule guards.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const fixtures = new URL('lint/fixtures/', import.meta.url)

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** Lints a fixture's text as the file `asPath` (repository-relative) and returns its messages. */
async function lintAs(fixture: string, asPath: string) {
  const code = readFileSync(new URL(fixture, fixtures), 'utf8')
  const [result] = await eslint.lintText(code, { filePath: `${root}${asPath}` })
  return result?.messages ?? []
}

const rulesFired = async (fixture: string, asPath: string) =>
  (await lintAs(fixture, asPath)).map((message) => message.ruleId)

// The first lint loads the parser and the config: allow it more than the default 5 s.
const SLOW = 30_000

describe('services and stores hold no UI', () => {
  it('reports React in a service', { timeout: SLOW }, async () => {
    const fired = await rulesFired('service-imports-react.ts.txt', 'src/services/lintFixture.ts')
    expect(fired).toContain('no-restricted-imports')
  })

  it("reports zustand's React entry in a store", async () => {
    const fired = await rulesFired('store-imports-zustand-react.ts.txt', 'src/stores/lintFixture.ts')
    expect(fired).toContain('no-restricted-imports')
  })

  it('reports a service importing renderer/', async () => {
    const fired = await rulesFired('service-imports-renderer.ts.txt', 'src/services/lintFixture.ts')
    expect(fired).toContain('no-restricted-imports')
  })
})

describe('layers', () => {
  it('reports scenes/ imported from src/ outside src/app', async () => {
    const messages = await lintAs('service-imports-scenes.ts.txt', 'src/services/lintFixture.ts')
    expect(messages.map((message) => [message.ruleId, message.messageId])).toContainEqual([
      'portal/layers',
      'scenes',
    ])
  })

  it('reports the renderer importing src/', async () => {
    const fired = await rulesFired('renderer-imports-src.ts.txt', 'renderer/lists/lintFixture.ts')
    expect(fired).toContain('portal/layers')
  })

  it('reports a bridge importing the renderer', async () => {
    const fired = await rulesFired('bridge-imports-renderer.ts.txt', 'bridges/shared/lintFixture.ts')
    expect(fired).toContain('portal/layers')
  })

  it('reports a scene importing the app layer', async () => {
    const fired = await rulesFired('scene-imports-app.ts.txt', 'scenes/home/lintFixture.ts')
    expect(fired).toContain('portal/layers')
  })

  it('lets src/app import scenes/', async () => {
    expect(await lintAs('compliant-app.tsx.txt', 'src/app/lintFixture.tsx')).toEqual([])
  })
})

describe('product code and the demo backend', () => {
  it('reports product code importing src/mocks', async () => {
    const fired = await rulesFired('product-imports-mocks.ts.txt', 'src/api/lintFixture.ts')
    expect(fired).toContain('portal/no-mocks')
  })
})

describe('import cycles', () => {
  it('reports the import that closes a cycle, type-only imports included', async () => {
    const linter = new ESLint({ cwd: root, ignore: false })
    const [result] = await linter.lintFiles([fileURLToPath(new URL('cycle/first.ts', fixtures))])
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['portal/no-cycle'])
  })
})

describe('.mjs scripts', () => {
  it('lints them with Node globals only', async () => {
    const fired = await rulesFired('script-uses-window.mjs.txt', 'scripts/lintFixture.mjs')
    expect(fired).toContain('no-undef')
  })
})

describe('a compliant service', () => {
  it('passes every rule', async () => {
    expect(await lintAs('compliant-service.ts.txt', 'src/services/lintFixture.ts')).toEqual([])
  })
})
