// Injected by perf/run.mjs into every page before any page script (context.addInitScript), the same for
// every peer: frame intervals, requestAnimationFrame calls, long tasks, WebGL draw calls and texture
// bytes, key → drawn-frame latency, display-object count. A plain browser script, not a module.
;(() => {
  const raf = window.requestAnimationFrame.bind(window)
  let rafCalls = 0
  // true while the page's own animation-frame callbacks run (a frame drawn there is in this frame)
  let inFrame = false
  window.requestAnimationFrame = (callback) => {
    rafCalls += 1
    return raf((time) => {
      inFrame = true
      try {
        callback(time)
      } finally {
        inFrame = false
      }
    })
  }

  // WebGL: every draw call, and the bytes of level-0 2D textures (width × height × 4: RGBA8, the format
  // every peer here uploads; mipmaps and compressed formats are not counted).
  let drawCalls = 0
  const textures = new Map()
  const bound = new Map()
  const contextUnit = new WeakMap()
  const instrument = (proto) => {
    if (!proto) return
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = proto[name]
      if (!original) continue
      proto[name] = function (...args) {
        drawCalls += 1
        return original.apply(this, args)
      }
    }
    const wrap = (name, after) => {
      const original = proto[name]
      if (!original) return
      proto[name] = function (...args) {
        const result = original.apply(this, args)
        after(this, args, result)
        return result
      }
    }
    const unitOf = (gl) => contextUnit.get(gl) ?? 0
    wrap('activeTexture', (gl, [unit]) => contextUnit.set(gl, unit))
    wrap('bindTexture', (gl, [target, texture]) => {
      if (target === gl.TEXTURE_2D) bound.set(`${unitOf(gl)}`, texture)
    })
    wrap('deleteTexture', (_gl, [texture]) => textures.delete(texture))
    const size = (source) => [
      source.videoWidth || source.naturalWidth || source.displayWidth || source.width || 0,
      source.videoHeight || source.naturalHeight || source.displayHeight || source.height || 0,
    ]
    wrap('texImage2D', (gl, args) => {
      if (args[0] !== gl.TEXTURE_2D || args[1] !== 0) return
      const texture = bound.get(`${unitOf(gl)}`)
      if (!texture) return
      const [width, height] = args.length >= 8 ? [args[3], args[4]] : size(args[5] ?? {})
      textures.set(texture, width * height * 4)
    })
    wrap('texStorage2D', (gl, [target, , , width, height]) => {
      const texture = bound.get(`${unitOf(gl)}`)
      if (target === gl.TEXTURE_2D && texture) textures.set(texture, width * height * 4)
    })
  }
  instrument(window.WebGLRenderingContext && WebGLRenderingContext.prototype)
  instrument(window.WebGL2RenderingContext && WebGL2RenderingContext.prototype)
  const textureBytes = () => {
    let total = 0
    for (const bytes of textures.values()) total += bytes
    return total
  }

  // Our renderer's stage hands itself to this hook (renderer/stage/mountStage.tsx) when present.
  let stage = null
  window.__stageProbe = (probe) => {
    stage = probe
    probe.loop.observe((frameMs) => {
      drawJsMs += frameMs
      drawn()
    })
  }
  let drawJsMs = 0

  // Input latency: a key's event time → the end of the first frame drawn after the change it caused was
  // committed. Pages call __rec.commit() at that commit; the portal's commits are seen through its scene
  // mirror. Pixi stages report drawn frames themselves; other peers get the next animation frame. A
  // stage frame drawn outside an animation frame (in the key's own task) reaches the screen with the
  // next one, so it counts from there, as the DOM's change does.
  let pending = []
  let committed = []
  const latencies = []
  // The same key measured to one point for every peer: the end of the main-thread frame that shows it
  // (a task posted from inside that frame runs once its rendering update, style, layout, paint and the
  // canvas commit included, is done). `latencies` above stops where the DOM peer's frame starts, before
  // its style, layout and paint, but after our stage's draw: this one includes every peer's rendering.
  const frameEnd = []
  const post = (() => {
    const channel = new MessageChannel()
    const queue = []
    channel.port1.onmessage = () => queue.shift()()
    return (fn) => {
      queue.push(fn)
      channel.port2.postMessage(0)
    }
  })()
  window.addEventListener('keydown', (event) => pending.push(event.timeStamp), true)
  const settle = (keys) => {
    const now = performance.now()
    for (const at of keys) latencies.push(now - at)
    post(() => {
      const end = performance.now()
      for (const at of keys) frameEnd.push(end - at)
    })
  }
  function drawn() {
    if (committed.length === 0) return
    const keys = committed
    committed = []
    if (inFrame) settle(keys)
    else raf(() => settle(keys))
  }
  function commit() {
    if (pending.length === 0) return
    committed.push(...pending)
    pending = []
    if (!stage) {
      const keys = committed
      committed = []
      raf(() => settle(keys))
    }
  }

  const intervals = []
  const frameDraws = []
  const longTasks = []
  let last = 0
  let lastDraws = 0
  let on = false
  let handle = 0
  const tick = (t) => {
    if (!on) return
    if (last) {
      intervals.push(t - last)
      frameDraws.push(drawCalls - lastDraws)
    }
    last = t
    lastDraws = drawCalls
    handle = raf(tick)
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longTasks.push([e.startTime, e.duration])
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long-task timing in this engine: long_tasks stays 0
  }

  const countPixi = (node) => {
    let count = 1
    for (const child of node.children ?? []) count += countPixi(child)
    return count
  }

  window.__rec = {
    commit,
    /**
     * The portal with its mirror's root only (?mirror=root): the stage's loop asked for a frame outside
     * an animation frame is a commit (React's layout effects invalidate it in the key's own task; tweens
     * invalidate from inside frames and do not count).
     */
    watchStage() {
      if (!stage) return false
      const loop = stage.loop
      const invalidate = loop.invalidate.bind(loop)
      loop.invalidate = () => {
        if (!inFrame) commit()
        invalidate()
      }
      return true
    },
    /** the portal: a change in the scene mirror is a commit */
    watchMirror() {
      const root = document.getElementById('scene-mirror')
      if (!root) return false
      new MutationObserver(commit).observe(root, { subtree: true, childList: true, attributes: true })
      return true
    },
    start() {
      intervals.length = 0
      frameDraws.length = 0
      latencies.length = 0
      frameEnd.length = 0
      pending = []
      committed = []
      last = 0
      drawJsMs = 0
      on = true
      handle = raf(tick)
    },
    stop() {
      on = false
      cancelAnimationFrame(handle)
      const glFrames = frameDraws.filter((n) => n > 0)
      return {
        intervals: intervals.slice(),
        latencies: latencies.slice(),
        frameEnd: frameEnd.slice(),
        drawCalls: glFrames.reduce((a, b) => a + b, 0),
        glFrames: glFrames.length,
        drawJsMs: stage ? drawJsMs : null,
      }
    },
    /** our stage's drawing-buffer resolution and whether its WebGL context antialiases (null: no stage) */
    /** our stage ({ app, loop }) for experiments run in the page (perf/profile.mjs PROFILE_EVAL); null: none */
    stage: () => stage,
    stageInfo: () => {
      if (!stage) return null
      const gl = stage.app.renderer.gl
      return {
        resolution: stage.app.renderer.resolution,
        antialias: gl && gl.getContextAttributes() && gl.getContextAttributes().antialias ? 1 : 0,
      }
    },
    rafCalls: () => rafCalls,
    frames: () => (stage ? stage.loop.frames : null),
    longTasks: (from, to) => longTasks.filter(([s]) => s >= from && s < to),
    /** null where the page draws no WebGL (the DOM peer) */
    textureMb: () => (drawCalls > 0 || textures.size > 0 ? textureBytes() / 2 ** 20 : null),
    objects: () =>
      stage
        ? countPixi(stage.app.stage)
        : window.__perf && window.__perf.objects
          ? window.__perf.objects()
          : document.getElementsByTagName('*').length,
    /** requests the page made before `until` (ms since navigation): count and bytes over the wire */
    requests(until) {
      const entries = [
        ...performance.getEntriesByType('navigation'),
        ...performance.getEntriesByType('resource').filter((e) => e.startTime <= until),
      ]
      return {
        count: entries.length,
        bytes: entries.reduce((total, e) => total + (e.transferSize || e.encodedBodySize || 0), 0),
      }
    },
  }
})()
