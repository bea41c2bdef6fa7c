import { describe, expect, it } from 'vitest'
import { stepInContainer } from './containerNav'

const all = () => true

describe('row and column', () => {
  it('a row moves right to the next child', () => {
    expect(stepInContainer({ kind: 'row' }, 3, 0, 'right', all)).toBe(1)
  })

  it('a row leaves up/down to its parent', () => {
    expect(stepInContainer({ kind: 'row' }, 3, 1, 'down', all)).toBe(-1)
  })

  it('a column leaves left/right to its parent', () => {
    expect(stepInContainer({ kind: 'column' }, 3, 1, 'left', all)).toBe(-1)
  })

  it('without wrap the last child hands the move to the parent', () => {
    expect(stepInContainer({ kind: 'column' }, 3, 2, 'down', all)).toBe(-1)
  })

  it('with wrap the last child moves to the first', () => {
    expect(stepInContainer({ kind: 'column', wrap: true }, 3, 2, 'down', all)).toBe(0)
  })

  it('with wrap the first child moves up to the last', () => {
    expect(stepInContainer({ kind: 'column', wrap: true }, 3, 0, 'up', all)).toBe(2)
  })

  it('skips children that cannot take focus', () => {
    expect(stepInContainer({ kind: 'row' }, 4, 0, 'right', (i) => i !== 1)).toBe(2)
  })

  it('wrapping skips children that cannot take focus and never returns the start', () => {
    expect(stepInContainer({ kind: 'row', wrap: true }, 3, 2, 'right', (i) => i === 2)).toBe(-1)
  })

  it('a leaf handles nothing', () => {
    expect(stepInContainer({ kind: 'leaf' }, 3, 0, 'right', all)).toBe(-1)
  })
})

describe('grid', () => {
  const grid = { kind: 'grid' as const, columns: 4 }

  it('down moves by one row of columns', () => {
    expect(stepInContainer(grid, 12, 1, 'down', all)).toBe(5)
  })

  it('down from a column the last partial row lacks lands on its last item', () => {
    expect(stepInContainer(grid, 10, 7, 'down', all)).toBe(9)
  })

  it('down from the last row hands the move to the parent', () => {
    expect(stepInContainer(grid, 10, 9, 'down', all)).toBe(-1)
  })

  it('right stops at the end of the row instead of flowing into the next row', () => {
    expect(stepInContainer(grid, 12, 3, 'right', all)).toBe(-1)
  })

  it('with wrap right at the row end returns to the row start', () => {
    expect(stepInContainer({ ...grid, wrap: true }, 12, 3, 'right', all)).toBe(0)
  })

  it('with wrap up from the top row goes to the same column in the last row', () => {
    expect(stepInContainer({ ...grid, wrap: true }, 10, 1, 'up', all)).toBe(9)
  })

  it('with wrap up from a column the last row lacks goes to the row above it', () => {
    expect(stepInContainer({ ...grid, wrap: true }, 10, 3, 'up', all)).toBe(7)
  })

  it('with wrap down from the bottom goes to the top of the column', () => {
    expect(stepInContainer({ ...grid, wrap: true }, 12, 10, 'down', all)).toBe(2)
  })

  it('a grid without columns behaves as one column', () => {
    expect(stepInContainer({ kind: 'grid' }, 3, 0, 'down', all)).toBe(1)
  })
})
