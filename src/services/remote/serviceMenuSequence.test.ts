import { describe, expect, it } from 'vitest'
import type { RemoteKey } from '../../../bridges/contract'
import { createFakeClock } from '../../api/fakes'
import {
  SERVICE_MENU_BUFFER_MAX,
  SERVICE_MENU_IDLE_MS,
  createServiceMenuDetector,
  isServiceMenuPin,
  serviceMenuEnabled,
} from './serviceMenuSequence'

const code: RemoteKey[] = ['digit_1', 'digit_9']

function fixture() {
  const clock = createFakeClock()
  return { clock, detector: createServiceMenuDetector({ clock, code }) }
}

/** presses keys 100 ms apart; true when the last key completed a sequence */
function type(f: ReturnType<typeof fixture>, keys: readonly RemoteKey[], gap = 100): boolean {
  let done = false
  for (const key of keys) {
    f.clock.advance(gap)
    done = f.detector.press(key)
  }
  return done
}

describe('Hotel Service Menu key sequences (portal spec §6)', () => {
  it('settings, left, left, right, right, settings opens', () => {
    expect(type(fixture(), ['settings', 'left', 'left', 'right', 'right', 'settings'])).toBe(true)
  })

  it('info, left, left, right, right, info opens', () => {
    expect(type(fixture(), ['info', 'left', 'left', 'right', 'right', 'info'])).toBe(true)
  })

  it('the fixed code, left, left, right, right and the code again opens', () => {
    expect(type(fixture(), [...code, 'left', 'left', 'right', 'right', ...code])).toBe(true)
  })

  it('a sequence after other keys still opens', () => {
    expect(type(fixture(), ['up', 'enter', 'info', 'left', 'left', 'right', 'right', 'info'])).toBe(true)
  })

  it('a wrong order does not open', () => {
    expect(type(fixture(), ['info', 'left', 'right', 'left', 'right', 'info'])).toBe(false)
  })

  it('the buffer clears after 1 s idle', () => {
    const f = fixture()
    type(f, ['settings', 'left', 'left'])
    f.clock.advance(SERVICE_MENU_IDLE_MS)
    expect(type(f, ['right', 'right', 'settings'], 0)).toBe(false)
  })

  it('the buffer clears beyond 24 keys', () => {
    const f = fixture()
    type(f, Array<RemoteKey>(SERVICE_MENU_BUFFER_MAX).fill('up'))
    expect(f.detector.buffer()).toHaveLength(SERVICE_MENU_BUFFER_MAX)
    type(f, ['up'])
    expect(f.detector.buffer()).toHaveLength(0)
  })

  it('the buffer clears once a sequence has opened', () => {
    const f = fixture()
    type(f, ['settings', 'left', 'left', 'right', 'right', 'settings'])
    expect(f.detector.buffer()).toEqual([])
  })

  it('without a configured code only the settings and info sequences open', () => {
    const clock = createFakeClock()
    const detector = createServiceMenuDetector({ clock })
    const keys: RemoteKey[] = ['left', 'left', 'right', 'right']
    expect(keys.map((key) => detector.press(key))).toEqual([false, false, false, false])
  })
})

describe('Hotel Service Menu PIN (portal spec §5, §6)', () => {
  it('the PIN must equal the hsm config value', () => {
    expect(isServiceMenuPin('4321', { hsm: '4321' })).toBe(true)
  })

  it('a numeric hsm value matches its digits', () => {
    expect(isServiceMenuPin('4321', { hsm: 4321 })).toBe(true)
  })

  it('an hsm value with spaces around it matches its digits', () => {
    expect(isServiceMenuPin('1234', { hsm: ' 1234' })).toBe(true)
    expect(isServiceMenuPin('1234', { hsm: '1234 \n' })).toBe(true)
    expect(isServiceMenuPin(' 1234', { hsm: '1234' })).toBe(false)
  })

  it('a wrong PIN opens nothing', () => {
    expect(isServiceMenuPin('0000', { hsm: '4321' })).toBe(false)
  })

  it('without hsm configured nothing opens, not even an empty PIN', () => {
    expect(isServiceMenuPin('', { hsm: null })).toBe(false)
    expect(serviceMenuEnabled({})).toBe(false)
  })
})
