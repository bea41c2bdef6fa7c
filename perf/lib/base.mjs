// The `base` peer (perf/README.md "Against an earlier commit"): the Pixi guide page as it was at another
// commit, built from a temporary git worktree of that commit and run in the same interleaved runs as
// today's pages, so a lever is measured against its own before on the same machine load.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildPages as todaysBuildPages } from './build.mjs'

/** the peer name; `base:<query>` runs one of the page's switches, as `pixi:<query>` does */
export const BASE_PAGE = 'base'
/** the page of perf/pages a base peer is built from */
export const BASE_SOURCE_PAGE = 'pixi'
/** beside the built base page: the commit it was built from (what PERF_PREBUILT reports) */
export const BASE_COMMIT_FILE = 'commit.txt'

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()

/**
 * Builds perf/pages/pixi of `ref` into `<buildDir>/base/` (served at /base/), with the project's
 * node_modules and that commit's own page build (perf/lib/build.mjs and the build plugins it imports, such
 * as scripts/pixi-trim.mjs): a trim that changed since would otherwise leave out of the base page a part
 * its source still uses. `pages` are the pages today's run builds beside it: the base is built with the
 * same ones (those its commit has), so that the chunks its page loads at boot are split as today's
 * `pixi` page's are (a page built alone loads 20 files at boot, built beside the DOM and Lightning pages
 * 28: the first-frame comparison would measure the split, not the change). Returns the commit it built.
 */
export async function buildBase(root, ref, buildDir, pages = [BASE_SOURCE_PAGE]) {
  const commit = git(root, ['rev-parse', '--verify', `${ref}^{commit}`])
  // the worktree one folder down, beside a link to the repository's neighbour ../shared (the Lightning
  // page takes its fonts from there, as the repository's own pages do)
  const folder = mkdtempSync(join(tmpdir(), 'perf-base-'))
  const tree = join(folder, 'tree')
  const shared = join(root, '..', 'shared')
  if (existsSync(shared)) symlinkSync(shared, join(folder, 'shared'), 'dir')
  git(root, ['worktree', 'add', '--detach', '--force', tree, commit])
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir')
    const outDir = join(buildDir, BASE_PAGE)
    const ownBuild = join(tree, 'perf', 'lib', 'build.mjs')
    // (its `repo` is the worktree: the file's own place)
    const { buildPages } = existsSync(ownBuild)
      ? await import(pathToFileURL(ownBuild).href)
      : { buildPages: todaysBuildPages }
    const beside = pages.filter((page) => existsSync(join(tree, 'perf', 'pages', page, 'index.html')))
    await buildPages(join(tree, 'perf', 'pages'), [...new Set([BASE_SOURCE_PAGE, ...beside])], outDir, {
      root: tree,
    })
    // /base/index.html beside /base/assets/, as /pixi/index.html is beside /assets/
    const html = readFileSync(join(outDir, BASE_SOURCE_PAGE, 'index.html'), 'utf8')
    writeFileSync(join(outDir, 'index.html'), html.replaceAll('"../', '"./'))
    rmSync(join(outDir, BASE_SOURCE_PAGE, 'index.html'))
    writeFileSync(join(outDir, BASE_COMMIT_FILE), `${commit}\n`)
    return commit
  } finally {
    git(root, ['worktree', 'remove', '--force', tree])
    rmSync(folder, { recursive: true, force: true })
  }
}
