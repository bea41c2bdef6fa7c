// The glyph atlas's pages (text/glyphAtlas.ts): canvases of ATLAS_PAGE_SIZE² packed with glyph bitmaps on
// shelves, and the upload of what changed since the last frame, a rectangle per shelf.

/**
 * One 1024² page (4 MB of texture) holds the glyphs a screen of an interface language uses, so the
 * labels of a list row batch into few draw calls (the batch holds one texture: mountStage's cap).
 */
export const ATLAS_PAGE_SIZE = 1024
/** more pages when a page fills (another script, many sizes); after the last, labels draw canvas text */
export const ATLAS_MAX_PAGES = 4
/** a shelf takes glyphs up to this much shorter than itself */
const SHELF_SLACK = 4

export type Context2D = {
  font: string
  fillStyle: string | CanvasGradient | CanvasPattern
  textBaseline: CanvasTextBaseline
  measureText(text: string): {
    width: number
    actualBoundingBoxLeft?: number
    actualBoundingBoxRight?: number
    actualBoundingBoxAscent?: number
    actualBoundingBoxDescent?: number
  }
  fillText(text: string, x: number, y: number): void
}
export type AtlasCanvas = { getContext(type: '2d', options?: { willReadFrequently?: boolean }): unknown }
export type AtlasRect = { x: number; y: number; width: number; height: number }
export type AtlasPage<R> = {
  region(x: number, y: number, width: number, height: number): R
  /** the page's canvas changed inside `dirty` (one rectangle per shelf that gained glyphs) */
  update(dirty: AtlasRect[]): void
  /** frees the page's texture (the atlas is let go: GlyphAtlas.destroy) */
  destroy(): void
}

/** a row of glyph bitmaps of about one height; `x` is where the next one goes, `from` where the
 * glyphs not uploaded yet start (-1: none) */
export type Shelf = { y: number; height: number; x: number; from: number }
export type Page<R> = {
  handle: AtlasPage<R>
  context: Context2D
  shelves: Shelf[]
  bottom: number
  dirty: boolean
}

export type AtlasPagesOptions<R> = {
  createCanvas(width: number, height: number): AtlasCanvas
  /** wraps a page canvas: `region` cuts a glyph's texture, `update` uploads what changed */
  createPage(canvas: AtlasCanvas): AtlasPage<R>
  pageSize?: number
  maxPages?: number
}

export class AtlasPages<R> {
  private readonly _pages: Page<R>[] = []
  private readonly _size: number
  private readonly _maxPages: number

  constructor(private readonly _options: AtlasPagesOptions<R>) {
    this._size = _options.pageSize ?? ATLAS_PAGE_SIZE
    this._maxPages = _options.maxPages ?? ATLAS_MAX_PAGES
  }

  /** pages in use */
  get count(): number {
    return this._pages.length
  }

  /** Frees every page; nothing may draw from them after. */
  destroy(): void {
    for (const page of this._pages.splice(0)) page.handle.destroy()
  }

  /** Uploads the glyphs added since the last call, a rectangle per shelf (before a frame is drawn). */
  flush(): void {
    for (const page of this._pages) {
      if (!page.dirty) continue
      page.dirty = false
      const dirty: AtlasRect[] = []
      for (const shelf of page.shelves)
        if (shelf.from >= 0) {
          dirty.push({ x: shelf.from, y: shelf.y, width: shelf.x - shelf.from, height: shelf.height })
          shelf.from = -1
        }
      page.handle.update(dirty)
    }
  }

  /**
   * Shelf packing: a glyph goes on the first shelf of the last page that is at least as tall and at
   * most SHELF_SLACK px taller with room left, else on a new shelf of its own height below the others,
   * else on a new page. Each font size fills its own shelves, so little height is wasted.
   */
  place(width: number, height: number): { page: Page<R>; shelf: Shelf; x: number; y: number } | null {
    if (width > this._size || height > this._size) return null
    let page = this._pages[this._pages.length - 1]
    let shelf = page?.shelves.find(
      (s) => s.height >= height && s.height <= height + SHELF_SLACK && s.x + width <= this._size,
    )
    if (page && !shelf && page.bottom + height <= this._size) {
      shelf = { y: page.bottom, height, x: 0, from: -1 }
      page.shelves.push(shelf)
      page.bottom += height
    }
    if (!page || !shelf) {
      if (this._pages.length >= this._maxPages) return null
      page = this._newPage()
      shelf = { y: 0, height, x: 0, from: -1 }
      page.shelves.push(shelf)
      page.bottom = height
    }
    const at = { page, shelf, x: shelf.x, y: shelf.y }
    shelf.x += width
    return at
  }

  private _newPage(): Page<R> {
    const canvas = this._options.createCanvas(this._size, this._size)
    const context = canvas.getContext('2d', { willReadFrequently: true }) as Context2D
    context.fillStyle = '#ffffff'
    context.textBaseline = 'alphabetic'
    const page: Page<R> = {
      handle: this._options.createPage(canvas),
      context,
      shelves: [],
      bottom: 0,
      dirty: false,
    }
    this._pages.push(page)
    return page
  }
}
