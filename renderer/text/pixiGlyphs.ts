import { ExtensionType, Rectangle, Texture, TextureSource, extensions } from 'pixi.js'
import { GlyphAtlas, type AtlasRect, type GlyphRun, type RunStyle } from './glyphAtlas'
import { measureFont, type TextLook } from './textMetrics'

export type PixiGlyphAtlas = GlyphAtlas<Texture>
export type PixiGlyphRun = GlyphRun<Texture>

type PageCanvas = HTMLCanvasElement
const UPLOAD_METHOD = 'glyphPage'

/**
 * A glyph page: its canvas, the rectangles drawn since its last upload, and how far down the page
 * anything was ever drawn (shelves fill it from the top).
 */
export class GlyphPageSource extends TextureSource<PageCanvas> {
  override uploadMethodId = UPLOAD_METHOD
  readonly pending: AtlasRect[] = []
  drawnHeight = 0

  /** Queues `dirty` for the next upload. */
  drew(dirty: readonly AtlasRect[]): void {
    for (const rect of dirty) {
      this.pending.push(rect)
      this.drawnHeight = Math.max(this.drawnHeight, rect.y + rect.height)
    }
    this.update()
  }
}

/** What the uploader reads of a glyph page (GlyphPageSource; a plain object in the tests). */
type UploadedPage = {
  resource: { getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'getImageData'> | null }
  pixelWidth: number
  pixelHeight: number
  pending: AtlasRect[]
  drawnHeight: number
}

type Gl = WebGL2RenderingContext | WebGLRenderingContext
type GlTexture = {
  target: number
  width: number
  height: number
  internalFormat: number
  format: number
  type: number
}

/**
 * Uploads a glyph page: the first time (and after a context loss) the texture is made empty (WebGL
 * zero-fills it) and only the rows drawn so far go up, then only the rectangles the atlas drew since.
 * A new glyph costs its own few hundred bytes, not the page's 4 MB (the profile showed whole-page
 * uploads at 10 ms per key press at 4x CPU), and the first frame uploads the top shelves (the guide
 * fixture's: 1024 × 64 px, 256 KB) rather than the whole page. Registered as a Pixi texture uploader
 * extension; Pixi premultiplies on upload as it does for canvas text.
 */
export const glyphPageUploader = {
  extension: { type: ExtensionType.TextureUploaderWebGL, name: UPLOAD_METHOD },
  id: UPLOAD_METHOD,
  upload(source: TextureSource | UploadedPage, glTexture: GlTexture, gl: Gl) {
    const page = source as UploadedPage
    // the atlas drew into this context (willReadFrequently: kept in CPU memory, cheap to read back)
    const context = page.resource.getContext('2d')
    const put = (x: number, y: number, width: number, height: number) => {
      if (context && width > 0 && height > 0)
        gl.texSubImage2D(
          glTexture.target,
          0,
          x,
          y,
          glTexture.format,
          glTexture.type,
          context.getImageData(x, y, width, height),
        )
    }
    if (glTexture.width !== page.pixelWidth || glTexture.height !== page.pixelHeight) {
      gl.texImage2D(
        glTexture.target,
        0,
        glTexture.internalFormat,
        page.pixelWidth,
        page.pixelHeight,
        0,
        glTexture.format,
        glTexture.type,
        null,
      )
      glTexture.width = page.pixelWidth
      glTexture.height = page.pixelHeight
      put(0, 0, page.pixelWidth, Math.min(page.drawnHeight, page.pixelHeight))
    } else for (const rect of page.pending) put(rect.x, rect.y, rect.width, rect.height)
    page.pending.length = 0
  },
}
// before any renderer exists: Pixi merges uploader extensions when its texture system is created
extensions.add(glyphPageUploader)

/** The stage's glyph atlas: pages are canvases kept in CPU memory, uploaded as Pixi textures. */
export function createGlyphAtlas(
  doc: Document = document,
  options: { pairKerning?: boolean } = {},
): PixiGlyphAtlas {
  return new GlyphAtlas<Texture>({
    ...(options.pairKerning === true ? { pairKerning: true } : {}),
    createCanvas: (width, height) => Object.assign(doc.createElement('canvas'), { width, height }),
    createPage: (canvas) => {
      const resource = canvas as PageCanvas
      // premultiplied on upload and never mipmapped, as Pixi's canvas text textures are
      const source = new GlyphPageSource({
        resource,
        width: resource.width,
        height: resource.height,
        alphaMode: 'premultiply-alpha-on-upload',
        autoGenerateMipmaps: false,
      })
      return {
        region: (x, y, width, height) => new Texture({ source, frame: new Rectangle(x, y, width, height) }),
        update: (dirty) => source.drew(dirty),
        destroy: () => source.destroy(),
      }
    },
  })
}

const runStyles = new WeakMap<TextLook, RunStyle>()

/** What the atlas needs of a text look (cached per look: looks are shared, text/styles.ts). */
export function runStyle(style: TextLook): RunStyle {
  let run = runStyles.get(style)
  if (!run) {
    const font = style.font
    const align = style.align
    const measured = measureFont(font)
    // engines without ink boxes measure nothing: the canvas text then uses the font size as ascent
    const metrics =
      measured.fontSize > 0
        ? { ...measured }
        : { ascent: style.fontSize, descent: 0, fontSize: style.fontSize }
    run = { font, metrics, lineHeight: style.lineHeight, align }
    runStyles.set(style, run)
  }
  return run
}
