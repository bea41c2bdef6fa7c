// Vite/Rolldown plugin (build only): leaves out of the production bundle the parts of pixi.js 8.22 that a
// remote-driven TV portal never runs (issue 19: boot JS). pixi registers them from a few modules with side
// effects; each rewrite below changes one such place. What stays is what renderer/ draws with: the WebGL
// renderer, Container, Sprite, image and canvas textures, and the batcher that renderer/'s own views (glyph
// runs, shapes, canvas texts) feed. No Graphics: renderer/shapes/shapeView.ts draws the flat shapes. No
// text module: renderer/text/textMetrics.ts measures text and renderer/text/canvasText.ts draws what the
// glyph atlas does not, as sprites.
//
// - autoDetectRenderer: only the WebGL renderer, imported statically (the stage asks for 'webgl'). No
//   WebGPU renderer (no TV engine of docs/DEVICES.md has WebGPU) and no canvas renderer: WebGL 1 is the
//   floor (docs/DEVICES.md), and without it the portal says so in plain DOM (src/main.tsx) instead of
//   falling back to a 2D canvas.
// - spritesheets: pixi's index registers the spritesheet asset loader, which brings the Assets resolver;
//   the portal loads no spritesheet and no asset through Assets (renderer/textures/loadImageTexture.ts).
// - unsafe-eval: the CSP build needs pixi's eval-free uniform and UBO code (issue 20, 'pixi.js/unsafe-eval'),
//   but not its WebGPU UBO and particle variants, which import the WebGPU UBO system and ParticleBuffer.
// - masks and texture sources: no mask type is registered. Rectangle clips (renderer/react/useRectMask.ts)
//   are the scissor effect of renderer/stage/scissorClip.ts, not stencil masks; sprite (alpha) masks would
//   bring the filter system's mask filter. No video texture source (video plays in the DOM layer behind
//   the canvas).
// - issue 19, round 2 (perf/README.md "Boot JS (issue 19)"): all WGSL program code (the batcher's, Shader.from's,
//   Filter through @pixi/react's instanceof checks), renderer.extract / generateTexture(), compressed /
//   video / cube texture uploads, colord (a parser of the colours pixi itself passes stands in), and
//   @pixi/react's package.json (its version is enough).
// - issue 19, seventh session (perf/README.md "Issue 19, seventh session"): one WebGL context at boot (no
//   isWebGLSupported probe, no test context: the renderer's own answers pixi's capability queries), the
//   batch program linked when the context is made and linked once, no test shader for the batch limit
//   when the stage caps it at one texture, no console greeting, no compressed formats' names.
// - issue 19, fifteenth session: no Graphics at all (its drawing API, shape builders, context system,
//   pipe and program).
// - issue 19, sixteenth session: no text module (Text, its text system, pipe and canvas generator,
//   TextStyle, CanvasTextMetrics and the fills and tag parser they used); nothing to cut, the portal no
//   longer imports them. The cuts that shaped them (gradient and pattern fills, Graphics' default styles
//   copied into TextStyle, the lazy grapheme segmenter) went with them.
//
// Each rewrite matches the installed source exactly; when a pixi.js upgrade changes one, the build fails
// (tests/unit/pixi-trim.test.ts too) instead of shipping pixi untrimmed or broken. A scene that needs a
// trimmed part (any `container.mask`, a `<pixiGraphics>`) fails loudly in the built portal: change the list here.

import { readFileSync } from 'node:fs'

/** the installed @pixi/react's version (its package.json is not in its exports) */
const PIXI_REACT_VERSION = JSON.parse(
  readFileSync(new URL('../node_modules/@pixi/react/package.json', import.meta.url), 'utf8'),
).version

/** a trimmed module: a path under pixi.js/lib, or one under node_modules for another pixi package (@pixi/…) */
export const trimModulePath = (module) => (module.startsWith('@pixi/') ? module : `pixi.js/lib/${module}`)

const lib = (path) =>
  new RegExp(`[\\\\/]${trimModulePath(path).replace(/[./]/g, (c) => (c === '/' ? '[\\\\/]' : '\\.'))}$`)

/**
 * Replaces colord in pixi's Color (scripts/pixi-trim.mjs, `color/Color.mjs`): `colord(value)` with the
 * `isValid()` and `rgba` (r, g, b 0–255, a 0–1 in hundredths) that Color reads, for the inputs listed there.
 */
export const PIXI_COLOUR_PARSER = `const colourNames = { black: "000000", white: "ffffff", transparent: "00000000" };
function colord(value) {
  let rgba = null;
  if (typeof value === "string") {
    const name = colourNames[value.toLowerCase()];
    let hex = name ?? (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value) || [])[1];
    if (hex) {
      if (hex.length < 6) hex = hex.replace(/./g, "$&$&");
      const at = (i) => parseInt(hex.slice(i, i + 2), 16);
      rgba = { r: at(0), g: at(2), b: at(4), a: hex.length === 8 ? Math.round(at(6) / 2.55) / 100 : 1 };
    }
  } else if (value && typeof value.r === "number" && typeof value.g === "number" && typeof value.b === "number") {
    const clamp = (n, max) => Math.min(Math.max(n, 0), max);
    rgba = { r: clamp(value.r, 255), g: clamp(value.g, 255), b: clamp(value.b, 255), a: typeof value.a === "number" ? clamp(value.a, 1) : 1 };
  }
  return { rgba, isValid: () => rgba !== null };
}`

/**
 * A cut that takes whole class methods out of a module: from the method's line at class indentation
 * (`  name(`) to its closing `  }`. A method that is not there, or is there twice, fails the build as an
 * exact-text cut does. Calling a method taken out fails loudly (not a function).
 */
export const withoutMethods = (...names) => ({
  names,
  cut(code) {
    let out = code
    for (const name of names) {
      const head = new RegExp(`\\n  ${name}\\([^\\n]*\\) \\{\\n`, 'g')
      const found = [...out.matchAll(head)]
      if (found.length !== 1) return { missing: `  ${name}(…) {` }
      const start = found[0].index
      const end = out.indexOf('\n  }\n', start)
      out = out.slice(0, start) + out.slice(end + '\n  }'.length)
    }
    return { code: out }
  },
})

/** pixi's WebGL extension lists (GlContextSystem.getExtensions), as installed: both trimmed below */
const GL_EXTENSIONS_COMMON = `    const common = {
      anisotropicFiltering: gl.getExtension("EXT_texture_filter_anisotropic"),
      floatTextureLinear: gl.getExtension("OES_texture_float_linear"),
      s3tc: gl.getExtension("WEBGL_compressed_texture_s3tc"),
      s3tc_sRGB: gl.getExtension("WEBGL_compressed_texture_s3tc_srgb"),
      // eslint-disable-line camelcase
      etc: gl.getExtension("WEBGL_compressed_texture_etc"),
      etc1: gl.getExtension("WEBGL_compressed_texture_etc1"),
      pvrtc: gl.getExtension("WEBGL_compressed_texture_pvrtc") || gl.getExtension("WEBKIT_WEBGL_compressed_texture_pvrtc"),
      atc: gl.getExtension("WEBGL_compressed_texture_atc"),
      astc: gl.getExtension("WEBGL_compressed_texture_astc"),
      bptc: gl.getExtension("EXT_texture_compression_bptc"),
      rgtc: gl.getExtension("EXT_texture_compression_rgtc"),
      loseContext: gl.getExtension("WEBGL_lose_context")
    };
`
const GL_EXTENSIONS_WEBGL1 = `        drawBuffers: gl.getExtension("WEBGL_draw_buffers"),
        depthTexture: gl.getExtension("WEBGL_depth_texture"),
        vertexArrayObject: gl.getExtension("OES_vertex_array_object") || gl.getExtension("MOZ_OES_vertex_array_object") || gl.getExtension("WEBKIT_OES_vertex_array_object"),
        uint32ElementIndex: gl.getExtension("OES_element_index_uint"),
        // Floats and half-floats
        floatTexture: gl.getExtension("OES_texture_float"),
        floatTextureLinear: gl.getExtension("OES_texture_float_linear"),
        textureHalfFloat: gl.getExtension("OES_texture_half_float"),
        textureHalfFloatLinear: gl.getExtension("OES_texture_half_float_linear"),
        vertexAttribDivisorANGLE: gl.getExtension("ANGLE_instanced_arrays"),
        srgb: gl.getExtension("EXT_sRGB")
`

/** [module, [[exact text, replacement] or withoutMethods(…), …]] */
export const PIXI_TRIMS = [
  // issue 19, round 3 (perf/README.md "Scissor clip"): no stencil or depth buffer beside the canvas. Nothing
  // draws through the stencil (no masks, above) and a 2D scene uses no depth, but pixi asks for a stencil
  // buffer and WebGL gives a depth buffer by default: two more full-screen planes to clear every frame (and
  // about 7 MB of video memory on a 1080p TV). The context check warns when a context has no stencil.
  [
    'rendering/renderers/gl/context/GlContextSystem.mjs',
    [
      ['        stencil: true,\n', '        stencil: false,\n        depth: false,\n'],
      [
        '    if (attributes && !attributes.stencil) {\n      warn("Provided WebGL context does not have a stencil buffer, masks may not render correctly");\n    }\n',
        '',
      ],
      // issue 19, seventh session (perf/README.md "Issue 19, seventh session"): the renderer's own
      // context answers pixi's capability queries (fragment precision, texture units) instead of a test
      // context made for them
      [
        "import { warn } from '../../../../utils/logging/warn.mjs';\n",
        "import { warn } from '../../../../utils/logging/warn.mjs';\nimport { useAsTestContext } from '../shader/program/getTestContext.mjs';\n",
      ],
      [
        '  initFromContext(gl) {\n    this.gl = gl;\n',
        '  initFromContext(gl) {\n    this.gl = gl;\n    useAsTestContext(gl);\n',
      ],
      // issue 19, tenth session (perf/README.md "Issue 19, tenth session"): only the extensions the build
      // draws with. Enabling one is a round trip to the GPU process (about 1 ms each here at 1x), and pixi
      // asked for 15 at every boot on WebGL 2, up to 25 on WebGL 1: anisotropic filtering, float and
      // half-float textures and render targets, sRGB, depth textures, several render targets at once and
      // nine compressed texture families, none of which the portal uses (its uploaders of compressed
      // textures are cut above). Kept: losing the context on purpose (and WebGL 2's provoking vertex,
      // below), and on WebGL 1 vertex arrays, 32-bit indices and instancing's entry points.
      [
        GL_EXTENSIONS_COMMON,
        '    const common = {\n      loseContext: gl.getExtension("WEBGL_lose_context")\n    };\n',
      ],
      [
        GL_EXTENSIONS_WEBGL1,
        '        vertexArrayObject: gl.getExtension("OES_vertex_array_object") || gl.getExtension("MOZ_OES_vertex_array_object") || gl.getExtension("WEBKIT_OES_vertex_array_object"),\n        uint32ElementIndex: gl.getExtension("OES_element_index_uint"),\n        vertexAttribDivisorANGLE: gl.getExtension("ANGLE_instanced_arrays")\n',
      ],
      [
        '      this.extensions = {\n        ...common,\n        colorBufferFloat: gl.getExtension("EXT_color_buffer_float")\n      };\n',
        '      this.extensions = {\n        ...common\n      };\n',
      ],
    ],
  ],
  // issue 19, seventh session: pixi makes up to two throwaway WebGL contexts before the real one, each a
  // context creation (tens of ms of main thread at 4x under SwiftShader, and on a TV's driver): one for
  // `getTestContext`, one for `isWebGLSupported`. The getTestContext one is made when the back buffer
  // system builds its blit program, before the real context exists; the portal never uses a back buffer,
  // so the program is built only when one is asked for, and the queries then go to the real context.
  [
    'rendering/renderers/gl/shader/program/getTestContext.mjs',
    [
      [
        'let context;\n',
        "// the renderer's context, when one is made (GlContextSystem, scripts/pixi-trim.mjs)\nlet context;\nfunction useAsTestContext(gl) {\n  context = gl;\n}\n",
      ],
      ['export { getTestContext };', 'export { getTestContext, useAsTestContext };'],
    ],
  ],
  // issue 19, seventh session (perf/README.md "Issue 19, seventh session"): pixi
  // compiles and links a shader program when it first draws with it, and asks for its link status at once,
  // which waits for the GPU process to finish the link. The batch program is now issued when
  // the context is made (GlShaderSystem.prepare), so the GPU process links them while the main thread
  // loads fonts and renders the first scene; the first draw only reads their status.
  [
    'rendering/renderers/gl/shader/program/generateProgram.mjs',
    [
      [
        `function generateProgram(gl, program) {
  const glVertShader = compileShader(gl, gl.VERTEX_SHADER, program.vertex);`,
        `const issued = /* @__PURE__ */ Object.create(null);
function issueProgram(gl, program) {
  if (issued[program._key]?.gl === gl) return;
  const glVertShader = compileShader(gl, gl.VERTEX_SHADER, program.vertex);`,
      ],
      // the attribute locations extractAttributesFromGlProgram gives a GLSL 1 program (sorted by name), bound
      // before the first link, so that it need not link the program a second time (below)
      [
        `  gl.attachShader(webGLProgram, glFragShader);
`,
        `  gl.attachShader(webGLProgram, glFragShader);
  if (!/^[ \\t]*#[ \\t]*version[ \\t]+300[ \\t]+es[ \\t]*$/m.test(program.vertex)) {
    const declared = /^[ \\t]*(?:attribute|in)[ \\t]+(?:(?:highp|mediump|lowp)[ \\t]+)?\\w+[ \\t]+(\\w+)[ \\t]*;/gm;
    const names = [];
    for (let match; (match = declared.exec(program.vertex)); ) names.push(match[1]);
    names.sort((a, b) => a > b ? 1 : -1).forEach((name, i) => gl.bindAttribLocation(webGLProgram, i, name));
  }
`,
      ],
      [
        `  gl.linkProgram(webGLProgram);
`,
        `  gl.linkProgram(webGLProgram);
  issued[program._key] = { gl, glVertShader, glFragShader, webGLProgram };
}
function generateProgram(gl, program) {
  issueProgram(gl, program);
  const { glVertShader, glFragShader, webGLProgram } = issued[program._key];
  delete issued[program._key];
`,
      ],
      ['export { generateProgram };', 'export { generateProgram, issueProgram };'],
    ],
  ],
  [
    'rendering/renderers/gl/shader/program/extractAttributesFromGlProgram.mjs',
    [
      [
        `    for (let i = 0; i < keys.length; i++) {
      attributes[keys[i]].location = i;
      gl.bindAttribLocation(program, i, keys[i]);
    }
    gl.linkProgram(program);`,
        `    let bound = true;
    for (let i = 0; i < keys.length; i++) {
      attributes[keys[i]].location = i;
      if (bound && gl.getAttribLocation(program, keys[i]) !== i) bound = false;
    }
    if (!bound) {
      for (let i = 0; i < keys.length; i++) gl.bindAttribLocation(program, i, keys[i]);
      gl.linkProgram(program);
    }`,
      ],
    ],
  ],
  [
    'rendering/renderers/gl/shader/GlShaderSystem.mjs',
    [
      [
        "import { generateProgram } from './program/generateProgram.mjs';",
        "import { generateProgram, issueProgram } from './program/generateProgram.mjs';",
      ],
      [
        `  /**
   * Changes the current shader to the one given in parameter.`,
        `  /** compiles and links a program without waiting for it (scripts/pixi-trim.mjs) */
  prepare(program) {
    if (this._gl && !this._programDataHash[program._key]) issueProgram(this._gl, program);
  }
  /**
   * Changes the current shader to the one given in parameter.`,
      ],
    ],
  ],
  [
    'rendering/batcher/gl/GlBatchAdaptor.mjs',
    [
      [
        "import { State } from '../../renderers/shared/state/State.mjs';\n",
        "import { State } from '../../renderers/shared/state/State.mjs';\nimport { DefaultBatcher } from '../shared/DefaultBatcher.mjs';\n",
      ],
      [
        `  init(batcherPipe) {
    batcherPipe.renderer.runners.contextChange.add(this);
  }
  contextChange() {
    this._didUploadHash = {};
  }`,
        `  init(batcherPipe) {
    this._renderer = batcherPipe.renderer;
    batcherPipe.renderer.runners.contextChange.add(this);
  }
  contextChange() {
    this._didUploadHash = {};
    // the batcher's shared shader, as the first batch will make it (DefaultBatcher keeps one)
    const { shader, limits } = this._renderer;
    shader.prepare(new DefaultBatcher({ maxTextures: limits.maxBatchableTextures }).shader.glProgram);
  }`,
      ],
    ],
  ],
  // issue 19, fifteenth session: no Graphics (renderer/shapes/shapeView.ts draws the portal's flat shapes
  // through the batcher), so no Graphics adaptor and no graphics program to link
  [
    'rendering/renderers/gl/WebGLRenderer.mjs',
    [
      ["import { GlGraphicsAdaptor } from '../../../scene/graphics/gl/GlGraphicsAdaptor.mjs';\n", ''],
      [
        'const DefaultWebGLAdapters = [GlBatchAdaptor, GlMeshAdaptor, GlGraphicsAdaptor];',
        'const DefaultWebGLAdapters = [GlBatchAdaptor, GlMeshAdaptor];',
      ],
    ],
  ],
  // issue 19, seventh session: the limits system compiles a test shader of MAX_TEXTURE_IMAGE_UNITS branches
  // and waits for its compile status at every start, to learn how many textures a batch may switch over.
  // The stage caps that per platform family (renderer/stage/pixiSetup.ts `capBatchTextures`, 1 on every
  // family today): with a cap of one texture there is nothing to test.
  [
    'rendering/renderers/gl/GlLimitsSystem.mjs',
    [
      [
        '    this.maxBatchableTextures = checkMaxIfStatementsInShader(this.maxTextures, gl);\n',
        '    this.maxBatchableTextures = GlLimitsSystem.batchCap === 1 ? 1 : checkMaxIfStatementsInShader(this.maxTextures, gl);\n',
      ],
    ],
  ],
  // the console greeting, which the stage never asks for (`hello` is off by default)
  [
    'rendering/renderers/shared/startup/HelloSystem.mjs',
    [
      ["import { sayHello } from '../../../../utils/sayHello.mjs';\n", ''],
      ["import { RendererType } from '../../types.mjs';\n", ''],
      [
        `    if (options.hello) {
      let name = this._renderer.name;
      if (this._renderer.type === RendererType.WEBGL) {
        name += \` \${this._renderer.context.webGLVersion}\`;
      }
      sayHello(name);
    }
`,
        '',
      ],
    ],
  ],
  // the compressed formats' GL names: this build uploads no compressed texture (above). The map is cut
  // before them, and the rest of it becomes the body of a function nothing calls, which the bundle
  // leaves out (a cut of the whole block would repeat its 60 lines here).
  [
    'rendering/renderers/gl/texture/utils/mapFormatToGlInternalFormat.mjs',
    [
      [
        `    "depth32float-stencil8": gl.DEPTH32F_STENCIL8,
    // Compressed formats
`,
        `    "depth32float-stencil8": gl.DEPTH32F_STENCIL8
  };
}
function compressedFormats(extensions) {
  return {
`,
      ],
    ],
  ],
  [
    'rendering/renderers/gl/GlBackBufferSystem.mjs',
    [
      [
        '    this._state = State.for2d();\n',
        '    this._state = State.for2d();\n    if (!this.useBackBuffer) return;\n',
      ],
    ],
  ],
  [
    'rendering/renderers/autoDetectRenderer.mjs',
    [
      [
        "import { AbstractRenderer } from './shared/system/AbstractRenderer.mjs';\n",
        "import { AbstractRenderer } from './shared/system/AbstractRenderer.mjs';\nimport { WebGLRenderer } from './gl/WebGLRenderer.mjs';\n",
      ],
      // no `isWebGLSupported` probe: its test context is one more WebGL context before the real one; without
      // WebGL the renderer's own context creation throws, and src/main.tsx says so in plain DOM
      ["import { isWebGLSupported } from '../../utils/browser/isWebGLSupported.mjs';\n", ''],
      [
        `    } else if (rendererType === "webgl" && isWebGLSupported(
      options.failIfMajorPerformanceCaveat ?? AbstractRenderer.defaultOptions.failIfMajorPerformanceCaveat
    )) {`,
        `    } else if (rendererType === "webgl") {`,
      ],
      [
        `    if (rendererType === "webgpu" && await isWebGPUSupported()) {
      const { WebGPURenderer } = await import('./gpu/WebGPURenderer.mjs');
      RendererClass = WebGPURenderer;
      finalOptions = { ...options, ...options.webgpu };
      break;
    } else if (rendererType === "webgl"`,
        `    if (rendererType === "webgl"`,
      ],
      ["      const { WebGLRenderer } = await import('./gl/WebGLRenderer.mjs');\n", ''],
      [
        `    } else if (rendererType === "canvas") {
      const { CanvasRenderer } = await import('./canvas/CanvasRenderer.mjs');
      RendererClass = CanvasRenderer;
      finalOptions = { ...options, ...options.canvasOptions };
      break;
    }
`,
        '    }\n',
      ],
    ],
  ],
  ['index.mjs', [["import './spritesheet/init.mjs';\n", '']]],
  [
    'unsafe-eval/init.mjs',
    [
      ["import { GpuUboSystem } from '../rendering/renderers/gpu/GpuUboSystem.mjs';\n", ''],
      [
        "import { ParticleBuffer } from '../scene/particle-container/shared/ParticleBuffer.mjs';\nimport { generateParticleUpdatePolyfill } from './particle/generateParticleUpdatePolyfill.mjs';\n",
        '',
      ],
      [
        'import { generateUboSyncPolyfillSTD40, generateUboSyncPolyfillWGSL } from',
        'import { generateUboSyncPolyfillSTD40 } from',
      ],
      [
        `  Object.assign(GpuUboSystem.prototype, {
    // use polyfill which avoids eval method
    _generateUboSync: generateUboSyncPolyfillWGSL
  });
`,
        '',
      ],
      [
        `  Object.assign(ParticleBuffer.prototype, {
    // use polyfill which avoids eval method
    generateParticleUpdate: generateParticleUpdatePolyfill
  });
`,
        '',
      ],
    ],
  ],
  [
    'rendering/init.mjs',
    [
      [
        "import { AlphaMask } from './mask/alpha/AlphaMask.mjs';\nimport { ColorMask } from './mask/color/ColorMask.mjs';\nimport { StencilMask } from './mask/stencil/StencilMask.mjs';\n",
        '',
      ],
      ["import { VideoSource } from './renderers/shared/texture/sources/VideoSource.mjs';\n", ''],
      [
        `extensions.add(
  AlphaMask,
  ColorMask,
  StencilMask,
  VideoSource,
  ImageSource,`,
        `extensions.add(
  ImageSource,`,
      ],
    ],
  ],
  [
    'rendering/renderers/shared/system/SharedSystems.mjs',
    [
      ["import { AlphaMaskPipe } from '../../../mask/alpha/AlphaMaskPipe.mjs';\n", ''],
      // no stencil masks either: rectangle clips draw with the scissor test (renderer/stage/scissorClip.ts),
      // and nothing draws through a RenderContainer (the custom render pipe)
      ["import { StencilMaskPipe } from '../../../mask/stencil/StencilMaskPipe.mjs';\n", ''],
      ["import { CustomRenderPipe } from '../../../../scene/container/CustomRenderPipe.mjs';\n", ''],
      [
        '  RenderGroupPipe,\n  AlphaMaskPipe,\n  StencilMaskPipe,\n  ColorMaskPipe,\n  CustomRenderPipe\n',
        '  RenderGroupPipe,\n  ColorMaskPipe\n',
      ],
      // renderer.extract and renderer.generateTexture() (issue 19, round 2): the portal reads no pixels
      // back and renders no container into a texture (cacheAsTexture goes through the render groups)
      [
        "import { ExtractSystem } from '../extract/ExtractSystem.mjs';\nimport { GenerateTextureSystem } from '../extract/GenerateTextureSystem.mjs';\n",
        '',
      ],
      ['  GenerateTextureSystem,\n  ExtractSystem,\n', ''],
    ],
  ],
  // the batcher's shader: its GLSL program only (the WGSL one is compiled for a WebGPU renderer that is
  // not in the build; Shader binds `resources` without it, as pixi's own WebGL-only shaders do)
  [
    'rendering/batcher/shared/DefaultShader.mjs',
    [
      [
        'import { compileHighShaderGlProgram, compileHighShaderGpuProgram } from',
        'import { compileHighShaderGlProgram } from',
      ],
      ['import { colorBitGl, colorBit } from', 'import { colorBitGl } from'],
      [
        'import { generateTextureBatchBitGl, generateTextureBatchBit } from',
        'import { generateTextureBatchBitGl } from',
      ],
      ['import { roundPixelsBitGl, roundPixelsBit } from', 'import { roundPixelsBitGl } from'],
      [
        `    const gpuProgram = compileHighShaderGpuProgram({
      name: "batch",
      bits: [
        colorBit,
        generateTextureBatchBit(maxTextures),
        roundPixelsBit
      ]
    });
`,
        '',
      ],
      ['      glProgram,\n      gpuProgram,\n', '      glProgram,\n'],
    ],
  ],
  // colour strings and objects: pixi's Color parses them with colord (its 148 CSS names and its rgb(),
  // hsl() and hsv parsers). The portal's colours are numbers (the theme's and the CMS's CSS colours are
  // decoded to numbers in src/), so what reaches the parser is pixi's own: hex ('#rgb[a]', '#rrggbb[aa]',
  // what Color's HEX_PATTERN makes of 0x… strings), 'black', 'white', 'transparent' (its defaults), and
  // { r, g, b, a? } objects. Anything else throws pixi's "Unable to convert color".
  [
    'color/Color.mjs',
    [
      [
        "import { extend, colord } from '@pixi/colord';\nimport namesPlugin from '@pixi/colord/plugins/names';\n",
        `${PIXI_COLOUR_PARSER}\n`,
      ],
      ['extend([namesPlugin]);\n', ''],
      // issue 19, eighth session: conversions nothing in the build asks for
      withoutMethods('toRgbaString', 'toRgbArray', 'toLittleEndianNumber', 'multiply', 'toHexa'),
    ],
  ],
  // issue 19, eighth session: hit tests and shape maths of pointer events, culling and masks (none in the
  // build: no events system, no culler, no masks), and debugging strings
  [
    'maths/shapes/Rectangle.mjs',
    [withoutMethods('strokeContains', 'intersects', 'containsRect', 'enlarge', 'toString')],
  ],
  ['maths/shapes/Circle.mjs', [withoutMethods('strokeContains', 'toString')]],
  ['maths/shapes/RoundedRectangle.mjs', [withoutMethods('strokeContains', 'toString')]],
  ['maths/shapes/Polygon.mjs', [withoutMethods('strokeContains', 'toString')]],
  // Container's mixins: the fast global bounds are the culler's, the filter system's and render layers'
  // (none in the build); of the finders only the `label` default stays (the scene mirror reads labels)
  [
    'scene/container/Container.mjs',
    [
      [
        "import { findMixin } from './container-mixins/findMixin.mjs';\n",
        'const findMixin = { label: null };\n',
      ],
      ["import { getFastGlobalBoundsMixin } from './container-mixins/getFastGlobalBoundsMixin.mjs';\n", ''],
      ['  childrenHelperMixin,\n  getFastGlobalBoundsMixin,\n', '  childrenHelperMixin,\n'],
    ],
  ],
  ['maths/matrix/Matrix.mjs', [withoutMethods('equals', 'toString')]],
  ['maths/point/Point.mjs', [withoutMethods('equals', 'toString')]],
  ['maths/point/ObservablePoint.mjs', [withoutMethods('equals', 'toString')]],
  // renderer.generateTexture() is the generate-texture system's, which is not in the build
  ['rendering/renderers/shared/system/AbstractRenderer.mjs', [withoutMethods('generateTexture')]],
  // (addBoundsMask stays: renderer/stage/scissorClip.ts stops a clipped subtree's bounds with it; cut from
  // the eighth to the seventeenth session, a cached row holding a clip would have thrown on this build
  // alone. tests/unit/build-security.test.ts now fails on any call left to a method cut here.)
  ['scene/container/bounds/Bounds.mjs', [withoutMethods('fitBounds', 'toString')]],
  // the environment extensions' loaders: the stage starts pixi with skipExtensionImports
  // (renderer/stage/mountStage.tsx) and imports what it draws with (pixiSetup.ts), so neither loader runs;
  // their dynamic imports only made the build emit pixi's browserAll, webworkerAll and init chunks (the
  // events, filter and accessibility systems, 86 KB nothing loads), and the boot file carry their loaders
  ...['browser', 'webworker'].map((name) => [
    `environment-${name}/${name}Ext.mjs`,
    [
      [
        `  load: async () => {\n    await import('./${name}All.mjs');\n  }\n`,
        `  load: async () => {\n    throw new Error("pixi-trim: the ${name} environment's extensions are not in this build; import what is drawn with (renderer/stage/pixiSetup.ts)");\n  }\n`,
      ],
    ],
  ]),
  // texture uploads: images, canvases and pixel buffers only (no compressed, video or cube textures:
  // their sources are not registered above, and nothing in the portal makes one)
  [
    'rendering/renderers/gl/texture/GlTextureSystem.mjs',
    [
      [
        "import { glUploadCompressedTextureResource } from './uploaders/glUploadCompressedTextureResource.mjs';\n",
        '',
      ],
      [
        "import { createGlUploadCubeTextureResource } from './uploaders/glUploadCubeTextureResource.mjs';\n",
        '',
      ],
      ["import { glUploadVideoResource } from './uploaders/glUploadVideoResource.mjs';\n", ''],
      ['      video: glUploadVideoResource,\n      compressed: glUploadCompressedTextureResource,\n', ''],
      [
        '      ...baseUploaders,\n      cube: createGlUploadCubeTextureResource(baseUploaders)\n',
        '      ...baseUploaders\n',
      ],
      // issue 19, eighth session: reading pixels back is the extract system's, which is not in the build
      withoutMethods('generateCanvas', 'getPixels'),
    ],
  ],
  // …and copying a render target into a texture, a filter's (no filter system in the build) or a
  // user's; ensureDepthStencil is the stencil mask pipe's (no masks)
  [
    'rendering/renderers/shared/renderTarget/RenderTargetSystem.mjs',
    [withoutMethods('copyToTexture', 'copyDepthTexture', 'ensureDepthStencil')],
  ],
  [
    'rendering/renderers/gl/renderTarget/GlRenderTargetAdaptor.mjs',
    [withoutMethods('copyToTexture', 'copyDepthTexture')],
  ],
  // Shader.from({ gpu }): no WGSL program is compiled (the WebGL renderer reads only `gl`)
  [
    'rendering/renderers/shared/shader/Shader.mjs',
    [
      ["import { GpuProgram } from '../../gpu/shader/GpuProgram.mjs';\n", ''],
      ['    if (gpu) {\n      gpuProgram = GpuProgram.from(gpu);\n    }\n', ''],
    ],
  ],
  // @pixi/react names its version to React DevTools from its whole package.json (2.5 KB minified)
  [
    '@pixi/react/lib/core/reconciler.mjs',
    [
      [
        "import packageData from '../package.json.mjs';\n",
        `const packageData = { version: ${JSON.stringify(PIXI_REACT_VERSION)} };\n`,
      ],
    ],
  ],
  // @pixi/react runs a `draw` prop on `instanceof Graphics`: there is no Graphics in the build (issue 19,
  // fifteenth session: renderer/shapes/shapeView.ts), so a stand-in no instance is of; a draw prop then
  // gets @pixi/react's own warning that it is only valid on graphics
  [
    '@pixi/react/lib/helpers/applyProps.mjs',
    [
      [
        "import { Graphics, Container } from 'pixi.js';\n",
        "import { Container } from 'pixi.js';\nclass Graphics {}\n",
      ],
    ],
  ],
  // @pixi/react attaches a filter element (<pixiBlurFilter>…) to its parent by `instanceof Filter`: the
  // portal's tree has none, so Filter (and with it pixi's WGSL program code) is not imported for the check
  ...[
    ['appendChild', 'Container, Filter'],
    ['attach', 'Filter'],
    ['detach', 'Filter'],
    ['hideInstance', 'Container, Filter'],
    ['insertBefore', 'Container, Filter'],
    ['removeChild', 'Filter'],
    ['unhideInstance', 'Container, Filter'],
  ].map(([helper, names]) => [
    `@pixi/react/lib/helpers/${helper}.mjs`,
    [
      [
        `import { ${names} } from 'pixi.js';\n`,
        `${names === 'Filter' ? '' : "import { Container } from 'pixi.js';\n"}class Filter {}\n`,
      ],
    ],
  ]),
]

/** The module's trimmed source; throws when a text to replace is not there exactly once. */
export function trimPixiModule(module, code) {
  if (PIXI_TRIMS.filter(([path]) => path === module).length > 1)
    throw new Error(`pixi-trim: ${module} is listed twice; put its cuts in one entry`)
  const trim = PIXI_TRIMS.find(([path]) => path === module)
  if (!trim) return code
  let out = code.replace(/\r\n/g, '\n')
  for (const entry of trim[1]) {
    if (!Array.isArray(entry)) {
      const result = entry.cut(out)
      if (result.missing !== undefined)
        throw new Error(
          `pixi-trim: ${trimModulePath(module)} is not the source this trim was written for (pixi.js upgraded?); ` +
            `update scripts/pixi-trim.mjs. Missing or repeated method:\n${result.missing}`,
        )
      out = result.code
      continue
    }
    const [find, replace] = entry
    const at = out.indexOf(find)
    if (at < 0 || out.indexOf(find, at + 1) >= 0)
      throw new Error(
        `pixi-trim: ${trimModulePath(module)} is not the source this trim was written for (pixi.js upgraded?); ` +
          `update scripts/pixi-trim.mjs. Missing or repeated:\n${find}`,
      )
    out = out.slice(0, at) + replace + out.slice(at + find.length)
  }
  return out
}

export function pixiTrim() {
  const modules = PIXI_TRIMS.map(([path]) => [lib(path), path])
  return {
    name: 'hotel-tv:pixi-trim',
    apply: 'build',
    transform: {
      filter: { id: /[\\/](pixi\.js|@pixi[\\/]react)[\\/]lib[\\/]/ },
      handler(code, id) {
        const match = modules.find(([pattern]) => pattern.test(id.split('?')[0]))
        if (!match) return null
        try {
          return { code: trimPixiModule(match[1], code), map: null }
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error))
        }
      },
    },
  }
}
