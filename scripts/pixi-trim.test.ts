// Issue 19: the pixi.js parts the production build leaves out (scripts/pixi-trim.mjs) are cut from the
// installed sources exactly, and an upgrade that changes one fails loudly.
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper without types
import * as pixiTrim from './pixi-trim.mjs'

const { PIXI_COLOUR_PARSER, PIXI_TRIMS, trimModulePath, trimPixiModule } = pixiTrim

const nodeModules = join(dirname(createRequire(import.meta.url).resolve('pixi.js')), '..', '..')
const installed = (module: string) =>
  readFileSync(join(nodeModules, trimModulePath(module) as string), 'utf8')
const trimmed = (module: string) => trimPixiModule(module, installed(module)) as string
const root = join(dirname(new URL(import.meta.url).pathname), '..')
const modules = (PIXI_TRIMS as Array<[string, unknown]>).map(([module]) => module)

describe('issue 19: pixi.js trimmed for a remote-driven TV (scripts/pixi-trim.mjs)', () => {
  it('applies every cut to the installed pixi.js', () => {
    for (const module of modules) expect(() => trimmed(module), module).not.toThrow()
  })

  it('builds only the WebGL renderer, statically: no WebGPU and no canvas renderer', () => {
    const code = trimmed('rendering/renderers/autoDetectRenderer.mjs')
    expect(code).toContain("import { WebGLRenderer } from './gl/WebGLRenderer.mjs';")
    expect(code).not.toMatch(/import\(/)
    expect(code).not.toMatch(/WebGPURenderer|CanvasRenderer/)
    expect(code).toContain('throw new Error("No available renderer for the current environment")')
  })

  it('keeps the eval-free uniform, UBO and shader code the CSP needs, without its WebGPU and particle parts', () => {
    const code = trimmed('unsafe-eval/init.mjs')
    for (const kept of [
      '_unsafeEvalCheck',
      '_systemCheck',
      'generateUniformsSyncPolyfill',
      'generateUboSyncPolyfillSTD40',
      'generateShaderSyncPolyfill',
    ])
      expect(code, kept).toContain(kept)
    expect(code).not.toMatch(/GpuUboSystem|ParticleBuffer|WGSL/)
  })

  it('registers stencil masks and image, canvas and buffer textures only; no sprite-mask pipe, spritesheets or SVG parser', () => {
    const init = trimmed('rendering/init.mjs')
    expect(init).toMatch(/extensions\.add\(\s*ImageSource,\s*CanvasSource,\s*BufferImageSource\s*\)/)
    expect(init).not.toMatch(/AlphaMask|ColorMask|VideoSource/)
    expect(trimmed('rendering/renderers/shared/system/SharedSystems.mjs')).not.toMatch(
      /AlphaMaskPipe|StencilMaskPipe|CustomRenderPipe/,
    )
    expect(trimmed('index.mjs')).not.toContain("import './spritesheet/init.mjs'")
  })

  it('has no Graphics: no adaptor in the WebGL renderer, none in @pixi/react', () => {
    const renderer = trimmed('rendering/renderers/gl/WebGLRenderer.mjs')
    expect(renderer).not.toContain('GlGraphicsAdaptor')
    expect(renderer).toContain('const DefaultWebGLAdapters = [GlBatchAdaptor, GlMeshAdaptor];')
    const applyProps = trimmed('@pixi/react/lib/helpers/applyProps.mjs')
    expect(applyProps).toContain("import { Container } from 'pixi.js';\nclass Graphics {}")
    expect(applyProps).not.toMatch(/import \{[^}]*Graphics[^}]*\} from 'pixi\.js'/)
  })

  it('compiles the batcher only for WebGL, with no WGSL program', () => {
    const code = trimmed('rendering/batcher/shared/DefaultShader.mjs')
    expect(code).toContain('compileHighShaderGlProgram')
    expect(code).not.toMatch(/compileHighShaderGpuProgram|gpuProgram|generateTextureBatchBit\(/)
  })

  it('registers no extract or generate-texture system', () => {
    const systems = trimmed('rendering/renderers/shared/system/SharedSystems.mjs')
    expect(systems).not.toMatch(/ExtractSystem|GenerateTextureSystem/)
    expect(systems).toContain('TextureGCSystem')
  })

  it("parses pixi's own colour strings and rgb objects as colord did, and nothing else", async () => {
    const code = trimmed('color/Color.mjs')
    expect(code).not.toContain('@pixi/colord')
    expect(code).toContain('const color = colord(value);')
    const { colord: real, extend } = await import('@pixi/colord')
    const names = (await import('@pixi/colord/plugins/names')).default
    extend([names])
    const parse = new Function(`${PIXI_COLOUR_PARSER as string}\nreturn colord`)() as (value: unknown) => {
      isValid: () => boolean
      rgba: unknown
    }
    const inputs = ['black', 'White', 'transparent', '#abc', '#abcd', '#c9a45c', '#C9A45C80', '#00000000']
    const objects = [
      { r: 10, g: 20, b: 30 },
      { r: 300, g: -1, b: 30, a: 0.5 },
    ]
    for (const value of [...inputs, ...objects]) {
      expect(parse(value).isValid(), JSON.stringify(value)).toBe(true)
      expect(parse(value).rgba, JSON.stringify(value)).toEqual(real(value).rgba)
    }
    for (const value of ['rgb(1, 2, 3)', 'red', '#abcde', { h: 1, s: 2, l: 3 }, null])
      expect(parse(value).isValid(), JSON.stringify(value)).toBe(false)
  })

  it('uploads image, canvas and buffer textures only (no compressed, video or cube uploaders)', () => {
    const code = trimmed('rendering/renderers/gl/texture/GlTextureSystem.mjs')
    expect(code).toMatch(
      /image: glUploadImageResource,\s*buffer: glUploadBufferImageResource,\s*\.\.\._GlTextureSystem\.uploadExtensions/,
    )
    expect(code).not.toMatch(
      /glUploadCompressedTextureResource|glUploadVideoResource|createGlUploadCubeTextureResource/,
    )
  })

  it('compiles no WGSL program: Shader.from ignores `gpu`, @pixi/react checks no Filter instance', () => {
    const shader = trimmed('rendering/renderers/shared/shader/Shader.mjs')
    expect(shader).not.toContain('GpuProgram')
    expect(shader).toContain('glProgram = GlProgram.from(gl);')
    for (const helper of [
      'appendChild',
      'attach',
      'detach',
      'hideInstance',
      'insertBefore',
      'removeChild',
      'unhideInstance',
    ]) {
      const code = trimmed(`@pixi/react/lib/helpers/${helper}.mjs`)
      expect(code, helper).not.toMatch(/import \{[^}]*Filter[^}]*\} from 'pixi\.js'/)
      expect(code, helper).toContain('class Filter {}')
    }
  })

  it("names @pixi/react's installed version without importing its package.json", () => {
    const code = trimmed('@pixi/react/lib/core/reconciler.mjs')
    const version = (JSON.parse(installed('@pixi/react/package.json')) as { version: string }).version
    expect(code).not.toContain('package.json')
    expect(code).toContain(`const packageData = { version: ${JSON.stringify(version)} };`)
  })

  it('fails naming the module when pixi.js is not the source a cut was written for', () => {
    const changed = installed('unsafe-eval/init.mjs').replace('GpuUboSystem', 'GpuUniformBufferSystem')
    expect(() => trimPixiModule('unsafe-eval/init.mjs', changed)).toThrow(
      /pixi\.js\/lib\/unsafe-eval\/init\.mjs/,
    )
  })

  it("the portal's own code draws with no Graphics and no pixi text module, which the build leaves out", () => {
    const files = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      )
    const sources = ['renderer', 'scenes', 'src', 'bridges'].flatMap(files)
    expect(sources.length).toBeGreaterThan(100)
    for (const file of sources) {
      const code = readFileSync(join(root, file), 'utf8')
      expect(code, file).not.toMatch(
        /<pixiGraphics|import \{[^}]*\bGraphics\b[^}]*\} from 'pixi\.js'|'pixi\.js\/graphics'/,
      )
      // texts are measured by renderer/text/textMetrics.ts and drawn by canvasText.ts's sprites: pixi's
      // Text, TextStyle or CanvasTextMetrics would bring back its text system, pipe, generator and parser
      expect(code, file).not.toMatch(
        /<pixiText\b|import \{[^}]*\b(Text|TextStyle|CanvasTextMetrics|fontStringFromTextStyle)\b[^}]*\} from 'pixi\.js'|'pixi\.js\/text'/,
      )
    }
  })

  it("mixes no fast global bounds or finders into Container; the label's default stays", () => {
    const code = trimmed('scene/container/Container.mjs')
    expect(code).not.toMatch(/getFastGlobalBoundsMixin|findMixin\.mjs/)
    expect(code).toContain('const findMixin = { label: null };')
    expect(code).toMatch(/extensions\.mixin\(\s*Container,\s*childrenHelperMixin,\s*toLocalGlobalMixin,/)
  })

  it('enables only the WebGL extensions the build draws with', () => {
    const asked = (code: string) => [...code.matchAll(/getExtension\("(\w+)"\)/g)].map((match) => match[1])
    const before = asked(installed('rendering/renderers/gl/context/GlContextSystem.mjs'))
    const after = asked(trimmed('rendering/renderers/gl/context/GlContextSystem.mjs'))
    expect(before.length).toBeGreaterThan(20)
    expect(after).toEqual([
      'WEBGL_lose_context',
      'OES_vertex_array_object',
      'MOZ_OES_vertex_array_object',
      'WEBKIT_OES_vertex_array_object',
      'OES_element_index_uint',
      'ANGLE_instanced_arrays',
      'WEBGL_provoking_vertex',
    ])
  })

  it('fails naming the module when a method a cut takes out is not there', () => {
    const changed = installed('maths/matrix/Matrix.mjs').replace('\n  equals(', '\n  isEqual(')
    expect(() => trimPixiModule('maths/matrix/Matrix.mjs', changed)).toThrow(/equals/)
  })

  it('leaves every other module as it is', () => {
    const source = installed('scene/sprite/Sprite.mjs')
    expect(trimPixiModule('scene/sprite/Sprite.mjs', source)).toBe(source)
  })
})
