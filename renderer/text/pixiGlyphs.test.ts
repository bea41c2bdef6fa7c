import { describe, expect, it } from 'vitest'
import { GlyphPageSource, glyphPageUploader } from './pixiGlyphs'

// The glyph page uploader against a recording WebGL stand-in: what goes up, and how much of it.
const TEXTURE_2D = 0x0de1
const RGBA = 0x1908
const UNSIGNED_BYTE = 0x1401

function recorder() {
  const calls: Array<{ name: string; args: unknown[] }> = []
  const gl = {
    texImage2D: (...args: unknown[]) => calls.push({ name: 'texImage2D', args }),
    texSubImage2D: (...args: unknown[]) => calls.push({ name: 'texSubImage2D', args }),
  }
  return { calls, gl: gl as unknown as WebGL2RenderingContext }
}

/** a 1024² page whose canvas answers getImageData with the rectangle it was asked for */
function page(drawnHeight: number, pending: Array<{ x: number; y: number; width: number; height: number }>) {
  return {
    resource: {
      getContext: () => ({
        getImageData: (x: number, y: number, width: number, height: number) =>
          ({ x, y, width, height }) as unknown as ImageData,
      }),
    },
    pixelWidth: 1024,
    pixelHeight: 1024,
    pending,
    drawnHeight,
  }
}

const texture = () => ({
  target: TEXTURE_2D,
  width: -1,
  height: -1,
  internalFormat: RGBA,
  format: RGBA,
  type: UNSIGNED_BYTE,
})

describe('glyph page upload', () => {
  it('makes the texture empty the first time and uploads only the rows drawn so far', () => {
    const { calls, gl } = recorder()
    const glTexture = texture()
    const first = page(138, [
      { x: 0, y: 0, width: 900, height: 40 },
      { x: 0, y: 40, width: 300, height: 98 },
    ])
    glyphPageUploader.upload(first, glTexture, gl)
    expect(calls).toEqual([
      { name: 'texImage2D', args: [TEXTURE_2D, 0, RGBA, 1024, 1024, 0, RGBA, UNSIGNED_BYTE, null] },
      {
        name: 'texSubImage2D',
        args: [TEXTURE_2D, 0, 0, 0, RGBA, UNSIGNED_BYTE, { x: 0, y: 0, width: 1024, height: 138 }],
      },
    ])
    expect(glTexture).toMatchObject({ width: 1024, height: 1024 })
    expect(first.pending).toEqual([])
  })

  it('then uploads only the rectangles drawn since, skipping empty ones', () => {
    const { calls, gl } = recorder()
    const glTexture = { ...texture(), width: 1024, height: 1024 }
    const later = page(160, [
      { x: 300, y: 40, width: 24, height: 98 },
      { x: 0, y: 138, width: 0, height: 22 },
    ])
    glyphPageUploader.upload(later, glTexture, gl)
    expect(calls).toEqual([
      {
        name: 'texSubImage2D',
        args: [TEXTURE_2D, 0, 300, 40, RGBA, UNSIGNED_BYTE, { x: 300, y: 40, width: 24, height: 98 }],
      },
    ])
    expect(later.pending).toEqual([])
  })

  it('after a context loss (a new texture) uploads every row drawn, not only what was pending', () => {
    const { calls, gl } = recorder()
    const restored = page(300, [])
    glyphPageUploader.upload(restored, texture(), gl)
    expect(calls.map((call) => call.name)).toEqual(['texImage2D', 'texSubImage2D'])
    expect(calls[1]?.args[6]).toEqual({ x: 0, y: 0, width: 1024, height: 300 })
  })

  it('an empty page makes its texture and uploads nothing', () => {
    const { calls, gl } = recorder()
    glyphPageUploader.upload(page(0, []), texture(), gl)
    expect(calls.map((call) => call.name)).toEqual(['texImage2D'])
  })

  it('a page source queues what the atlas drew and keeps the lowest row ever drawn', () => {
    const source = new GlyphPageSource({ width: 1024, height: 1024 })
    let updates = 0
    source.on('update', () => (updates += 1))
    source.drew([
      { x: 0, y: 0, width: 500, height: 40 },
      { x: 0, y: 40, width: 80, height: 30 },
    ])
    expect(source.drawnHeight).toBe(70)
    expect(source.pending).toHaveLength(2)
    expect(updates).toBe(1)
    source.pending.length = 0 // uploaded
    source.drew([{ x: 500, y: 0, width: 20, height: 40 }])
    expect(source.drawnHeight).toBe(70) // a rectangle higher up leaves it
    expect(source.pending).toEqual([{ x: 500, y: 0, width: 20, height: 40 }])
  })
})
