// Vite/Rolldown plugin (build only): leaves out of the production bundle the parts of pixi.js 8.22 that a
// remote-driven TV portal never runs (issue 19: boot JS). pixi registers them from a few modules with side
// effects; each rewrite below changes one such place. What stays is what renderer/ draws with: the WebGL
// renderer, Container, Graphics, Sprite, canvas Text, rectangle (stencil) masks, image and canvas textures.
//
// - autoDetectRenderer: only the WebGL renderer, imported statically (the stage asks for 'webgl'). No
//   WebGPU renderer (no TV engine of docs/DEVICES.md has WebGPU) and no canvas renderer: WebGL 1 is the
//   floor (docs/DEVICES.md), and without it the portal says so in plain DOM (src/main.tsx) instead of
//   falling back to a 2D canvas. The canvas renderer's own pipes and systems, which pixi's graphics and
//   text modules register next to the WebGL ones, go too.
// - spritesheets: pixi's index registers the spritesheet asset loader, which brings the Assets resolver;
//   the portal loads no spritesheet and no asset through Assets (renderer/textures/loadImageTexture.ts).
// - unsafe-eval: the CSP build needs pixi's eval-free uniform and UBO code (issue 20, 'pixi.js/unsafe-eval'),
//   but not its WebGPU UBO and particle variants, which import the WebGPU UBO system and ParticleBuffer.
// - masks and texture sources: only stencil masks (renderer/react/useRectMask.ts: a Graphics rectangle) are
//   registered, not sprite (alpha) masks, whose pipe brings the filter system's mask filter, nor colour
//   masks; no video texture source (video plays in the DOM layer behind the canvas).
// - Graphics.svg(): no SVG path parser (the portal draws no SVG into a Graphics; SVG images are textures).
//
// Each rewrite matches the installed source exactly; when a pixi.js upgrade changes one, the build fails
// (tests/unit/pixi-trim.test.ts too) instead of shipping pixi untrimmed or broken. A scene that needs a
// trimmed part (a sprite mask, Graphics.svg) fails loudly in the built portal: change the list here.

const lib = (path) =>
  new RegExp(
    `[\\\\/]pixi\\.js[\\\\/]lib[\\\\/]${path.replace(/[./]/g, (c) => (c === '/' ? '[\\\\/]' : '\\.'))}$`,
  )

/** [module, [[exact text, replacement], …]] */
export const PIXI_TRIMS = [
  [
    'rendering/renderers/autoDetectRenderer.mjs',
    [
      [
        "import { AbstractRenderer } from './shared/system/AbstractRenderer.mjs';\n",
        "import { AbstractRenderer } from './shared/system/AbstractRenderer.mjs';\nimport { WebGLRenderer } from './gl/WebGLRenderer.mjs';\n",
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
  [
    'scene/graphics/init.mjs',
    [
      [
        "import { CanvasGraphicsContextSystem } from './canvas/CanvasGraphicsContextSystem.mjs';\nimport { CanvasGraphicsPipe } from './canvas/CanvasGraphicsPipe.mjs';\n",
        '',
      ],
      ['extensions.add(CanvasGraphicsPipe);\n', ''],
      ['extensions.add(CanvasGraphicsContextSystem);\n', ''],
    ],
  ],
  [
    'scene/text/init.mjs',
    [
      ["import { CanvasRendererTextSystem } from './canvas/CanvasTextSystem.mjs';\n", ''],
      ['extensions.add(CanvasRendererTextSystem);\n', ''],
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
        "import { AlphaMask } from './mask/alpha/AlphaMask.mjs';\nimport { ColorMask } from './mask/color/ColorMask.mjs';\n",
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
  StencilMask,
  ImageSource,`,
      ],
    ],
  ],
  [
    'rendering/renderers/shared/system/SharedSystems.mjs',
    [
      ["import { AlphaMaskPipe } from '../../../mask/alpha/AlphaMaskPipe.mjs';\n", ''],
      ['  RenderGroupPipe,\n  AlphaMaskPipe,\n', '  RenderGroupPipe,\n'],
    ],
  ],
  [
    'scene/graphics/shared/GraphicsContext.mjs',
    [
      ["import { SVGParser } from './svg/SVGParser.mjs';\n", ''],
      [
        '    SVGParser(svg, this);\n',
        "    throw new Error('Graphics.svg() is not in this build (scripts/pixi-trim.mjs)');\n",
      ],
    ],
  ],
]

/** The module's trimmed source; throws when a text to replace is not there exactly once. */
export function trimPixiModule(module, code) {
  const trim = PIXI_TRIMS.find(([path]) => path === module)
  if (!trim) return code
  let out = code.replace(/\r\n/g, '\n')
  for (const [find, replace] of trim[1]) {
    const at = out.indexOf(find)
    if (at < 0 || out.indexOf(find, at + 1) >= 0)
      throw new Error(
        `pixi-trim: pixi.js/lib/${module} is not the source this trim was written for (pixi.js upgraded?); ` +
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
      filter: { id: /[\\/]pixi\.js[\\/]lib[\\/]/ },
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
