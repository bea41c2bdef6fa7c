import { describe, expect, it } from 'vitest'
import { press } from './testRemote'
import type { Direction } from '../focus'

function recorder() {
  const log: string[] = []
  return {
    log,
    target: {
      move: (direction: Direction) => (log.push(direction), direction !== 'up'),
      select: () => (log.push('enter'), true),
    },
  }
}

describe('press', () => {
  it('sends arrows to move and enter to select, in order', () => {
    const { log, target } = recorder()
    press(target, 'down', 'down', 'enter')
    expect(log).toEqual(['down', 'down', 'enter'])
  })

  it('returns what each press returned', () => {
    const { target } = recorder()
    expect(press(target, 'up', 'right', 'enter')).toEqual([false, true, true])
  })
})
