import { create } from 'qrcode'

// A QR code (portal spec §1: Chromecast guide and mobile-app QR codes) as data: the `qrcode` package
// encodes, this turns its module matrix into horizontal runs of dark modules, so QrCode draws a
// 33×33 symbol as a few hundred rectangles in one Graphics (one draw call) instead of one per module.

export type QrErrorLevel = 'L' | 'M' | 'Q' | 'H'

export type ModuleRun = { row: number; col: number; length: number }

export type QrSymbol = { size: number; runs: ModuleRun[] }

/** Dark-module runs of `text` encoded at the given error-correction level (default M). */
export function qrSymbol(text: string, level: QrErrorLevel = 'M'): QrSymbol {
  const { modules } = create(text, { errorCorrectionLevel: level })
  const { size, data } = modules
  return { size, runs: darkRuns(size, (row, col) => data[row * size + col] === 1) }
}

/** Runs of consecutive dark modules, row by row, left to right. */
export function darkRuns(size: number, dark: (row: number, col: number) => boolean): ModuleRun[] {
  const runs: ModuleRun[] = []
  for (let row = 0; row < size; row++) {
    let start = -1
    for (let col = 0; col <= size; col++) {
      const on = col < size && dark(row, col)
      if (on && start < 0) start = col
      else if (!on && start >= 0) {
        runs.push({ row, col: start, length: col - start })
        start = -1
      }
    }
  }
  return runs
}

/** Integer module size that fits the symbol and its quiet zone in `box` px (crisp edges, no blur). */
export function moduleSize(box: number, symbolSize: number, quietZone: number): number {
  const exact = box / (symbolSize + 2 * quietZone)
  return exact >= 1 ? Math.floor(exact) : exact
}
