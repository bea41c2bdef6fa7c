// Issue 20: what the production build ships. Builds the real app (the real vite.config.ts) with a hotel's
// extra hosts configured, then checks index.html's Content-Security-Policy and that nothing demo-only
// (the front-desk page, the /__demo controls, msw, src/mocks) is in dist/. The same build also answers
// for scripts/pixi-trim.mjs: nothing shipped calls a pixi method the trim takes out.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types
import { PIXI_TRIMS } from '../../scripts/pixi-trim.mjs'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const BUILD_TIMEOUT_MS = 180_000
const CDN = 'https://cdn.example-hotel.com'

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

describe('issue 20: the built page is locked down and ships nothing demo-only', () => {
  let outDir = ''
  let html = ''
  let policy = ''
  let files: string[] = []

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'build-security-'))
    const saved = { nodeEnv: process.env.NODE_ENV, hosts: process.env.PORTAL_CSP_HOSTS }
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    process.env.NODE_ENV = 'production'
    process.env.PORTAL_CSP_HOSTS = CDN
    try {
      await build({
        root: repo,
        configFile: join(repo, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      })
    } finally {
      for (const [name, value] of [
        ['NODE_ENV', saved.nodeEnv],
        ['PORTAL_CSP_HOSTS', saved.hosts],
      ] as const)
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
    }
    html = readFileSync(join(outDir, 'index.html'), 'utf8')
    policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? ''
    files = listFiles(outDir).map((path) => relative(outDir, path))
  }, BUILD_TIMEOUT_MS)

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  const directive = (name: string): string[] =>
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? []

  it('carries the policy before any style or script', () => {
    expect(policy).not.toBe('')
    const at = html.indexOf('http-equiv="Content-Security-Policy"')
    for (const tag of ['<style', '<script', '<link']) {
      const first = html.indexOf(tag)
      if (first >= 0) expect(at).toBeLessThan(first)
    }
  })

  it('runs scripts from the page origin only: no inline script, no eval, no plugins', () => {
    expect(directive('script-src')).toEqual(["'self'"])
    expect(directive('object-src')).toEqual(["'none'"])
    expect(directive('default-src')).toEqual(["'self'"])
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\s\*/)
    expect(html).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toMatch(/\son[a-z]+\s*=/i)
  })

  it('allows each inline style by its hash, and the configured CDN for data, images and media only', () => {
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].length
    expect(directive('style-src').filter((source) => source.startsWith("'sha256-"))).toHaveLength(styles)
    for (const name of ['connect-src', 'img-src', 'media-src']) expect(directive(name)).toContain(CDN)
    for (const name of ['script-src', 'worker-src', 'style-src', 'font-src'])
      expect(directive(name)).not.toContain(CDN)
  })

  it('ships no front-desk page, demo controls, msw or demo backend code', () => {
    expect(files.filter((file) => /frontdesk|mocks|msw|mockServiceWorker/i.test(file))).toEqual([])
    for (const file of files.filter((name) => name.endsWith('.js') || name.endsWith('.html'))) {
      const text = readFileSync(join(outDir, file), 'utf8')
      expect(text.includes('/__demo/'), `${file} mentions /__demo/`).toBe(false)
      expect(/frontdesk/i.test(text), `${file} mentions the front desk`).toBe(false)
      // msw's own markers, and the demo hotel's name from src/mocks/fixtures
      expect(
        /\[MSW\]|mockServiceWorker|Grand Bosphorus/.test(text),
        `${file} carries demo backend code`,
      ).toBe(false)
    }
  })

  // A method that withoutMethods takes out is one "nothing in the build calls". That judgement failed
  // twice: Color.toHexa, which pixi's canvas text called (every Arabic, Hebrew and Chinese text threw on
  // this build for eight sessions), and Bounds.addBoundsMask, which renderer/stage/scissorClip.ts calls
  // for a clipped subtree's bounds. Property names survive minification, so a call left anywhere in what
  // ships is found by its name. toString is not checked: every object has one (Object.prototype's).
  // pixi's events, filter and accessibility systems (its browserAll chunk) are no longer emitted at all.
  it('ships no call to a method scripts/pixi-trim.mjs takes out of pixi.js', () => {
    type Trim = [string, ({ names?: string[] } | [string, string])[]]
    const cut = (PIXI_TRIMS as Trim[])
      .flatMap(([module, cuts]) =>
        cuts.flatMap((entry) =>
          ('names' in entry && entry.names ? entry.names : []).map((name) => ({ module, name })),
        ),
      )
      .filter(({ name }) => name !== 'toString')
    expect(cut.length).toBeGreaterThan(10)
    expect(files.filter((file) => /(^|\/)(browserAll|webworkerAll|init)-[\w-]+\.js$/.test(file))).toEqual([])
    const calls: string[] = []
    // vendor/: hls.js, a program of its own that never holds a pixi object
    for (const file of files.filter((name) => name.endsWith('.js') && !name.startsWith('vendor/'))) {
      const text = readFileSync(join(outDir, file), 'utf8')
      for (const { module, name } of cut) {
        const call = new RegExp(
          `(?:\\.${name}|\\[["'\`]${name}["'\`]\\])\\s*(?:\\(|\\.call\\b|\\.apply\\b|\\.bind\\b)`,
          'g',
        )
        for (const found of text.matchAll(call))
          calls.push(
            `${file}: ${name} (cut from ${module}) in …${text.slice(Math.max(0, found.index - 80), found.index + 40)}…`,
          )
      }
    }
    expect(calls).toEqual([])
  })
})
