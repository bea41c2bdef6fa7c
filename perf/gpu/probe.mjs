// perf/gpu/probe.mjs — which Chromium GL flags reach a real GPU on this machine (perf/README.md "GPU modes").
// Launches headless Chromium once per candidate flag set and prints, for each, the GPU process's GL
// renderer and what a page's WebGL context reports (WEBGL_debug_renderer_info). The first candidate
// whose WebGL renderer is neither SwiftShader nor missing is printed last as `PERF_ARGS=...`, ready
// for `PERF_GPU=gpu PERF_ARGS=... npm run perf`. Exit 1 when none reaches the GPU.
//
//   node perf/gpu/probe.mjs                 CHROMIUM_PATH as the harness takes it (/usr/bin/chromium)
import { chromium } from 'playwright-core'

// ANGLE on the driver's OpenGL ES through EGL first: a TV's browser draws WebGL on GLES, not Vulkan
const CANDIDATES = [
  ['--use-gl=angle', '--use-angle=gl-egl'],
  ['--use-gl=angle', '--use-angle=vulkan', '--enable-features=Vulkan', '--disable-vulkan-surface'],
  ['--use-gl=angle', '--use-angle=gl'],
  ['--use-gl=egl'],
  ['--use-gl=angle', '--use-angle=vulkan', '--enable-features=Vulkan', '--ozone-platform=headless'],
]
const COMMON = ['--no-sandbox', '--ignore-gpu-blocklist', '--enable-gpu-rasterization', '--no-first-run']
const SOFTWARE = /swiftshader|llvmpipe|software|^$/i

async function probe(args) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...COMMON, ...args],
    ignoreDefaultArgs: ['--enable-unsafe-swiftshader'],
    timeout: 60_000,
  })
  try {
    const cdp = await browser.newBrowserCDPSession()
    const info = await cdp.send('SystemInfo.getInfo')
    const page = await browser.newPage()
    const webgl = await page.evaluate(() => {
      const canvas = document.createElement('canvas')
      const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl')
      if (!gl) return { version: null, renderer: '' }
      const debug = gl.getExtension('WEBGL_debug_renderer_info')
      return {
        version: gl.getParameter(gl.VERSION),
        renderer: debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
      }
    })
    return {
      gl: info.gpu?.auxAttributes?.glRenderer ?? '',
      device: info.gpu?.devices?.[0]?.deviceString ?? '',
      webgl,
    }
  } finally {
    await browser.close()
  }
}

let chosen = null
for (const args of CANDIDATES) {
  const result = await probe(args).catch((error) => ({ error: String(error.message).split('\n')[0] }))
  console.log(JSON.stringify({ args, ...result }))
  if (!chosen && result.webgl && !SOFTWARE.test(result.webgl.renderer)) chosen = args
}
if (!chosen) {
  console.log('no candidate reached a GPU')
  process.exit(1)
}
console.log(`PERF_ARGS=${chosen.join(' ')}`)
