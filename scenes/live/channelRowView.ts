import { Container } from 'pixi.js'
import {
  ImageView,
  mirrorX,
  ProgressView,
  RectView,
  TextView,
  type RowView,
  type RowViewContext,
} from '../../renderer'
import { nowAndNext, programProgress, type LiveTv } from '../../src/services/live'
import { theme } from '../theme'
import { LIVE_LAYOUT } from './context'

const { rowHeight, listWidth } = LIVE_LAYOUT
const LOGO = { width: 72, height: 48 }
const PROGRESS = { width: 110, height: 5 }
/** the progress fill is compared in quarter pixels: a finer change draws the same row */
const PROGRESS_STEPS_PER_PX = 4

export type ChannelRowData = Pick<LiveTv, 'store' | 'guide'>

/**
 * One row of the Live TV channel list (portal spec §2) as an imperative view: WindowList binds it to a
 * channel when the row enters the window or its highlight changes, and again when the live store or the
 * guide changes (ChannelList's `subscribe`), with no React render. Number, logo, title (★ for a
 * favourite), the current programme or `live.noProgram`, its progress; laid out left to right in the
 * row's width and mirrored for Arabic and Hebrew by mirrorX, as the React row was (ChannelRow.tsx).
 */
export class ChannelRowView implements RowView {
  readonly node = new Container()
  private readonly _back = new RectView()
  private readonly _number: TextView
  private readonly _logo: ImageView
  private readonly _title: TextView
  private readonly _program: TextView
  private readonly _progress = new ProgressView(PROGRESS.width, PROGRESS.height)
  private _drawn = ''

  constructor(
    private readonly _context: RowViewContext,
    private readonly _data: ChannelRowData,
    private readonly _noProgram: string,
    /** the clock the programme's progress is read at (the renderer's: DESIGN.md "One clock") */
    private readonly _now: () => number,
  ) {
    this._number = new TextView(_context)
    this._logo = new ImageView(_context, { ...LOGO, fit: 'contain' })
    this._title = new TextView(_context)
    this._program = new TextView(_context)
    this._back.size(listWidth, rowHeight - 4, 8)
    this.node.addChild(
      this._back.node,
      this._number.node,
      this._logo.node,
      this._title.node,
      this._program.node,
      this._progress.node,
    )
  }

  /** false when the row would draw what it already shows (the list then keeps its cached texture) */
  bind(index: number, active: boolean): boolean {
    const state = this._data.store.getState()
    const channel = state.channels[index]
    // the list owns the row's own visibility (its pool slot): a row without a channel hides its parts
    if (!channel) {
      for (const part of this.node.children) part.visible = false
      this._drawn = ''
      return true
    }
    const favourite = state.favourites.includes(channel.id)
    const entry = this._data.guide.get(channel.id)
    const now = this._now()
    const { now: current } = nowAndNext(entry?.programs ?? [], now)
    const progress = current && !entry?.dummy ? programProgress(current, now) : null
    const program = entry?.dummy ? this._noProgram : (current?.title ?? '')
    const title = favourite ? `★ ${channel.title}` : channel.title
    const step =
      progress === null ? -1 : Math.round(this._progress.fillWidth(progress) * PROGRESS_STEPS_PER_PX)
    // the theme is applied once at boot, before any row is drawn (scenes/theme.ts): not part of the key
    const drawn = [index, active, channel.sort, channel.logo, title, program, step].join('\u0000')
    if (drawn === this._drawn) return false
    this._drawn = drawn
    for (const part of [this._back.node, this._logo.node]) part.visible = true
    const { rtl } = this._context
    const mx = (x: number, width = 0) => mirrorX(x, width, listWidth, rtl)
    const text = active ? theme.onPrimary : theme.onSurface
    const dim = active ? theme.onPrimary : theme.muted
    this._back.colour = active ? theme.primary : theme.surfaceRaised
    const { base, xsmall } = theme.fontSize
    this._number.set({ text: channel.sort.padStart(3, '0'), x: mx(14), y: 20, size: base, color: dim })
    this._logo.set(channel.logo, mx(64, LOGO.width), 6)
    this._title.set({
      text: title,
      x: mx(150),
      y: 8,
      size: base,
      weight: 'bold',
      color: text,
      maxWidth: listWidth - 170,
    })
    this._program.set({
      text: program,
      x: mx(150),
      y: 34,
      size: xsmall,
      color: dim,
      maxWidth: listWidth - 300,
    })
    this._progress.node.visible = progress !== null
    this._progress.node.position.set(mx(listWidth - 130, PROGRESS.width), 42)
    if (progress !== null)
      this._progress.set({
        value: progress,
        trackColour: theme.border,
        fillColour: active ? theme.onPrimary : theme.primary,
        rtl,
      })
    return true
  }

  destroy(): void {
    this._number.destroy()
    this._logo.destroy()
    this._title.destroy()
    this._program.destroy()
    this._progress.destroy()
    this.node.destroy({ children: true })
  }
}
