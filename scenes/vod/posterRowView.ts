import { Container } from 'pixi.js'
import { ImageView, mirrorX, TextView, type RowView, type RowViewContext } from '../../renderer'
import { theme } from '../theme'
import { GRID, GRID_WIDTH } from './layout'

/** What a poster shows: the product passes films, the perf harness its own 2,000 items. */
export type PosterItem = { id: number; title: string; poster: string | null }

/** from one poster's left edge to the next one's */
export const POSTER_PITCH = GRID.posterWidth + GRID.columnGap
/** the posters' corner radius (their placeholder and fallback boxes) */
const POSTER_RADIUS = 6

type Cell = { image: ImageView; title: TextView }

/**
 * One row of the VOD poster grid (portal spec §2 VOD) as an imperative view: WindowList binds it to a
 * row of films when the row enters the window, with no React render (perf/README.md "Issue 19,
 * twenty-sixth session"). Each of the row's posters is its picture (its title on a fallback box while
 * it has none) with the title under it; a short last row hides the cells it has no film for. Laid out
 * left to right in the grid's width and mirrored for Arabic and Hebrew, as the React row was. The focus
 * ring is the grid's, outside the rows, so a row's look depends only on its films: `active` draws
 * nothing.
 */
export class PosterRowView implements RowView {
  readonly node = new Container()
  private readonly _cells: Cell[] = []
  private _drawn = ''

  constructor(
    private readonly _context: RowViewContext,
    /** the films shown now (the grid makes a new pool when the list changes) */
    private readonly _items: readonly PosterItem[],
  ) {
    const pictures = new Container()
    const titles = new Container()
    for (let c = 0; c < GRID.columns; c++) {
      const image = new ImageView(_context, {
        width: GRID.posterWidth,
        height: GRID.posterHeight,
        fit: 'cover',
        radius: POSTER_RADIUS,
      })
      const title = new TextView(_context)
      pictures.addChild(image.node)
      titles.addChild(title.node)
      this._cells.push({ image, title })
    }
    // the pictures under the titles, as the React row drew them
    this.node.addChild(pictures, titles)
  }

  /** false when the row would draw what it already shows (the list then keeps its cached texture) */
  bind(row: number): boolean {
    const first = row * GRID.columns
    const films = this._items.slice(first, first + GRID.columns)
    const drawn = films
      .map((film) => `${film.id}\u0001${film.title}\u0001${film.poster ?? ''}`)
      .join('\u0000')
    if (drawn === this._drawn) return false
    this._drawn = drawn
    const { rtl } = this._context
    this._cells.forEach(({ image, title }, c) => {
      const film = films[c]
      image.node.visible = film !== undefined
      // a cell without a film lets go of the picture it showed (the texture cache may evict it)
      if (!film) {
        title.hide()
        return image.set(null)
      }
      const left = c * POSTER_PITCH
      image.set(film.poster, mirrorX(left, GRID.posterWidth, GRID_WIDTH, rtl), 0, film.title)
      // anchored at the poster's start edge: its left, or its right edge right-to-left
      title.set({
        text: film.title,
        x: mirrorX(left, 0, GRID_WIDTH, rtl),
        y: GRID.posterHeight + GRID.titleGap,
        size: theme.fontSize.xsmall,
        color: theme.muted,
        maxWidth: GRID.posterWidth,
      })
    })
    return true
  }

  /** the poster cells, in column order (tests, devtools) */
  get cells(): readonly Readonly<Cell>[] {
    return this._cells
  }

  destroy(): void {
    for (const { image, title } of this._cells) {
      image.destroy()
      title.destroy()
    }
    this.node.destroy({ children: true })
  }
}
